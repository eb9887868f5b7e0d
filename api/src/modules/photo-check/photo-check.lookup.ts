import { IMAGE_MATCH_DISTANCE } from '../image-hash/image-hash.service.js';
import { PHOTO_MATCHABLE_SQL, photoCenterSegmentSql, photoHashSegmentSql } from '../../core/photo-check-indexes.js';
import { CROP_MATCH_DISTANCE, type WindowHashes } from '../upload/crop-hash.js';

/**
 * The indexed lookup of the photo check: multi-index hashing over the approved photos' 64-bit difference hashes
 * (profiles.image_hash, which is only ever the hash of the profile's current image: a rejection or removal clears it).
 *
 * The hash is cut into 4 segments of 16 bits, each with its own partial expression index (Migration20261127192729).
 * Pigeonhole: if two hashes differ in at most D bits and every one of the 4 segments differed in 2 bits or more, they
 * would differ in at least 8; so for D <= 7 at least one segment differs in at most 1 bit. The lookup therefore probes,
 * in each segment's index, the segment's value and its 16 one-bit neighbours: 4 x 17 = 68 index probes, then keeps the
 * candidates with bit_count(hash # probe) <= D. That finds every hash within D = IMAGE_MATCH_DISTANCE = 6, none missed.
 *
 * Why not 8 segments of 8 bits probed exactly (D <= 7 also guarantees one equal segment)? At 1M photos each 8-bit value
 * holds ~1M/256 = 3,900 rows, so 8 probes read ~31,000 index entries; with 16-bit segments each value holds
 * ~1M/65,536 = 15 rows, so the 68 probes read ~1,000. Each index carries (id, image_hash) so the probes are index-only
 * scans and the distance is computed on the index entry; only the (at most 10) answers visit the table.
 */
export const PHOTO_CHECK_SEGMENTS = 4;
export const PHOTO_CHECK_SEGMENT_BITS = 16;
export const PHOTO_CHECK_LIMIT = 10;
if (IMAGE_MATCH_DISTANCE > 2 * PHOTO_CHECK_SEGMENTS - 1) throw new Error('photo check: one-bit probes of 4 segments cover distances up to 7 only');

/**
 * The photos a check may find (`PHOTO_MATCHABLE_SQL`): approved, on a published profile that is not hidden, the photo not
 * hidden by a removal request, and never a member's own profile (only people reported on). The segment indexes are
 * partial on exactly this predicate and these expressions, so the lookup and the migration import them from
 * core/photo-check-indexes.ts.
 */
const segmentSql = photoHashSegmentSql;

/** The 17 values of each segment a probe looks for: the hash's own and its one-bit neighbours (decimal strings). */
export function segmentProbes(hash: string): string[][] {
  const unsigned = BigInt.asUintN(64, BigInt(hash));
  return Array.from({ length: PHOTO_CHECK_SEGMENTS }, (_, k) => {
    const value = Number((unsigned >> BigInt(k * PHOTO_CHECK_SEGMENT_BITS)) & 0xffffn);
    return [value, ...Array.from({ length: PHOTO_CHECK_SEGMENT_BITS }, (_, bit) => value ^ (1 << bit))].map(String);
  });
}

const DISTANCE = 'bit_count((image_hash # $1::bigint)::bit(64))::int';
const CENTER_DISTANCE = 'greatest(bit_count((p.image_center_hash # w.h)::bit(64)), bit_count((p.image_center_vhash # w.v)::bit(64)))::int';

/**
 * The lookup of crops (crop-hash.ts): each window of her photo, its two hashes ($7 across and $9 down, up to 169 pairs),
 * against the two hashes of the approved photos' central parts, both within $8 bits (`CROP_MATCH_DISTANCE`, 3; the
 * distance answered is the larger of the two). Pigeonhole again: 3 differing bits leave at least one of the 4 segments of
 * the across hash equal, so each window probes each segment's index for its own value only (a nested loop of 169 x 4
 * index-only probes of ~15 entries each at 1M photos), and both distances are computed on the index entry.
 */
const cropBranch = (k: number) => `select p.id, ${CENTER_DISTANCE} as distance from unnest($7::bigint[], $9::bigint[]) w(h, v)
      join profiles p on ${photoCenterSegmentSql(k).replaceAll('image_center_hash', 'p.image_center_hash')} = ((w.h >> ${k * 16}) & 65535)
        and ${PHOTO_MATCHABLE_SQL.replace(/(^|and )/g, '$1p.')}
      where ${CENTER_DISTANCE} <= $8`;

/**
 * The lookup: $1 the hash, $2 the distance, $3..$6 the probes of the 4 segments, $7 and $9 the windows' hashes and $8
 * their distance (`photoCheckParams`). Answers the profiles within either distance, nearest first (a profile found both ways
 * counts its nearer), then by id, at most 10. The 10 are chosen on the index entries alone and only they are joined to
 * their rows (by primary key): the planner cannot estimate the distance filter, and with the join outside the limit it
 * hashed the whole table to join a handful of candidates.
 */
export const PHOTO_CHECK_SQL = `select p.id, p.display_name, p.location, m.distance
  from (select id, min(distance) as distance from (${[
    ...Array.from(
      { length: PHOTO_CHECK_SEGMENTS },
      (_, k) => `select id, ${DISTANCE} as distance from profiles
      where ${segmentSql(k)} = any($${k + 3}::bigint[]) and ${PHOTO_MATCHABLE_SQL} and ${DISTANCE} <= $2`,
    ),
    ...Array.from({ length: PHOTO_CHECK_SEGMENTS }, (_, k) => cropBranch(k)),
  ].join('\n    union all\n    ')}) u
    group by id
    order by distance, id
    limit ${PHOTO_CHECK_LIMIT}) m
  join profiles p on p.id = m.id
  order by m.distance, m.id`;

/** The parameters of `PHOTO_CHECK_SQL`: her photo's hash and the hashes of its windows (none: the whole picture only). */
export function photoCheckParams(hash: string, windows: readonly WindowHashes[] = [], distance: number = IMAGE_MATCH_DISTANCE): unknown[] {
  return [hash, distance, ...segmentProbes(hash), windows.map((w) => w.across), CROP_MATCH_DISTANCE, windows.map((w) => w.down)];
}
