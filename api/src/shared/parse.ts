import type { z } from 'zod';
import { badInput } from './errors.js';

/** Validates input with a zod schema; the first problem becomes a 400 with the schema's own message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badInput(issue?.message ?? 'Invalid input', issue?.path.join('.') || undefined);
}
