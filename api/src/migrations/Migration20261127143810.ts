import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 23: in-app notifications in the reader's language. Beside the English title and text (kept for rows from
 * before, for the data export and for tools), a notification stores them as message ids with their values (JSON,
 * core/i18n.ts `Wording`), worded in her language when she reads them. Older rows have none and keep their text.
 * A removal request keeps the language it was sent in, for the e-mails to its sender (who may have no account); older
 * requests get English, what they were answered in until now.
 */
export class Migration20261127143810 extends Migration {
  override name = 'Migration20261127143810';

  override up(): void | Promise<void> {
    this.addSql('alter table "notifications" add column "title_i18n" jsonb null, add column "message_i18n" jsonb null;');
    this.addSql(`alter table "removal_requests" add column "language" varchar(2) not null default 'en';`);
  }

  override down(): void | Promise<void> {
    this.addSql('alter table "removal_requests" drop column "language";');
    this.addSql('alter table "notifications" drop column "title_i18n", drop column "message_i18n";');
  }
}
