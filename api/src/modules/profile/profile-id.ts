import { notFound, COMMON_MESSAGES } from '../../core/errors.js';

/** A profile id from a path or an argument: anything that is not one is a 404, like a missing profile. */
export function parseProfileId(id: unknown): number {
  const n = typeof id === 'number' ? id : /^\d{1,10}$/.test(String(id)) ? Number(id) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) throw notFound(COMMON_MESSAGES.profile);
  return n;
}
