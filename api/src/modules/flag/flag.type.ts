import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Page } from '../../core/page.js';
import { FlagCaseStatus, FlagReason, FlagTargetType } from './flag.entity.js';
import { GuidelineRule } from './flag.inputs.js';
import { ModerationReason } from '../decision/decision.inputs.js';

@ObjectType('FlagReceipt', { description: 'What a member gets back for her flag. Who flagged is never shown to anyone else.' })
export class FlagReceipt {
  @Field(() => FlagTargetType, { description: 'What she flagged.' })
  targetType!: FlagTargetType;

  @Field(() => ID, { description: 'The report id (REPORT) or the profile id (PROFILE).' })
  targetId!: string;

  @Field({ description: 'True when the flags hid the item until a moderator decides.' })
  contentHidden!: boolean;
}

/** The item flags are about, as `FlaggedItem` and `FlagCase` name it: abstract, so not a type of the schema itself. */
@ObjectType()
export abstract class FlagTargetFields {
  @Field(() => FlagTargetType, { description: 'A report or a profile.' })
  targetType!: FlagTargetType;

  @Field(() => ID, { description: 'The report id (REPORT) or the profile id (PROFILE).' })
  targetId!: string;
}

@ObjectType('FlaggedItem', { description: 'An item the viewer has flagged (her own flags only).' })
export class FlaggedItem extends FlagTargetFields {}

@ObjectType('FlagReasonCount', { description: 'How many flags of one case give one reason.' })
export class FlagReasonCount {
  @Field(() => FlagReason, { description: 'The reason.' })
  reason!: FlagReason;

  @Field(() => Int, { description: 'How many members gave it.' })
  count!: number;
}

@ObjectType('FlagCase', { description: 'The community flags about one item, as moderators see them (never who flagged).' })
export class FlagCaseGql extends FlagTargetFields {
  @Field(() => ID, { description: 'The case id, used to uphold or dismiss the flags.' })
  id!: string;

  @Field(() => ID, { description: 'The profile the item is (or is about).' })
  profileId!: string;

  @Field({ description: "The profile's display name." })
  profileName!: string;

  @Field(() => String, { nullable: true, description: "The report's title; null for a profile." })
  reportTitle!: string | null;

  @Field(() => String, { nullable: true, description: "The report's text (or the profile's bio), for the moderator to judge." })
  excerpt!: string | null;

  @Field(() => Int, { description: 'Flags in this case, each from a different member.' })
  flagCount!: number;

  @Field(() => [FlagReasonCount], { description: 'Flags per reason, most frequent first.' })
  reasons!: FlagReasonCount[];

  @Field(() => [String], { description: "The flaggers' notes (at most 10, oldest first), without who wrote them." })
  notes!: string[];

  @Field({ description: 'When the first flag of this case came in (the queue is oldest first).' })
  openedAt!: Date;

  @Field(() => Int, { description: "Flags that count toward hiding: trusted members' (a verified mobile number, an account old enough, a good record)." })
  countedFlags!: number;

  @Field(() => Float, { description: "The counted flags' weight (each weighs her record of upheld and dismissed flags); the item hides at FLAGS_TO_HIDE." })
  score!: number;

  @Field({ description: 'True for a case about a minor or an intimate image that did not hide the item by itself: it heads the queue until decided.' })
  urgent!: boolean;

  @Field(() => Date, { nullable: true, description: 'When an urgent case must be decided by; null for the rest.' })
  dueAt!: Date | null;

  @Field({ description: 'True while the flags keep the item hidden from everyone but moderators.' })
  hidden!: boolean;

  @Field(() => FlagCaseStatus, { description: 'Pending, upheld or dismissed.' })
  status!: FlagCaseStatus;

  @Field(() => Date, { nullable: true, description: 'When a moderator decided; null while pending.' })
  decidedAt!: Date | null;

  @Field(() => ModerationReason, { nullable: true, description: 'The reason code of an upheld case.' })
  decisionReason!: ModerationReason | null;

  @Field(() => GuidelineRule, { nullable: true, description: 'The guideline rule an upheld case applies.' })
  decisionRule!: GuidelineRule | null;

  @Field(() => String, { nullable: true, description: "The moderator's text: the explanation sent to the author (upheld) or a note (dismissed)." })
  decisionText!: string | null;
}

@ObjectType('FlagCasePage', { description: 'A page of the flags queue: open cases, urgent ones first, then oldest first.' })
export class FlagCasePage extends Page(FlagCaseGql, {
  items: 'The cases of this page.',
  nextCursor: 'Pass as `after` for the next page; null on the last page.',
}) {}

/** A flag case row as the queue query reads it. */
export interface FlagCaseRow {
  id: string;
  target_type: FlagTargetType;
  profile_id: number;
  report_id: number | null;
  profile_name: string;
  report_title: string | null;
  excerpt: string | null;
  flag_count: number;
  reasons: { reason: FlagReason; count: number }[] | null;
  notes: string[] | null;
  opened_at: Date;
  queue_rank: number;
  due_at: Date | null;
  counted_flags: number;
  score: number;
  hidden_at: Date | null;
  status: FlagCaseStatus;
  decided_at: Date | null;
  decision_reason: ModerationReason | null;
  decision_rule: GuidelineRule | null;
  decision_text: string | null;
}

export function presentFlagCase(r: FlagCaseRow): FlagCaseGql {
  return {
    id: String(r.id),
    targetType: r.target_type,
    targetId: String(r.report_id ?? r.profile_id),
    profileId: String(r.profile_id),
    profileName: r.profile_name,
    reportTitle: r.report_title,
    excerpt: r.excerpt,
    flagCount: r.flag_count,
    reasons: r.reasons ?? [],
    notes: r.notes ?? [],
    openedAt: new Date(r.opened_at),
    countedFlags: r.counted_flags,
    score: r.score,
    urgent: r.queue_rank === 0 && r.status === FlagCaseStatus.PENDING,
    dueAt: r.due_at && r.status === FlagCaseStatus.PENDING ? new Date(r.due_at) : null,
    hidden: r.status === FlagCaseStatus.PENDING && r.hidden_at !== null,
    status: r.status,
    decidedAt: r.decided_at ? new Date(r.decided_at) : null,
    decisionReason: r.decision_reason,
    decisionRule: r.decision_rule,
    decisionText: r.decision_text,
  };
}
