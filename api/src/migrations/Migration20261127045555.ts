import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-up confirms the e-mail address (issue 21 item 4): `users.email_confirmed_at` (null until her link is opened;
 * accounts from before count as confirmed at their creation) and the links' tokens, stored hashed like reset tokens.
 */
export class Migration20261127045555 extends Migration {
  override name = 'Migration20261127045555';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "email_confirmed_at" timestamptz null;`);
    this.addSql(`update "users" set "email_confirmed_at" = "created_at";`);

    this.addSql(
      `create table "email_confirmation_tokens" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "email_confirmation_tokens" add constraint "email_confirmation_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "email_confirmation_tokens_user_id_created_at_index" on "email_confirmation_tokens" ("user_id", "created_at");`);
    this.addSql(
      `alter table "email_confirmation_tokens" add constraint "email_confirmation_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_confirmation_tokens" cascade;`);
    this.addSql(`alter table "users" drop column "email_confirmed_at";`);
  }
}
