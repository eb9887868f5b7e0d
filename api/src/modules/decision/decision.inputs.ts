import { z } from 'zod';
import { GuidelineRule } from './guidelines.js';
import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';
import { DECISION_MESSAGES } from './decision.messages.js';
import { COMMON_MESSAGES } from '../../core/errors.js';

/** Why content was rejected or removed (SAFETY 10: every decision records a reason code). */
export const ModerationReason = graphqlEnum('ModerationReason', 'Reason code recorded with a moderation decision.', {
  personal_information: 'It contains personal information.',
  defamation: 'It may be false or defamatory.',
  harassment: 'It is harassing or abusive.',
  minor: 'It concerns a minor (a removed photo is blocklisted: near-identical copies cannot be uploaded again).',
  explicit: 'It contains explicit content.',
  intimate_image: 'It is an intimate image shared without consent: a removed photo is blocklisted, and near-identical copies cannot be uploaded again.',
  spam: 'It looks like spam.',
  off_topic: 'It is not about a dating or friendship experience.',
  duplicate: 'It duplicates another report.',
  other: 'It does not meet the community guidelines.',
});
export type ModerationReason = EnumValue<typeof ModerationReason>;

export const REASON_LABELS: Record<ModerationReason, string> = {
  [ModerationReason.PERSONAL_INFORMATION]: 'it contains personal information',
  [ModerationReason.DEFAMATION]: 'it may be false or defamatory',
  [ModerationReason.HARASSMENT]: 'it is harassing or abusive',
  [ModerationReason.MINOR]: 'it concerns a minor',
  [ModerationReason.EXPLICIT]: 'it contains explicit content',
  [ModerationReason.INTIMATE_IMAGE]: 'it is an intimate image shared without consent',
  [ModerationReason.SPAM]: 'it looks like spam',
  [ModerationReason.OFF_TOPIC]: 'it is not about a dating or friendship experience',
  [ModerationReason.DUPLICATE]: 'it duplicates another report',
  [ModerationReason.OTHER]: 'it does not meet our community guidelines',
};

/** The guideline rule a decision applies (optional: each reason has a usual rule, decision/reasons.ts). */
export const ruleSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.toLowerCase() || null : v),
  z.enum(GuidelineRule, { error: DECISION_MESSAGES.chooseRule.defaultMessage }).nullish(),
);

export const decisionSchema = z.object({
  reason: z.enum(ModerationReason, { error: COMMON_MESSAGES.chooseReason.defaultMessage }),
  rule: ruleSchema,
  note: z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), z.string().max(1000, DECISION_MESSAGES.noteMax.defaultMessage).nullish()),
});

export const optionalDecisionSchema = decisionSchema.partial();
