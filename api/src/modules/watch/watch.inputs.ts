import { Field, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { LIMITS, WATCH_RADII } from '@tea/limits';
import { textOf } from '../../core/i18n.js';
import { findPlace } from '../profile/gazetteer.js';
import { WATCH_MESSAGES } from './watch.messages.js';

const TEXTS = {
  firstName: textOf(WATCH_MESSAGES.firstName, { max: LIMITS.nameMax }),
  lastName: textOf(WATCH_MESSAGES.lastName, { max: LIMITS.nameMax }),
  location: WATCH_MESSAGES.location.defaultMessage,
  radius: WATCH_MESSAGES.radius.defaultMessage,
};

@InputType('WatchInput', { description: 'A name to watch: a first name, an optional last name or initial, and a place with a radius.' })
export class WatchInput {
  @Field({ description: `The first name, 1 to ${LIMITS.nameMax} characters (any case: names match as browse matches them, ignoring case).` })
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'A last name, or one letter for its initial; null or empty for any last name.' })
  lastName?: string | null;

  @Field({ description: "A city from the list of places (`locations`), e.g. 'Austin, TX'." })
  location!: string;

  @Field(() => Int, { description: `The radius around the city in miles: ${WATCH_RADII.join(', ')}.` })
  radius!: number;
}

/** Shared by GraphQL (`createWatch(input)`) and REST (`POST /api/watches`); unknown keys are dropped. */
export const watchSchema = z.object({
  firstName: z.string({ error: TEXTS.firstName }).trim().min(1, TEXTS.firstName).max(LIMITS.nameMax, TEXTS.firstName),
  lastName: z
    .string({ error: TEXTS.lastName })
    .trim()
    .max(LIMITS.nameMax, TEXTS.lastName)
    .nullish()
    .transform((v) => v || null),
  // The gazetteer's own spelling, whatever case she sent.
  location: z
    .string({ error: TEXTS.location })
    .transform((v, ctx) => findPlace(v)?.name ?? (ctx.addIssue({ code: 'custom', message: TEXTS.location }), z.NEVER)),
  radius: z.number({ error: TEXTS.radius }).refine((r) => (WATCH_RADII as readonly number[]).includes(r), TEXTS.radius),
});
export type WatchData = z.output<typeof watchSchema>;
