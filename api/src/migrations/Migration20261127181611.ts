import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 23: what a decision (and a removal request) is about, and what caused an automatic decision, in the reader's
 * language. Beside the English label and text (kept for rows from before, for the data export and for tools), they are
 * stored as message ids with their values (JSON, core/i18n.ts `Wording`: 'Account {name}', 'Profile of {name}', ...),
 * worded when read. Older rows have none and keep their English (a missing note's 'The moderator gave no further
 * explanation.' is translated by its text).
 */
export class Migration20261127181611 extends Migration {
  override name = 'Migration20261127181611';

  override up(): void | Promise<void> {
    this.addSql('alter table "decisions" add column "subject_label_i18n" jsonb null, add column "text_i18n" jsonb null;');
    this.addSql('alter table "removal_requests" add column "target_label_i18n" jsonb null;');
  }

  override down(): void | Promise<void> {
    this.addSql('alter table "removal_requests" drop column "target_label_i18n";');
    this.addSql('alter table "decisions" drop column "subject_label_i18n", drop column "text_i18n";');
  }
}
