import type { Locale } from '@tea/limits';
import type { Wording } from '../../core/i18n.js';
import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { UuidRow } from '../../core/base-entities.js';
import { User } from '../user/user.entity.js';
import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';

export const RemovalTargetType = graphqlEnum('RemovalTargetType', 'What a removal request is about.', {
  profile: 'A whole profile, with its reports and image.',
  report: 'One published report.',
  image: 'The approved image of a profile.',
});
export type RemovalTargetType = EnumValue<typeof RemovalTargetType>;

export const RemovalReason = graphqlEnum('RemovalReason', 'Why the content should be removed.', {
  minor: 'It concerns a minor; the content is hidden at once until an admin decides.',
  intimate_image: 'It is an intimate image; the content is hidden at once until an admin decides.',
  personal_information: 'It contains personal information.',
  false_or_defamatory: 'It is false or defamatory.',
  harassment: 'It is harassment.',
  copyright: 'It infringes copyright.',
  other: 'Another reason, given in the explanation.',
});
export type RemovalReason = EnumValue<typeof RemovalReason>;

export const RemovalStatus = graphqlEnum('RemovalStatus', 'State of a removal request.', {
  pending: 'Waiting for an admin.',
  upheld: 'Upheld: the content was removed.',
  dismissed: 'Dismissed: the content stays (and is unhidden).',
});
export type RemovalStatus = EnumValue<typeof RemovalStatus>;

/**
 * A request from anyone (signed in or not) to remove a profile, a report or a profile image (SAFETY 12).
 * `targetId` is the profile id for profiles and images, the report id for reports; it is not a foreign key,
 * so the request (and its decision) outlives the content it asked to remove.
 */
@Entity({ tableName: 'removal_requests' })
@Index({ name: 'removal_requests_queue_idx', properties: ['status', 'createdAt'] })
@Index({ name: 'removal_requests_target_idx', properties: ['targetType', 'targetId'] })
@Index({
  name: 'removal_requests_contact_idx',
  expression: 'create index "removal_requests_contact_idx" on "removal_requests" (lower("contact_email"), "status")',
})
export class RemovalRequest extends UuidRow {
  @Enum({ items: () => RemovalTargetType, nativeEnumName: 'removal_target_type' })
  targetType!: RemovalTargetType;

  @Property()
  targetId!: number;

  /** A readable label of the target at submission time (kept after the target is deleted). */
  @Property({ length: 200 })
  targetLabel!: string;

  /**
   * The same label as wording (decision/subjects.ts), for her e-mails, the decisions about it and their notices in each
   * reader's language; null for requests from before (their English label is used). `targetLabel` keeps the English.
   */
  @Property({ type: 'json', nullable: true })
  targetLabelI18n?: Wording | null;

  @Enum({ items: () => RemovalReason, nativeEnumName: 'removal_reason' })
  reason!: RemovalReason;

  @Property({ columnType: 'text' })
  explanation!: string;

  /**
   * The member who sent it, when she was signed in (her data export lists it); unlinked when she deletes her
   * account, because the request itself must still be decided. Admin-only, never shown to anyone else.
   */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', hidden: true, index: true })
  requester?: User | null;

  /** Where the acknowledgement and the decision go. Admin-only. */
  @Property({ length: 254 })
  contactEmail!: string;

  /** The language the request was sent in (the sender's saved one, else her browser's): its e-mails are written in it. */
  @Property({ length: 2, default: 'en' })
  language: Locale = 'en';

  @Enum({ items: () => RemovalStatus, nativeEnumName: 'removal_status', default: RemovalStatus.PENDING })
  status: RemovalStatus = RemovalStatus.PENDING;

  /** When the sender confirmed her contact address through the e-mailed link (only then may the request hide anything). */
  @Property({ type: 'datetime', nullable: true })
  contactConfirmedAt?: Date | null;

  /** SHA-256 of the confirmation link's token; cleared once used. */
  @Property({ length: 64, nullable: true, hidden: true, unique: 'removal_requests_confirm_token_unique' })
  confirmTokenHash?: string | null;

  @Property({ type: 'datetime', nullable: true, hidden: true })
  confirmSentAt?: Date | null;

  /** Whether the request hid the content (minor, intimate image, once its sender confirmed her address). */
  @Property({ default: false })
  contentHidden: boolean = false;

  @Property({ columnType: 'text', nullable: true })
  decisionReason?: string | null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  @Property({ type: 'uuid', nullable: true })
  decidedById?: string | null;

  @Property({ length: 60, nullable: true })
  decidedByLabel?: string | null;
}

/** A person who may not be added again after an upheld removal request about her profile (normalised name + city). */
@Entity({ tableName: 'removal_blocklist' })
@Unique({ name: 'removal_blocklist_person_unique', properties: ['normalizedName', 'normalizedCity'] })
export class RemovalBlock extends UuidRow {
  @Property({ length: 130 })
  normalizedName!: string;

  /** '' when the profile had no city. */
  @Property({ length: 120 })
  normalizedCity!: string;

  @Property({ type: 'uuid' })
  removalRequestId!: string;
}
