import { Migration } from '@mikro-orm/migrations';

export class Migration20261126021517 extends Migration {
  override name = 'Migration20261126021517';

  override up(): void | Promise<void> {
    // A suspension that ends by itself is told to the member by the `suspension-end-notice` job, once: it claims the rows
    // this partial index serves (ended, not yet told). Suspensions that ended before this migration are not told late.
    this.addSql(`alter table "users" add column "suspension_end_notified_at" timestamptz null;`);
    this.addSql(`update "users" set "suspension_end_notified_at" = "suspended_until" where "suspended_until" <= now();`);
    this.addSql(
      `create index "users_suspension_end_pending_idx" on "users" ("suspended_until") where "suspended_until" is not null and "suspension_end_notified_at" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_suspension_end_pending_idx";`);
    this.addSql(`alter table "users" drop column "suspension_end_notified_at";`);
  }
}
