import { Migration } from '@mikro-orm/migrations';

export class Migration20261125210000 extends Migration {
  override name = 'Migration20261125210000';

  override up(): void | Promise<void> {
    // Statements of reasons (issue 10 item 4): one row per restricting decision, written with its audit entry; her
    // decisions are read newest first (keyset on decided_at, id); an e-mail link finds its decision by the token's hash.
    this.addSql(
      `create table "decisions" ("id" uuid not null, "kind" varchar(40) not null, "subject_type" varchar(40) not null, "subject_id" varchar(64) not null, "subject_label" varchar(200) not null, "affected_user_id" uuid null, "reason_code" varchar(40) not null, "rule" varchar(40) null, "text" text not null, "automatic" boolean not null default false, "decided_by_id" uuid null, "decided_at" timestamptz not null default now(), "audit_entry_id" bigint not null, "appealable_until" timestamptz not null, "reversed_at" timestamptz null, "appeal_token_hash" varchar(64) null, "details" jsonb null, primary key ("id"));`,
    );
    this.addSql(`alter table "decisions" add constraint "decisions_appeal_token_hash_unique" unique ("appeal_token_hash");`);
    this.addSql(`create index "decisions_audit_entry_idx" on "decisions" ("audit_entry_id");`);
    this.addSql(`create index "decisions_subject_idx" on "decisions" ("subject_type", "subject_id");`);
    this.addSql(`create index "decisions_affected_user_idx" on "decisions" ("affected_user_id", "decided_at", "id");`);
    this.addSql(
      `alter table "decisions" add constraint "decisions_affected_user_id_foreign" foreign key ("affected_user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "decisions" add constraint "decisions_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );

    // Appeals (issue 10 item 5): once per decision (unique), the queue reads pending ones oldest first.
    this.addSql(
      `create table "appeals" ("id" uuid not null, "decision_id" uuid not null, "appellant_id" uuid null, "via_link" boolean not null default false, "text" text not null, "status" varchar(16) not null default 'pending', "created_at" timestamptz not null default now(), "decided_at" timestamptz null, "decided_by_id" uuid null, "outcome_reason" text null, "not_restored" jsonb null, primary key ("id"));`,
    );
    this.addSql(`alter table "appeals" add constraint "appeals_decision_unique" unique ("decision_id");`);
    this.addSql(`create index "appeals_appellant_id_idx" on "appeals" ("appellant_id");`);
    this.addSql(`create index "appeals_queue_idx" on "appeals" ("created_at", "id") where "status" = 'pending';`);
    this.addSql(
      `alter table "appeals" add constraint "appeals_decision_id_foreign" foreign key ("decision_id") references "decisions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "appeals" add constraint "appeals_appellant_id_foreign" foreign key ("appellant_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "appeals" add constraint "appeals_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );

    // A notification about a decision shows it (reason, rule, text) with an 'Appeal' link.
    this.addSql(`alter table "notifications" add "decision_id" uuid null;`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_decision_id_foreign" foreign key ("decision_id") references "decisions" ("id") on delete set null;`,
    );
    this.addSql(`create index "notifications_decision_id_idx" on "notifications" ("decision_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "notifications" drop constraint "notifications_decision_id_foreign";`);
    this.addSql(`drop index "notifications_decision_id_idx";`);
    this.addSql(`alter table "notifications" drop column "decision_id";`);
    this.addSql(`drop table if exists "appeals" cascade;`);
    this.addSql(`drop table if exists "decisions" cascade;`);
  }
}
