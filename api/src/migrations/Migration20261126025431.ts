import { Migration } from '@mikro-orm/migrations';

const SEARCH_EXPRESSION = `lower("first_name" || ' ' || coalesce("last_name", '') || ' ' || "display_name" || ' ' || coalesce("location", ''))`;

/**
 * The searched text, stored (issue 7). A search that walks an index in page order tests the term on every row it passes;
 * computing `lower(first || ' ' || last || ' ' || display || ' ' || location)` for each row cost as much as reading the
 * row (5,000 rows: 3.2 ms to read, +2.9 ms for the expression, +0 for a stored column's LIKE, at 1M).
 *
 * - `profiles.search_text`: that expression as a stored generated column (PostgreSQL keeps it current; the API never
 *   writes it). Adding it rewrites the table once: about half a minute at 1M profiles, during which profiles are locked.
 * - Its trigram index replaces the expression's (`profiles_search_trgm_idx` -> `profiles_search_text_trgm_idx`).
 * - The distance walk's covering index carries `search_text` (and `first_name` for 1-2 letter searches) instead of the
 *   three name columns.
 * After upgrading a large database, `vacuum analyze profiles` lets index-only scans skip the rewritten heap at once
 * (autovacuum gets there on its own later).
 */
export class Migration20261126025431 extends Migration {
  override name = 'Migration20261126025431';

  override up(): void | Promise<void> {
    this.addSql(`alter table "profiles" add column "search_text" text generated always as (${SEARCH_EXPRESSION}) stored;`);
    this.addSql(`create index "profiles_search_text_trgm_idx" on "profiles" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`drop index if exists "profiles_search_trgm_idx";`);
    this.addSql(`drop index if exists "profiles_listed_walk_idx";`);
    this.addSql(
      `create index "profiles_listed_walk_idx" on "profiles" ("location", "created_at" desc, "id" desc, "average_rating") include ("first_name", "search_text") where "latitude" is not null and "hidden_at" is null and "published_at" is not null;`,
    );
    this.addSql(`analyze "profiles";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "profiles_listed_walk_idx";`);
    this.addSql(
      `create index "profiles_listed_walk_idx" on "profiles" ("location", "created_at" desc, "id" desc, "average_rating") include ("first_name", "last_name", "display_name") where "latitude" is not null and "hidden_at" is null and "published_at" is not null;`,
    );
    this.addSql(`create index "profiles_search_trgm_idx" on "profiles" using gin ((${SEARCH_EXPRESSION}) gin_trgm_ops);`);
    this.addSql(`drop index if exists "profiles_search_text_trgm_idx";`);
    this.addSql(`alter table "profiles" drop column "search_text";`);
  }
}
