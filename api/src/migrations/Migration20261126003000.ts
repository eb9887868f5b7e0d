import { Migration } from '@mikro-orm/migrations';

export class Migration20261126003000 extends Migration {
  override name = 'Migration20261126003000';

  override up(): void | Promise<void> {
    // The transparency report's cache (issue 10 item 9): one row of figures per quarter, final once the quarter ended,
    // recomputed after `expires_at` while it runs. Numbers only.
    this.addSql(
      `create table "transparency_reports" ("quarter" varchar(7) not null, "figures" jsonb not null, "final" boolean not null, "computed_at" timestamptz not null default now(), "expires_at" timestamptz null, primary key ("quarter"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transparency_reports" cascade;`);
  }
}
