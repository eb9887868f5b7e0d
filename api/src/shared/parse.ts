import type { z } from 'zod';
import { badInput, COMMON_MESSAGES } from '../core/errors.js';
import { assertCleanText } from './text-guard.js';

/**
 * Validates input with a zod schema; the first problem becomes a 400 with the schema's own message. Text with
 * control characters is refused first (text-guard.ts: GraphQL and REST check it at the door already; this covers
 * input read later, such as the fields of a multipart form).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  assertCleanText(input);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badInput(issue?.message ?? COMMON_MESSAGES.invalidInput.defaultMessage, issue?.path.join('.') || undefined);
}
