import { Migration } from '@mikro-orm/migrations';

/** The name watch (issue 26 item 1): her watches, and one row per watch, profile and day it told her about. */
export class Migration20261127212532 extends Migration {
  override name = 'Migration20261127212532';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "watches" ("id" uuid not null, "created_at" timestamptz not null default now(), "user_id" uuid not null, "first_name" varchar(60) not null, "last_name" varchar(60) null, "location" varchar(120) not null, "radius" smallint not null, "expires_at" timestamptz not null, "last_matched_at" timestamptz null, "ended_at" timestamptz null, "ended_reason" varchar(20) null, primary key ("id"));`,
    );
    this.addSql(`create index "watches_match_idx" on "watches" (lower("first_name")) where "ended_at" is null;`);
    this.addSql(`create index "watches_user_id_created_at_idx" on "watches" ("user_id", "created_at");`);
    this.addSql(
      `create table "watch_matches" ("id" bigserial primary key, "created_at" timestamptz not null default now(), "watch_id" uuid not null, "profile_id" int not null, "day" date not null);`,
    );
    this.addSql(`create index "watch_matches_profile_id_index" on "watch_matches" ("profile_id");`);
    this.addSql(`alter table "watch_matches" add constraint "watch_matches_once_a_day" unique ("watch_id", "profile_id", "day");`);
    this.addSql(`alter table "watches" add constraint "watches_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(
      `alter table "watch_matches" add constraint "watch_matches_watch_id_foreign" foreign key ("watch_id") references "watches" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "watch_matches" add constraint "watch_matches_profile_id_foreign" foreign key ("profile_id") references "profiles" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "watch_matches" cascade;`);
    this.addSql(`drop table if exists "watches" cascade;`);
  }
}
