import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../user/user.entity.js';
import type { Wording } from '../../core/i18n.js';

/** What a decision is about (the audit log's target types, for the subjects of restricting decisions). */
export type DecisionSubjectType = 'report' | 'profile' | 'image' | 'user' | 'removal_request';

/**
 * A statement of reasons (issue 10 item 4; DSA art. 17): every decision that restricts something (a report rejected,
 * edited or deleted, a profile edited or removed, a photo rejected, content hidden by flags, a member banned, a removal
 * request not upheld) stores why (reason code, the guideline rule it applies, the moderator's text, whether it was
 * automatic), who is affected and until when she may appeal (6 months). The command runner writes it in the
 * decision's own transaction, with its audit entry (`auditEntryId`); it outlives the content it is about (no foreign key
 * to the subject). `details` keeps what an upheld appeal needs to undo the decision (appeal/undo-registry.ts);
 * `reversedAt` is set when one did. `appealTokenHash` is the SHA-256 of the link in the decision e-mail, with which the
 * affected person (a banned member, a removal requester without an account) appeals without signing in.
 */
@Entity({ tableName: 'decisions' })
@Index({ name: 'decisions_affected_user_idx', properties: ['affectedUser', 'decidedAt', 'id'] })
@Index({ name: 'decisions_subject_idx', properties: ['subjectType', 'subjectId'] })
@Index({ name: 'decisions_audit_entry_idx', properties: ['auditEntryId'] })
export class Decision {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The action that decided (`report.reject`, `flags.hide`, `user.ban`, `removal.dismiss`, ...): the undo registry's key. */
  @Property({ length: 40 })
  kind!: string;

  @Property({ length: 40 })
  subjectType!: DecisionSubjectType;

  @Property({ length: 64 })
  subjectId!: string;

  /** A readable label of the subject, kept after it is deleted. */
  @Property({ length: 200 })
  subjectLabel!: string;

  /**
   * The same label as a message id and its values (core/i18n.ts `Wording`, decision.messages.ts SUBJECT_MESSAGES),
   * worded in the reader's language when read; null when the label is plain text (and for decisions from before).
   * `subjectLabel` keeps the English, for those and for tools.
   */
  @Property({ type: 'json', nullable: true })
  subjectLabelI18n?: Wording | null;

  /** The member the decision restricts (her report, the profile she added, her photo, her account; the requester who signed in). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', hidden: true })
  affectedUser?: User | null;

  @Property({ length: 40 })
  reasonCode!: string;

  /** The code of the community guidelines' rule (decision/guidelines.ts); null when none applies (a request not upheld). */
  @Property({ length: 40, nullable: true })
  rule?: string | null;

  @Property({ columnType: 'text' })
  text!: string;

  /**
   * What caused an automatic decision as wording (the statement's `explanation`), read in the reader's language; null
   * for a moderator's own words (and for decisions from before). `text` keeps the English.
   */
  @Property({ type: 'json', nullable: true })
  textI18n?: Wording | null;

  /** True when the app decided by itself (flags hid the item), with nobody deciding. */
  @Property({ default: false })
  automatic: boolean = false;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', hidden: true })
  decidedBy?: User | null;

  @Property({ defaultRaw: 'now()' })
  decidedAt: Date = new Date();

  /** The audit entry of the decision (the audit log is append-only, so the entry always exists). */
  @Property({ type: 'bigint' })
  auditEntryId!: string;

  /** Until when it may be appealed (decided + 6 months). */
  @Property()
  appealableUntil!: Date;

  @Property({ type: 'datetime', nullable: true })
  reversedAt?: Date | null;

  @Property({ length: 64, nullable: true, hidden: true, unique: 'decisions_appeal_token_hash_unique' })
  appealTokenHash?: string | null;

  /** What undoing it needs (the fields before an edit, the flag case, the hash of a blocked photo...). */
  @Property({ type: 'json', nullable: true })
  details?: Record<string, unknown> | null;
}
