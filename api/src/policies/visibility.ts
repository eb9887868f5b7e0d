import type { Principal } from '../auth/principal.js';
import { can } from './can.js';
import { UUID } from '../core/sql.js';

/**
 * Visibility, the one place (issue 10, "Structure first"): what a viewer may see of hidden (a removal request, flags:
 * SAFETY 12), pending and awaiting-review (SAFETY 15) content. Every read asks this module, as SQL predicates (on the
 * read's own statement: no extra query) or as in-memory predicates on a row already read. Whether a viewer sees
 * moderated content is the `moderate` capability of can.ts, never a role comparison.
 *
 * The SQL texts are the ones the reads had before this module: browse, the profile page and the report list keep their
 * statements, parameters and indexes (bench/server.ts).
 */

/** Who looks, as the presenters need it: null is a visitor. */
export interface Viewer {
  id: string;
  /** Holds the `moderate` capability (an admin past her second factor, or a token with the MODERATE scope). */
  moderates: boolean;
}

/** The viewer of a request: null for visitors. */
export function viewerOf(user: Principal | null): Viewer | null {
  return user ? { id: user.id, moderates: seesModeratedContent(user) } : null;
}

/** True when the viewer sees everything moderation holds back (hidden, pending, awaiting review): the `moderate` capability. */
export function seesModeratedContent(viewer: Principal | Viewer | null): boolean {
  if (!viewer) return false;
  return 'moderates' in viewer && typeof viewer.moderates === 'boolean' ? viewer.moderates : can(viewer as Principal, 'moderate');
}

/**
 * Whether a request's public reads must come from the primary, never a streaming replica (core/read-pool.ts): a
 * moderator's (she acts on what is there now) and a tool's with an API token (it keeps no write mark cookie, so it
 * could not read its own writes).
 */
export function readsFromPrimary(req: { principal?: Principal | null; apiToken?: unknown }): boolean {
  return !!req.apiToken || seesModeratedContent(req.principal ?? null);
}

// ---------------------------------------------------------------------------------------------------------------------
// Profiles

/** The columns a profile's visibility depends on. */
export interface ProfileVisibilityRow {
  hidden_at: Date | string | null;
  published_at: Date | string | null;
  created_by_id: string | null;
}

/**
 * Who may see one profile, for every read of a single profile or of a member's own lists (SAFETY 12 and 15): moderators
 * see every profile; everyone else neither one hidden (a removal request, flags) nor one awaiting review (no moderator has
 * approved a report or a photo about her yet), except that the member who added her sees her while she awaits review.
 * An SQL predicate on the profile alias. The viewer's id is a UUID from her session, checked here before it is inlined.
 * Lists (browse, counts, recommendations) use `listedProfilesSql` instead: they never include a profile awaiting review
 * for a member, not even for the one who added her.
 */
export function profileVisibleSql(viewer: Principal | Viewer | null, alias = 'p'): string {
  if (seesModeratedContent(viewer)) return 'true';
  const own = viewer && UUID.test(viewer.id) ? ` or ${alias}.created_by_id = '${viewer.id}'::uuid` : '';
  return `(${alias}.hidden_at is null and (${alias}.published_at is not null${own}))`;
}

/** The same rule as `profileVisibleSql`, for a row already read. */
export function profileVisibleTo(row: ProfileVisibilityRow, viewer: Principal | Viewer | null): boolean {
  if (seesModeratedContent(viewer)) return true;
  if (row.hidden_at) return false;
  return row.published_at != null || (!!viewer && row.created_by_id === viewer.id);
}

/** The visitor's rule (alias p): what the public sees, and what members may flag. */
export const PUBLIC_PROFILE_SQL = profileVisibleSql(null);

/**
 * Profiles listed to everyone (alias p): published and not hidden. Counts and recommendations use it for every viewer;
 * the member who added a person awaiting review finds her under "People I added", never in a list.
 */
export const LISTED_PROFILE_SQL = 'p.hidden_at is null and p.published_at is not null';

/**
 * The browse list's filter for this viewer: null (no filter) for moderators, who also find hidden and awaiting-review
 * profiles there (SAFETY 12); `LISTED_PROFILE_SQL` for everyone else.
 */
export function listedProfilesSql(viewer: Principal | Viewer | null): string | null {
  return seesModeratedContent(viewer) ? null : LISTED_PROFILE_SQL;
}

/** In-memory twin of `listedProfilesSql`. */
export function profileListedTo(row: Pick<ProfileVisibilityRow, 'hidden_at' | 'published_at'>, viewer: Principal | Viewer | null): boolean {
  return seesModeratedContent(viewer) || (!row.hidden_at && row.published_at != null);
}

/**
 * The member's own linked profile ("My profile", alias p): an `and` clause. Moderators see it even while hidden; a member
 * does not see it while it is hidden, awaiting review or not.
 */
export function ownProfileSql(viewer: Principal | Viewer | null): string {
  return seesModeratedContent(viewer) ? '' : 'and p.hidden_at is null';
}

// ---------------------------------------------------------------------------------------------------------------------
// Reports

/** The columns a report's visibility depends on. */
export interface ReportVisibilityRow {
  approved: boolean | null;
  hidden_at: Date | string | null;
  author_id: string | null;
}

/**
 * The approved reports of a profile's list (alias r): an `and` clause. Reports hidden by a pending removal request or
 * flags (SAFETY 12) are for moderators only. Pending and rejected reports are never in the list: their author reads them
 * through her own lists, moderators through the queue.
 */
export function listedReportSql(viewer: Principal | Viewer | null): string {
  return seesModeratedContent(viewer) ? '' : 'and r.hidden_at is null';
}

/** Published reports (alias r) as the public sees them, whoever asks: what members may flag. */
export const PUBLIC_REPORT_SQL = 'r.approved = true and r.hidden_at is null';

/**
 * Whether one report (already read) is visible to the viewer: approved and not hidden for everyone; hidden, pending or
 * rejected ones for moderators and for their author (her own report is hers to read, whatever its state).
 */
export function reportVisibleTo(row: ReportVisibilityRow, viewer: Principal | Viewer | null): boolean {
  if (seesModeratedContent(viewer)) return true;
  if (viewer && row.author_id !== null && row.author_id === viewer.id) return true;
  return row.approved === true && !row.hidden_at;
}

// ---------------------------------------------------------------------------------------------------------------------
// Images

/** The columns an image's visibility depends on. */
export interface ImageVisibilityRow {
  image_approval_status: string | null;
  image_uploaded_by_id: string | null;
  image_hidden_at?: Date | string | null;
}

/**
 * Whether this viewer may see the profile's current image (SAFETY 1): an approved one, unless hidden by a pending removal
 * request (SAFETY 12: moderators only); a pending one to moderators and the member who uploaded it; a rejected one to
 * moderators.
 */
export function imageVisibleTo(row: ImageVisibilityRow, viewer: Principal | Viewer | null): boolean {
  if (!row.image_approval_status) return false;
  const moderates = seesModeratedContent(viewer);
  if (row.image_hidden_at) return moderates;
  if (row.image_approval_status === 'approved') return true;
  if (!viewer) return false;
  return moderates || (row.image_approval_status === 'pending' && row.image_uploaded_by_id === viewer.id);
}

// ---------------------------------------------------------------------------------------------------------------------
// Decisions

/** Who looks at a decision: the affected member (or the holder of its e-mail link) may appeal; moderators see who decided. */
export interface DecisionViewer {
  userId: string | null;
  /** Sees the moderator who decided. */
  seesModerator: boolean;
  /** True when the viewer came with the decision's e-mail link. */
  holdsLink?: boolean;
}

/**
 * The decision viewer of a request. A moderator's name reaches moderators only: members and link holders read what was
 * decided and why, never by whom.
 */
export function decisionViewerOf(user: Principal | Viewer | null, holdsLink = false): DecisionViewer {
  return { userId: user?.id ?? null, seesModerator: seesModeratedContent(user), ...(holdsLink ? { holdsLink } : {}) };
}

/** Whether the moderator's identity (decided by) is shown to this decision viewer. */
export function moderatorVisibleTo(viewer: DecisionViewer): boolean {
  return viewer.seesModerator;
}

/**
 * The decision viewer of the affected member's own lists and answers (My decisions, notifications, an appeal's answer):
 * she reads what was decided and why, never by whom, even when she moderates herself.
 */
export function affectedMemberDecisionViewer(userId: string | null, holdsLink = false): DecisionViewer {
  return { userId, seesModerator: false, ...(holdsLink ? { holdsLink } : {}) };
}
