import { Migration } from '@mikro-orm/migrations';

/**
 * Fair flags (SAFETY 16, issue 10 item 2): a profile's flag and banner colour show only once approved reports come
 * from at least FLAG_MIN_REPORTERS distinct members. `reporter_count` (distinct authors of approved, not hidden
 * reports) and `flag_shown` are kept by the aggregates refresh (profile/aggregates.ts) in the transaction of every
 * moderation change; below the threshold `flag_status` is stored as neutral, so every read (browse included) takes the
 * rule from stored columns. The backfill applies the default threshold (2); a different FLAG_MIN_REPORTERS applies
 * to a profile at its next refresh.
 */
export class Migration20261125160000 extends Migration {
  override name = 'Migration20261125160000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "profiles" add column "reporter_count" int not null default 0, add column "flag_shown" boolean not null default false;`);
    this.addSql(
      `update "profiles" p set "reporter_count" = s.reporters, "flag_shown" = s.reporters >= 2,
         "flag_status" = (case when s.reporters < 2 then 'neutral' else p."flag_status"::text end)::flag_status
       from (select "profile_id", count(distinct "author_id")::int as reporters from "reports" where "approved" = true and "hidden_at" is null group by "profile_id") s
       where p."id" = s."profile_id";`,
    );
    // Profiles without any approved report: no reporters, and a neutral flag (as the refresh stores it).
    this.addSql(`update "profiles" set "flag_status" = 'neutral' where "reporter_count" = 0 and "flag_status" <> 'neutral';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "profiles" drop column "reporter_count", drop column "flag_shown";`);
  }
}
