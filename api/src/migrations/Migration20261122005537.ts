import { Migration } from '@mikro-orm/migrations';

export class Migration20261122005537 extends Migration {
  override name = 'Migration20261122005537';

  override up(): void | Promise<void> {
    this.addSql(`create type "removal_target_type" as enum ('profile', 'report', 'image');`);
    this.addSql(
      `create type "removal_reason" as enum ('minor', 'intimate_image', 'personal_information', 'false_or_defamatory', 'harassment', 'copyright', 'other');`,
    );
    this.addSql(`create type "removal_status" as enum ('pending', 'upheld', 'dismissed');`);
    this.addSql(
      `create table "removal_blocklist" ("id" uuid not null, "normalized_name" varchar(130) not null, "normalized_city" varchar(120) not null, "removal_request_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "removal_blocklist" add constraint "removal_blocklist_person_unique" unique ("normalized_name", "normalized_city");`);

    this.addSql(
      `create table "removal_requests" ("id" uuid not null, "target_type" "removal_target_type" not null, "target_id" int not null, "target_label" varchar(200) not null, "reason" "removal_reason" not null, "explanation" text not null, "contact_email" varchar(254) not null, "status" "removal_status" not null default 'pending', "content_hidden" boolean not null default false, "decision_reason" text null, "decided_at" timestamptz null, "decided_by_id" uuid null, "decided_by_label" varchar(60) null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "removal_requests_target_idx" on "removal_requests" ("target_type", "target_id");`);
    this.addSql(`create index "removal_requests_queue_idx" on "removal_requests" ("status", "created_at");`);

    this.addSql(`alter table "profiles" add "hidden_at" timestamptz null, add "image_hidden_at" timestamptz null;`);

    this.addSql(`alter table "reports" add "hidden_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "removal_blocklist" cascade;`);
    this.addSql(`drop table if exists "removal_requests" cascade;`);

    this.addSql(`alter table "profiles" drop column "hidden_at", drop column "image_hidden_at";`);

    this.addSql(`alter table "reports" drop column "hidden_at";`);

    this.addSql(`drop type "removal_target_type";`);
    this.addSql(`drop type "removal_reason";`);
    this.addSql(`drop type "removal_status";`);
  }
}
