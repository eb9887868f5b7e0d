import { Migration } from '@mikro-orm/migrations';
import { PHOTO_MATCHABLE_SQL, photoCenterSegmentSql } from '../core/photo-check-indexes.js';

/**
 * The photo check finds crops (issue 26 item 2, crop-hash.ts): the hash of each approved photo's central part, and four
 * partial expression indexes over its 16-bit segments, as Migration20261127192729 made for the whole picture's hash
 * (each carries (id, image_center_hash) for index-only probes). Photos approved before this get their central hash from
 * the `photo-center-hash-backfill` job, which reads them from the file store.
 */
export class Migration20261128003927 extends Migration {
  override name = 'Migration20261128003927';

  override up(): void | Promise<void> {
    this.addSql(`alter table "profiles" add column "image_center_hash" bigint null;`);
    for (let k = 0; k < 4; k += 1) {
      this.addSql(
        `create index "profiles_photo_center_seg${k}_idx" on "profiles" (${photoCenterSegmentSql(k)}) include ("id", "image_center_hash") where ${PHOTO_MATCHABLE_SQL};`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (let k = 0; k < 4; k += 1) this.addSql(`drop index if exists "profiles_photo_center_seg${k}_idx";`);
    this.addSql(`alter table "profiles" drop column if exists "image_center_hash";`);
  }
}
