import { Migration } from '@mikro-orm/migrations';

/** Listed profiles (policies/visibility.ts LISTED_PROFILE_SQL): the predicate of the search walks' indexes. */
const LISTED = `"hidden_at" is null and "published_at" is not null`;
/** What a search walk tests on each row it passes (the place is the key's first column here). */
const TESTED = `"average_rating", "first_name", "latitude", "search_text"`;

/**
 * A search within one place or a radius, sorted by rating or reports, at the last allowed page (issue 7). The search
 * indexes of Migration20261126025808 carry the place, but as a column to test: 'ava' within 10 miles of New York, by
 * fewest reports, page 10, passed 20,000 entries of every place to find 200 in New York (3.7 ms at 1M, 4.3-5.8 in the
 * EXPLAIN sweep). Keyed by place first, the walk reads New York's entries only: 2,267 (0.8 ms). The date sorts have
 * `profiles_listed_walk_idx` (Migration20261126023312).
 */
export class Migration20261126055934 extends Migration {
  override name = 'Migration20261126055934';

  override up(): void | Promise<void> {
    for (const [name, key] of [
      ['profiles_listed_place_reports_search_idx', '"location", "review_count" desc, "id" desc'],
      ['profiles_listed_place_rating_search_idx', '"location", "average_rating" desc nulls last, "id" desc'],
      ['profiles_listed_place_rating_low_search_idx', '"location", "average_rating" asc nulls last, "id" asc'],
      // browse_by_name()'s walk of the term's other rows ('quill' within 10 miles, A-Z, page 10: 6 -> ms).
      ['profiles_listed_place_name_search_idx', '"location", lower("first_name"), "id"'],
    ])
      this.addSql(`create index "${name}" on "profiles" (${key}) include (${TESTED}) where ${LISTED};`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `drop index if exists "profiles_listed_place_reports_search_idx", "profiles_listed_place_rating_search_idx", "profiles_listed_place_rating_low_search_idx", "profiles_listed_place_name_search_idx";`,
    );
  }
}
