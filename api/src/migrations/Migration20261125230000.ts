import { Migration } from '@mikro-orm/migrations';

/**
 * Location indexes carry the average rating as their last key column, so a location + minimum rating filter is
 * checked on the index entries and only matching rows are read from the table: page 50 of 'Austin, TX' rated 4+
 * at 1M profiles went from 6.9 ms (a heap read for every profile of the city) to 1.6 ms (pnpm bench).
 */
const INDEXES = [
  ['profiles_location_reports_idx', 'profiles_location_reports_rating_idx', '"location", "review_count" desc, "id" desc'],
  ['profiles_location_newest_idx', 'profiles_location_newest_rating_idx', '"location", "created_at" desc, "id" desc'],
  ['profiles_location_name_idx', 'profiles_location_name_rating_idx', '"location", lower("first_name"), "id"'],
] as const;

export class Migration20261125230000 extends Migration {
  override name = 'Migration20261125230000';

  override up(): void | Promise<void> {
    for (const [old, name, columns] of INDEXES) {
      this.addSql(`create index if not exists "${name}" on "profiles" (${columns}, "average_rating");`);
      this.addSql(`drop index if exists "${old}";`);
    }
  }

  override down(): void | Promise<void> {
    for (const [old, name, columns] of INDEXES) {
      this.addSql(`create index if not exists "${old}" on "profiles" (${columns});`);
      this.addSql(`drop index if exists "${name}";`);
    }
  }
}
