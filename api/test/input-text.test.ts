import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, type TestServer } from './test-server.js';
import { TEXT_NOT_ALLOWED } from '../src/shared/text-guard.js';

/**
 * Issue 9: NUL and other non-printing control characters in any text input are refused with 400 / BAD_USER_INPUT
 * at the door (REST middleware, GraphQL plugin), before a service runs, and change nothing. These inputs used to
 * reach PostgreSQL and end in a 500.
 */
let t: TestServer;
let member: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  t = await startTestServer();
  member = await t.signedIn();
});
afterAll(() => t.close());

const STRONG = 'velvet-compass-thistle';
const REGISTER = 'mutation($input: RegisterInput!) { signUp(input: $input) { confirmEmail } }';
const BROWSE = 'query($filter: ProfileFilter) { profiles(filter: $filter) { total } }';
const refused = { status: 400, body: expect.objectContaining({ message: TEXT_NOT_ALLOWED }) };

const counts = async () =>
  (
    await t.sql<{ users: number; profiles: number; reports: number }>(
      'select (select count(*)::int from users) as users, (select count(*)::int from profiles) as profiles, (select count(*)::int from reports) as reports',
    )
  )[0];

describe('REST', () => {
  it.each([
    ['search=%00', 'NUL in search'],
    ['location=%00', 'NUL in location'],
    ['search=a%01b', 'a C0 control'],
    ['search=a%7Fb', 'DEL'],
    ['search=a%C2%85b', 'a C1 control (NEL)'],
    ['search=a&search=b%00', 'NUL in a repeated parameter'],
  ])('GET /api/profiles?%s (%s) is a 400 in the error format', async (query) => {
    expect(await t.client().rest('GET', `/api/profiles?${query}`)).toMatchObject(refused);
  });

  it('refuses a NUL in a path parameter', async () => {
    expect(await t.client().rest('GET', '/api/profiles/1%00')).toMatchObject(refused);
  });

  it('POST /api/register with a NUL in firstName is a 400 and creates nothing', async () => {
    const before = await counts();
    const res = await t.client().rest('POST', '/api/register', { username: 'nul_user', email: 'nul@example.com', password: STRONG, firstName: 'Ro\u0000sa' });
    expect(res).toMatchObject(refused);
    expect(res.body).toMatchObject({ message: TEXT_NOT_ALLOWED });
    expect(await counts()).toEqual(before);
  });

  it('refuses a lone surrogate and a control character in a key, and nested values', async () => {
    const before = await counts();
    for (const body of [
      { username: 'lone_one', email: 'lone@example.com', password: STRONG, lastName: 'Smith\ud800' },
      { username: 'lone_two', email: 'lone2@example.com', password: STRONG, ['extra\u0007']: 'x' },
      { username: 'lone_three', email: 'lone3@example.com', password: STRONG, nested: [{ deep: ['ok', 'bad\u001b[31m'] }] },
    ]) {
      expect(await t.client().rest('POST', '/api/register', body)).toMatchObject(refused);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses control characters in the text fields of a multipart form, storing nothing', async () => {
    const before = await counts();
    const form = new FormData();
    const fields = {
      firstName: 'Kira',
      lastName: 'Kn\u0000ight',
      category: 'dating',
      location: 'Seattle, WA',
      confirmAdult: 'true',
      reportType: 'positive',
      reportTitle: 'Great first date',
      reportContent: 'She was thoughtful, on time and honest about what she wanted.',
      reportCategory: 'dating',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await member.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: TEXT_NOT_ALLOWED });
    expect(await counts()).toEqual(before);
  });

  it('still accepts tabs, line breaks, accents and emoji (surrogate pairs)', async () => {
    expect((await t.client().rest('GET', `/api/profiles?search=${encodeURIComponent('Zoë 🌸')}`)).status).toBe(200);
    const res = await t.client().rest('POST', '/api/register', { username: 'zoe_ok', email: 'zoe-ok@example.com', password: STRONG, firstName: 'Zoë 🌸' });
    expect(res.status).toBe(202);
    const profile = await member.rest('POST', '/api/profiles', {
      firstName: 'Tab',
      lastName: 'Break',
      category: 'friends',
      location: 'Austin, TX',
      confirmAdult: true,
      reportType: 'neutral',
      reportTitle: 'Line\tbreaks',
      reportContent: 'First line,\r\nsecond line,\nand a\ttab: all fine.',
      reportCategory: 'friends',
    });
    expect(profile.status).toBe(201);
  });
});

describe('GraphQL', () => {
  it('refuses a NUL in an inline string argument (profiles filter search) with BAD_USER_INPUT', async () => {
    const res = await t.client().gql('{ profiles(filter: { search: "a\\u0000b" }) { total } }');
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(gqlError(res.body)).toEqual({ code: 'BAD_USER_INPUT', message: TEXT_NOT_ALLOWED });
    expect(res.body.errors?.[0].extensions?.field).toBe('search');
  });

  it('refuses NUL and other controls in variables', async () => {
    for (const filter of [{ search: 'a\u0000b' }, { location: '\u0000' }, { search: 'x\u0085' }, { search: '\udc00' }]) {
      const res = await t.client().gql(BROWSE, { filter });
      expect(res.status).toBe(400);
      expect(gqlError(res.body)).toEqual({ code: 'BAD_USER_INPUT', message: TEXT_NOT_ALLOWED });
    }
  });

  it('refuses a NUL in a variable default value', async () => {
    const res = await t.client().gql('query($s: String = "a\\u0000") { profiles(filter: { search: $s }) { total } }');
    expect(gqlError(res.body)).toEqual({ code: 'BAD_USER_INPUT', message: TEXT_NOT_ALLOWED });
  });

  it('signUp with a NUL in firstName is BAD_USER_INPUT and creates nothing', async () => {
    const before = await counts();
    const variables = await t.client().gql(REGISTER, { input: { username: 'gql_nul', email: 'gql-nul@example.com', password: STRONG, firstName: 'a\u0000b' } });
    expect(gqlError(variables.body)).toEqual({ code: 'BAD_USER_INPUT', message: TEXT_NOT_ALLOWED });
    expect(variables.body.errors?.[0].extensions?.field).toBe('firstName');
    const inline = await t
      .client()
      .gql(
        `mutation { signUp(input: { username: "gql_nul2", email: "gql-nul2@example.com", password: "${STRONG}", firstName: "a\\u0000b" }) { confirmEmail } }`,
      );
    expect(gqlError(inline.body)).toEqual({ code: 'BAD_USER_INPUT', message: TEXT_NOT_ALLOWED });
    expect(await counts()).toEqual(before);
  });

  it('a clean query with the same shape still works, and so does an emoji search', async () => {
    expect((await t.client().gql('{ profiles(filter: { search: "ab" }) { total } }')).body.errors).toBeUndefined();
    expect((await t.client().gql(BROWSE, { filter: { search: 'Zoë 🌸\t' } })).body.errors).toBeUndefined();
  });
});
