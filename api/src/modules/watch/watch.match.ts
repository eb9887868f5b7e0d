import { LISTED_PROFILE_SQL } from '../../policies/visibility.js';
import { placesByDistance } from '../profile/browse.js';
import { findPlace } from '../profile/gazetteer.js';

/**
 * The published profile a watch may match (alias p): listed to everyone (published, not hidden: LISTED_PROFILE_SQL), a
 * person reported on (never a member's own profile), with a gazetteer city (browse's distance filter leaves out profiles
 * without coordinates, and so does a watch).
 */
export const WATCH_PROFILE_SQL = `select p.id, p.first_name, p.last_name, p.location from profiles p
  where p.id = $1 and ${LISTED_PROFILE_SQL} and p.is_user = false and p.latitude is not null`;

export interface WatchedProfileRow {
  id: number;
  first_name: string;
  last_name: string | null;
  location: string | null;
}

/**
 * The live watches one published profile matches, by browse's rules: the first name ignoring case (`lower(first_name)`,
 * the name index of browse; served here by `watches_match_idx`), the last name ignoring case or its initial when the
 * watch gives one, and the profile's city within the watch's radius of the watch's city (gazetteer distances from
 * `placesByDistance`, as browse's radius filter, handed in as two arrays). Watches of banned members and of members
 * whose suspension runs are paused: skipped until it ends. Expired or ended watches match nothing.
 */
export const WATCH_MATCH_SQL = `select w.id, w.user_id, w.first_name, w.location
  from watches w
  join unnest($3::text[], $4::float8[]) c(name, miles) on c.name = w.location and c.miles <= w.radius
  join users u on u.id = w.user_id
  where lower(w.first_name) = lower($1::text) and w.ended_at is null and w.expires_at > now()
    and (w.last_name is null or lower(w.last_name) = lower($2::text) or (char_length(w.last_name) = 1 and left(lower($2::text), 1) = lower(w.last_name)))
    and not u.banned and (u.suspended_until is null or u.suspended_until <= now())`;

export interface WatchHitRow {
  id: string;
  user_id: string;
  first_name: string;
  location: string;
}

/** WATCH_MATCH_SQL's parameters for a profile; null when its location is no gazetteer city (nothing can match). */
export function watchMatchParams(profile: Pick<WatchedProfileRow, 'first_name' | 'last_name' | 'location'>): unknown[] | null {
  const place = findPlace(profile.location);
  if (!place) return null;
  const near = placesByDistance(place);
  return [profile.first_name, profile.last_name || null, near.map((c) => c.name), near.map((c) => c.miles)];
}
