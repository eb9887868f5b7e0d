import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CreatedRow } from '../../core/base-entities.js';
import { Profile } from '../profile/profile.entity.js';
import { Report } from '../report/report.entity.js';
import { User } from '../user/user.entity.js';
import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';

/** What a member may flag: a published report or a profile. */
export const FlagTargetType = graphqlEnum('FlagTargetType', 'What a community flag is about.', {
  report: 'A published report.',
  profile: 'A profile.',
});
export type FlagTargetType = EnumValue<typeof FlagTargetType>;

/** Why a member flags an item (the reasons of a removal request, without copyright, plus spam). */
export const FlagReason = graphqlEnum('FlagReason', 'Why a member flags a report or a profile for moderators.', {
  personal_information: 'It contains personal information.',
  harassment: 'It is harassment or hate.',
  false_or_defamatory: 'It is false or defamatory.',
  minor: "It concerns a minor; a trusted member's flag hides the item until a moderator decides, anyone else's puts it at the top of the queue.",
  intimate_image:
    "It shows an intimate image; a trusted member's flag hides the item until a moderator decides, anyone else's puts it at the top of the queue.",
  spam: 'It is spam or advertising.',
  other: 'Another reason, given in the note (required).',
});
export type FlagReason = EnumValue<typeof FlagReason>;

/** Where a flag case stands: waiting for a moderator, upheld (the item was removed) or dismissed (it stays). */
export const FlagCaseStatus = graphqlEnum('FlagCaseStatus', 'Where the flags about one item stand.', {
  pending: 'Waiting for a moderator.',
  upheld: 'Upheld: the item was removed, with a statement of reasons to its author.',
  dismissed: 'Dismissed: the item stays (and is shown again if the flags had hidden it).',
});
export type FlagCaseStatus = EnumValue<typeof FlagCaseStatus>;

/**
 * The flags about one item while moderators decide it: how many members flagged it, whether their flags hid it
 * (`hiddenAt`), and the decision with its statement of reasons (reason code, guideline rule, text). At most one open
 * case per item; after a decision a new flag opens a new case. The table and its partial indexes are created in
 * Migration20261125173000.
 */
@Entity({ tableName: 'flag_cases' })
@Check({
  name: 'flag_cases_target_check',
  expression: `("target_type" = 'report') = ("report_id" is not null) and "target_type" in ('report', 'profile')`,
})
@Index({
  name: 'flag_cases_open_item_unique',
  expression: `create unique index "flag_cases_open_item_unique" on "flag_cases" ("profile_id", "report_id") nulls not distinct where "status" = 'pending'`,
})
@Index({
  name: 'flag_cases_queue_idx',
  expression: `create index "flag_cases_queue_idx" on "flag_cases" ("queue_rank", "opened_at", "id") where "status" = 'pending'`,
})
export class FlagCase {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', length: 16 })
  targetType!: FlagTargetType;

  /** The profile flagged, or the profile the flagged report is about. */
  @ManyToOne(() => Profile, { deleteRule: 'cascade' })
  profile!: Profile;

  @ManyToOne(() => Report, { nullable: true, deleteRule: 'cascade', index: 'flag_cases_report_id_idx' })
  report?: Report | null;

  @Property({ length: 16, default: FlagCaseStatus.PENDING })
  status: FlagCaseStatus = FlagCaseStatus.PENDING;

  /** Flags in this case, each from a different member. */
  @Property({ default: 0 })
  flagCount: number = 0;

  @Property({ defaultRaw: 'now()' })
  openedAt: Date = new Date();

  /** The queue's order: 0 for an urgent case (a 'minor' or 'intimate image' flag that did not hide it), 1 for the rest. */
  @Property({ type: 'smallint', default: 1 })
  queueRank: number = 1;

  /** When an urgent case must be decided by (URGENT_REVIEW_HOURS after its first urgent flag); null for the rest. */
  @Property({ type: 'datetime', nullable: true })
  dueAt?: Date | null;

  /** When the flags hid the item (automatically); null while they have not. */
  @Property({ type: 'datetime', nullable: true })
  hiddenAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', hidden: true })
  decidedBy?: User | null;

  /** The statement of reasons of an upheld case: reason code, guideline rule and the moderator's text. */
  @Property({ length: 40, nullable: true })
  decisionReason?: string | null;

  @Property({ length: 40, nullable: true })
  decisionRule?: string | null;

  @Property({ columnType: 'text', nullable: true })
  decisionText?: string | null;
}

/** One member's flag about one item (once per item and member). The flagger is never shown to anyone. */
@Entity({ tableName: 'flags' })
@Unique({ name: 'flags_item_flagger_unique', expression: 'unique nulls not distinct ("profile_id", "report_id", "flagger_id")' })
@Index({ name: 'flags_flagger_id_profile_id_idx', properties: ['flagger', 'profile'] })
export class Flag extends CreatedRow {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => FlagCase, { deleteRule: 'cascade', index: 'flags_case_id_idx', fieldName: 'case_id' })
  flagCase!: FlagCase;

  @ManyToOne(() => Profile, { deleteRule: 'cascade' })
  profile!: Profile;

  @ManyToOne(() => Report, { nullable: true, deleteRule: 'cascade', index: 'flags_report_id_idx' })
  report?: Report | null;

  @ManyToOne(() => User, { deleteRule: 'cascade', hidden: true })
  flagger!: User;

  @Property({ type: 'string', length: 32 })
  reason!: FlagReason;

  @Property({ columnType: 'text', nullable: true })
  note?: string | null;

  /** Whether it counts toward hiding: a trusted flagger's (policies/trust.ts). Every flag reaches the queue. */
  @Property({ default: false })
  counted: boolean = false;

  /** What it weighs toward FLAGS_TO_HIDE when counted: her record of upheld and dismissed flags (0 when not counted). */
  @Property({ type: 'float', columnType: 'real', default: 0 })
  weight: number = 0;

  /** The phone that made her trusted: no two counted flags of a case share one. Admin-only, never shown. */
  @Property({ length: 64, nullable: true, hidden: true })
  flaggerPhoneHash?: string | null;
}
