import { Migration } from '@mikro-orm/migrations';

/**
 * Password reset (issue 8): one row per reset link, holding the SHA-256 of the token (never the token), its owner,
 * its 60-minute expiry and when it was used. (The generated diff also dropped `bounded_total` and `browse_by_city`,
 * which the schema generator does not know about; those lines were removed.)
 */
export class Migration20261125100000 extends Migration {
  override name = 'Migration20261125100000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "password_reset_tokens" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_reset_tokens_user_id_created_at_index" on "password_reset_tokens" ("user_id", "created_at");`);
    this.addSql(
      `alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);
  }
}
