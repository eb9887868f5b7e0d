import { Migration } from '@mikro-orm/migrations';
import { PHOTO_MATCHABLE_SQL, photoCenterSegmentSql } from '../core/photo-check-indexes.js';

/**
 * The central part's second hash (vertical neighbours, crop-hash.ts `centerHashes`): a crop matches only when both of a
 * window's hashes are near, so smooth pictures stop matching each other by chance. The four segment indexes of
 * Migration20261128003927 are made again carrying it, so the lookup still compares both on the index entry alone.
 * Photos hashed before get both from the `photo-center-hash-backfill` job (their central hash is cleared here for that).
 */
export class Migration20261128010739 extends Migration {
  override name = 'Migration20261128010739';

  override up(): void | Promise<void> {
    this.addSql(`alter table "profiles" add column "image_center_vhash" bigint null;`);
    this.addSql(`update "profiles" set "image_center_hash" = null where "image_center_hash" is not null;`);
    for (let k = 0; k < 4; k += 1) {
      this.addSql(`drop index if exists "profiles_photo_center_seg${k}_idx";`);
      this.addSql(
        `create index "profiles_photo_center_seg${k}_idx" on "profiles" (${photoCenterSegmentSql(k)}) include ("id", "image_center_hash", "image_center_vhash") where ${PHOTO_MATCHABLE_SQL};`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (let k = 0; k < 4; k += 1) {
      this.addSql(`drop index if exists "profiles_photo_center_seg${k}_idx";`);
      this.addSql(
        `create index "profiles_photo_center_seg${k}_idx" on "profiles" (${photoCenterSegmentSql(k)}) include ("id", "image_center_hash") where ${PHOTO_MATCHABLE_SQL};`,
      );
    }
    this.addSql(`alter table "profiles" drop column if exists "image_center_vhash";`);
  }
}
