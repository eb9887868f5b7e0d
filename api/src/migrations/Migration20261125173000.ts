import { Migration } from '@mikro-orm/migrations';

export class Migration20261125173000 extends Migration {
  override name = 'Migration20261125173000';

  override up(): void | Promise<void> {
    // Community flags (issue 10 item 3): one case per flagged item while moderators have not decided it (its flags, its
    // count, whether the flags hid it, and then the decision with its statement of reasons), and one flag per item and member.
    this.addSql(
      `create table "flag_cases" ("id" bigserial primary key, "target_type" varchar(16) not null, "profile_id" int not null, "report_id" int null, "status" varchar(16) not null default 'pending', "flag_count" int not null default 0, "opened_at" timestamptz not null default now(), "hidden_at" timestamptz null, "decided_at" timestamptz null, "decided_by_id" uuid null, "decision_reason" varchar(40) null, "decision_rule" varchar(40) null, "decision_text" text null, constraint "flag_cases_target_check" check (("target_type" = 'report') = ("report_id" is not null) and "target_type" in ('report', 'profile')));`,
    );
    // At most one open case per item; the queue reads open cases oldest first (keyset on opened_at, id).
    this.addSql(`create unique index "flag_cases_open_item_unique" on "flag_cases" ("profile_id", "report_id") nulls not distinct where "status" = 'pending';`);
    this.addSql(`create index "flag_cases_queue_idx" on "flag_cases" ("opened_at", "id") where "status" = 'pending';`);
    this.addSql(`create index "flag_cases_report_id_idx" on "flag_cases" ("report_id");`);
    this.addSql(
      `alter table "flag_cases" add constraint "flag_cases_profile_id_foreign" foreign key ("profile_id") references "profiles" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "flag_cases" add constraint "flag_cases_report_id_foreign" foreign key ("report_id") references "reports" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "flag_cases" add constraint "flag_cases_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `create table "flags" ("id" bigserial primary key, "case_id" bigint not null, "profile_id" int not null, "report_id" int null, "flagger_id" uuid not null, "reason" varchar(32) not null, "note" text null, "created_at" timestamptz not null default now());`,
    );
    // Once per item and member (a profile's own flags have no report).
    this.addSql(`alter table "flags" add constraint "flags_item_flagger_unique" unique nulls not distinct ("profile_id", "report_id", "flagger_id");`);
    this.addSql(`create index "flags_case_id_idx" on "flags" ("case_id");`);
    this.addSql(`create index "flags_report_id_idx" on "flags" ("report_id");`);
    // Her own flags: the already-flagged state of a profile page and the count of her dismissed flags.
    this.addSql(`create index "flags_flagger_id_profile_id_idx" on "flags" ("flagger_id", "profile_id");`);
    this.addSql(`alter table "flags" add constraint "flags_case_id_foreign" foreign key ("case_id") references "flag_cases" ("id") on delete cascade;`);
    this.addSql(`alter table "flags" add constraint "flags_profile_id_foreign" foreign key ("profile_id") references "profiles" ("id") on delete cascade;`);
    this.addSql(`alter table "flags" add constraint "flags_report_id_foreign" foreign key ("report_id") references "reports" ("id") on delete cascade;`);
    this.addSql(`alter table "flags" add constraint "flags_flagger_id_foreign" foreign key ("flagger_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "flags" cascade;`);
    this.addSql(`drop table if exists "flag_cases" cascade;`);
  }
}
