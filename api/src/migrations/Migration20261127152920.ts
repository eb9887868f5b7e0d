import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 24 item 2, Web Push: a member's browsers' push subscriptions (push-subscription.entity.ts). The endpoint is
 * unique (one browser belongs to whoever subscribed it last) and the rows go with her account.
 */
export class Migration20261127152920 extends Migration {
  override name = 'Migration20261127152920';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "push_subscriptions" ("id" uuid not null, "created_at" timestamptz not null default now(), "user_id" uuid not null, "endpoint" text not null, "p256dh" varchar(100) not null, "auth" varchar(50) not null, "last_sent_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "push_subscriptions_user_id_idx" on "push_subscriptions" ("user_id");`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_key" unique ("endpoint");`);
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);
  }
}
