/** Small helpers for the hand-written SQL of the read paths and for the ids and page sizes clients send to it. */

/** Escapes LIKE/ILIKE wildcards (`%`, `_`) and the escape character itself in user text. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `n` held to [min, max]. */
export function clamp(n: number, min: number, max: number): number {
  return Math.min(Math.max(min, n), max);
}

/**
 * A page number or page size a client sent, as a whole number from 1 to `max`; `fallback` when it is not a finite
 * number (REST's `?page=1e30`, `Infinity` or `abc` used to reach the SQL as a limit or an offset PostgreSQL refused).
 */
export function pageLimit(raw: number, fallback: number, max: number): number {
  return Number.isFinite(raw) ? clamp(Math.trunc(raw), 1, max) : fallback;
}

/** A UUID in its canonical text form (8-4-4-4-12 hex digits, either case). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `raw` is a UUID PostgreSQL takes: ask before a `::uuid` cast, so a malformed id is a 404, not a 500. */
export function isUuid(raw: unknown): raw is string {
  return typeof raw === 'string' && UUID.test(raw);
}
