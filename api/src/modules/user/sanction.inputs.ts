import { Field, ID, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { SUSPENSION_DAYS } from '@tea/limits';
import { GuidelineRule } from '../decision/guidelines.js';
import { unbanSchema } from '../moderation/moderation.inputs.js';
import { decisionSchema, ModerationReason } from '../decision/decision.inputs.js';
import { USER_MESSAGES } from './user.messages.js';

/** How long a suspension may run, in days (issue 10 item 6; the web's choices come from the same list). */
export { SUSPENSION_DAYS };
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number];

export const SANCTION_MESSAGES = {
  userId: USER_MESSAGES.selectMember.defaultMessage,
  days: USER_MESSAGES.suspensionDays.defaultMessage,
  self: USER_MESSAGES.sanctionSelf.defaultMessage,
  admin: USER_MESSAGES.sanctionAdmin.defaultMessage,
  banned: USER_MESSAGES.alreadyBanned.defaultMessage,
  notSuspended: USER_MESSAGES.notSuspended.defaultMessage,
} as const;

const userId = z.string({ error: SANCTION_MESSAGES.userId }).uuid(SANCTION_MESSAGES.userId);

/** A warning: the member, the reason code, the guideline rule (the reason's usual one when left out) and an explanation. */
export const warnSchema = decisionSchema.extend({ userId });

/** A suspension: a warning's fields and how many days it runs. */
export const suspendSchema = warnSchema.extend({
  days: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.union(SUSPENSION_DAYS.map((d) => z.literal(d)) as [z.ZodLiteral<1>, z.ZodLiteral<7>, z.ZodLiteral<30>], { error: SANCTION_MESSAGES.days }),
  ),
});

/** Lifting a suspension early: the member and an optional note for the audit log. */
export const liftSuspensionSchema = unbanSchema.extend({ userId });

@InputType({ description: 'A warning or a suspension: who, why (the statement of reasons she receives) and, for a suspension, for how long.' })
export class SanctionInput {
  @Field(() => ID, { description: 'The member: not the admin herself, not an admin, not a banned member (BAD_INPUT / FORBIDDEN).' })
  userId!: string;

  @Field(() => ModerationReason, { description: 'The reason code of the statement of reasons she receives.' })
  reason!: ModerationReason;

  @Field(() => GuidelineRule, { nullable: true, description: 'The rule of the community guidelines it applies (default: the usual rule of the reason).' })
  rule?: GuidelineRule | null;

  @Field(() => String, { nullable: true, description: "The moderator's explanation, at most 1,000 characters: stated to her and kept in the audit log." })
  note?: string | null;

  @Field(() => Int, { nullable: true, description: 'For a suspension: 1, 7 or 30 days (required there, ignored for a warning).' })
  days?: number | null;
}
