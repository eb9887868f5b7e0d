import { Migration } from '@mikro-orm/migrations';

export class Migration20261125140000 extends Migration {
  override name = 'Migration20261125140000';

  override up(): void | Promise<void> {
    // Idempotency-Key: one row per member and key, written in the transaction of the write it protects; 24 h.
    this.addSql(
      `create table "idempotency_keys" ("user_id" uuid not null, "key" varchar(255) not null, "request_hash" varchar(64) not null, "status" varchar(16) not null, "response_status" smallint null, "response_body" jsonb null, "created_at" timestamptz not null default now(), primary key ("user_id", "key"));`,
    );
    this.addSql(`create index "idempotency_keys_created_at_idx" on "idempotency_keys" ("created_at");`);

    this.addSql(
      `alter table "idempotency_keys" add constraint "idempotency_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
  }
}
