import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { Role } from '../src/modules/user/user.entity.js';
import { clock } from '../src/shared/clock.js';
import { STEP_UP_NOT_WITH_TOKEN } from '../src/auth/second-factor.js';
import { API_TOKEN_MESSAGES } from '../src/auth/api-token.js';
import { gqlError, startTestServer, type TestClient, type TestServer } from './test-server.js';

/** Issue 11 item 1: personal access tokens (Settings > API) and requests made with them. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line) lines.push(line);
    done();
  },
});
const secrets: string[] = [];

let t: TestServer;
let profileId: string;
beforeAll(async () => {
  t = await startTestServer(
    { LOG_LEVEL: 'info', TOKEN_REQUESTS_PER_MINUTE: '12', TOKEN_MEMBER_REQUESTS_PER_MINUTE: '20', POSTS_PER_HOUR: '3' },
    { logDestination: sink },
  );
  const [p] = await t.sql<{ id: number }>(
    "insert into profiles (first_name, display_name, category, location, published_at) values ('Rowan', 'Rowan', 'dating', 'Austin, TX', now()) returning id",
  );
  profileId = String(p.id);
});
afterAll(() => t.close());
afterEach(() => clock.reset());

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const REPORT = { reportType: 'positive', category: 'dating', title: 'Kind and on time', content: 'We met twice for coffee and he was kind and on time.' };
const CREATE = 'mutation($i: CreateApiTokenInput!) { createApiToken(input: $i) { secret token { id name scopes prefix createdAt expiresAt lastUsedAt } } }';

/** Creates a token through REST from `owner`'s session; answers its secret and id. */
async function tokenOf(owner: TestClient, scopes: string[], expiresInDays?: number): Promise<{ secret: string; id: string }> {
  const res = await owner.rest('POST', '/api/user/tokens', { name: `t-${scopes.join('-')}`, scopes, expiresInDays });
  expect(res.status).toBe(201);
  secrets.push(res.body.secret);
  return { secret: res.body.secret, id: res.body.token.id };
}

/** A cookie-less client speaking with a token. */
const as = (secret: string) => {
  const c = t.client();
  return {
    rest: (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => c.rest(method, path, body, { ...bearer(secret), ...headers }),
    gql: (query: string, variables?: Record<string, unknown>) => c.gql(query, variables, bearer(secret)),
  };
};

describe('managing tokens', () => {
  it('creates, lists and revokes through GraphQL; the secret is shown once and stored hashed', async () => {
    const member = await t.signedIn();
    const created = await member.gql(CREATE, { i: { name: '  CI script  ', scopes: ['READ', 'WRITE'], expiresInDays: 30 } });
    expect(created.body.errors).toBeUndefined();
    const { secret, token } = created.body.data.createApiToken;
    secrets.push(secret);
    expect(secret).toMatch(/^tea_pat_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'CI script', scopes: ['READ', 'WRITE'], prefix: secret.slice(0, 12), lastUsedAt: null });
    expect(new Date(token.expiresAt).getTime() - new Date(token.createdAt).getTime()).toBe(30 * 24 * 3600 * 1000);

    const [row] = await t.sql<{ token_hash: string }>('select token_hash from api_tokens where id = $1', [token.id]);
    expect(row.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(row.token_hash).not.toContain(secret.slice(8));

    const second = await member.gql(CREATE, { i: { name: 'Second', scopes: ['READ'] } });
    const list = await member.gql('{ myApiTokens { id name expiresAt } }');
    expect(list.body.data.myApiTokens.map((k: { name: string }) => k.name)).toEqual(['Second', 'CI script']);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(list.body.data.myApiTokens[0].expiresAt).toBeNull();

    const other = await t.signedIn();
    expect(gqlError((await other.gql('mutation($id: ID!) { revokeApiToken(id: $id) }', { id: token.id })).body)?.code).toBe('NOT_FOUND');
    expect((await member.gql('mutation($id: ID!) { revokeApiToken(id: $id) }', { id: token.id })).body.data).toEqual({ revokeApiToken: true });
    expect((await member.gql('{ myApiTokens { id } }')).body.data.myApiTokens).toEqual([{ id: second.body.data.createApiToken.token.id }]);
    const used = await as(secret).gql('{ me { id } }');
    expect(used.status).toBe(401);
    expect(gqlError(used.body)).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid or expired API token.' });
  });

  it('creates, lists and revokes through REST, with lower-case scopes', async () => {
    const member = await t.signedIn();
    const created = await member.rest('POST', '/api/user/tokens', { name: 'Export bot', scopes: ['read'], expiresInDays: null });
    expect(created.status).toBe(201);
    secrets.push(created.body.secret);
    expect(created.body.token).toMatchObject({ name: 'Export bot', scopes: ['read'], expiresAt: null, prefix: created.body.secret.slice(0, 12) });
    expect((await member.rest('GET', '/api/user/tokens')).body.tokens.map((k: { id: string }) => k.id)).toEqual([created.body.token.id]);
    expect((await member.rest('DELETE', `/api/user/tokens/${created.body.token.id}`)).body).toEqual({ success: true });
    expect((await member.rest('DELETE', `/api/user/tokens/${created.body.token.id}`)).status).toBe(404);
    expect((await member.rest('GET', '/api/user/tokens')).body).toEqual({ tokens: [] });
  });

  it('refuses bad input without writing, and more than 20 active tokens', async () => {
    const member = await t.signedIn();
    for (const body of [
      { name: '   ', scopes: ['read'] },
      { name: 'x'.repeat(61), scopes: ['read'] },
      { name: 'ok', scopes: [] },
      { name: 'ok', scopes: ['read', 'read'] },
      { name: 'ok', scopes: ['admin'] },
      { name: 'ok', scopes: ['read'], expiresInDays: 0 },
      { name: 'ok', scopes: ['read'], expiresInDays: 366 },
      { name: 'ok', scopes: ['read'], expiresInDays: 1.5 },
    ]) {
      expect((await member.rest('POST', '/api/user/tokens', body)).status).toBe(400);
    }
    expect(await t.sql('select 1 from api_tokens where user_id = $1', [member.user.id])).toHaveLength(0);
    for (let i = 0; i < 20; i += 1) await tokenOf(member, ['read']);
    const over = await member.rest('POST', '/api/user/tokens', { name: 'one too many', scopes: ['read'] });
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/20 active API tokens/);
  });

  it('MODERATE: admins only, within 5 minutes of the second factor', async () => {
    const member = await t.signedIn();
    const refused = await member.rest('POST', '/api/user/tokens', { name: 'mod', scopes: ['moderate'] });
    expect(refused.status).toBe(403);
    const admin = await t.signedIn({ role: Role.ADMIN });
    clock.now = () => Date.now() + 6 * 60 * 1000;
    const stale = await admin.gql(CREATE, { i: { name: 'mod', scopes: ['MODERATE'] } });
    expect(stale.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'SECOND_FACTOR_STALE' });
    clock.reset();
    const ok = await admin.gql(CREATE, { i: { name: 'mod', scopes: ['MODERATE'] } });
    expect(ok.body.errors).toBeUndefined();
    secrets.push(ok.body.data.createApiToken.secret);
  });

  it('needs a browser session: with a token, 403', async () => {
    const member = await t.signedIn();
    const { secret } = await tokenOf(member, ['read', 'write']);
    const rest = await as(secret).rest('GET', '/api/user/tokens');
    expect(rest).toMatchObject({ status: 403, body: expect.objectContaining({ message: 'Manage API tokens from a signed-in session.' }) });
    expect((await as(secret).rest('POST', '/api/user/tokens', { name: 'x', scopes: ['read'] })).status).toBe(403);
    const gql = await as(secret).gql(CREATE, { i: { name: 'x', scopes: ['READ'] } });
    expect(gqlError(gql.body)).toEqual({ code: 'FORBIDDEN', message: 'Manage API tokens from a signed-in session.' });
    expect(await t.sql('select 1 from api_tokens where user_id = $1', [member.user.id])).toHaveLength(1);
  });
});

describe('requests with a token', () => {
  it('work as Bearer on /graphql and /api/*, set no cookie and record the last use', async () => {
    const member = await t.signedIn();
    const { secret, id } = await tokenOf(member, ['read']);
    const me = await as(secret).gql('{ me { id username } }');
    expect(me.body.data.me).toEqual({ id: member.user.id, username: member.user.username });
    expect(me.headers.get('set-cookie')).toBeNull();
    const user = await as(secret).rest('GET', '/api/auth/user');
    expect(user).toMatchObject({ status: 200, body: { id: member.user.id } });
    expect(user.headers.get('set-cookie')).toBeNull();
    const browse = await as(secret).rest('GET', '/api/profiles');
    expect(browse.status).toBe(200);
    const [row] = await t.sql<{ last_used_at: Date | null }>('select last_used_at from api_tokens where id = $1', [id]);
    expect(row.last_used_at).not.toBeNull();
    expect((await member.rest('GET', '/api/user/tokens')).body.tokens[0].lastUsedAt).not.toBeNull();
    // Never a session from a token: signing in with one is refused.
    expect((await as(secret).rest('POST', '/api/login', { username: member.user.username, password: 'password123' })).status).toBe(403);
  });

  it('READ reads her own data but cannot post; WRITE posts with the same rules and limits', async () => {
    const member = await t.signedIn();
    const read = await tokenOf(member, ['read']);
    expect((await as(read.secret).rest('GET', '/api/reviews/my')).status).toBe(200);
    const refused = await as(read.secret).rest('POST', `/api/profiles/${profileId}/reports`, REPORT);
    expect(refused).toMatchObject({ status: 403, body: expect.objectContaining({ message: "This API token's scopes do not allow this." }) });
    const refusedGql = await as(read.secret).gql('mutation($p: ID!) { recordProfileView(profileId: $p) }', { p: profileId });
    expect(gqlError(refusedGql.body)?.code).toBe('FORBIDDEN');

    const write = await tokenOf(member, ['write']);
    // WRITE alone does not read her data.
    expect((await as(write.secret).rest('GET', '/api/reviews/my')).status).toBe(403);
    const posted = await as(write.secret).rest('POST', `/api/profiles/${profileId}/reports`, REPORT, { 'idempotency-key': 'tok-1' });
    expect(posted.status).toBe(201);
    const replay = await as(write.secret).rest('POST', `/api/profiles/${profileId}/reports`, REPORT, { 'idempotency-key': 'tok-1' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // The same checks as the web app (here: the PII filter) and the same hourly limit (3 in this test server), shared with her session.
    expect(
      (await as(write.secret).rest('POST', `/api/profiles/${profileId}/reports`, { ...REPORT, content: 'Call him on +1 212 555 0143 any time at all.' }))
        .status,
    ).toBe(400);
    expect((await member.rest('POST', `/api/profiles/${profileId}/reports`, REPORT)).status).toBe(201);
    expect((await as(write.secret).rest('POST', `/api/profiles/${profileId}/reports`, REPORT)).status).toBe(201);
    expect((await as(write.secret).rest('POST', `/api/profiles/${profileId}/reports`, REPORT)).status).toBe(429);
  });

  it('MODERATE works for an admin, never for step-up actions, and stops when she is demoted', async () => {
    const admin = await t.signedIn({ role: Role.ADMIN });
    const { secret } = await tokenOf(admin, ['read', 'moderate']);
    expect((await as(secret).gql('{ adminStats { totalUsers } }')).body.errors).toBeUndefined();
    expect((await as(secret).rest('GET', '/api/admin/stats')).status).toBe(200);
    const stepUp = await as(secret).gql('mutation($id: ID!) { openIdDocument(requestId: $id) { url } }', { id: '00000000-0000-4000-8000-000000000000' });
    expect(gqlError(stepUp.body)).toEqual({ code: 'FORBIDDEN', message: STEP_UP_NOT_WITH_TOKEN });
    await t.sql(
      "insert into reports (profile_id, author_id, report_type, title, content, category, rating) values ($1, $2, 'neutral', 'Pending one', 'A pending report long enough.', 'friends', 3)",
      [Number(profileId), admin.user.id],
    );
    const author = await as(secret).gql('{ adminReports { items { id reporterName } } }');
    expect(author.body.errors?.map((e) => e.message)).toContain(STEP_UP_NOT_WITH_TOKEN);
    // Her READ-only token is no admin.
    const readOnly = await tokenOf(admin, ['read']);
    expect(gqlError((await as(readOnly.secret).gql('{ adminStats { totalUsers } }')).body)).toEqual({
      code: 'FORBIDDEN',
      message: "This API token's scopes do not allow this.",
    });
    await t.sql("update users set role = 'member' where id = $1", [admin.user.id]);
    expect(gqlError((await as(secret).gql('{ adminStats { totalUsers } }')).body)?.code).toBe('FORBIDDEN');
    expect((await as(secret).rest('GET', '/api/admin/stats')).status).toBe(403);
  });

  it('refuses a token with the session cookie, unknown, revoked and expired tokens, and a banned owner at once', async () => {
    const member = await t.signedIn();
    const { secret, id } = await tokenOf(member, ['read']);
    const both = await member.rest('GET', '/api/auth/user', undefined, bearer(secret));
    expect(both).toMatchObject({ status: 400, body: expect.objectContaining({ message: 'Use either an API token or a session cookie, not both.' }) });
    const bothGql = await member.gql('{ me { id } }', undefined, bearer(secret));
    expect(bothGql.status).toBe(400);

    for (const bad of ['tea_pat_nothing-like-this', 'not-even-a-token', `${secret}x`]) {
      const res = await as(bad).rest('GET', '/api/auth/user');
      expect(res).toMatchObject({ status: 401, body: expect.objectContaining({ message: 'Invalid or expired API token.' }) });
      expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    }
    const unknownGql = await as('tea_pat_unknown').gql('{ me { id } }');
    expect(unknownGql.status).toBe(401);
    expect(gqlError(unknownGql.body)?.code).toBe('UNAUTHENTICATED');

    const expiring = await tokenOf(member, ['read'], 1);
    expect((await as(expiring.secret).rest('GET', '/api/auth/user')).status).toBe(200);
    clock.now = () => Date.now() + 25 * 3600 * 1000;
    expect((await as(expiring.secret).rest('GET', '/api/auth/user')).status).toBe(401);
    clock.reset();

    expect((await as(secret).rest('GET', '/api/auth/user')).status).toBe(200);
    await t.sql('update users set banned = true, banned_at = now() where id = $1', [member.user.id]);
    expect((await as(secret).rest('GET', '/api/auth/user')).status).toBe(401);
    expect(gqlError((await as(secret).gql('{ me { id } }')).body)?.code).toBe('UNAUTHENTICATED');
    await t.sql('update users set banned = false, banned_at = null where id = $1', [member.user.id]);
    await t.sql('update api_tokens set revoked_at = now() where id = $1', [id]);
    expect((await as(secret).rest('GET', '/api/auth/user')).status).toBe(401);
  });

  it('gets no CSRF exemption: a cross-site write with a token is refused like any other', async () => {
    const member = await t.signedIn();
    const { secret } = await tokenOf(member, ['write']);
    const res = await as(secret).rest('POST', `/api/profiles/${profileId}/reports`, REPORT, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('is limited per token: RateLimit-* headers, then 429 with Retry-After (REST and GraphQL)', async () => {
    const member = await t.signedIn();
    const { secret } = await tokenOf(member, ['read']);
    const other = await tokenOf(member, ['read']);
    for (let i = 1; i <= 12; i += 1) {
      const res = i % 2 ? await as(secret).rest('GET', '/api/auth/user') : await as(secret).gql('{ me { id } }');
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe('12');
      expect(res.headers.get('ratelimit-remaining')).toBe(String(12 - i));
      expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(1);
    }
    const over = await as(secret).rest('GET', '/api/auth/user');
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/Too many requests/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(over.headers.get('ratelimit-remaining')).toBe('0');
    const overGql = await as(secret).gql('{ me { id } }');
    expect(overGql.status).toBe(429);
    expect(gqlError(overGql.body)?.code).toBe('TOO_MANY_REQUESTS');
    // Another token of hers has its own budget, and her session none.
    expect((await as(other.secret).rest('GET', '/api/auth/user')).status).toBe(200);
    expect((await member.rest('GET', '/api/auth/user')).headers.get('ratelimit-limit')).toBeNull();
  });

  it('is limited per member across her tokens: 429 with Retry-After once they together made TOKEN_MEMBER_REQUESTS_PER_MINUTE', async () => {
    const member = await t.signedIn();
    const tokens = [await tokenOf(member, ['read']), await tokenOf(member, ['read']), await tokenOf(member, ['read'])];
    // 20 between them (7 + 7 + 6), each far below its own 12; the headers speak of the budget nearer its end.
    for (let i = 1; i <= 20; i += 1) {
      const res = await as(tokens[(i - 1) % 3].secret).rest('GET', '/api/auth/user');
      expect(res.status).toBe(200);
      if (i >= 15) expect([res.headers.get('ratelimit-limit'), res.headers.get('ratelimit-remaining')]).toEqual(['20', String(20 - i)]);
    }
    for (const token of tokens) {
      const over = await as(token.secret).rest('GET', '/api/auth/user');
      expect(over.status).toBe(429);
      expect(over.body.message).toBe(API_TOKEN_MESSAGES.memberTooMany(20));
      expect(over.body.message).toBe(
        'Too many requests with your API tokens: together they may make 20 requests per minute, however many tokens you use. Please slow down.',
      );
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect([over.headers.get('ratelimit-limit'), over.headers.get('ratelimit-remaining')]).toEqual(['20', '0']);
    }
    const overGql = await as(tokens[0].secret).gql('{ me { id } }');
    expect(overGql.status).toBe(429);
    expect(gqlError(overGql.body)).toEqual({ code: 'TOO_MANY_REQUESTS', message: API_TOKEN_MESSAGES.memberTooMany(20) });
    // A refused request did not use up a token's own budget: the first token made 7, so 5 of its 12 are left.
    expect(await t.sql('select points from rate_limits where key = $1', [`api_token:${tokens[0].id}`])).toEqual([{ points: 7 }]);
    // A new token of hers starts with her exhausted budget; another member's tokens are untouched.
    expect((await as((await tokenOf(member, ['read'])).secret).rest('GET', '/api/auth/user')).status).toBe(429);
    const other = await t.signedIn();
    expect((await as((await tokenOf(other, ['read'])).secret).rest('GET', '/api/auth/user')).status).toBe(200);
  });
});

describe('her data', () => {
  it('the export lists her tokens without hashes; deleting the account deletes them', async () => {
    const member = await t.signedIn();
    const { secret } = await tokenOf(member, ['read']);
    const exported = await member.rest('GET', '/api/user/export');
    expect(exported.status).toBe(200);
    expect(exported.body.apiTokens).toEqual([expect.objectContaining({ name: 't-read', scopes: ['read'], prefix: secret.slice(0, 12), revokedAt: null })]);
    const [row] = await t.sql<{ token_hash: string }>('select token_hash from api_tokens where user_id = $1', [member.user.id]);
    expect(JSON.stringify(exported.body)).not.toContain(row.token_hash);
    expect(JSON.stringify(exported.body)).not.toContain(secret);
    expect((await member.rest('DELETE', '/api/user', { password: 'password123' })).status).toBe(200);
    expect(await t.sql('select 1 from api_tokens where user_id = $1', [member.user.id])).toHaveLength(0);
    expect((await as(secret).rest('GET', '/api/auth/user')).status).toBe(401);
  });

  it('logs name the token id on request lines and never a secret', () => {
    expect(secrets.length).toBeGreaterThan(10);
    expect(lines.some((l) => /"apiTokenId":"[0-9a-f-]{36}"/.test(l) && l.includes('"url":"/api/auth/user"'))).toBe(true);
    for (const secret of secrets) expect(lines.filter((l) => l.includes(secret) || l.includes(secret.slice(8)))).toEqual([]);
  });
});
