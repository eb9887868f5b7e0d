import { Migration } from '@mikro-orm/migrations';

/** Listed profiles (policies/visibility.ts LISTED_PROFILE_SQL): the predicate of the search walks' indexes. */
const LISTED = `"hidden_at" is null and "published_at" is not null`;
/** What a search walk tests on each row it passes: rating, a 1-2 letter prefix, place (a radius), the search text. */
const TESTED = `"first_name", "location", "latitude", "search_text"`;

/**
 * Search sorted by date, rating or reports at any depth (issue 7). A search term is a filter no sort index serves, so
 * the page walks the sort's index and tests the term (and a rating filter) on every row it passes: read from the heap,
 * about 1.5 us a row, so "ka" + rating 4+ sorted by fewest reports, page 10 (17,000 rows passed) took 24 ms at 1M.
 * These partial indexes carry what the walk tests next to the sort key, over listed profiles only: the walk becomes an
 * index-only scan for the page's ids (browse.ts, and browse_by_name() for the name sorts), and only the page's rows are
 * read. One index serves a sort and its reverse (read backwards), except the rating sorts, whose unrated profiles come
 * last both ways. The first name is there as a column too: an index-only scan cannot rebuild `lower(first_name)` alone.
 */
export class Migration20261126025808 extends Migration {
  override name = 'Migration20261126025808';

  override up(): void | Promise<void> {
    for (const [name, key, tested] of [
      ['profiles_listed_newest_search_idx', '"created_at" desc, "id" desc', `"average_rating", ${TESTED}`],
      ['profiles_listed_reports_search_idx', '"review_count" desc, "id" desc', `"average_rating", ${TESTED}`],
      ['profiles_listed_rating_search_idx', '"average_rating" desc nulls last, "id" desc', TESTED],
      ['profiles_listed_rating_low_search_idx', '"average_rating" asc nulls last, "id" asc', TESTED],
      // browse_by_name()'s walk (the name sorts with a search term).
      ['profiles_listed_name_search_idx', 'lower("first_name"), "id"', `"average_rating", ${TESTED}`],
    ])
      this.addSql(`create index "${name}" on "profiles" (${key}) include (${tested}) where ${LISTED};`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `drop index if exists "profiles_listed_newest_search_idx", "profiles_listed_reports_search_idx", "profiles_listed_rating_search_idx", "profiles_listed_rating_low_search_idx", "profiles_listed_name_search_idx";`,
    );
  }
}
