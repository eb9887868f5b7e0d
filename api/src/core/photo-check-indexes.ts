/**
 * The SQL texts the photo check's segment indexes are built on (Migration20261127192729) and its lookup repeats
 * (photo-check.lookup.ts): the planner uses a partial expression index only when the query names the same predicate and
 * the same expression, so both import them from here. Changing a text needs a new migration that rebuilds the indexes.
 * In core/, the floor, with no imports: a migration may depend on it without reaching into a module.
 */

/**
 * The photos a check may find: approved, on a published profile that is not hidden, the photo not hidden by a removal
 * request, and never a member's own profile (only people reported on).
 */
export const PHOTO_MATCHABLE_SQL = `image_approval_status = 'approved' and image_hash is not null and image_hidden_at is null and hidden_at is null and published_at is not null and is_user = false`;

/** Segment `k` (0 = the lowest 16 bits) of the stored signed bigint: the arithmetic shift's sign bits are masked off. */
export const photoHashSegmentSql = (k: number) => `((image_hash >> ${k * 16}) & 65535)`;

/** Segment `k` of the stored hash of the photo's central part (`image_center_hash`, crop-hash.ts), as above. */
export const photoCenterSegmentSql = (k: number) => `((image_center_hash >> ${k * 16}) & 65535)`;
