import { Migration } from '@mikro-orm/migrations';

/** Unlock links for accounts locked after the day's bar of failed sign-ins (issue 21 item 5; account-lock.service.ts). */
export class Migration20261127045423 extends Migration {
  override name = 'Migration20261127045423';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "account_unlock_tokens" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "account_unlock_tokens" add constraint "account_unlock_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "account_unlock_tokens_user_id_created_at_index" on "account_unlock_tokens" ("user_id", "created_at");`);
    this.addSql(
      `alter table "account_unlock_tokens" add constraint "account_unlock_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "account_unlock_tokens" cascade;`);
  }
}
