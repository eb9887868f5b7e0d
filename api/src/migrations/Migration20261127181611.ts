import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 23: what a decision is about in the reader's language. Beside the English label (kept for decisions from
 * before, for the data export and for tools), a decision stores it as a message id with its values (JSON, core/i18n.ts
 * `Wording`: 'Account {name}', 'Profile of {name}', ...), worded when read. Older rows have none and keep their label.
 */
export class Migration20261127181611 extends Migration {
  override name = 'Migration20261127181611';

  override up(): void | Promise<void> {
    this.addSql('alter table "decisions" add column "subject_label_i18n" jsonb null;');
  }

  override down(): void | Promise<void> {
    this.addSql('alter table "decisions" drop column "subject_label_i18n";');
  }
}
