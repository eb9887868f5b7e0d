import { findPlace } from '../src/modules/profile/gazetteer.js';
import { refreshProfileAggregates } from '../src/modules/profile/aggregates.js';
import type { TestServer } from './test-server.js';

export interface ProfileSpec {
  firstName: string;
  lastName?: string | null;
  /** The first and last name unless given (what the add-person flow builds). */
  displayName?: string;
  location?: string | null;
  category?: 'dating' | 'friends';
  createdAt?: string;
  age?: number | null;
  bio?: string | null;
  /** Reports to attach: rating and moderation state (true approved, false rejected, null pending). */
  reports?: { rating: number; approved: boolean | null; authorId?: string; title?: string; createdAt?: string }[];
  imageStatus?: 'pending' | 'approved' | 'rejected' | null;
  /** False: a person awaiting review (no moderator approved anything about her yet, SAFETY 15); published otherwise. */
  published?: boolean;
}

/** Inserts profiles (and reports) straight into the test database, then computes aggregates for real. */
export async function seedProfiles(t: TestServer, specs: ProfileSpec[]): Promise<number[]> {
  const ids: number[] = [];
  for (const s of specs) {
    const place = findPlace(s.location);
    const [row] = await t.sql<{ id: number }>(
      `insert into profiles (first_name, last_name, display_name, category, location, latitude, longitude, created_at, age, bio, image_key, image_approval_status, published_at)
       values ($1, $2, $3, $4, $5, $6, $7, coalesce($8::timestamptz, now()), $9, $10, $11, $12, case when $13::boolean then now() end) returning id`,
      [
        s.firstName,
        s.lastName ?? null,
        s.displayName ?? [s.firstName, s.lastName].filter(Boolean).join(' '),
        s.category ?? 'dating',
        s.location ?? null,
        place?.latitude ?? null,
        place?.longitude ?? null,
        s.createdAt ?? null,
        s.age ?? null,
        s.bio ?? null,
        s.imageStatus ? `profiles/00000000-0000-4000-8000-${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}` : null,
        s.imageStatus ?? null,
        s.published !== false,
      ],
    );
    for (const [i, r] of (s.reports ?? []).entries()) {
      await t.sql(
        `insert into reports (profile_id, author_id, report_type, title, content, category, rating, approved, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9::timestamptz, now() - ($10 || ' minutes')::interval))`,
        [
          row.id,
          r.authorId ?? null,
          r.rating >= 4 ? 'positive' : r.rating <= 2 ? 'negative' : 'neutral',
          r.title ?? `Report ${i + 1} about ${s.firstName}`,
          'A detailed account of what happened here.',
          s.category ?? 'dating',
          r.rating,
          r.approved,
          r.createdAt ?? null,
          String(i),
        ],
      );
    }
    await refreshProfileAggregates(t.orm.em.fork(), row.id);
    ids.push(row.id);
  }
  return ids;
}
