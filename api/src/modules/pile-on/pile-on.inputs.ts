import { Field, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { decisionSchema } from '../decision/decision.inputs.js';

/** The longest an admin may extend a pause by at once: 30 days. */
export const MAX_EXTEND_HOURS = 24 * 30;

/** Lifting a pause: an optional note for the audit log. */
export const liftPauseSchema = z.object({ note: decisionSchema.shape.note });

/** Extending a pause: by how many hours (1 to 720), with an optional note for the audit log. */
export const extendPauseSchema = z.object({
  hours: z.coerce
    .number({ error: `Please give the hours to extend the pause by, from 1 to ${MAX_EXTEND_HOURS}.` })
    .int(`Please give the hours to extend the pause by, from 1 to ${MAX_EXTEND_HOURS}.`)
    .min(1, `Please give the hours to extend the pause by, from 1 to ${MAX_EXTEND_HOURS}.`)
    .max(MAX_EXTEND_HOURS, `Please give the hours to extend the pause by, from 1 to ${MAX_EXTEND_HOURS}.`),
  note: decisionSchema.shape.note,
});

@InputType({ description: 'Extending a pause of new reports on a profile.' })
export class ExtendPauseInput {
  @Field(() => Int, { description: 'Hours added to the end of the pause, 1 to 720.' })
  hours!: number;

  @Field(() => String, { nullable: true, description: 'An optional note for the audit log, at most 1,000 characters.' })
  note?: string | null;
}
