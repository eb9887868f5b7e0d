import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { UuidRow } from '../../core/base-entities.js';
import { User } from '../user/user.entity.js';
import { Decision } from '../decision/decision.entity.js';
import type { Wording } from '../../core/i18n.js';
import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';

export const NotificationType = graphqlEnum('NotificationType', 'What a notification is about.', {
  profile_added: 'A person was added (in the SPEC; not sent at present).',
  report_submitted: 'A new report about a person she added was published.',
  connection: 'A new connection (in the SPEC; not sent at present).',
  review: 'A moderator approved, rejected or removed one of her reports.',
  other: 'Anything else, e.g. a decision about a photo she added or about her ID verification.',
});
export type NotificationType = EnumValue<typeof NotificationType>;

/** An in-app notification for one member. Only she can read, mark or delete it. */
@Entity({ tableName: 'notifications' })
@Index({ properties: ['user', 'createdAt'] })
export class Notification extends UuidRow {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Enum({ items: () => NotificationType, nativeEnumName: 'notification_type' })
  type!: NotificationType;

  @Property({ length: 120 })
  title!: string;

  @Property({ columnType: 'text' })
  message!: string;

  /**
   * The title as a message id and its values (core/i18n.ts `Wording`), worded in the reader's language when read; null
   * for a title that is plain text (and for rows from before issue 23). `title` keeps the English, for old readers and tools.
   */
  @Property({ type: 'json', nullable: true })
  titleI18n?: Wording | null;

  /** The text as message ids and values, like `titleI18n`; `message` keeps the English. */
  @Property({ type: 'json', nullable: true })
  messageI18n?: Wording | null;

  @Property({ default: false })
  read: boolean = false;

  @Property({ length: 300, nullable: true })
  actionUrl?: string | null;

  /** The decision (statement of reasons) it tells her about, shown with an 'Appeal' link; null for other news. */
  @ManyToOne(() => Decision, { nullable: true, deleteRule: 'set null', fieldName: 'decision_id', index: 'notifications_decision_id_idx' })
  decision?: Decision | null;
}
