import type { User } from '../user/user.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The columns a profile's visibility depends on. */
export interface ProfileVisibilityRow {
  hidden_at: Date | string | null;
  published_at: Date | string | null;
  created_by_id: string | null;
}

/**
 * Who may see one profile, for every read of a single profile or of a member's own lists (SAFETY 12 and 15): admins see
 * every profile; everyone else neither one hidden (a removal request, flags) nor one awaiting review (no moderator has
 * approved a report or a photo about her yet), except that the member who added her sees her while she awaits review.
 * An SQL predicate on the profile alias. The viewer's id is a UUID from her session, checked here before it is inlined.
 * Public lists (browse, counts, recommendations) never include a profile awaiting review, not even for the member who
 * added her: they filter on `published_at is not null` next to `hidden_at is null` directly.
 */
export function profileVisibleSql(viewer: User | null, alias = 'p'): string {
  if (viewer?.isAdmin) return 'true';
  const own = viewer && UUID.test(viewer.id) ? ` or ${alias}.created_by_id = '${viewer.id}'::uuid` : '';
  return `(${alias}.hidden_at is null and (${alias}.published_at is not null${own}))`;
}

/** The same rule as `profileVisibleSql`, for a row already read. */
export function profileVisibleTo(row: ProfileVisibilityRow, viewer: User | null): boolean {
  if (viewer?.isAdmin) return true;
  if (row.hidden_at) return false;
  return row.published_at != null || (!!viewer && row.created_by_id === viewer.id);
}
