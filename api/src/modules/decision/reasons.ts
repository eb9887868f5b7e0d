import { ModerationReason, REASON_LABELS } from './decision.inputs.js';
import { GuidelineRule } from './guidelines.js';
import { REASON_MESSAGES, STATEMENT_MESSAGES } from './decision.messages.js';
import { ref, type Wording } from '../../core/i18n.js';

/** The rule a reason code applies when the moderator names none. */
export const DEFAULT_RULE: Record<ModerationReason, GuidelineRule> = {
  [ModerationReason.PERSONAL_INFORMATION]: GuidelineRule.PERSONAL_INFORMATION,
  [ModerationReason.DEFAMATION]: GuidelineRule.ZERO_TOLERANCE,
  [ModerationReason.HARASSMENT]: GuidelineRule.FAIR_AND_KIND,
  [ModerationReason.MINOR]: GuidelineRule.ZERO_TOLERANCE,
  [ModerationReason.EXPLICIT]: GuidelineRule.ZERO_TOLERANCE,
  [ModerationReason.INTIMATE_IMAGE]: GuidelineRule.PHOTOS,
  [ModerationReason.SPAM]: GuidelineRule.FAIR_AND_KIND,
  [ModerationReason.OFF_TOPIC]: GuidelineRule.FAIR_AND_KIND,
  [ModerationReason.DUPLICATE]: GuidelineRule.OWN_EXPERIENCE,
  [ModerationReason.OTHER]: GuidelineRule.FAIR_AND_KIND,
};

/** The reason code of a removal request that was not upheld (its requester's decision): not a moderation reason. */
export const NOT_UPHELD_REASON = 'not_upheld';

/** Reason codes outside ModerationReason that decisions use, with what the member reads. */
const OTHER_REASON_LABELS: Record<string, string> = {
  [NOT_UPHELD_REASON]: 'we found that it does not break the community guidelines or the law',
};

/** 'it contains personal information': what a reason code means, as a statement of reasons says it (in English). */
export function reasonText(code: string): string {
  return REASON_LABELS[code as ModerationReason] ?? OTHER_REASON_LABELS[code] ?? code;
}

/** The same as a message, worded in the reader's language (an unknown code stays as it is). */
export function reasonWording(code: string): Wording {
  const message = Object.hasOwn(REASON_MESSAGES, code) ? REASON_MESSAGES[code as keyof typeof REASON_MESSAGES] : undefined;
  return message ? ref(message) : code;
}

/** The explanation of a decision whose moderator wrote none. */
export const NO_EXPLANATION = STATEMENT_MESSAGES.noExplanation.defaultMessage;

/**
 * The reasons a moderator's decision states: her reason code (OTHER when she chose none), the rule she named (or the
 * reason's usual rule), and her note as the explanation.
 */
export function moderatorReasons(input: { reason?: ModerationReason | null; rule?: GuidelineRule | null; note?: string | null }): {
  reasonCode: ModerationReason;
  rule: GuidelineRule;
  text: string;
} {
  const reasonCode = input.reason ?? ModerationReason.OTHER;
  return { reasonCode, rule: input.rule ?? DEFAULT_RULE[reasonCode], text: input.note?.trim() || NO_EXPLANATION };
}
