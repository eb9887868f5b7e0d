import { Field, ID, InputType } from 'type-graphql';
import { z } from 'zod';
import { RemovalReason, RemovalTargetType } from './removal-request.entity.js';
import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';
import { REMOVAL_MESSAGES } from './removal.messages.js';
import { textOf } from '../../core/i18n.js';
import { COMMON_MESSAGES } from '../../core/errors.js';

export const RemovalDecision = graphqlEnum('RemovalDecision', 'UPHOLD removes the content; DISMISS keeps (and unhides) it.', {
  uphold: "Remove the content; for a whole profile, the person can't be added again.",
  dismiss: 'Keep the content and unhide it.',
});
export type RemovalDecision = EnumValue<typeof RemovalDecision>;

export const RemovalStatusFilter = graphqlEnum('RemovalStatusFilter', 'Which removal requests to list.', {
  pending: 'Only requests waiting for an admin.',
  upheld: 'Only upheld requests.',
  dismissed: 'Only dismissed requests.',
  all: 'Every request (the default).',
});
export type RemovalStatusFilter = EnumValue<typeof RemovalStatusFilter>;

/** Reasons whose request hides the content once its sender confirmed her address, until an admin decides (SAFETY 12). */
export const HIDE_AT_ONCE: ReadonlySet<RemovalReason> = new Set([RemovalReason.MINOR, RemovalReason.INTIMATE_IMAGE]);

export const REMOVAL_REASON_LABELS: Record<RemovalReason, string> = {
  [RemovalReason.MINOR]: 'It concerns a minor',
  [RemovalReason.INTIMATE_IMAGE]: 'It is an intimate image',
  [RemovalReason.PERSONAL_INFORMATION]: 'It contains personal information',
  [RemovalReason.FALSE_OR_DEFAMATORY]: 'It is false or defamatory',
  [RemovalReason.HARASSMENT]: 'It is harassment',
  [RemovalReason.COPYRIGHT]: 'It infringes copyright',
  [RemovalReason.OTHER]: 'Other',
};

export const EXPLANATION_MIN = 20;
export const EXPLANATION_MAX = 2000;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

export const submitRemovalSchema = z.object({
  targetType: z.enum(RemovalTargetType, { error: REMOVAL_MESSAGES.chooseTarget.defaultMessage }),
  targetId: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({ error: REMOVAL_MESSAGES.targetNumber.defaultMessage })
      .int(REMOVAL_MESSAGES.targetNumber.defaultMessage)
      .min(1, REMOVAL_MESSAGES.targetNumber.defaultMessage)
      .max(2_147_483_647, REMOVAL_MESSAGES.targetNumber.defaultMessage),
  ),
  reason: z.enum(RemovalReason, { error: COMMON_MESSAGES.chooseReason.defaultMessage }),
  explanation: z.preprocess(
    trimmed,
    z
      .string({ error: REMOVAL_MESSAGES.explain.defaultMessage })
      .min(EXPLANATION_MIN, textOf(REMOVAL_MESSAGES.explainMin, { min: EXPLANATION_MIN }))
      .max(EXPLANATION_MAX, COMMON_MESSAGES.explanationMax.defaultMessage),
  ),
  contactEmail: z.preprocess(
    trimmed,
    z
      .string({ error: REMOVAL_MESSAGES.enterEmail.defaultMessage })
      .max(254, REMOVAL_MESSAGES.validEmail.defaultMessage)
      .email(REMOVAL_MESSAGES.validEmail.defaultMessage),
  ),
  goodFaith: z.literal(true, { error: REMOVAL_MESSAGES.goodFaith.defaultMessage }),
});
export type SubmitRemovalInput = z.output<typeof submitRemovalSchema>;

export const decideRemovalSchema = z.object({
  decision: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v),
    z.enum(RemovalDecision, { error: REMOVAL_MESSAGES.chooseDecision.defaultMessage }),
  ),
  reason: z.preprocess(
    trimmed,
    z
      .string({ error: REMOVAL_MESSAGES.decisionReason.defaultMessage })
      .min(1, REMOVAL_MESSAGES.decisionReason.defaultMessage)
      .max(2000, REMOVAL_MESSAGES.reasonMax.defaultMessage),
  ),
});

export const removalListSchema = z.object({
  status: z.preprocess((v) => (v == null || v === '' ? 'all' : v), z.enum(RemovalStatusFilter, { error: COMMON_MESSAGES.statusFilter.defaultMessage })),
});

@InputType({ description: 'A removal request (SAFETY 12). Anyone may send one; the contact e-mail receives the acknowledgement and the decision.' })
export class SubmitRemovalRequestInput {
  @Field(() => RemovalTargetType, { description: 'What is to be removed. Only published reports and approved images can be named.' })
  targetType!: RemovalTargetType;

  @Field(() => ID, { description: 'The profile id (for PROFILE and IMAGE) or the report id (for REPORT).' })
  targetId!: string;

  @Field(() => RemovalReason, { description: 'Why it should be removed.' })
  reason!: RemovalReason;

  @Field({ description: '20 to 2,000 characters.' })
  explanation!: string;

  @Field({ description: "The sender's e-mail address (at most 254 characters) for the acknowledgement and the decision." })
  contactEmail!: string;

  @Field({ description: 'Must be true: the sender states the request is made in good faith and is accurate.' })
  goodFaith!: boolean;
}
