import { Migration } from '@mikro-orm/migrations';

export class Migration20261125235000 extends Migration {
  override name = 'Migration20261125235000';

  override up(): void | Promise<void> {
    // Awaiting review (issue 10 item 1, SAFETY 15): a person added by a member is public only once a moderator approved a
    // report or a photo about her. Reads filter on this column next to `hidden_at`.
    this.addSql(`alter table "profiles" add column "published_at" timestamptz null;`);
    // Everyone already public stays public: every profile with an approved report or an approved photo, published at its
    // first report approval (or now, for a photo or a report approved before approvals were dated).
    this.addSql(
      `update "profiles" p set "published_at" = coalesce((select min(r."moderated_at") from "reports" r where r."profile_id" = p."id" and r."approved" = true), now())
       where p."image_approval_status" = 'approved' or exists (select 1 from "reports" r where r."profile_id" = p."id" and r."approved" = true);`,
    );

    // Pile-on protection (issue 10 item 7): a pause of new reports on a profile, automatic or extended by an admin, until
    // `ends_at` or until an admin lifts it.
    this.addSql(
      `create table "report_pauses" ("id" bigserial primary key, "profile_id" int not null, "started_at" timestamptz not null default now(), "ends_at" timestamptz not null, "trigger" varchar(16) not null, "report_count" int not null, "new_account_report_count" int not null, "lifted_at" timestamptz null, "lifted_by_id" uuid null, "extended_by_id" uuid null);`,
    );
    // The latest pause of a profile (report form, profile page) and the open pauses (admin alert).
    this.addSql(`create index "report_pauses_profile_id_started_at_idx" on "report_pauses" ("profile_id", "started_at" desc);`);
    this.addSql(`create index "report_pauses_open_idx" on "report_pauses" ("ends_at") where "lifted_at" is null;`);
    this.addSql(
      `alter table "report_pauses" add constraint "report_pauses_profile_id_foreign" foreign key ("profile_id") references "profiles" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "report_pauses" add constraint "report_pauses_lifted_by_id_foreign" foreign key ("lifted_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "report_pauses" add constraint "report_pauses_extended_by_id_foreign" foreign key ("extended_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "report_pauses" cascade;`);
    this.addSql(`alter table "profiles" drop column "published_at";`);
  }
}
