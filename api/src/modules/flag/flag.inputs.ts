import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { LIMITS } from '@tea/limits';
import { ModerationReason } from '../decision/decision.inputs.js';
import { FlagReason } from './flag.entity.js';
import { GuidelineRule } from '../decision/guidelines.js';
import { FLAG_MESSAGES } from './flag.messages.js';
import { textOf } from '../../core/i18n.js';
import { COMMON_MESSAGES } from '../../core/errors.js';

/** The guideline rules moved to the decision module (decision/guidelines.ts); re-exported for the flag commands. */
export { GUIDELINE_TITLES, GuidelineRule } from '../decision/guidelines.js';

/** Reasons that hide the item at the first flag (as removal requests do). */
export const HIDE_AT_FIRST_FLAG: ReadonlySet<FlagReason> = new Set([FlagReason.MINOR, FlagReason.INTIMATE_IMAGE]);

export const FLAG_REASON_LABELS: Record<FlagReason, string> = {
  [FlagReason.PERSONAL_INFORMATION]: 'personal information',
  [FlagReason.HARASSMENT]: 'harassment or hate',
  [FlagReason.FALSE_OR_DEFAMATORY]: 'false or defamatory',
  [FlagReason.MINOR]: 'a minor',
  [FlagReason.INTIMATE_IMAGE]: 'an intimate image',
  [FlagReason.SPAM]: 'spam',
  [FlagReason.OTHER]: 'other',
};

export const FLAG_NOTE_MAX = LIMITS.flagNoteMax;
export const DECISION_TEXT_MAX = 2000;

const trimmedOrNull = (v: unknown) => (typeof v === 'string' ? v.trim() || null : v);
const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);

export const flagSchema = z
  .object({
    reason: z.preprocess(lower, z.enum(FlagReason, { error: FLAG_MESSAGES.chooseReason.defaultMessage })),
    note: z.preprocess(
      trimmedOrNull,
      z
        .string({ error: FLAG_MESSAGES.noteText.defaultMessage })
        .max(FLAG_NOTE_MAX, textOf(FLAG_MESSAGES.noteMax, { max: FLAG_NOTE_MAX }))
        .nullish(),
    ),
  })
  .refine((v) => v.reason !== FlagReason.OTHER || !!v.note, { message: FLAG_MESSAGES.sayWhatIsWrong.defaultMessage, path: ['note'] });
export type FlagFields = z.output<typeof flagSchema>;

export const flagQueueSchema = z.object({
  first: z.preprocess((v) => (v == null ? 20 : v), z.number({ error: COMMON_MESSAGES.first.defaultMessage }).int().min(1).max(50)),
  after: z.string().max(100).nullish(),
});

export const upholdFlagsSchema = z.object({
  reason: z.preprocess(lower, z.enum(ModerationReason, { error: COMMON_MESSAGES.chooseReason.defaultMessage })),
  rule: z.preprocess(lower, z.enum(GuidelineRule, { error: FLAG_MESSAGES.chooseGuideline.defaultMessage })),
  text: z.preprocess(
    trimmedOrNull,
    z
      .string({ error: FLAG_MESSAGES.explainDecision.defaultMessage })
      .min(1, FLAG_MESSAGES.explainDecision.defaultMessage)
      .max(DECISION_TEXT_MAX, COMMON_MESSAGES.explanationMax.defaultMessage),
  ),
});

export const dismissFlagsSchema = z.object({
  note: z.preprocess(
    trimmedOrNull,
    z.string({ error: FLAG_MESSAGES.noteText.defaultMessage }).max(1000, FLAG_MESSAGES.moderatorNoteMax.defaultMessage).nullish(),
  ),
});

@InputType({ description: "A member's flag about a published report or a profile." })
export class FlagInput {
  @Field(() => FlagReason, { description: 'Why it should be reviewed.' })
  reason!: FlagReason;

  @Field(() => String, { nullable: true, description: 'What is wrong, at most 500 characters; required with OTHER. Only moderators read it.' })
  note?: string | null;
}

@InputType({ description: 'Upholding the flags about an item: it is removed, and its author gets this statement of reasons.' })
export class UpholdFlagsInput {
  @Field(() => ModerationReason, { description: 'The reason code of the decision.' })
  reason!: ModerationReason;

  @Field(() => GuidelineRule, { description: 'The rule of the community guidelines the item breaks.' })
  rule!: GuidelineRule;

  @Field({ description: 'The explanation sent to the author, 1 to 2,000 characters.' })
  text!: string;
}
