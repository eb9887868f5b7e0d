import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../test/test-server.js';
import { seedProfiles } from '../../../test/factories.js';
import { buildBrowseSql } from './browse.js';
import { LISTED_PROFILE_SQL } from '../../policies/visibility.js';
import { citiesOfState } from './gazetteer.js';
import { browseSchema } from './profile.inputs.js';

let t: TestServer;
const BROWSE = `query($filter: ProfileFilter, $page: Int, $pageSize: Int) {
  profiles(filter: $filter, page: $page, pageSize: $pageSize) { total totalIsExact items { firstName location distance } }
}`;

// Locations are stored as 'City, ST'. Names are chosen so that a text search for a state would find the wrong
// people (or nobody): 'Cali' and 'Tex' in names, a 'Florida' in a last name, and a 'Ca...' first name.
beforeAll(async () => {
  t = await startTestServer();
  await seedProfiles(t, [
    { firstName: 'Lena', lastName: 'Lopez', location: 'Los Angeles, CA', createdAt: '2026-01-01T00:00:00Z' },
    { firstName: 'Sasha', lastName: 'Stone', location: 'San Francisco, CA', createdAt: '2026-01-02T00:00:00Z' },
    { firstName: 'Tina', lastName: 'Torres', location: 'Austin, TX', createdAt: '2026-01-03T00:00:00Z' },
    { firstName: 'Mia', lastName: 'Moreno', location: 'Miami, FL', createdAt: '2026-01-04T00:00:00Z' },
    { firstName: 'Nora', lastName: 'Nash', location: 'New York, NY', createdAt: '2026-01-05T00:00:00Z' },
    { firstName: 'Carla', lastName: 'Florida-Cali', location: 'Boston, MA', createdAt: '2026-01-06T00:00:00Z' },
    { firstName: 'Texanna', lastName: 'Wells', location: null, createdAt: '2026-01-07T00:00:00Z' },
  ]);
});
afterAll(() => t.close());

async function browse(filter: Record<string, unknown>) {
  const res = await t.client().gql(BROWSE, { filter: { sortBy: 'OLDEST', ...filter }, page: 1, pageSize: 20 });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.profiles as { total: number; totalIsExact: boolean; items: { firstName: string; location: string | null; distance: number | null }[] };
}
const names = (p: { items: { firstName: string }[] }) => p.items.map((i) => i.firstName);

describe('browse: searching a US state by name or abbreviation', () => {
  it.each([
    ['California', ['Lena', 'Sasha']],
    ['ca', ['Lena', 'Sasha']],
    ['Texas', ['Tina']],
    ['TX', ['Tina']],
    ['florida', ['Mia']],
    ['  New   York ', ['Nora']],
    ['ny', ['Nora']],
  ])('%j finds the profiles in the gazetteer cities of that state', async (search, expected) => {
    const res = await browse({ search });
    expect(names(res)).toEqual(expected);
    expect(res).toMatchObject({ total: expected.length, totalIsExact: true });
  });

  it('answers the REST browse the same way (the mobile quick-search chips send ?search=Texas)', async () => {
    const res = await t.client().rest('GET', '/api/profiles?search=Texas');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { firstName: string }) => p.firstName)).toEqual(['Tina']);
    expect(res.headers.get('x-total-count')).toBe('1');
  });

  it('combines with the other filters and the distance order', async () => {
    expect(names(await browse({ search: 'california', location: 'Los Angeles, CA' }))).toEqual(['Lena']);
    expect(names(await browse({ search: 'texas', location: 'Los Angeles, CA' }))).toEqual([]);
    const near = await browse({ search: 'CA', sortBy: 'DISTANCE', latitude: 37.7749, longitude: -122.4194 });
    expect(names(near)).toEqual(['Sasha', 'Lena']);
    expect(near.items[0].distance).toBe(0);
  });

  it('keeps a normal name search unchanged (text over names and location; short terms match the first name)', async () => {
    expect(names(await browse({ search: 'cali' }))).toEqual(['Carla']);
    expect(names(await browse({ search: 'tex' }))).toEqual(['Texanna']);
    expect(names(await browse({ search: 'Ca' }))).toEqual(['Lena', 'Sasha']);
    expect(names(await browse({ search: 'car' }))).toEqual(['Carla']);
    expect(names(await browse({ search: 'Te' }))).toEqual(['Texanna']);
    expect(names(await browse({ search: 'moreno' }))).toEqual(['Mia']);
    expect(names(await browse({ search: 'austin' }))).toEqual(['Tina']);
    // A state the gazetteer has no city in stays a text search.
    expect(names(await browse({ search: 'Ohio' }))).toEqual([]);
    expect(names(await browse({ search: 'Wells' }))).toEqual(['Texanna']);
  });
});

describe('the state search in SQL', () => {
  const sqlFor = (filter: Record<string, unknown>) => buildBrowseSql(browseSchema.parse({ ...filter, page: 1, pageSize: 20 }), LISTED_PROFILE_SQL);

  it('maps the term before the SQL is built: one text[] parameter, no text match, no per-row work', () => {
    const { sql, params } = sqlFor({ search: 'California' });
    expect(sql).toContain('p.location = any($1::text[])');
    expect(sql).not.toMatch(/ like /);
    expect(sql).not.toContain('California');
    expect(params[0]).toBe('{"Los Angeles, CA","San Francisco, CA"}');
    expect(sqlFor({ search: 'Lena' }).sql).toMatch(/ like \$1::text/);
  });

  it('knows which states the gazetteer has cities in', () => {
    expect(citiesOfState('WASHINGTON')).toEqual(['Seattle, WA']);
    expect(citiesOfState('ma')).toEqual(['Boston, MA']);
    expect(citiesOfState('il')).toEqual(['Chicago, IL']);
    expect(citiesOfState('Ohio')).toBeUndefined();
    expect(citiesOfState('al')).toBeUndefined();
    expect(citiesOfState('Californias')).toBeUndefined();
    expect(citiesOfState('')).toBeUndefined();
    expect(citiesOfState(null)).toBeUndefined();
  });

  it('a state search is still one SQL statement', async () => {
    const before = t.app.services.db.statements;
    await browse({ search: 'Florida', sortBy: 'RATING' });
    expect(t.app.services.db.statements - before).toBe(1);
  });
});
