import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from './test-server.js';
import { signUpAndConfirm } from './sign-up.js';
import { LIMITS } from '../src/app/graphql-limits.js';

let t: TestServer;
let prod: TestServer;
beforeAll(async () => {
  [t, prod] = await Promise.all([startTestServer(), startTestServer({ NODE_ENV: 'production', TRUST_PROXY: 'loopback' })]);
});
afterAll(async () => {
  await Promise.all([t.close(), prod.close()]);
});

const nested = (depth: number) => {
  // User has no object fields yet, so depth comes from fragments-free nesting of __type introspection.
  let q = 'name';
  for (let i = 0; i < depth; i++) q = `ofType { ${q} }`;
  return `{ __type(name: "User") { ${q} } }`;
};

describe('GraphQL limits', () => {
  it(`accepts depth ${LIMITS.depth} and refuses deeper queries before execution`, async () => {
    const ok = await t.client().gql(nested(LIMITS.depth - 2));
    expect(ok.body.errors).toBeUndefined();
    const deep = await t.client().gql(nested(LIMITS.depth + 2));
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(deep.body.errors?.[0].message).toMatch(/depth/i);
  });

  it(`accepts ${LIMITS.aliases} aliases and refuses more`, async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    expect((await t.client().gql(aliases(LIMITS.aliases))).body.errors).toBeUndefined();
    const many = await t.client().gql(aliases(LIMITS.aliases + 1));
    expect(many.status).toBe(400);
    expect(many.body.errors?.[0].message).toMatch(/alias/i);
  });

  it('allows login only once per request (no aliased brute force) and runs none of them', async () => {
    await t.client().rest('POST', '/api/register', { username: 'once', email: 'once@example.com', password: 'quiet-harbor-pebble' });
    const res = await t
      .client()
      .gql('mutation { a: login(input: { username: "once", password: "x1" }) { id } b: login(input: { username: "once", password: "x2" }) { id } }');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].message).toBe('"login" may be used only once per request.');
    // Sign-in counters key what was typed by its SHA-256 (login-limiter.ts).
    const typed = createHash('sha256').update('once').digest('hex');
    expect(await t.sql('select points from rate_limits where key like $1', [`%${typed}`])).toEqual([]);
  });

  it(`refuses documents over ${LIMITS.tokens} tokens`, async () => {
    const fields = (n: number) => `{ ${Array.from({ length: n }, () => '__typename').join(' ')} }`;
    expect((await t.client().gql(fields(400))).body.errors).toBeUndefined();
    const huge = await t.client().gql(fields(LIMITS.tokens + 10));
    expect(huge.status).toBe(400);
    expect(huge.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/more that 1000 tokens/), extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
  });

  it(`refuses queries costing more than ${LIMITS.cost} (fragment amplification), before any resolver runs`, async () => {
    const doubling = (n: number) =>
      [
        'query { ...F' + n + ' }',
        'fragment F0 on Query { __typename profiles { total } }',
        ...Array.from({ length: n }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`),
      ].join('\n');
    expect((await t.client().gql(doubling(2))).body.errors).toBeUndefined();
    const before = t.app.services.db.statements;
    const res = await t.client().gql(doubling(6));
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].message).toMatch(/Cost limit of 5000 exceeded/);
    expect(t.app.services.db.statements).toBe(before);
  });

  it('refuses batched requests', async () => {
    const res = await t.client().fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(res.status).toBe(400);
  });

  it('keeps introspection on for third-party tools', async () => {
    const res = await t.client().gql('{ __schema { queryType { name } mutationType { name } } }');
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });
});

describe('cross-site request protection', () => {
  it('refuses a multipart GraphQL request without the preflight header, before parsing it', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation { logout }' }));
    form.append('map', '{}');
    const res = await t.client().fetch('/graphql', { method: 'POST', body: form });
    expect([400, 403]).toContain(res.status);
    expect(((await res.json()) as { message: string }).message).toMatch(/Cross-site request refused/);
  });

  it('accepts the same multipart request with the preflight header', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation { logout }' }));
    form.append('map', '{}');
    const res = await t.client().fetch('/graphql', { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { logout: true } });
  });

  it('refuses text/plain and form-encoded GraphQL mutations (Apollo CSRF prevention)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await t
        .client()
        .fetch('/graphql', { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify({ query: 'mutation { logout }' }) });
      expect(res.status).toBe(400);
    }
  });

  it('refuses mutations over GET', async () => {
    const res = await t.client().fetch(`/graphql?query=${encodeURIComponent('mutation { logout }')}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(res.status).toBe(405);
  });

  it('refuses REST writes from a foreign Origin or a cross-site fetch, and form posts without X-Requested-With', async () => {
    const body = JSON.stringify({ username: 'evil', email: 'evil@example.com', password: 'quiet-harbor-pebble' });
    const foreign = await t
      .client()
      .fetch('/api/register', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ message: 'Cross-site request refused.' });
    const crossSite = await t
      .client()
      .fetch('/api/register', { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, body });
    expect(crossSite.status).toBe(403);
    const form = await t
      .client()
      .fetch('/api/register', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'username=evil' });
    expect(form.status).toBe(403);
    expect(await t.sql("select 1 from users where username = 'evil'")).toHaveLength(0);
    const own = await t.client().fetch('/api/register', { method: 'POST', headers: { 'content-type': 'application/json', origin: t.url }, body });
    expect(own.status).toBe(202);
  });
});

describe('REST error format', () => {
  it('answers JSON { message } with a fitting status', async () => {
    const c = t.client();
    expect(await c.rest('GET', '/api/no-such-path')).toMatchObject({ status: 404, body: expect.objectContaining({ message: 'Not found' }) });
    const bad = await c.fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'Request body is not valid JSON.' });
    const big = await c.fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(200_000), password: 'y' }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ message: 'Request body is too large.' });
  });
});

describe('headers', () => {
  it('sends security headers and no x-powered-by', async () => {
    const res = await t.client().fetch('/api/auth/user');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000; includeSubDomains/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('marks the session cookie Secure, HttpOnly, SameSite=Lax and __Host- in production', async () => {
    await signUpAndConfirm(prod.client(), { username: 'produser', email: 'prod@example.com', password: 'quiet-harbor-pebble' }, [prod.env.DATA_DIR]);
    // express-session only sends Secure cookies over HTTPS; a trusted proxy marks the request as such.
    const c = prod.client();
    const res = await c.rest('POST', '/api/login', { username: 'produser', password: 'quiet-harbor-pebble' }, { 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(200);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-sid=/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Domain=/i);
    // Over plain HTTP without a trusted proxy saying otherwise, no session cookie is handed out at all.
    const plain = await prod.client().rest('POST', '/api/login', { username: 'produser', password: 'quiet-harbor-pebble' });
    expect(plain.headers.getSetCookie()).toEqual([]);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.client().rest('GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await t.client().rest('GET', '/readyz')).body).toEqual({ status: 'ready', detail: { liveConnections: 0, liveSubscriptions: 0 } });
  });
});

describe('production error masking', () => {
  it('never sends stack traces', async () => {
    const res = await prod.client().gql('{ nope }');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|at .*\.js:\d+/);
  });
});
