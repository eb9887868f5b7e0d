import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 21 items 1-3: safety tools built for the worst user.
 * - flags: whether a flag counts toward hiding (a trusted flagger's), its weight (her record, as Discourse's flag
 *   score), the phone that made her trusted (no two counted flags of a case may share one), and the case's rank in
 *   the queue (0: urgent, a 'minor' or 'intimate image' flag that did not hide; 1: the rest) with its deadline.
 * - removal requests: the sender confirms her contact address through an e-mailed link before a request for a minor
 *   or an intimate image hides anything; the token is stored hashed.
 * - users: the SMS provider's line type of her verified number, where a provider with a lookup is configured.
 */
export class Migration20261127050458 extends Migration {
  override name = 'Migration20261127050458';

  override up(): void | Promise<void> {
    this.addSql('alter table "users" add column "phone_line_type" varchar(24) null;');
    this.addSql(
      'alter table "flags" add column "counted" boolean not null default false, add column "weight" real not null default 0, add column "flagger_phone_hash" varchar(64) null;',
    );
    // Flags made before: they counted (the old rule hid on their number), with a weight of one.
    this.addSql('update "flags" set "counted" = true, "weight" = 1;');
    this.addSql('alter table "flag_cases" add column "queue_rank" smallint not null default 1, add column "due_at" timestamptz null;');
    this.addSql('drop index "flag_cases_queue_idx";');
    this.addSql(`create index "flag_cases_queue_idx" on "flag_cases" ("queue_rank", "opened_at", "id") where "status" = 'pending';`);
    this.addSql(
      'alter table "removal_requests" add column "contact_confirmed_at" timestamptz null, add column "confirm_token_hash" varchar(64) null, add column "confirm_sent_at" timestamptz null;',
    );
    this.addSql('create unique index "removal_requests_confirm_token_unique" on "removal_requests" ("confirm_token_hash");');
    this.addSql('create index "removal_requests_contact_idx" on "removal_requests" (lower("contact_email"), "status");');
    // Requests made before were hidden at once when their reason called for it: they count as confirmed.
    this.addSql('update "removal_requests" set "contact_confirmed_at" = "created_at";');
  }

  override down(): void | Promise<void> {
    this.addSql('drop index "removal_requests_contact_idx";');
    this.addSql('drop index "removal_requests_confirm_token_unique";');
    this.addSql('alter table "removal_requests" drop column "contact_confirmed_at", drop column "confirm_token_hash", drop column "confirm_sent_at";');
    this.addSql('drop index "flag_cases_queue_idx";');
    this.addSql(`create index "flag_cases_queue_idx" on "flag_cases" ("opened_at", "id") where "status" = 'pending';`);
    this.addSql('alter table "flag_cases" drop column "queue_rank", drop column "due_at";');
    this.addSql('alter table "flags" drop column "counted", drop column "weight", drop column "flagger_phone_hash";');
    this.addSql('alter table "users" drop column "phone_line_type";');
  }
}
