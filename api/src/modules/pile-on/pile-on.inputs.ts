import { Field, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { decisionSchema } from '../decision/decision.inputs.js';
import { textOf } from '../../core/i18n.js';
import { PILE_ON_MESSAGES } from './pile-on.messages.js';

/** The longest an admin may extend a pause by at once: 30 days. */
export const MAX_EXTEND_HOURS = 24 * 30;

/** Lifting a pause: an optional note for the audit log. */
export const liftPauseSchema = z.object({ note: decisionSchema.shape.note });

/** Extending a pause: by how many hours (1 to 720), with an optional note for the audit log. */
const EXTEND_HOURS = textOf(PILE_ON_MESSAGES.extendHours, { max: MAX_EXTEND_HOURS });

export const extendPauseSchema = z.object({
  hours: z.coerce.number({ error: EXTEND_HOURS }).int(EXTEND_HOURS).min(1, EXTEND_HOURS).max(MAX_EXTEND_HOURS, EXTEND_HOURS),
  note: decisionSchema.shape.note,
});

@InputType({ description: 'Extending a pause of new reports on a profile.' })
export class ExtendPauseInput {
  @Field(() => Int, { description: 'Hours added to the end of the pause, 1 to 720.' })
  hours!: number;

  @Field(() => String, { nullable: true, description: 'An optional note for the audit log, at most 1,000 characters.' })
  note?: string | null;
}
