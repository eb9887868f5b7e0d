import { Migration } from '@mikro-orm/migrations';

export class Migration20261121233302 extends Migration {
  override name = 'Migration20261121233302';

  override up(): void | Promise<void> {
    this.addSql(`create type "category" as enum ('dating', 'friends');`);
    this.addSql(`create type "image_status" as enum ('pending', 'approved', 'rejected');`);
    this.addSql(`create type "flag_status" as enum ('green', 'red', 'yellow', 'neutral');`);
    this.addSql(`create type "report_type" as enum ('positive', 'negative', 'neutral');`);
    this.addSql(`create type "notification_type" as enum ('profile_added', 'report_submitted', 'connection', 'review', 'other');`);
    this.addSql(`create type "id_type" as enum ('drivers_license', 'passport', 'state_id', 'military_id');`);
    this.addSql(
      `create table "audit_log" ("id" bigserial primary key, "actor_id" uuid null, "actor_label" varchar(80) not null, "action" varchar(60) not null, "target_type" varchar(40) not null, "target_id" varchar(64) null, "target_label" varchar(200) not null, "reason_code" varchar(40) null, "note" text null, "metadata" jsonb null, "ip" varchar(45) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "audit_log_target_type_target_id_index" on "audit_log" ("target_type", "target_id");`);
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at");`);

    this.addSql(
      `create table "ip_bans" ("id" uuid not null, "cidr" cidr not null, "reason" text not null, "user_id" uuid null, "created_by_id" uuid null, "expires_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );

    this.addSql(
      `create table "profiles" ("id" serial primary key, "first_name" varchar(60) not null, "last_name" varchar(60) null, "display_name" varchar(130) not null, "age" smallint null, "bio" text null, "location" varchar(120) null, "category" "category" not null, "latitude" double precision null, "longitude" double precision null, "profession" varchar(60) null, "image_key" varchar(100) null, "image_approval_status" "image_status" null, "image_uploaded_at" timestamptz null, "image_uploaded_by_id" uuid null, "flag_status" "flag_status" not null default 'neutral', "average_rating" numeric(3,2) null, "review_count" int not null default 0, "is_user" boolean not null default false, "user_id" uuid null, "created_by_id" uuid null, "is_sample" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "profiles_image_uploaded_by_id_index" on "profiles" ("image_uploaded_by_id");`);
    this.addSql(`create index "profiles_created_by_id_index" on "profiles" ("created_by_id");`);
    this.addSql(
      `create index "profiles_earth_idx" on "profiles" using gist (ll_to_earth("latitude", "longitude")) where "latitude" is not null and "longitude" is not null;`,
    );
    this.addSql(
      `create index "profiles_search_trgm_idx" on "profiles" using gin ((lower("first_name" || ' ' || coalesce("last_name", '') || ' ' || "display_name" || ' ' || coalesce("location", ''))) gin_trgm_ops);`,
    );
    this.addSql(`create index "profiles_location_newest_idx" on "profiles" ("location", "created_at" desc, "id" desc);`);
    this.addSql(`create index "profiles_location_reports_idx" on "profiles" ("location", "review_count" desc, "id" desc);`);
    this.addSql(`create index "profiles_name_idx" on "profiles" (lower("first_name"), "id");`);
    this.addSql(`create index "profiles_reports_idx" on "profiles" ("review_count" desc, "id" desc);`);
    this.addSql(`create index "profiles_rating_low_idx" on "profiles" ("average_rating" asc nulls last, "id" asc);`);
    this.addSql(`create index "profiles_rating_idx" on "profiles" ("average_rating" desc nulls last, "id" desc);`);
    this.addSql(`create index "profiles_newest_idx" on "profiles" ("created_at" desc, "id" desc);`);

    this.addSql(
      `create table "reports" ("id" serial primary key, "profile_id" int not null, "author_id" uuid null, "report_type" "report_type" not null, "title" varchar(120) not null, "content" text not null, "category" "category" not null, "date_of_interaction" date null, "location" varchar(120) null, "is_anonymous" boolean not null default true, "rating" smallint not null, "approved" boolean null, "moderated_at" timestamptz null, "moderated_by_id" uuid null, "rejection_reason" varchar(40) null, "moderation_note" text null, "is_sample" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "reports_author_idx" on "reports" ("author_id", "created_at");`);
    this.addSql(`create index "reports_queue_idx" on "reports" ("created_at", "id") where "approved" is null;`);
    this.addSql(`create index "reports_profile_public_idx" on "reports" ("profile_id", "created_at" desc, "id" desc) where "approved" = true;`);

    this.addSql(
      `create table "phone_verifications" ("id" uuid not null, "user_id" uuid not null, "phone_hash" varchar(64) not null, "phone_e164" varchar(20) not null, "code_hash" varchar(64) not null, "attempts" int not null default 0, "expires_at" timestamptz not null, "consumed_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "phone_verifications_user_id_created_at_index" on "phone_verifications" ("user_id", "created_at");`);

    this.addSql(
      `create table "notifications" ("id" uuid not null, "user_id" uuid not null, "type" "notification_type" not null, "title" varchar(120) not null, "message" text not null, "read" boolean not null default false, "action_url" varchar(300) null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "notifications_user_id_created_at_index" on "notifications" ("user_id", "created_at");`);

    this.addSql(
      `create table "interactions" ("id" serial primary key, "user_id" uuid not null, "profile_id" int not null, "view_count" int not null default 1, "created_at" timestamptz not null default now(), "last_viewed_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "interactions_profile_id_index" on "interactions" ("profile_id");`);
    this.addSql(`alter table "interactions" add constraint "interactions_user_id_profile_id_unique" unique ("user_id", "profile_id");`);

    this.addSql(
      `create table "id_verifications" ("id" uuid not null, "user_id" uuid not null, "id_type" "id_type" not null, "status" "id_verification_status" not null default 'pending', "document_key" varchar(100) null, "details_ciphertext" bytea null, "submitted_at" timestamptz not null default now(), "decided_at" timestamptz null, "reviewer_id" uuid null, "reviewer_label" varchar(80) null, "notes" text null, "documents_deleted_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "id_verifications_user_id_index" on "id_verifications" ("user_id");`);
    this.addSql(`create index "id_verifications_status_submitted_at_index" on "id_verifications" ("status", "submitted_at");`);

    // Hand-written (MikroORM does not introspect statement triggers): refuse TRUNCATE too.
    this.addSql(
      `create or replace function "audit_log_audit_log_no_truncate_fn"() returns trigger as \$\$ begin raise exception 'audit_log is append-only'; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "audit_log_no_truncate" BEFORE TRUNCATE on "audit_log" for each STATEMENT execute function "audit_log_audit_log_no_truncate_fn"();`,
    );
    this.addSql(
      `create or replace function "audit_log_audit_log_no_update_delete_fn"() returns trigger as \$\$ begin raise exception 'audit_log is append-only'; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "audit_log_no_update_delete" BEFORE UPDATE OR DELETE on "audit_log" for each ROW execute function "audit_log_audit_log_no_update_delete_fn"();`,
    );

    this.addSql(
      `alter table "profiles" add constraint "profiles_image_uploaded_by_id_foreign" foreign key ("image_uploaded_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "profiles" add constraint "profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(
      `alter table "profiles" add constraint "profiles_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(`alter table "reports" add constraint "reports_profile_id_foreign" foreign key ("profile_id") references "profiles" ("id") on delete cascade;`);
    this.addSql(`alter table "reports" add constraint "reports_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`);
    this.addSql(
      `alter table "reports" add constraint "reports_moderated_by_id_foreign" foreign key ("moderated_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "phone_verifications" add constraint "phone_verifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "interactions" add constraint "interactions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "interactions" add constraint "interactions_profile_id_foreign" foreign key ("profile_id") references "profiles" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "id_verifications" add constraint "id_verifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "reports" drop constraint "reports_profile_id_foreign";`);
    this.addSql(`alter table "interactions" drop constraint "interactions_profile_id_foreign";`);

    this.addSql(`drop trigger if exists "audit_log_no_truncate" on "audit_log";`);
    this.addSql(`drop function if exists "audit_log_audit_log_no_truncate_fn"();`);
    this.addSql(`drop trigger if exists "audit_log_no_update_delete" on "audit_log";`);
    this.addSql(`drop function if exists "audit_log_audit_log_no_update_delete_fn"();`);
    this.addSql(`drop table if exists "audit_log" cascade;`);
    this.addSql(`drop table if exists "ip_bans" cascade;`);
    this.addSql(`drop table if exists "profiles" cascade;`);
    this.addSql(`drop table if exists "reports" cascade;`);
    this.addSql(`drop table if exists "phone_verifications" cascade;`);
    this.addSql(`drop table if exists "notifications" cascade;`);
    this.addSql(`drop table if exists "interactions" cascade;`);
    this.addSql(`drop table if exists "id_verifications" cascade;`);

    this.addSql(`drop type "category";`);
    this.addSql(`drop type "image_status";`);
    this.addSql(`drop type "flag_status";`);
    this.addSql(`drop type "report_type";`);
    this.addSql(`drop type "notification_type";`);
    this.addSql(`drop type "id_type";`);
  }
}
