import { Migration } from '@mikro-orm/migrations';

export class Migration20261121232341 extends Migration {
  override name = 'Migration20261121232341';

  override up(): void | Promise<void> {
    this.addSql(`create type "user_role" as enum ('member', 'admin');`);
    this.addSql(`create type "id_verification_status" as enum ('pending', 'approved', 'rejected');`);
    this.addSql(
      `create table "users" ("id" uuid not null, "username" varchar(30) not null, "email" varchar(254) not null, "password_hash" text not null, "first_name" varchar(60) null, "last_name" varchar(60) null, "location" varchar(120) null, "profile_image_url" text null, "role" "user_role" not null default 'member', "banned" boolean not null default false, "ban_reason" text null, "banned_at" timestamptz null, "ip_banned" boolean not null default false, "last_ip" varchar(45) null, "username_changed_at" timestamptz null, "phone_e164" varchar(20) null, "phone_hash" varchar(64) null, "phone_verified_at" timestamptz null, "id_verified" boolean not null default false, "id_verification_status" "id_verification_status" null, "id_verification_submitted_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_phone_hash_unique" unique ("phone_hash");`);
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop type "user_role";`);
    this.addSql(`drop type "id_verification_status";`);
  }
}
