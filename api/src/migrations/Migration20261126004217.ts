import { Migration } from '@mikro-orm/migrations';

export class Migration20261126004217 extends Migration {
  override name = 'Migration20261126004217';

  override up(): void | Promise<void> {
    // Graduated sanctions (issue 10 item 6): a temporary suspension ends by itself, at `suspended_until` (compared at read
    // time, so no job is needed for it to end); the reason is what she reads in her banner. Warnings are decisions only.
    this.addSql(`alter table "users" add column "suspended_until" timestamptz null, add column "suspension_reason" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "suspended_until", drop column "suspension_reason";`);
  }
}
