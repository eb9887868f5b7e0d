import pg from 'pg';

/** node-postgres's own parser for `timestamptz` (postgres-date): every form the fast path below does not take. */
const fallback = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (value: string) => Date | number | null;

const ZERO = 48;
/** The digit at `i`, or NaN when it is not one. */
const digit = (s: string, i: number) => {
  const d = s.charCodeAt(i) - ZERO;
  return d >= 0 && d <= 9 ? d : NaN;
};
const two = (s: string, i: number) => digit(s, i) * 10 + digit(s, i + 1);

/**
 * A `timestamptz` as PostgreSQL writes it with `DateStyle` ISO (its default): `2026-11-28 13:11:02.123456+00`, an
 * offset of `+HH`, `+HH:MM` or `+HH:MM:SS`, no fraction or one of 1 to 6 digits. Read by character codes, with no
 * regular expression and no match arrays: a browse page carries 80 of these and postgres-date's three regular
 * expressions per value cost ~19 KB of garbage and ~5% of the request's CPU (docs/performance.md). Anything else
 * (years before 1000 or after 9999, BC, infinity) goes to postgres-date, whose answer this one equals
 * (api/test/pg-timestamp.test.ts checks both on generated values).
 */
export function parseTimestamptz(s: string): Date | number | null {
  const n = s.length;
  if (n < 22 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 32 || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58)
    return fallback(s);
  const year = two(s, 0) * 100 + two(s, 2);
  const month = two(s, 5);
  const day = two(s, 8);
  const hour = two(s, 11);
  const minute = two(s, 14);
  const second = two(s, 17);
  let i = 19;
  let ms = 0;
  if (s.charCodeAt(i) === 46) {
    // Milliseconds: the first three digits of the fraction (postgres-date's `1000 * parseFloat`, truncated by Date).
    let scale = 100;
    i++;
    const start = i;
    while (i < n) {
      const d = digit(s, i);
      if (d !== d) break;
      if (scale >= 1) ms += d * scale;
      scale /= 10;
      i++;
    }
    if (i === start || i - start > 6) return fallback(s);
  }
  const sign = s.charCodeAt(i);
  if (sign !== 43 && sign !== 45) return fallback(s);
  let offset = two(s, i + 1) * 3600;
  i += 3;
  if (i < n && s.charCodeAt(i) === 58) {
    offset += two(s, i + 1) * 60;
    i += 3;
    if (i < n && s.charCodeAt(i) === 58) {
      offset += two(s, i + 1);
      i += 3;
    }
  }
  // Anything after the offset (' BC'), a non-digit anywhere (NaN) or a year Date.UTC would read as 19xx: postgres-date.
  if (i !== n || year < 1000 || year !== year || month !== month || day !== day || hour !== hour || minute !== minute || second !== second || offset !== offset)
    return fallback(s);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - (sign === 45 ? -offset : offset) * 1000);
}

/**
 * How the app reads PostgreSQL's values, for every pool and client of node-postgres in this process: `float8` as a number
 * (numeric and bigint stay strings; counts we select are cast to int in SQL) and `timestamptz` through the parser above.
 * Called by api/src/core/db.ts, and by the bench's baselines (bench/lib/raw-server.ts, skeleton-server.ts), which must
 * read rows as the product does.
 */
export function useAppTypeParsers(): void {
  pg.types.setTypeParser(pg.types.builtins.FLOAT8, (v) => Number(v));
  pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, parseTimestamptz);
}
