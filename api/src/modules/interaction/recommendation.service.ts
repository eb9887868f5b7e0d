import type { Db } from '../../core/db.js';
import type { User } from '../user/user.entity.js';
import { presentProfile, PROFILE_COLUMNS, type ProfileRow, type ProfileType } from '../profile/profile.type.js';
import { LISTED_PROFILE_SQL, viewerOf } from '../../policies/visibility.js';

/**
 * Smart Matches (SPEC §9). The member's preferences are derived from what she does, never asked for or
 * stored separately: preferred locations are her own location plus the locations of the profiles she has
 * opened most; preferred categories are the categories of those profiles.
 *
 * Score: same preferred location +25, else has a location +10; matching category +30; average rating
 * >= 4.5 +20, >= 4 +15, >= 3.5 +10; completeness bio 4, location 4, image 4, age 3; not yet opened +10;
 * capped at 100. Shown when >= 60, at most 5, each with up to 3 reasons.
 */
export const MIN_SCORE = 60;
export const MAX_RECOMMENDATIONS = 5;
const CANDIDATES_PER_PREFERENCE = 200;

export interface Preferences {
  locations: string[];
  categories: string[];
}

export interface Scored {
  score: number;
  reasons: string[];
}

export function scoreProfile(
  p: { location: string | null; category: string; average_rating: string | null; bio: string | null; age: number | null; image_approval_status: string | null },
  prefs: Preferences,
  interacted: boolean,
): Scored {
  const parts: [number, string][] = [];
  if (p.location && prefs.locations.includes(p.location)) parts.push([25, `In ${p.location}, a location you follow`]);
  else if (p.location) parts.push([10, 'Has a location']);
  if (prefs.categories.includes(p.category))
    parts.push([30, p.category === 'dating' ? 'Matches your interest in dating' : 'Matches your interest in friendships']);
  const rating = p.average_rating == null ? 0 : Number(p.average_rating);
  if (rating >= 4.5) parts.push([20, `Highly rated (${rating.toFixed(1)}★)`]);
  else if (rating >= 4) parts.push([15, `Well rated (${rating.toFixed(1)}★)`]);
  else if (rating >= 3.5) parts.push([10, `Good rating (${rating.toFixed(1)}★)`]);
  const completeness = (p.bio ? 4 : 0) + (p.location ? 4 : 0) + (p.image_approval_status === 'approved' ? 4 : 0) + (p.age != null ? 3 : 0);
  if (completeness) parts.push([completeness, completeness === 15 ? 'Complete profile' : 'Detailed profile']);
  if (!interacted) parts.push([10, "You haven't viewed this profile yet"]);
  const score = Math.min(
    100,
    parts.reduce((sum, [points]) => sum + points, 0),
  );
  const reasons = [...parts]
    .sort((a, b) => b[0] - a[0])
    .slice(0, 3)
    .map(([, reason]) => reason);
  return { score, reasons };
}

export class RecommendationService {
  constructor(private readonly db: Db) {}

  async preferences(actor: User): Promise<Preferences> {
    const rows = await this.db.query<{ location: string | null; category: string; n: number }>(
      `select p.location, p.category, sum(i.view_count)::int as n from interactions i join profiles p on p.id = i.profile_id
       where i.user_id = $1 group by p.location, p.category order by n desc limit 20`,
      [actor.id],
    );
    const locations = new Set<string>();
    if (actor.location) locations.add(actor.location);
    for (const r of rows) if (r.location && locations.size < 3) locations.add(r.location);
    return { locations: [...locations], categories: [...new Set(rows.map((r) => r.category))] };
  }

  /**
   * Only profiles matching a preferred location or category can reach 60 points, so candidates are the
   * best-rated of those (bounded per preference, each an indexed scan), scored here.
   */
  async recommend(actor: User): Promise<{ profile: ProfileType; score: number; reasons: string[] }[]> {
    const prefs = await this.preferences(actor);
    if (!prefs.locations.length && !prefs.categories.length) return [];
    const rows = await this.db.query<ProfileRow & { interacted: boolean }>(
      `with candidates as (
         (select p.id from profiles p where p.location = any($2::text[]) and ${LISTED_PROFILE_SQL} order by p.average_rating desc nulls last, p.id desc limit ${CANDIDATES_PER_PREFERENCE})
         union
         (select p.id from profiles p where p.category::text = any($3::text[]) and ${LISTED_PROFILE_SQL} order by p.average_rating desc nulls last, p.id desc limit ${CANDIDATES_PER_PREFERENCE})
       )
       select ${PROFILE_COLUMNS}, exists(select 1 from interactions i where i.user_id = $1 and i.profile_id = p.id) as interacted
       from profiles p join candidates c on c.id = p.id`,
      [actor.id, prefs.locations, prefs.categories],
    );
    return rows
      .map((row) => ({ row, ...scoreProfile(row, prefs, row.interacted) }))
      .filter((r) => r.score >= MIN_SCORE)
      .sort((a, b) => b.score - a.score || b.row.id - a.row.id)
      .slice(0, MAX_RECOMMENDATIONS)
      .map((r) => ({ profile: presentProfile(r.row, viewerOf(actor)), score: r.score, reasons: r.reasons }));
  }
}
