import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import pg from 'pg';
import { parseTimestamptz } from '../src/core/pg-types.js';

/*
 * The fast `timestamptz` parser (api/src/core/pg-types.ts) gives node-postgres's own answer (postgres-date) for every
 * value PostgreSQL writes, and for the forms it leaves to postgres-date; and it reads what a real PostgreSQL sends, in
 * time zones with half-hour and historical offsets in seconds, as the server's own epoch.
 */

const postgresDate = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (s: string) => Date | number | null;
const same = (s: string) => {
  const a = parseTimestamptz(s);
  const b = postgresDate(s);
  return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() || (Number.isNaN(a.getTime()) && Number.isNaN(b.getTime())) : a === b;
};
const pad = (n: number, w: number) => String(n).padStart(w, '0');

describe('timestamptz parser', () => {
  it('equals postgres-date on generated timestamps, fractions and offsets', () => {
    const stamp = fc.record({
      year: fc.integer({ min: 1, max: 9999 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
      fraction: fc.option(fc.stringMatching(/^[0-9]{1,6}$/), { nil: undefined }),
      sign: fc.constantFrom('+', '-'),
      oh: fc.integer({ min: 0, max: 15 }),
      om: fc.option(fc.integer({ min: 0, max: 59 }), { nil: undefined }),
      os: fc.option(fc.integer({ min: 0, max: 59 }), { nil: undefined }),
      bc: fc.boolean(),
    });
    fc.assert(
      fc.property(stamp, (t) => {
        const offset = `${t.sign}${pad(t.oh, 2)}${t.om === undefined ? '' : `:${pad(t.om, 2)}${t.os === undefined ? '' : `:${pad(t.os, 2)}`}`}`;
        const s = `${pad(t.year, 4)}-${pad(t.month, 2)}-${pad(t.day, 2)} ${pad(t.hour, 2)}:${pad(t.minute, 2)}:${pad(t.second, 2)}${
          t.fraction === undefined ? '' : `.${t.fraction}`
        }${offset}${t.bc ? ' BC' : ''}`;
        expect({ s, same: same(s) }).toEqual({ s, same: true });
      }),
      { numRuns: 5_000 },
    );
  });

  it('leaves other forms to postgres-date', () => {
    for (const s of ['infinity', '-infinity', '0099-01-01 00:00:00+00', '12345-01-01 00:00:00+00', '2026-11-28 13:11:02+00 BC', '2026-11-28', 'garbage!']) {
      expect({ s, same: same(s) }).toEqual({ s, same: true });
    }
    expect(parseTimestamptz('2026-11-28 13:11:02.123456+00')).toEqual(new Date('2026-11-28T13:11:02.123Z'));
    expect(parseTimestamptz('2026-11-28 13:11:02-05:30')).toEqual(new Date('2026-11-28T18:41:02.000Z'));
  });

  describe('against PostgreSQL', () => {
    let client: pg.Client;
    beforeAll(async () => {
      client = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
      await client.connect();
    });
    afterAll(() => client.end());

    it.each(['UTC', 'Asia/Kolkata', 'America/St_Johns', 'Europe/Amsterdam', 'Pacific/Chatham'])('reads what the server writes in %s', async (zone) => {
      await client.query(`set time zone '${zone}'`);
      // Now, the Amsterdam of 1930 (+00:19:32, an offset in seconds), microseconds, and a spread of instants since 1900.
      const { rows } = await client.query<{ text: string; ms: string }>(
        `select t::text as text, (extract(epoch from t) * 1000)::numeric(20, 3)::text as ms
           from (select now() as t union all select '1930-06-01 12:00:00.654321+00'::timestamptz
                 union all select '1900-01-01'::timestamptz + g * interval '1234567.891 seconds' from generate_series(0, 2000) g) x`,
      );
      for (const r of rows) {
        const parsed = parseTimestamptz(r.text) as Date;
        expect({ text: r.text, ms: parsed.getTime() }).toEqual({ text: r.text, ms: Math.floor(Number(r.ms)) });
        expect({ text: r.text, same: same(r.text) }).toEqual({ text: r.text, same: true });
      }
    });
  });
});
