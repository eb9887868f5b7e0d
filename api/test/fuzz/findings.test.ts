import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'graphql';
import { buildAppSchema } from '../../src/app/schema.js';
import { jitGateway } from '../../src/app/graphql-executor.js';
import { Role } from '../../src/modules/user/user.entity.js';
import { databaseFingerprint } from '../db-fingerprint.js';
import { gqlError, startTestServer, type TestServer } from '../test-server.js';

/**
 * What the fuzz suite (fuzz.test.ts) found, pinned as plain examples: the first request of each test answered a 500 or
 * an INTERNAL_SERVER_ERROR before its fix; the others pin the fixed behaviour around it.
 */
let t: TestServer;
let admin: Awaited<ReturnType<TestServer['signedIn']>>;
let profileId: number;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signedIn({ role: Role.ADMIN });
  const author = await t.signedIn();
  [{ id: profileId }] = await t.sql<{ id: number }>(
    "insert into profiles (first_name, display_name, category, location, published_at) values ('Ada', 'Ada', 'dating', 'Austin, TX', now()) returning id",
  );
  await t.sql(
    "insert into reports (profile_id, author_id, report_type, title, content, category, rating, approved) values ($1, $2, 'positive', 'A title', 'A report long enough to be one.', 'dating', 5, true)",
    [profileId, author.user.id],
  );
});
afterAll(() => t.close());

const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('GraphQL execution (graphql-jit)', () => {
  it('answers an operationName the document lacks with a 400, not a 500', async () => {
    const res = await t.client().rest('POST', '/graphql', { query: 'query Mine { profileCount }', operationName: 'Other' });
    expect(res.status).toBe(400);
    expect(gqlError(res.body)).toEqual({ code: 'OPERATION_RESOLUTION_FAILURE', message: 'Unknown operation named "Other".' });
  });

  it('answers a null variable in a non-null argument that has a default as the client error', async () => {
    const res = await admin.gql('query($u: Boolean) { notifications(unreadOnly: $u) { id } }', { u: null });
    expect(gqlError(res.body)).toEqual({ code: 'BAD_USER_INPUT', message: 'Argument "unreadOnly" of non-null type "Boolean!" must not be null.' });
  });

  it('reports at most 50 variable errors, as graphql-js does (a 10,000-item list of bad enum values made 10,000)', async () => {
    const member = await t.signedIn();
    const send = () =>
      member.gql('mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }', {
        input: { name: 'x', scopes: Array.from({ length: 10_000 }, (_, i) => i) },
      });
    // The second use of a document runs compiled (graphql-executor.ts), the first through graphql-js: check both.
    expect((await send()).body.errors?.length).toBeLessThanOrEqual(51);
    const errors = (await send()).body.errors ?? [];
    expect(errors.length).toBeLessThanOrEqual(51);
    expect(errors.length).toBeGreaterThan(1);
    expect(errors[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await t.sql('select id from api_tokens')).toEqual([]);
  });

  it('compiles a document at its second use only (one-off documents cost no compiled function)', async () => {
    const gateway = jitGateway(await buildAppSchema());
    const { executor } = await gateway.load({ apollo: {} as never });
    const run = (document: ReturnType<typeof parse>) => executor!({ document, request: { variables: {} }, context: {} } as never);
    const once = parse('{ __typename }');
    const twice = parse('query Two { __typename }');
    expect(await run(once)).toEqual({ data: { __typename: 'Query' } });
    expect(await run(twice)).toEqual({ data: { __typename: 'Query' } });
    expect(gateway.compiledDocuments()).toBe(0);
    expect(await run(twice)).toEqual({ data: { __typename: 'Query' } });
    expect(gateway.compiledDocuments()).toBe(1);
  });

  it('applies the default of an input field left out of a variable (banIP), as graphql-js does', async () => {
    const victim = await t.signedIn();
    const res = await admin.gql('mutation($input: BanUserInput!) { banUser(input: $input) { banned ipBanned } }', {
      input: { userId: victim.user.id, reason: 'Spam' },
    });
    expect(res.body).toEqual({ data: { banUser: { banned: true, ipBanned: false } } });
  });
});

describe('sign-in', () => {
  it('refuses a 10,000-character username like any wrong sign-in (it no longer overflows the limiter key)', async () => {
    const rest = await t.client().rest('POST', '/api/login', { username: 'x'.repeat(10_000), password: 'whatever' });
    expect(rest.status).toBe(401);
    const gql = await t.client().gql('mutation($i: LoginInput!) { login(input: $i) { id } }', { i: { username: 'y'.repeat(10_000), password: 'whatever' } });
    expect(gqlError(gql.body)?.code).toBe('UNAUTHENTICATED');
  });
});

describe('report list cursors', () => {
  it.each([
    ['a year PostgreSQL cannot read', ['+056579-01', 1]],
    ['February 30', ['2024-02-30T00:00:00.000Z', 1]],
    ['year 0', ['0000-01-01T00:00:00.000Z', 1]],
    ['an id past int4', ['2024-01-01T00:00:00.000Z', 2 ** 31]],
  ])('refuses %s as an invalid cursor (400)', async (_what, value) => {
    const rest = await t.client().rest('GET', `/api/profiles/${profileId}/reports?after=${cursor(value)}`);
    expect(rest).toMatchObject({ status: 400, body: expect.objectContaining({ message: 'Invalid cursor.' }) });
    const gql = await t.client().gql('query($id: ID!, $after: String) { profileReports(profileId: $id, after: $after) { nextCursor } }', {
      id: String(profileId),
      after: cursor(value),
    });
    expect(gqlError(gql.body)).toEqual({ code: 'BAD_USER_INPUT', message: 'Invalid cursor.' });
  });

  it('reads a REST limit that is not a number as the default page', async () => {
    for (const limit of ['abc', '%7B%7D', '-1e400&limit=2'])
      expect((await t.client().rest('GET', `/api/profiles/${profileId}/reports?limit=${limit}`)).status).toBe(200);
  });

  it('still takes the cursors it hands out', async () => {
    const at = (await t.sql<{ at: Date }>('select max(created_at) as at from reports'))[0].at;
    const res = await t.client().rest('GET', `/api/profiles/${profileId}/reports?after=${cursor([new Date(at).toISOString(), 2_147_483_647])}`);
    expect(res.status).toBe(200);
  });
});

describe('audit log filters', () => {
  it('answers an actor id that is not a UUID, a 30-digit cursor and a limit that is not a number without a 500', async () => {
    const before = await databaseFingerprint(t);
    const gql = await admin.gql('query($f: AuditLogFilter) { auditLog(filter: $f) { id } }', { f: { actorId: '75460' } });
    expect(gql.body).toEqual({ data: { auditLog: [] } });
    expect((await admin.rest('GET', '/api/admin/audit-log?actorId=abc')).body).toEqual([]);
    expect((await admin.rest('GET', `/api/admin/audit-log?before=${'9'.repeat(30)}`)).status).toBe(200);
    expect((await admin.rest('GET', '/api/admin/audit-log?limit=abc')).status).toBe(200);
    expect((await admin.rest('GET', '/api/admin/audit-log?limit=2.5')).status).toBe(200);
    expect(await databaseFingerprint(t)).toBe(before);
  });
});

describe('unbanning', () => {
  it('refuses a note that is not text with a 400 and leaves the ban in place (an object was a 500)', async () => {
    const victim = await t.signedIn();
    await admin.gql('mutation($input: BanUserInput!) { banUser(input: $input) { banned } }', { input: { userId: victim.user.id, reason: 'spam' } });
    const res = await admin.rest('POST', '/api/admin/unban-user', { userId: victim.user.id, note: { constructor: { prototype: { role: 'ADMIN' } } } });
    expect(res.status).toBe(400);
    const [row] = await t.sql<{ banned: boolean }>('select banned from users where id = $1', [victim.user.id]);
    expect(row.banned).toBe(true);
    expect((await admin.rest('POST', '/api/admin/unban-user', { userId: victim.user.id, note: 'Appeal granted' })).status).toBe(200);
  });
});

describe('admin lists', () => {
  it('answers a report page past int4 as an empty page', async () => {
    const res = await admin.gql('{ adminReports(pageSize: 42, page: 2147483620) { items { id } } }');
    expect(res.body).toEqual({ data: { adminReports: { items: [] } } });
    expect((await admin.rest('GET', '/api/admin/reports?page=1491998117')).status).toBe(200);
  });

  it.each(['1e30', 'Infinity', '1.3', 'abc'])('answers REST ?page=%s of the profile and user lists without a 500', async (page) => {
    expect((await admin.rest('GET', `/api/admin/profiles?page=${page}`)).status).toBe(200);
    expect((await admin.rest('GET', `/api/admin/users?page=${page}`)).status).toBe(200);
  });
});
