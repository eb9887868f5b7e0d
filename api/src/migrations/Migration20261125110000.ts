import { Migration } from '@mikro-orm/migrations';

/**
 * Data export and account deletion (issue 8). `banned_identities` keeps, for a banned member who deleted her
 * account, only her username and the HMAC of her phone number, so the ban survives the deletion (sign-up, rename
 * and phone verification refuse them). `removal_requests.requester_id` links a removal request to the member who
 * sent it while signed in (for her data export); it is set to null when she deletes her account. (The generated
 * diff also dropped `bounded_total` and `browse_by_city`, which the schema generator does not know about; those
 * lines were removed.)
 */
export class Migration20261125110000 extends Migration {
  override name = 'Migration20261125110000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "banned_identities" ("id" uuid not null, "username" varchar(30) not null, "phone_hash" varchar(64) null, "banned_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "banned_identities_phone_hash_index" on "banned_identities" ("phone_hash");`);
    this.addSql(`create index "banned_identities_username_lower_idx" on "banned_identities" (lower("username"));`);

    this.addSql(`alter table "removal_requests" add "requester_id" uuid null;`);
    this.addSql(
      `alter table "removal_requests" add constraint "removal_requests_requester_id_foreign" foreign key ("requester_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`create index "removal_requests_requester_id_index" on "removal_requests" ("requester_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "banned_identities" cascade;`);
    this.addSql(`alter table "removal_requests" drop constraint "removal_requests_requester_id_foreign";`);
    this.addSql(`drop index "removal_requests_requester_id_index";`);
    this.addSql(`alter table "removal_requests" drop column "requester_id";`);
  }
}
