import { Migration } from '@mikro-orm/migrations';

export class Migration20261125130000 extends Migration {
  override name = 'Migration20261125130000';

  override up(): void | Promise<void> {
    // Two-step sign-in (TOTP): the secret encrypted with the app key, recovery codes as HMACs.
    this.addSql(
      `create table "two_factor" ("user_id" uuid not null, "secret_encrypted" text not null, "enabled_at" timestamptz null, "last_time_step" bigint null, "recovery_code_hashes" text[] not null default '{}', "created_at" timestamptz not null default now(), primary key ("user_id"));`,
    );

    this.addSql(
      `alter table "two_factor" add constraint "two_factor_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "two_factor" cascade;`);
  }
}
