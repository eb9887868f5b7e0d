import { z } from 'zod';
import { TRANSPARENCY_MESSAGES } from './transparency.messages.js';

/** A calendar quarter in UTC: `2026-Q4` is 1 October 2026 00:00 UTC up to (not including) 1 January 2027. */
export interface Quarter {
  /** `2026-Q4` */
  id: string;
  startsAt: Date;
  endsAt: Date;
}

export const QUARTER_FORMAT = TRANSPARENCY_MESSAGES.quarterFormat.defaultMessage;

/** The quarter a transparency report is asked for (`?quarter=2026-Q4` or the `quarter` argument); absent means the current one. */
export const quarterSchema = z.object({
  quarter: z
    .string({ error: QUARTER_FORMAT })
    .trim()
    .regex(/^\d{4}-Q[1-4]$/i, QUARTER_FORMAT)
    .transform((s) => s.toUpperCase())
    .nullish(),
});

/** The quarter of `id` (`2026-Q4`, already validated). */
export function quarterOf(id: string): Quarter {
  const year = Number(id.slice(0, 4));
  const q = Number(id.slice(6));
  return { id, startsAt: new Date(Date.UTC(year, (q - 1) * 3, 1)), endsAt: new Date(Date.UTC(year, q * 3, 1)) };
}

/** The quarter `at` falls in. */
export function quarterAt(at: Date): Quarter {
  return quarterOf(`${at.getUTCFullYear()}-Q${Math.floor(at.getUTCMonth() / 3) + 1}`);
}

/** The quarter before `q`. */
export function previousQuarter(q: Quarter): Quarter {
  return quarterAt(new Date(q.startsAt.getTime() - 1));
}

/** The quarters from the one `first` falls in up to `last`, newest first. */
export function quartersBetween(first: Date, last: Quarter): string[] {
  const out: string[] = [];
  for (let q = last; q.endsAt > first; q = previousQuarter(q)) out.push(q.id);
  return out.length ? out : [last.id];
}
