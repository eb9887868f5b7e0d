import { Field, ID, InputType } from 'type-graphql';
import { z } from 'zod';
import { LIMITS } from '@tea/limits';
import { UUID, isUuid } from '../../core/sql.js';
import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';
import { APPEAL_TEXTS } from './appeal.messages.js';
import { COMMON_MESSAGES } from '../../core/errors.js';

/** The longest appeal text, and the longest reason a moderator gives for deciding one. */
export const APPEAL_TEXT_MAX = LIMITS.appealTextMax;

export const APPEAL_MESSAGES = {
  decision: APPEAL_TEXTS.chooseDecision.defaultMessage,
  text: APPEAL_TEXTS.tellWhy.defaultMessage,
  textTooLong: APPEAL_TEXTS.textTooLong.defaultMessage,
  outcome: APPEAL_TEXTS.chooseOutcome.defaultMessage,
  reason: APPEAL_TEXTS.giveReason.defaultMessage,
  reasonTooLong: APPEAL_TEXTS.reasonTooLong.defaultMessage,
  secondLookTooLong: APPEAL_TEXTS.secondLookTooLong.defaultMessage,
} as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

export const AppealOutcome = graphqlEnum('AppealOutcome', "A moderator's decision on an appeal.", {
  uphold: 'The appeal is right: the decision is undone in one transaction (what cannot be restored is said).',
  reject: 'The decision stands.',
});
export type AppealOutcome = EnumValue<typeof AppealOutcome>;

/** `POST /api/appeals` and `appealDecision`: the decision, her text, and the e-mail link's token when she has no session. */
export const appealSchema = z.object({
  decisionId: z.string({ error: APPEAL_MESSAGES.decision }).regex(UUID, APPEAL_MESSAGES.decision),
  text: z.preprocess(trimmed, z.string({ error: APPEAL_MESSAGES.text }).min(1, APPEAL_MESSAGES.text).max(APPEAL_TEXT_MAX, APPEAL_MESSAGES.textTooLong)),
  token: z.preprocess(
    (v) => (v === '' ? null : v),
    z.string({ error: APPEAL_TEXTS.linkInvalid.defaultMessage }).max(200, APPEAL_TEXTS.linkInvalid.defaultMessage).nullish(),
  ),
});

export const decideAppealSchema = z.object({
  outcome: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(AppealOutcome, { error: APPEAL_MESSAGES.outcome })),
  reason: z.preprocess(trimmed, z.string({ error: APPEAL_MESSAGES.reason }).min(1, APPEAL_MESSAGES.reason).max(APPEAL_TEXT_MAX, APPEAL_MESSAGES.reasonTooLong)),
  /** Needed only from the moderator who made the decision when no other can decide (decide-appeal.command.ts); blank = none. */
  secondLookNote: z.preprocess(
    (v) => (trimmed(v) === '' ? null : trimmed(v)),
    z.string({ error: APPEAL_MESSAGES.secondLookTooLong }).max(APPEAL_TEXT_MAX, APPEAL_MESSAGES.secondLookTooLong).nullish(),
  ),
});

export const appealQueueSchema = z.object({
  first: z.preprocess((v) => (v == null ? 20 : v), z.number({ error: COMMON_MESSAGES.first.defaultMessage }).int().min(1).max(50)),
  after: z.string().max(200).nullish(),
});

/** An appeal id from a path or an argument: anything that is not a UUID is a 404, like a missing appeal. */
export const isAppealId = isUuid;

@InputType({ description: 'An appeal against a decision: once per decision, within 6 months of it.' })
export class AppealDecisionInput {
  @Field(() => ID, { description: 'The decision (Decision.id).' })
  decisionId!: string;

  @Field({ description: 'Why the decision is wrong, 1 to 2,000 characters. Moderators read it; it is never shown to anyone else.' })
  text!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The token of the link in the decision e-mail, for someone without a session (a removal requester, a banned member).',
  })
  token?: string | null;
}

@InputType({ description: "A moderator's decision on an appeal, with the reason the appellant reads." })
export class DecideAppealInput {
  @Field(() => AppealOutcome, { description: 'Uphold (undo the decision) or reject (it stands).' })
  outcome!: AppealOutcome;

  @Field({ description: 'The reason, 1 to 2,000 characters, sent to the person who appealed.' })
  reason!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Required only when `Appeal.needsSecondLook` is true (the moderator who made the decision decides its appeal because no other moderator can): what she looked at again and why she decides as she does, up to 2,000 characters, kept in the audit log. Ignored otherwise.',
  })
  secondLookNote?: string | null;
}
