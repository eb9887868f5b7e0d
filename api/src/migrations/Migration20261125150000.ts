import { Migration } from '@mikro-orm/migrations';

export class Migration20261125150000 extends Migration {
  override name = 'Migration20261125150000';

  override up(): void | Promise<void> {
    // Personal access tokens (Settings > API): only the SHA-256 of the secret is stored; deleted with the account.
    this.addSql(
      `create table "api_tokens" ("id" uuid not null, "user_id" uuid not null, "name" varchar(60) not null, "scopes" text[] not null, "token_hash" varchar(64) not null, "prefix" varchar(12) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "api_tokens_user_id_created_at_idx" on "api_tokens" ("user_id", "created_at");`);

    this.addSql(`alter table "api_tokens" add constraint "api_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_tokens" cascade;`);
  }
}
