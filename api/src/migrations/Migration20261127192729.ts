import { Migration } from '@mikro-orm/migrations';
import { PHOTO_MATCHABLE_SQL, photoHashSegmentSql } from '../core/photo-check-indexes.js';

/**
 * The photo check's indexed lookup (issue 26 item 2; photo-check.lookup.ts explains the arithmetic): four partial
 * expression indexes, one per 16-bit segment of `profiles.image_hash`, over the photos a check may find. Expressions on
 * the one hash column, so nothing has to be kept in sync when a photo is uploaded, rejected or removed: PostgreSQL
 * updates the indexes with the row. Each carries (id, image_hash) for index-only probes. The lookup repeats these
 * texts exactly (both import them from core/photo-check-indexes.ts), so the planner matches the expressions and the predicate.
 */
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
