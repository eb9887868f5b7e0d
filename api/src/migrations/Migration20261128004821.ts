import { Migration } from '@mikro-orm/migrations';

/**
 * The admin console at a million (issue 25 item 7; admin-stats.service.ts):
 * - `count_or_estimate(from_where, exact_limit)`: counts `select 1 from <from_where>` up to `exact_limit + 1` rows; at
 *   most `exact_limit` is exact, above it answers the planner's estimate (EXPLAIN, no rows read). The opposite order of
 *   `bounded_total` (Migration20261124000000): the dashboard's figures have indexes that make a small count cheaper than a
 *   plan, and most of them are small. `from_where` is constant SQL written in the API, never user input.
 * - `daily_counts`: reports and sign-ups per past day, counted once after the day ended (the analytics chart reads a
 *   year as 365 rows; today is counted live).
 * - The indexes the dashboard, its recent activity, the analytics and the admin lists walk: accounts by creation (the
 *   users list's order and the sign-ups of a day), reports by creation (a day's reports, the latest report), the latest
 *   bans, photo uploads and decisions, and red-flagged profiles.
 */
export class Migration20261128004821 extends Migration {
  override name = 'Migration20261128004821';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function count_or_estimate(from_where text, exact_limit int)
      returns table (total bigint, exact boolean) language plpgsql volatile as $fn$
      declare
        plan json;
        n bigint;
      begin
        execute 'select count(*) from (select 1 from ' || from_where || ' limit ' || (exact_limit + 1) || ') c' into n;
        if n <= exact_limit then
          return query select n, true;
          return;
        end if;
        execute 'explain (format json) select 1 from ' || from_where into plan;
        return query select greatest(round((plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric)::bigint, n), false;
      end
      $fn$;`);
    this.addSql(
      `create table "daily_counts" ("day" date not null, "reports" int not null, "signups" int not null, "counted_at" timestamptz not null default now(), primary key ("day"));`,
    );
    this.addSql(`create index "users_created_at_idx" on "users" ("created_at" desc, "id");`);
    this.addSql(`create index "reports_created_at_idx" on "reports" ("created_at");`);
    this.addSql(`create index "reports_moderated_at_idx" on "reports" ("moderated_at") where "moderated_at" is not null;`);
    this.addSql(`create index "users_banned_at_idx" on "users" ("banned_at") where "banned" and "banned_at" is not null;`);
    this.addSql(`create index "profiles_image_uploaded_at_idx" on "profiles" ("image_uploaded_at") where "image_uploaded_at" is not null;`);
    this.addSql(`create index "profiles_red_flag_idx" on "profiles" ("id") where "flag_status" = 'red';`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `drop index if exists "users_created_at_idx", "reports_created_at_idx", "reports_moderated_at_idx", "users_banned_at_idx", "profiles_image_uploaded_at_idx", "profiles_red_flag_idx";`,
    );
    this.addSql(`drop table if exists "daily_counts";`);
    this.addSql(`drop function if exists count_or_estimate(text, int);`);
  }
}
