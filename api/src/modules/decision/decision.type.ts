import { Field, ID, ObjectType } from 'type-graphql';
import { Page } from '../../core/page.js';
import { AppealStatus } from '../appeal/appeal-status.js';
import { GUIDELINE_TITLES, GuidelineRule, isGuidelineRule } from './guidelines.js';
import { reasonText } from './reasons.js';
import { moderatorVisibleTo, type DecisionViewer } from '../../policies/visibility.js';
import type { Wording } from '../../core/i18n.js';

@ObjectType('AppealSummary', { description: 'Where the appeal against a decision stands, as the person who appealed sees it.' })
export class AppealSummaryGql {
  @Field(() => AppealStatus, { description: 'Pending, upheld or rejected.' })
  status!: AppealStatus;

  @Field({ description: 'When it was sent.' })
  submittedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When a moderator decided it; null while pending.' })
  decidedAt!: Date | null;

  @Field(() => String, { nullable: true, description: "The second moderator's reason; null while pending." })
  outcomeReason!: string | null;

  @Field(() => [String], { description: 'What an upheld appeal could not restore (deleted data); empty otherwise.' })
  notRestored!: string[];
}

@ObjectType('Decision', {
  description:
    'A statement of reasons: a moderation decision that restricted something (a report, a profile, a photo, an account, a removal request), why, and until when it may be appealed.',
})
export class DecisionGql {
  @Field(() => ID, { description: 'The decision id (a UUID), as `appealDecision` takes it.' })
  id!: string;

  @Field({ description: 'The action that decided, e.g. "report.reject", "flags.hide", "user.ban", "removal.dismiss".' })
  kind!: string;

  @Field({ description: 'What it is about: "report", "profile", "image", "user" or "removal_request".' })
  subjectType!: string;

  @Field(() => ID, { description: 'The id of what it is about (a report id, a profile id, ...), which may be gone by now.' })
  subjectId!: string;

  // Worded in the request's language by DecisionTextFieldResolver (decision.resolver.ts), from `subjectLabelWording`.
  @Field({ description: 'A readable label of what it is about, e.g. \'Report "A bad date" about Ann Lee\'.' })
  subjectLabel!: string;

  /** The label as wording (SUBJECT_MESSAGES), for `subjectLabel` in the reader's language; null for a plain-text label. Not a field. */
  subjectLabelWording?: Wording | null;

  @Field({ description: 'The reason code, e.g. "harassment", "personal_information", "not_upheld".' })
  reasonCode!: string;

  // This and ruleTitle are worded in the request's language by DecisionTextFieldResolver (decision.resolver.ts).
  @Field({ description: "What the reason code means, e.g. 'it is harassing or abusive'." })
  reasonText!: string;

  @Field(() => GuidelineRule, { nullable: true, description: 'The rule of the community guidelines it applies; null when none does.' })
  rule!: GuidelineRule | null;

  @Field(() => String, { nullable: true, description: 'The title of that rule, as /guidelines names it (anchored at its code).' })
  ruleTitle!: string | null;

  // Worded in the request's language by DecisionTextFieldResolver (decision.resolver.ts), from `textWording`.
  @Field({ description: "The moderator's explanation (or, for an automatic decision, what caused it)." })
  text!: string;

  /** What caused an automatic decision as wording, for `text` in the reader's language; null for a moderator's words. Not a field. */
  textWording?: Wording | null;

  @Field({ description: 'True when the app decided by itself (flags hid the item), with no moderator deciding.' })
  automatic!: boolean;

  @Field({ description: 'When it was decided.' })
  decidedAt!: Date;

  @Field({ description: 'Until when it may be appealed (6 months after the decision).' })
  appealableUntil!: Date;

  @Field(() => Date, { nullable: true, description: 'When an upheld appeal undid it; null while it stands.' })
  reversedAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'For an automatic hide after flags: when a moderator dismissed the flags and the item was shown again (the decision no longer applies); null otherwise.',
  })
  restoredAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'For an automatic hide after flags: when a moderator upheld the flags, a decision of her own that replaces this one and is appealed on its own; null otherwise.',
  })
  supersededAt!: Date | null;

  @Field(() => AppealSummaryGql, { nullable: true, description: 'The appeal against it, if one was sent (one per decision).' })
  appeal!: AppealSummaryGql | null;

  @Field({
    description:
      'True when the viewer may appeal it now: it affects her (or she holds its link), it stands (not undone by an appeal; for an automatic hide, the flags not decided by a moderator since), it was not appealed, and 6 months have not passed.',
  })
  viewerCanAppeal!: boolean;

  @Field(() => String, { nullable: true, description: 'Who decided (a moderator username). Admins only: null for everyone else, and for automatic decisions.' })
  decidedBy!: string | null;
}

@ObjectType('DecisionPage', { description: 'One page of decisions, newest first.' })
export class DecisionPage extends Page(DecisionGql, {
  items: 'The decisions of this page.',
  nextCursor: 'Pass as `after` for the next page; null on the last page.',
}) {}

/**
 * The columns a decision is presented from (`d` the decision, `a` its appeal, `du` who decided, `dfc` the flag case of an
 * automatic hide): joined by every read.
 */
export const DECISION_COLUMNS = `d.id as decision_id, d.kind as decision_kind, d.subject_type as decision_subject_type, d.subject_id as decision_subject_id,
  d.subject_label as decision_subject_label, d.subject_label_i18n as decision_subject_label_i18n, d.affected_user_id as decision_affected_user_id, d.reason_code as decision_reason_code,
  d.rule as decision_rule, d.text as decision_text, d.text_i18n as decision_text_i18n, d.automatic as decision_automatic, d.decided_at as decision_decided_at,
  d.appealable_until as decision_appealable_until, d.reversed_at as decision_reversed_at, d.decided_by_id as decision_decided_by_id,
  du.username as decision_decided_by, a.status as appeal_status, a.created_at as appeal_created_at, a.decided_at as appeal_decided_at,
  a.outcome_reason as appeal_outcome_reason, a.not_restored as appeal_not_restored,
  dfc.status as decision_flag_case_status, dfc.decided_at as decision_flag_case_decided_at`;

/** The joins DECISION_COLUMNS reads (after `decisions d`): an automatic hide's flag case is found by its primary key. */
export const DECISION_JOINS = `left join appeals a on a.decision_id = d.id left join users du on du.id = d.decided_by_id
  left join flag_cases dfc on d.kind = 'flags.hide' and dfc.id = (d.details->>'flagCase')::bigint`;

export interface DecisionRow {
  decision_id: string;
  decision_kind: string;
  decision_subject_type: string;
  decision_subject_id: string;
  decision_subject_label: string;
  decision_subject_label_i18n?: Wording | null;
  decision_affected_user_id: string | null;
  decision_reason_code: string;
  decision_rule: string | null;
  decision_text: string;
  decision_text_i18n?: Wording | null;
  decision_automatic: boolean;
  decision_decided_at: Date;
  decision_appealable_until: Date;
  decision_reversed_at: Date | null;
  decision_decided_by_id: string | null;
  decision_decided_by: string | null;
  appeal_status: AppealStatus | null;
  appeal_created_at: Date | null;
  appeal_decided_at: Date | null;
  appeal_outcome_reason: string | null;
  appeal_not_restored: string[] | null;
  /** An automatic hide's flag case: 'pending' until a moderator decides it ('dismissed' or 'upheld'); null for other kinds. */
  decision_flag_case_status?: string | null;
  decision_flag_case_decided_at?: Date | null;
}

type FlagReview = Pick<DecisionRow, 'decision_flag_case_status' | 'decision_flag_case_decided_at'>;

/** When a moderator dismissed the flags behind an automatic hide (the item shown again); null otherwise. */
export function restoredAt(r: FlagReview): Date | null {
  return r.decision_flag_case_status === 'dismissed' && r.decision_flag_case_decided_at ? new Date(r.decision_flag_case_decided_at) : null;
}

/** When a moderator upheld the flags behind an automatic hide (her decision replaces it); null otherwise. */
export function supersededAt(r: FlagReview): Date | null {
  return r.decision_flag_case_status === 'upheld' && r.decision_flag_case_decided_at ? new Date(r.decision_flag_case_decided_at) : null;
}

/** Who looks at a decision: policies/visibility.ts. */
export type { DecisionViewer } from '../../policies/visibility.js';

/**
 * True while the decision can still be appealed by someone: it stands (no upheld appeal undid it; for an automatic hide,
 * no moderator has decided its flags since: dismissed, the item is back; upheld, her decision is the one to appeal), was
 * not appealed and is within its 6 months.
 */
export function isAppealable(
  r: Pick<DecisionRow, 'decision_reversed_at' | 'appeal_status' | 'decision_appealable_until'> & FlagReview,
  now = new Date(),
): boolean {
  return !r.decision_reversed_at && !r.appeal_status && !restoredAt(r) && !supersededAt(r) && new Date(r.decision_appealable_until).getTime() > now.getTime();
}

export function presentDecision(r: DecisionRow, viewer: DecisionViewer): DecisionGql {
  const rule = isGuidelineRule(r.decision_rule) ? r.decision_rule : null;
  const mine = viewer.holdsLink === true || (viewer.userId !== null && viewer.userId === r.decision_affected_user_id);
  return {
    id: r.decision_id,
    kind: r.decision_kind,
    subjectType: r.decision_subject_type,
    subjectId: r.decision_subject_id,
    subjectLabel: r.decision_subject_label,
    subjectLabelWording: r.decision_subject_label_i18n ?? null,
    reasonCode: r.decision_reason_code,
    reasonText: reasonText(r.decision_reason_code),
    rule,
    ruleTitle: rule ? GUIDELINE_TITLES[rule] : null,
    text: r.decision_text,
    textWording: r.decision_text_i18n ?? null,
    automatic: r.decision_automatic,
    decidedAt: new Date(r.decision_decided_at),
    appealableUntil: new Date(r.decision_appealable_until),
    reversedAt: r.decision_reversed_at ? new Date(r.decision_reversed_at) : null,
    restoredAt: restoredAt(r),
    supersededAt: supersededAt(r),
    appeal: r.appeal_status
      ? {
          status: r.appeal_status,
          submittedAt: new Date(r.appeal_created_at!),
          decidedAt: r.appeal_decided_at ? new Date(r.appeal_decided_at) : null,
          outcomeReason: r.appeal_outcome_reason,
          notRestored: r.appeal_not_restored ?? [],
        }
      : null,
    viewerCanAppeal: mine && isAppealable(r),
    decidedBy: moderatorVisibleTo(viewer) ? r.decision_decided_by : null,
  };
}
