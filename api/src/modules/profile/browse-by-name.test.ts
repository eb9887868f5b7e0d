import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../../../test/test-server.js';
import { seedProfiles } from '../../../test/factories.js';
import { LISTED_PROFILE_SQL } from '../../policies/visibility.js';
import { prefixRange } from './browse.js';

/**
 * browse_by_name() (Migration20261126025417) against the plain query it stands for, on every one of its three paths:
 * few expected matches (sorted at once), the walk in name order (page full, or the filter's rows ended), and the walk
 * that reaches its cap (then the matches are sorted). `few` and `cap` are its arguments, so small values force each path
 * on a small table; the product passes NAME_FEW_MATCHES and NAME_WALK_CAP.
 */
let t: TestServer;
const SEARCH = 'p.search_text';

beforeAll(async () => {
  t = await startTestServer();
  // Clustered names (the Avas, the Quinns), the term elsewhere (a last name, a place), ties on the name, and rows the
  // listing hides (unpublished), so order, ties and the filter all matter.
  const names = ['Ava', 'Ava', 'Avalon', 'Bella', 'Cara', 'Dana', 'Eve', 'Java', 'Kim', 'Mia', 'Quinn', 'Quinn', 'Quinn', 'Zoe', 'Zoey', 'ava'];
  await seedProfiles(
    t,
    names.flatMap((firstName, i) => [
      { firstName, lastName: i % 3 ? 'Stone' : 'Navarro', location: i % 4 ? 'Miami, FL' : 'Austin, TX', reports: [{ rating: (i % 5) + 1, approved: true }] },
      { firstName, lastName: 'Quill', location: 'Boston, MA', published: i % 2 === 0, reports: [] },
    ]),
  );
});
afterAll(() => t.close());

interface Case {
  term: string;
  prefix: boolean;
  minRating: number | null;
  descending: boolean;
  few: number;
  cap: number;
  lim: number;
  off: number;
}

async function viaFunction(c: Case): Promise<number[]> {
  const filter = [LISTED_PROFILE_SQL, ...(c.minRating ? ['p.average_rating >= $2::numeric'] : []), ...(c.prefix ? prefixRange(c.term) : [])].join(' and ');
  const term = c.prefix ? 'lower(p.first_name) like $1::text' : `${SEARCH} like $1::text`;
  const rows = await t.sql<{ id: number }>(
    `select p.id from browse_by_name($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, null, null, null, null, null, null) with ordinality p order by p.ordinality`,
    [
      filter,
      term,
      c.prefix ? filter : `${filter} and ${term}`,
      c.descending,
      c.few,
      c.cap,
      c.lim,
      c.off,
      c.prefix ? `${c.term}%` : `%${c.term}%`,
      c.minRating === null ? null : String(c.minRating),
    ],
  );
  return rows.map((r) => r.id);
}

async function plain(c: Case): Promise<number[]> {
  const dir = c.descending ? 'desc' : 'asc';
  const term = c.prefix ? 'lower(p.first_name) like $1' : `${SEARCH} like $1`;
  const rows = await t.sql<{ id: number }>(
    `select p.id from profiles p where ${LISTED_PROFILE_SQL} and ${term} and ($2::numeric is null or p.average_rating >= $2::numeric)
     order by lower(p.first_name) ${dir}, p.id ${dir} limit $3 offset $4`,
    [c.prefix ? `${c.term}%` : `%${c.term}%`, c.minRating, c.lim, c.off],
  );
  return rows.map((r) => r.id);
}

describe('browse_by_name', () => {
  it('answers the plain sorted query on every path: few matches, the walk, the walk that reaches its cap', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          term: fc.constantFrom('ava', 'quinn', 'zoe', 'mia', 'sto', 'nav', 'qui', 'xyz', 'a', 'q', 'zo', 'ev'),
          minRating: fc.constantFrom(null, 2, 4),
          descending: fc.boolean(),
          few: fc.constantFrom(0, 1000),
          cap: fc.constantFrom(1, 2, 5, 12, 1000),
          lim: fc.constantFrom(1, 3, 21),
          off: fc.constantFrom(0, 1, 4, 10),
        }),
        async (r) => {
          const c: Case = { ...r, prefix: r.term.length < 3 };
          expect(await viaFunction(c)).toEqual(await plain(c));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes each path it says it takes (the first rows of Z-A "ava" lie beyond a walk of 5)', async () => {
    const base: Case = { term: 'ava', prefix: false, minRating: null, descending: true, few: 0, cap: 5, lim: 3, off: 0 };
    const expected = await plain(base);
    expect(expected).toHaveLength(3);
    // The cap reached without a full page: the matches sorted. A cap past the table: the walk alone. Few: sorted at once.
    expect(await viaFunction(base)).toEqual(expected);
    expect(await viaFunction({ ...base, cap: 1000 })).toEqual(expected);
    expect(await viaFunction({ ...base, few: 1000 })).toEqual(expected);
    // Past the last match: empty on every path.
    for (const few of [0, 1000]) for (const cap of [5, 1000]) expect(await viaFunction({ ...base, few, cap, off: 100 })).toEqual([]);
  });
});
