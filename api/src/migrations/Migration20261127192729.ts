import { Migration } from '@mikro-orm/migrations';

/**
 * The photo check's indexed lookup (issue 26 item 2; photo-check.lookup.ts explains the arithmetic): four partial
 * expression indexes, one per 16-bit segment of `profiles.image_hash`, over the photos a check may find. Expressions on
 * the one hash column, so nothing has to be kept in sync when a photo is uploaded, rejected or removed: PostgreSQL
 * updates the indexes with the row. Each carries (id, image_hash) for index-only probes. The lookup repeats these
 * texts exactly (it imports them), so the planner matches the expressions and the predicate.
 */
export const PHOTO_MATCHABLE_SQL = `image_approval_status = 'approved' and image_hash is not null and image_hidden_at is null and hidden_at is null and published_at is not null and is_user = false`;

/** Segment `k` (0 = the lowest 16 bits) of the stored signed bigint: the arithmetic shift's sign bits are masked off. */
export const photoHashSegmentSql = (k: number) => `((image_hash >> ${k * 16}) & 65535)`;

export class Migration20261127192729 extends Migration {
  override name = 'Migration20261127192729';

  override up(): void | Promise<void> {
    for (let k = 0; k < 4; k += 1) {
      this.addSql(
        `create index "profiles_photo_check_seg${k}_idx" on "profiles" (${photoHashSegmentSql(k)}) include ("id", "image_hash") where ${PHOTO_MATCHABLE_SQL};`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (let k = 0; k < 4; k += 1) this.addSql(`drop index if exists "profiles_photo_check_seg${k}_idx";`);
  }
}
