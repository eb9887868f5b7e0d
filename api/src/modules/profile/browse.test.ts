import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, gqlError, type TestServer } from '../../../test/test-server.js';
import { seedProfiles } from '../../../test/factories.js';
import { distanceMiles, findPlace } from './gazetteer.js';
import { prefixRange } from './browse.js';

let t: TestServer;
const BROWSE = `query($filter: ProfileFilter, $page: Int, $pageSize: Int) {
  profiles(filter: $filter, page: $page, pageSize: $pageSize) {
    total totalIsExact page pageSize pageCount hasNextPage
    items { id firstName lastName displayName location averageRating reviewCount flagStatus distance latitude longitude profileImageUrl imageApprovalStatus }
  }
}`;

// A small, fully known data set: names, places, ratings and ages chosen so every sort and filter has a
// single right answer.
beforeAll(async () => {
  t = await startTestServer();
  await seedProfiles(t, [
    {
      firstName: 'Alice',
      lastName: 'Archer',
      location: 'New York, NY',
      createdAt: '2026-01-01T00:00:00Z',
      reports: [
        { rating: 5, approved: true },
        { rating: 4, approved: true },
        { rating: 1, approved: null },
      ],
    },
    { firstName: 'bella', lastName: 'Brooks', location: 'Boston, MA', createdAt: '2026-01-02T00:00:00Z', reports: [{ rating: 2, approved: true }] },
    {
      firstName: 'Cara',
      lastName: null,
      location: 'Austin, TX',
      category: 'friends',
      createdAt: '2026-01-03T00:00:00Z',
      reports: [
        { rating: 3, approved: true },
        { rating: 3, approved: true },
        { rating: 4, approved: true },
        { rating: 5, approved: false },
      ],
    },
    { firstName: 'Dana', lastName: 'Texas-Smith', location: 'Somewhere Else', createdAt: '2026-01-04T00:00:00Z', reports: [] },
    {
      firstName: 'Eve',
      lastName: 'Evans',
      location: 'New York, NY',
      createdAt: '2026-01-05T00:00:00Z',
      reports: [
        { rating: 4, approved: true },
        { rating: 5, approved: true },
      ],
      imageStatus: 'approved',
    },
    { firstName: 'Fay', lastName: 'Fox', location: null, createdAt: '2026-01-06T00:00:00Z', reports: [{ rating: 1, approved: true }], imageStatus: 'pending' },
  ]);
});
afterAll(() => t.close());

async function browse(filter: Record<string, unknown> = {}, page = 1, pageSize = 20) {
  const res = await t.client().gql(BROWSE, { filter, page, pageSize });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.profiles;
}
const names = (p: { items: { firstName: string }[] }) => p.items.map((i) => i.firstName);

describe('browse: sorting', () => {
  it.each([
    ['REPORTS_HIGH', ['Cara', 'Eve', 'Alice', 'Fay', 'bella', 'Dana']],
    ['REPORTS_LOW', ['Dana', 'bella', 'Fay', 'Alice', 'Eve', 'Cara']],
    ['NEWEST', ['Fay', 'Eve', 'Dana', 'Cara', 'bella', 'Alice']],
    ['OLDEST', ['Alice', 'bella', 'Cara', 'Dana', 'Eve', 'Fay']],
    ['RATING', ['Eve', 'Alice', 'Cara', 'bella', 'Fay', 'Dana']],
    ['RATING_LOW', ['Fay', 'bella', 'Cara', 'Alice', 'Eve', 'Dana']],
    ['ALPHABETICAL', ['Alice', 'bella', 'Cara', 'Dana', 'Eve', 'Fay']],
    ['ALPHABETICAL_DESC', ['Fay', 'Eve', 'Dana', 'Cara', 'bella', 'Alice']],
  ])('%s', async (sortBy, expected) => {
    expect(names(await browse({ sortBy }))).toEqual(expected);
  });

  it('defaults to the most reported first', async () => {
    expect(names(await browse())).toEqual(['Cara', 'Eve', 'Alice', 'Fay', 'bella', 'Dana']);
  });

  it('sorts by distance from the given point, profiles without coordinates last', async () => {
    const ny = findPlace('New York, NY')!;
    const res = await browse({ sortBy: 'DISTANCE', latitude: ny.latitude + 0.01, longitude: ny.longitude });
    expect(names(res).slice(0, 4)).toEqual(expect.arrayContaining(['Alice', 'Eve']));
    expect(names(res).slice(2, 4)).toEqual(['bella', 'Cara']);
    expect(names(res).slice(4).sort()).toEqual(['Dana', 'Fay']);
    expect(res.items[4].distance).toBeNull();
  });

  it('pages through the distance order city by city: every page size gives the same sequence, nothing repeated or lost', async () => {
    const ny = findPlace('New York, NY')!;
    const filter = { sortBy: 'DISTANCE', latitude: ny.latitude + 0.01, longitude: ny.longitude };
    const all = names(await browse(filter, 1, 100));
    expect(all).toHaveLength(6);
    for (const size of [1, 2, 4]) {
      const walked: string[] = [];
      for (let page = 1; page <= Math.ceil(all.length / size); page++) {
        const res = await browse(filter, page, size);
        walked.push(...names(res));
        expect(res.hasNextPage).toBe(page * size < all.length);
      }
      expect(walked).toEqual(all);
    }
    // With a radius, profiles without coordinates never appear, whatever the page.
    const radius = await browse({ ...filter, distance: 200 }, 2, 2);
    expect(radius.items.every((i: { distance: number | null }) => i.distance !== null)).toBe(true);
  });

  it('falls back to newest when DISTANCE is asked without a point', async () => {
    expect(names(await browse({ sortBy: 'DISTANCE' }))).toEqual(['Fay', 'Eve', 'Dana', 'Cara', 'bella', 'Alice']);
  });
});

describe('browse: filters', () => {
  it('filters by exact location', async () => {
    expect(names(await browse({ location: 'New York, NY', sortBy: 'OLDEST' }))).toEqual(['Alice', 'Eve']);
  });

  it('filters by minimum rating, counting approved reports only', async () => {
    // Alice: (5+4)/2 = 4.5 approved (her pending 1 does not count); Cara: (3+3+4)/3 = 3.33 (rejected 5 ignored).
    const res = await browse({ minRating: 3.3, sortBy: 'RATING' });
    expect(names(res)).toEqual(['Eve', 'Alice', 'Cara']);
    expect(res.items.map((i: { averageRating: string }) => i.averageRating)).toEqual(['4.50', '4.50', '3.33']);
  });

  it('searches first, last and display name and location (3+ characters, case-insensitive)', async () => {
    expect(names(await browse({ search: 'BROOK' }))).toEqual(['bella']);
    expect(names(await browse({ search: 'evans' }))).toEqual(['Eve']);
    expect(names(await browse({ search: 'york', sortBy: 'OLDEST' }))).toEqual(['Alice', 'Eve']);
    // 'texas' alone is a state search now (state-search.test.ts): Dana's last name is found by its text.
    expect(names(await browse({ search: 'texas-sm', sortBy: 'OLDEST' }))).toEqual(['Dana']);
    expect(names(await browse({ search: 'texas', sortBy: 'OLDEST' }))).toEqual(['Cara']);
    expect(names(await browse({ search: '100%' }))).toEqual([]);
  });

  it('matches 1-2 character terms at the start of the first name', async () => {
    expect(names(await browse({ search: 'Be' }))).toEqual(['bella']);
    expect(names(await browse({ search: 'a' }))).toEqual(['Alice']);
  });

  it('under every other sort, a search lists its matches in the same order as the unfiltered list', async () => {
    const sorts = ['NEWEST', 'OLDEST', 'RATING', 'RATING_LOW', 'REPORTS_HIGH', 'REPORTS_LOW'];
    for (const [term, matches] of [
      ['york', ['Alice', 'Eve']],
      ['e', ['Eve']],
      ['a', ['Alice']],
      ['s', []],
    ] as const) {
      for (const sortBy of sorts) {
        const all = names(await browse({ sortBy }));
        expect({ term, sortBy, names: names(await browse({ search: term, sortBy })) }).toEqual({
          term,
          sortBy,
          names: all.filter((n) => (matches as readonly string[]).includes(n)),
        });
      }
    }
    // Paged: the same sequence page by page.
    const paged = [...names(await browse({ search: 'york', sortBy: 'RATING' }, 1, 1)), ...names(await browse({ search: 'york', sortBy: 'RATING' }, 2, 1))];
    expect(paged).toEqual(names(await browse({ search: 'york', sortBy: 'RATING' })));
  });

  it('sorted by name, a 1-2 character term finds what it finds under any other sort, in name order both ways', async () => {
    for (const term of ['a', 'b', 'c', 'd', 'e', 'f', 'ev', 'fa', 'fz', 'z', 'zz', 'é']) {
      const expected = names(await browse({ search: term, sortBy: 'OLDEST' })).sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase()));
      expect(names(await browse({ search: term, sortBy: 'ALPHABETICAL' }))).toEqual(expected);
      expect(names(await browse({ search: term, sortBy: 'ALPHABETICAL_DESC' }))).toEqual([...expected].reverse());
    }
  });

  it("prefixRange holds every name that starts with the prefix, in the database's collation and in en_US and ICU's", async () => {
    expect(prefixRange('ka')).toEqual([`lower(p.first_name) >= 'ka'`, `lower(p.first_name) < 'kb'`]);
    expect(prefixRange('kz')).toEqual([`lower(p.first_name) >= 'kz'`, `lower(p.first_name) < 'l'`]);
    expect(prefixRange('zz')).toEqual([`lower(p.first_name) >= 'zz'`]);
    expect(prefixRange("a'")).toEqual([]);
    expect(prefixRange('é')).toEqual([]);
    const collations = (
      await t.sql<{ c: string }>(`select collname as c from pg_collation where collname in ('default', 'en_US.utf8', 'en-US-x-icu', 'und-x-icu')`)
    ).map((r) => r.c);
    expect(collations).toContain('default');
    // Names the range lets through without the prefix are harmless (the LIKE drops them); a name with it must never fall outside.
    const letters = 'abkyz';
    const tails = ['', 'a', 'z', 'zz', '-', ' ', "'", 'é', 'ß', 'ą', 'Z', '0', '~', '\u00a0x'];
    for (const prefix of ['a', 'k', 'y', 'z', 'ka', 'kz', 'az', 'zz', 'yz']) {
      const starting = tails.flatMap((tail) => [...letters].map((l) => `${prefix}${tail}${l}`)).concat(prefix);
      for (const collation of collations) {
        const range = prefixRange(prefix).map((b) => b.replace('lower(p.first_name)', `(n collate "${collation}")`));
        const rows = await t.sql<{ n: string; inside: boolean }>(`select n, (${range.join(' and ')}) as inside from unnest($1::text[]) n`, [starting]);
        expect({ prefix, collation, outside: rows.filter((r) => !r.inside).map((r) => r.n) }).toEqual({ prefix, collation, outside: [] });
      }
    }
  });

  it('filters by distance (great circle, radius 3959 miles) and excludes profiles without coordinates', async () => {
    const ny = findPlace('New York, NY')!;
    const boston = findPlace('Boston, MA')!;
    const toBoston = distanceMiles(ny, boston);
    expect(toBoston).toBeCloseTo(190.2, 0);
    const near = await browse({ distance: 5, latitude: ny.latitude, longitude: ny.longitude, sortBy: 'OLDEST' });
    expect(names(near)).toEqual(['Alice', 'Eve']);
    expect(near.items[0].distance).toBe(0);
    const wider = await browse({ distance: 200, latitude: ny.latitude, longitude: ny.longitude, sortBy: 'DISTANCE' });
    expect(names(wider).slice(2)).toEqual(['bella']);
    expect(wider.items[2].distance).toBe(toBoston);
    const tight = await browse({ distance: Math.floor(toBoston), latitude: ny.latitude, longitude: ny.longitude });
    expect(names(tight)).not.toContain('bella');
  });

  it('combines filters', async () => {
    const ny = findPlace('New York, NY')!;
    expect(
      names(
        await browse({
          location: 'New York, NY',
          minRating: 4.5,
          search: 'eve',
          distance: 10,
          latitude: ny.latitude,
          longitude: ny.longitude,
          sortBy: 'RATING',
        }),
      ),
    ).toEqual(['Eve']);
    expect(names(await browse({ location: 'Austin, TX', minRating: 4 }))).toEqual([]);
  });
});

describe('browse: pagination', () => {
  it('pages with total counts and hasNextPage', async () => {
    const p1 = await browse({ sortBy: 'OLDEST' }, 1, 4);
    expect(p1).toMatchObject({ total: 6, totalIsExact: true, page: 1, pageSize: 4, pageCount: 2, hasNextPage: true });
    expect(names(p1)).toEqual(['Alice', 'bella', 'Cara', 'Dana']);
    const p2 = await browse({ sortBy: 'OLDEST' }, 2, 4);
    expect(p2).toMatchObject({ page: 2, hasNextPage: false });
    expect(names(p2)).toEqual(['Eve', 'Fay']);
    const p3 = await browse({ sortBy: 'OLDEST' }, 3, 4);
    expect(p3.items).toEqual([]);
  });

  it.each([
    [{ page: 0 }, 'page must be a positive whole number.'],
    [{ pageSize: 101 }, 'pageSize must be between 1 and 100.'],
    [{ page: 51 }, 'Pages beyond the first 1,000 profiles are not available: please narrow your search.'],
    [{ page: 11, filter: { search: 'al' } }, 'Pages beyond the first 200 profiles are not available: please narrow your search.'],
    [{ filter: { minRating: 7 } }, 'minRating must be a number between 0 and 5.'],
    [{ filter: { distance: 10 } }, 'A distance filter needs your location (latitude and longitude).'],
    [{ filter: { latitude: 40 } }, 'latitude and longitude must be given together.'],
    [{ filter: { latitude: 100, longitude: 0 } }, 'latitude must be between -90 and 90.'],
  ])('refuses %j', async (vars, message) => {
    const res = await t.client().gql(BROWSE, vars);
    expect(gqlError(res.body)).toEqual({ code: 'BAD_USER_INPUT', message });
  });
});

describe('browse: what the public sees', () => {
  it('shows approved images only; pending ones are invisible to visitors', async () => {
    const res = await browse({ sortBy: 'OLDEST' });
    const eve = res.items.find((i: { firstName: string }) => i.firstName === 'Eve');
    const fay = res.items.find((i: { firstName: string }) => i.firstName === 'Fay');
    expect(eve.profileImageUrl).toMatch(/^\/api\/images\/profiles\/\d+\?v=/);
    expect(eve.imageApprovalStatus).toBe('APPROVED');
    expect(fay.profileImageUrl).toBeNull();
    expect(fay.imageApprovalStatus).toBeNull();
  });

  it('exposes coordinates as decimal strings of the city centroid', async () => {
    const res = await browse({ location: 'Boston, MA' });
    expect(res.items[0]).toMatchObject({ latitude: '42.3601', longitude: '-71.0589' });
  });
});

describe('REST GET /api/profiles', () => {
  it('keeps the documented query parameters and answers a bounded array with the total in a header', async () => {
    const c = t.client();
    const all = await c.rest('GET', '/api/profiles');
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.headers.get('x-total-count')).toBe('6');
    const ny = await c.rest('GET', '/api/profiles?location=New%20York%2C%20NY&minRating=4.5&search=ev');
    expect(ny.body.map((p: { firstName: string }) => p.firstName)).toEqual(['Eve']);
    const limited = await c.rest('GET', '/api/profiles?limit=2&offset=2&sortBy=oldest');
    expect(limited.body.map((p: { firstName: string }) => p.firstName)).toEqual(['Cara', 'Dana']);
    expect((await c.rest('GET', '/api/profiles?limit=1000')).status).toBe(400);
    expect((await c.rest('GET', '/api/profiles?location=all&minRating=all')).body).toHaveLength(6);
  });

  it('answers the count', async () => {
    expect((await t.client().rest('GET', '/api/profiles/count')).body).toEqual({ count: 6 });
  });
});

describe('query discipline', () => {
  it('a browse request is one SQL statement, whatever the page size', async () => {
    for (const pageSize of [2, 20]) {
      const before = t.app.services.db.statements;
      await browse({ sortBy: 'RATING', search: 'a' }, 1, pageSize);
      expect(t.app.services.db.statements - before).toBe(1);
    }
  });

  it('a profile page is two statements: the profile and its reports', async () => {
    const [{ id }] = await t.sql<{ id: number }>("select id from profiles where first_name = 'Cara'");
    const before = t.app.services.db.statements;
    const c = t.client();
    // The fields of the web client's profile header, the pause notice included.
    const page = await c.gql('query($id: ID!) { profile(id: $id) { id displayName flagShown awaitingReview reportsPaused profileImage { url } } }', {
      id: String(id),
    });
    expect(page.body.data.profile.reportsPaused).toBe(false);
    await c.gql('query($id: ID!) { profileReports(profileId: $id) { items { id } } }', { id: String(id) });
    expect(t.app.services.db.statements - before).toBe(2);
  });
});

describe('browse totals at any size', () => {
  const args = 'null::text, null::text, null::text, null::text, null::text, null::text, null::text';

  it('counts exactly while the planner expects few rows, and gives its estimate (not a count) above the limit', async () => {
    const exact = await t.sql<{ total: string; exact: boolean }>(
      `select * from bounded_total('profiles p where p.first_name = $1::text', 500, 'Alice', ${args})`,
    );
    expect(exact).toEqual([{ total: '1', exact: true }]);
    const estimated = await t.sql<{ total: string; exact: boolean }>(`select * from bounded_total('profiles p where true', 0, ${args}, null)`);
    expect(estimated[0].exact).toBe(false);
    expect(Number(estimated[0].total)).toBeGreaterThan(0);
  });

  it('reuses a total for the same filter and keeps the last page exact when profiles arrive meanwhile', async () => {
    const first = await browse({ location: 'Seattle, WA' }, 1, 2);
    expect(first).toMatchObject({ total: 0, totalIsExact: true, items: [] });
    await seedProfiles(t, [{ firstName: 'Gia', location: 'Seattle, WA', createdAt: '2026-02-01T00:00:00Z', reports: [] }]);
    const before = t.app.services.db.statements;
    const second = await browse({ location: 'Seattle, WA' }, 1, 2);
    expect(t.app.services.db.statements - before).toBe(1);
    expect(second).toMatchObject({ total: 1, totalIsExact: true, pageCount: 1, hasNextPage: false });
    await t.sql(`delete from reports where profile_id in (select id from profiles where first_name = 'Gia')`);
    await t.sql(`delete from profiles where first_name = 'Gia'`);
  });
});
