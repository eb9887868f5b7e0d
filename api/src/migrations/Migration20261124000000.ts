import { Migration } from '@mikro-orm/migrations';

/**
 * Browse at a million profiles (issue 7): indexes for location with every sort and for short searches, and
 * totals that cost what a page costs: `bounded_total(from_where, limit, $1..$8)` returns the
 * number of rows of `select 1 from <from_where>` (a browse filter, the moderation queue). It asks the planner for its row estimate first (EXPLAIN, no
 * rows read); only when that estimate is at most `exact_limit` does it count, and then at most
 * `exact_limit + 1` rows. `from_where` is built by the API from constant SQL with `$n::type` placeholders
 * (api/src/modules/profile/browse.ts, moderation.service.ts); user values only ever arrive as the text parameters.
 */
export class Migration20261124000000 extends Migration {
  override name = 'Migration20261124000000';

  override up(): void | Promise<void> {
    // Location + any sort walks one index (location first), whatever the other filters.
    this.addSql(`create index "profiles_location_rating_idx" on "profiles" ("location", "average_rating" desc nulls last, "id" desc);`);
    this.addSql(`create index "profiles_location_rating_low_idx" on "profiles" ("location", "average_rating" asc nulls last, "id" asc);`);
    this.addSql(`create index "profiles_location_name_idx" on "profiles" ("location", lower("first_name"), "id");`);
    // 1-2 letter searches match the start of the first name: a pattern index serves LIKE 'ka%' in any collation.
    this.addSql(`create index "profiles_first_name_prefix_idx" on "profiles" (lower("first_name") text_pattern_ops);`);
    this.addSql(`create or replace function bounded_total(from_where text, exact_limit int,
        a1 text, a2 text, a3 text, a4 text, a5 text, a6 text, a7 text, a8 text)
      returns table (total bigint, exact boolean) language plpgsql volatile as $fn$
      declare
        plan json;
        estimate bigint;
        n bigint;
      begin
        execute 'explain (format json) select 1 from ' || from_where into plan
          using a1, a2, a3, a4, a5, a6, a7, a8;
        estimate := round((plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric)::bigint;
        if estimate > exact_limit then
          return query select estimate, false;
          return;
        end if;
        execute 'select count(*) from (select 1 from ' || from_where || ' limit ' || (exact_limit + 1) || ') c' into n
          using a1, a2, a3, a4, a5, a6, a7, a8;
        if n > exact_limit then
          return query select greatest(estimate, n), false;
        else
          return query select n, true;
        end if;
      end
      $fn$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      'drop index if exists "profiles_location_rating_idx", "profiles_location_rating_low_idx", "profiles_location_name_idx", "profiles_first_name_prefix_idx";',
    );
    this.addSql('drop function if exists bounded_total(text, int, text, text, text, text, text, text, text, text);');
  }
}
