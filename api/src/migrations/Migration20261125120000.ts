import { Migration } from '@mikro-orm/migrations';

/**
 * Saved settings (issue 8): one `user_preferences` row per member who saved any (notifications, privacy,
 * appearance), as jsonb validated by the API (api/src/modules/preferences); deleted with the account. (The
 * generated diff also dropped `bounded_total` and `browse_by_city`, which the schema generator does not know
 * about; those lines were removed.)
 */
export class Migration20261125120000 extends Migration {
  override name = 'Migration20261125120000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "user_preferences" ("user_id" uuid not null, "data" jsonb not null, "updated_at" timestamptz not null default now(), primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "user_preferences" add constraint "user_preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "user_preferences" cascade;`);
  }
}
