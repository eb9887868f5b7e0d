import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import pg from 'pg';
import { startTestServer, type TestServer } from '../../../test/test-server.js';
import { seedProfiles } from '../../../test/factories.js';
import { LISTED_PROFILE_SQL } from '../../policies/visibility.js';
import { OTHER_NAMES_EXPRESSION } from '../../migrations/Migration20261126054257.js';
import { prefixRange } from './browse.js';

/**
 * browse_by_name() (Migrations 20261126025417 and 20261126054257) against the plain query it stands for, on every one of
 * its paths: few expected matches (sorted at once), the walk in name order (page full, or the filter's rows ended), the
 * walk that reaches its cap (then the matches are sorted), and the split of a term without a space (first names that
 * contain it, read name by name, merged with the other matches, walked or sorted). `few` and `cap` are its arguments, so
 * small values force each path on a small table; the product passes NAME_FEW_MATCHES and NAME_WALK_CAP.
 */
let t: TestServer;
const SEARCH = 'p.search_text';

beforeAll(async () => {
  t = await startTestServer();
  // Clustered names (the Avas, the Quinns), the term elsewhere (a last name, a place), ties on the name, and rows the
  // listing hides (unpublished), so order, ties and the filter all matter.
  // Display names of their own, with the term where the first and last name have none ('Zoe' in Bella's). Upper case
  // and accents in first names: the dictionary holds them lower-cased, as the name index does.
  const names = ['Ava', 'Ava', 'Avalon', 'Bella', 'Cara', 'Dana', 'Eve', 'Java', 'Kim', 'Mia', 'Quinn', 'Quinn', 'Quinn', 'Zoe', 'Zoey', 'ava', 'AVA', 'Zoë'];
  await seedProfiles(
    t,
    names.flatMap((firstName, i) => [
      {
        firstName,
        lastName: i % 3 ? 'Stone' : 'Navarro',
        ...(i % 5 === 3 ? { displayName: `Zoey ${firstName}` } : {}),
        location: i % 4 ? 'Miami, FL' : 'Austin, TX',
        reports: [{ rating: (i % 5) + 1, approved: true }],
      },
      { firstName, lastName: 'Quill', location: i % 6 ? 'Boston, MA' : null, published: i % 2 === 0, reports: [] },
    ]),
  );
  // A name and a place changed after the insert (the dictionaries' update trigger): 'Kim' -> 'Kimava', one row to 'Avaton'.
  await t.sql(`update profiles set first_name = 'Kimava' where first_name = 'Kim' and last_name = 'Stone'`);
  await t.sql(`update profiles set location = 'Avaton, TX' where id = (select min(id) from profiles where first_name = 'Cara')`);
});
afterAll(() => t.close());

interface Case {
  term: string;
  prefix: boolean;
  /** Pass the split (a term of 3+ characters without a space), as the API does. */
  split: boolean;
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
    `select p.id from browse_by_name($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, null, null, null, null, null, null) with ordinality p order by p.ordinality`,
    [
      filter,
      term,
      c.prefix ? filter : `${filter} and ${term}`,
      c.split
        ? ['lower(p.first_name) like $1::text', `${OTHER_NAMES_EXPRESSION} like $1::text`, 'n.name like $1::text', 'lower(l.location) like $1::text']
        : null,
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
          term: fc.constantFrom('ava', 'quinn', 'zoe', 'zoë', 'mia', 'sto', 'nav', 'qui', 'xyz', 'avat', 'a s', 'n q', 'a', 'q', 'zo', 'ev'),
          minRating: fc.constantFrom(null, 2, 4),
          descending: fc.boolean(),
          few: fc.constantFrom(0, 1, 3, 8, 1000),
          cap: fc.constantFrom(1, 2, 5, 12, 1000),
          lim: fc.constantFrom(1, 3, 21),
          off: fc.constantFrom(0, 1, 4, 10),
        }),
        async (r) => {
          const c: Case = { ...r, prefix: r.term.length < 3, split: r.term.length >= 3 && !r.term.includes(' ') };
          expect(await viaFunction(c)).toEqual(await plain(c));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes each path it says it takes (the first rows of Z-A "ava" lie beyond a walk of 5; the term outside the first name)', async () => {
    const base: Case = { term: 'ava', prefix: false, split: false, minRating: null, descending: true, few: 0, cap: 5, lim: 3, off: 0 };
    const expected = await plain(base);
    expect(expected).toHaveLength(3);
    // The cap reached without a full page: the matches sorted. A cap past the table: the walk alone. Few: sorted at once.
    expect(await viaFunction(base)).toEqual(expected);
    expect(await viaFunction({ ...base, cap: 1000 })).toEqual(expected);
    expect(await viaFunction({ ...base, few: 1000 })).toEqual(expected);
    // The split: the Avas (and Navarros, Javas, Avaton's row) merged; B walked (cap 1000) or sorted (cap 1).
    for (const cap of [1, 1000]) expect(await viaFunction({ ...base, split: true, cap })).toEqual(expected);
    // Each place a term can be besides the first name, on both of B's paths (cap 1: sorted; cap 1000: walked): a display
    // name of its own ('zoe': Bella's), a last name ('nav'), a place ('avat': the row moved to Avaton), and a first name
    // changed after the insert ('kimava').
    for (const term of ['zoe', 'nav', 'avat', 'kimava'])
      for (const descending of [false, true])
        for (const few of [0, 3])
          for (const cap of [1, 1000]) {
            const c: Case = { ...base, term, split: true, descending, few, cap, lim: 50 };
            const rows = await plain(c);
            expect(rows.length).toBeGreaterThan(0);
            expect(await viaFunction(c)).toEqual(rows);
          }
    // Past the last match: empty on every path.
    for (const few of [0, 1000])
      for (const cap of [5, 1000]) for (const split of [false, true]) expect(await viaFunction({ ...base, few, cap, split, off: 100 })).toEqual([]);
  });

  it('keeps its dictionaries: a new or renamed first name and place are in them, a gone one is pruned', async () => {
    const words = async () => ({
      names: (await t.sql<{ name: string }>('select name from profile_first_names order by 1')).map((r) => r.name),
      places: (await t.sql<{ location: string }>('select location from profile_locations order by 1')).map((r) => r.location),
    });
    const [id] = await seedProfiles(t, [{ firstName: 'Xanthe', lastName: 'Oddly', location: 'Nowhere, ZZ' }]);
    expect((await words()).names).toContain('xanthe');
    expect((await words()).places).toContain('Nowhere, ZZ');
    await t.sql(`update profiles set first_name = 'Xyla', location = 'Elsewhere, ZZ' where id = $1`, [id]);
    // The update added the new ones; the old ones stay until the prune.
    expect((await words()).names).toEqual(expect.arrayContaining(['xanthe', 'xyla']));
    expect(await t.app.services.profiles.pruneSearchWords()).toEqual({ names: 1, places: 1 });
    const after = await words();
    expect(after.names).toContain('xyla');
    expect(after.names).not.toContain('xanthe');
    expect(after.places).toEqual(expect.arrayContaining(['Elsewhere, ZZ', 'Miami, FL', 'Austin, TX', 'Boston, MA']));
    expect(after.places).not.toContain('Nowhere, ZZ');
    await t.sql('delete from profiles where id = $1', [id]);
    expect(await t.app.services.profiles.pruneSearchWords()).toEqual({ names: 1, places: 1 });
    expect((await words()).names).not.toContain('xyla');
    // Every first name and place of the table is still there: nothing in use was pruned.
    const [{ missing }] = await t.sql<{ missing: number }>(
      `select (select count(*) from profiles p where not exists (select 1 from profile_first_names n where n.name = lower(p.first_name)))
            + (select count(*) from profiles p where p.location is not null and not exists (select 1 from profile_locations l where l.location = p.location)) as missing`,
    );
    expect(Number(missing)).toBe(0);
  });

  it('never prunes the name of a profile written while it runs (the writer commits first, or after)', async () => {
    const writer = new pg.Client({ connectionString: t.env.DATABASE_URL });
    await writer.connect();
    try {
      const has = async () => (await t.sql('select 1 from profile_first_names where name = $1', ['yara'])).length === 1;
      // An entry left by a deleted profile, about to be pruned, when a new Yara is inserted and not yet committed.
      const [old] = await seedProfiles(t, [{ firstName: 'Yara' }]);
      await t.sql('delete from profiles where id = $1', [old]);
      await writer.query('begin');
      await writer.query(`insert into profiles (first_name, display_name, category, published_at) values ('Yara', 'Yara', 'dating', now())`);
      const pruning = t.app.services.profiles.pruneSearchWords();
      await new Promise((r) => setTimeout(r, 200));
      await writer.query('commit');
      await pruning;
      expect(await has()).toBe(true);

      // The prune first (its delete not yet committed), then a writer: the writer's entry comes back.
      await t.sql(`delete from profiles where first_name = 'Yara'`);
      const pruner = new pg.Client({ connectionString: t.env.DATABASE_URL });
      await pruner.connect();
      await pruner.query('begin');
      await pruner.query('lock table profile_first_names, profile_locations in share row exclusive mode');
      await pruner.query('delete from profile_first_names n where not exists (select 1 from profiles p where lower(p.first_name) = n.name)');
      const inserting = writer.query(`insert into profiles (first_name, display_name, category, published_at) values ('Yara', 'Yara', 'dating', now())`);
      await new Promise((r) => setTimeout(r, 200));
      await pruner.query('commit');
      await pruner.end();
      await inserting;
      expect(await has()).toBe(true);
    } finally {
      await writer.end();
    }
  });
});
