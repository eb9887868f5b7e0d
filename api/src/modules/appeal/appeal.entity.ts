import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { UuidRow } from '../../core/base-entities.js';
import { User } from '../user/user.entity.js';
import { Decision } from '../decision/decision.entity.js';
import { AppealStatus } from './appeal-status.js';

export { AppealStatus };

/**
 * An appeal against a decision (issue 10 item 5; DSA art. 20): once per decision (the unique decision id), within 6
 * months, by the member it affects or with the link of the decision e-mail. A moderator other than the one who decided
 * first decides it, with a reason; an upheld appeal undoes the decision (appeal/undo-registry.ts) and says what could
 * not be restored. The appellant is never shown to anyone (a report's author stays anonymous).
 */
@Entity({ tableName: 'appeals' })
@Unique({ name: 'appeals_decision_unique', properties: ['decision'] })
@Index({ name: 'appeals_queue_idx', expression: `create index "appeals_queue_idx" on "appeals" ("created_at", "id") where "status" = 'pending'` })
export class Appeal extends UuidRow {
  @ManyToOne(() => Decision, { deleteRule: 'cascade' })
  decision!: Decision;

  /** The member who appealed; null for a requester without an account (by the e-mail link) or after her account was deleted. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', hidden: true, index: 'appeals_appellant_id_idx' })
  appellant?: User | null;

  /** True when sent with the link of the decision e-mail rather than from a signed-in account. */
  @Property({ default: false })
  viaLink: boolean = false;

  @Property({ columnType: 'text' })
  text!: string;

  @Property({ length: 16, default: AppealStatus.PENDING })
  status: AppealStatus = AppealStatus.PENDING;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', hidden: true })
  decidedBy?: User | null;

  /** The second moderator's reason, sent to the appellant. */
  @Property({ columnType: 'text', nullable: true })
  outcomeReason?: string | null;

  /** What an upheld appeal could not restore (deleted data), as the appellant reads it. */
  @Property({ type: 'json', nullable: true })
  notRestored?: string[] | null;
}
