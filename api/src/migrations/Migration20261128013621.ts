import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard in one planned statement (issue 25 item 7, admin-stats.service.ts):
 * - `estimated_rows(from_where)`: the planner's row estimate for `select 1 from <from_where>` (EXPLAIN, no rows read),
 *   asked only for a figure whose capped count reached its cap. `from_where` is constant SQL written in the API.
 * - `queue_health`: the moderation queue's median waiting time, taken every 10 minutes by the `queue-health-snapshot`
 *   job; the analytics read it when the queue is too long to take its median on every request (above 1,000 waiting).
 */
export class Migration20261128013621 extends Migration {
  override name = 'Migration20261128013621';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function estimated_rows(from_where text) returns bigint language plpgsql volatile as $fn$
      declare
        plan json;
      begin
        execute 'explain (format json) select 1 from ' || from_where into plan;
        return round((plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric)::bigint;
      end
      $fn$;`);
    this.addSql(
      `create table "queue_health" ("id" smallint not null default 1 check ("id" = 1), "median_wait_hours" float8 null, "waiting" int not null, "taken_at" timestamptz not null, primary key ("id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "queue_health";`);
    this.addSql(`drop function if exists estimated_rows(text);`);
  }
}
