import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, type TestServer } from '../../../test/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => t.close());

const ME = '{ me { id username email isAdmin role } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { id username } }';
const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { id username email firstName } }';

describe('register', () => {
  it('creates an account, signs it in and answers the user without secrets', async () => {
    const c = t.client();
    const res = await c.rest('POST', '/api/register', { username: 'Rosa', email: 'Rosa@Example.com', password: 'secret1', firstName: 'Rosa' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'Rosa', email: 'rosa@example.com', firstName: 'Rosa', isAdmin: false, role: 'member' });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|argon/i);
    const me = await c.rest('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('Rosa');
    const [row] = await t.sql<{ password_hash: string }>('select password_hash from users where username = $1', ['Rosa']);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('works through GraphQL too', async () => {
    const c = t.client();
    const res = await c.gql(REGISTER, { input: { username: 'gqluser', email: 'gql@example.com', password: 'secret1' } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.register.username).toBe('gqluser');
    const me = await c.gql(ME);
    expect(me.body.data.me.username).toBe('gqluser');
  });

  it.each([
    [{ email: 'x@example.com', password: 'secret1' }, 'Please fill in all required fields.'],
    [{ username: 'x1', password: 'secret1' }, 'Please fill in all required fields.'],
    [{ username: 'xuser', email: 'x@example.com' }, 'Please fill in all required fields.'],
    [{ username: '', email: 'x@example.com', password: 'secret1' }, 'Please fill in all required fields.'],
    [{ username: 'xuser', email: 'x@example.com', password: '12345' }, 'Password must be at least 6 characters long.'],
    [{ username: 'xuser', email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address.'],
    [{ username: 'ab', email: 'x@example.com', password: 'secret1' }, 'Username must be at least 3 characters.'],
    [{ username: 'a'.repeat(31), email: 'x@example.com', password: 'secret1' }, 'Username must be at most 30 characters.'],
    [{ username: 'bad name!', email: 'x@example.com', password: 'secret1' }, 'Username may contain only letters, numbers, dots, dashes and underscores.'],
  ])('refuses %j with a 400 and changes nothing', async (payload, message) => {
    const before = await t.sql('select count(*)::int as n from users');
    const res = await t.client().rest('POST', '/api/register', payload);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await t.sql('select count(*)::int as n from users')).toEqual(before);
  });

  it('answers 409 "Username already taken" regardless of case, and for a taken e-mail', async () => {
    await t.client().rest('POST', '/api/register', { username: 'taken', email: 'taken@example.com', password: 'secret1' });
    const dupe = await t.client().rest('POST', '/api/register', { username: 'TAKEN', email: 'other@example.com', password: 'secret1' });
    expect(dupe.status).toBe(409);
    expect(dupe.body.message).toContain('Username already taken');
    const dupeEmail = await t.client().rest('POST', '/api/register', { username: 'other', email: 'TAKEN@example.com', password: 'secret1' });
    expect(dupeEmail.status).toBe(409);
    expect(dupeEmail.body.message).toBe('An account with this email already exists');
    const gql = await t.client().gql(REGISTER, { input: { username: 'Taken', email: 'x3@example.com', password: 'secret1' } });
    expect(gqlError(gql.body)).toEqual({ code: 'CONFLICT', message: 'Username already taken' });
  });

  it('ignores privileged fields (no mass assignment)', async () => {
    const res = await t.client().rest('POST', '/api/register', {
      username: 'sneaky',
      email: 'sneaky@example.com',
      password: 'secret1',
      role: 'admin',
      isAdmin: true,
      banned: false,
      id: '00000000-0000-0000-0000-000000000000',
    });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('member');
    expect(res.body.id).not.toBe('00000000-0000-0000-0000-000000000000');
    const gql = await t
      .client()
      .gql('mutation { register(input: { username: "sneaky2", email: "s2@example.com", password: "secret1", role: "admin" }) { id } }');
    expect(gql.status).toBe(400);
    expect(await t.sql("select 1 from users where username = 'sneaky2'")).toHaveLength(0);
  });
});

describe('login and logout', () => {
  it('signs in by username and by e-mail, rotating the session id', async () => {
    await t.client().rest('POST', '/api/register', { username: 'lena', email: 'lena@example.com', password: 'secret1' });
    const c = t.client();
    await c.rest('GET', '/api/auth/user');
    const byName = await c.rest('POST', '/api/login', { username: 'lena', password: 'secret1' });
    expect(byName.status).toBe(200);
    const first = c.cookies.get('sid');
    expect(first).toBeTruthy();
    const setCookie = byName.headers.getSetCookie().join(';');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const byEmail = await c.gql(LOGIN, { input: { username: 'LENA@example.com', password: 'secret1' } });
    expect(byEmail.body.data.login.username).toBe('lena');
    expect(c.cookies.get('sid')).not.toBe(first);
  });

  it('refuses missing fields with the SPEC message', async () => {
    const res = await t.client().rest('POST', '/api/login', { username: 'lena' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Please enter both username/email and password.' } });
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await t.client().rest('POST', '/api/login', { username: 'nobody-here', password: 'secret1' });
    const wrong = await t.client().rest('POST', '/api/login', { username: 'lena', password: 'wrong-password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('logout ends the session on the server: the old cookie no longer works', async () => {
    const c = t.client();
    await c.rest('POST', '/api/login', { username: 'lena', password: 'secret1' });
    const cookie = c.cookieHeader();
    expect((await c.rest('POST', '/api/logout')).status).toBe(200);
    const replay = await fetch(`${t.url}/api/auth/user`, { headers: { cookie } });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: 'Unauthorized' });
    const gql = await c.gql(ME);
    expect(gql.body.data.me).toBeNull();
  });

  it('limits failed logins per account: the next attempt gets 429 even with the right password', async () => {
    await t.client().rest('POST', '/api/register', { username: 'limited', email: 'limited@example.com', password: 'secret1' });
    for (let i = 0; i < 3; i++) {
      expect((await t.client().rest('POST', '/api/login', { username: 'limited', password: 'nope-nope' })).status).toBe(401);
    }
    const blocked = await t.client().rest('POST', '/api/login', { username: 'LIMITED', password: 'secret1' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = await t.client().gql(LOGIN, { input: { username: 'limited', password: 'secret1' } });
    expect(gqlError(gql.body)?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('limits failed logins per IP across accounts (three times the account budget)', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.23' };
    const proxied = await startTestServer({ LOGIN_MAX_FAILURES: '2', TRUST_PROXY: 'loopback' });
    try {
      for (let i = 0; i < 6; i++) {
        const res = await proxied.client().rest('POST', '/api/login', { username: `nobody${i}`, password: 'wrong-password' }, ip);
        expect(res.status).toBe(401);
      }
      await proxied.client().rest('POST', '/api/register', { username: 'fresh', email: 'fresh@example.com', password: 'secret1' });
      const blocked = await proxied.client().rest('POST', '/api/login', { username: 'fresh', password: 'secret1' }, ip);
      expect(blocked.status).toBe(429);
      // Another address is not affected.
      expect(
        (await proxied.client().rest('POST', '/api/login', { username: 'fresh', password: 'secret1' }, { 'x-forwarded-for': '198.51.100.24' })).status,
      ).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('current user', () => {
  it('answers 401 when signed out, null in GraphQL', async () => {
    const res = await t.client().rest('GET', '/api/auth/user');
    expect(res).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
    expect((await t.client().gql(ME)).body.data.me).toBeNull();
  });
});

describe('username change', () => {
  it('enforces non-empty, different, unique and once every 6 months', async () => {
    const c = await t.signedIn({ username: 'changer' });
    await t.signedIn({ username: 'occupied' });
    expect((await c.rest('PUT', '/api/user/username', { username: '' })).body).toEqual({ message: 'Username is required.' });
    expect((await c.rest('PUT', '/api/user/username', { username: 'changer' })).status).toBe(400);
    const taken = await c.rest('PUT', '/api/user/username', { username: 'Occupied' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('Username already taken');
    const ok = await c.rest('PUT', '/api/user/username', { username: 'changed' });
    expect(ok.status).toBe(200);
    expect(ok.body.username).toBe('changed');
    expect(ok.body.usernameChangeAvailableAt).toBeTruthy();
    const again = await c.rest('PUT', '/api/user/username', { username: 'changed-again' });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/once every 6 months/);
    expect(await t.sql('select username from users where id = $1', [c.user.id])).toEqual([{ username: 'changed' }]);
  });

  it('requires a session', async () => {
    expect((await t.client().rest('PUT', '/api/user/username', { username: 'whoever' })).status).toBe(401);
    const gql = await t.client().gql('mutation { updateUsername(username: "x-y-z") { id } }');
    expect(gqlError(gql.body)?.code).toBe('UNAUTHENTICATED');
  });
});

describe('bans', () => {
  it('a ban cuts off an existing session on the next request and blocks login', async () => {
    const c = await t.signedIn({ username: 'tobebanned', password: 'password123' });
    expect((await c.rest('GET', '/api/auth/user')).status).toBe(200);
    await t.sql('update users set banned = true, ban_reason = $2 where id = $1', [c.user.id, 'test']);
    expect((await c.rest('GET', '/api/auth/user')).status).toBe(401);
    expect(await t.sql('select 1 from session where user_id = $1', [c.user.id])).toHaveLength(0);
    const login = await t.client().rest('POST', '/api/login', { username: 'tobebanned', password: 'password123' });
    expect(login.status).toBe(403);
  });
});
