import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { RESERVED_USERNAME_MESSAGE } from '@tea/limits';
import { gqlError, startTestServer, type TestClient, type TestServer } from '../../../test/test-server.js';
import { emailsTo } from '../../../test/outbox.js';
import { CONFIRM_LINK, confirmTokensTo, signUpAndConfirm, waitForConfirmToken, type SignUpInput } from '../../../test/sign-up.js';
import { INVALID_LOGIN } from './auth.service.js';
import { REGISTER_RETIRED } from './auth.resolver.js';
import { CONFIRM_LINK_INVALID } from './auth.inputs.js';
import { CONFIRM_EMAIL_FIRST } from './signup.service.js';
import { PASSWORD_HAS_EMAIL, PASSWORD_HAS_USERNAME, PASSWORD_TOO_COMMON, PASSWORD_TOO_GUESSABLE } from './password-policy.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => t.close());

const ME = '{ me { id username email isAdmin role } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { id username } }';
const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { id username email firstName } }';
const SIGN_UP = 'mutation($input: RegisterInput!) { signUp(input: $input) { confirmEmail } }';
const CONFIRM = 'mutation($token: String!) { confirmEmail(token: $token) { id username email firstName } }';
/** A password the screening accepts (three unrelated words). */
const PASSPHRASE = 'quiet-harbor-pebble';
const WARNING_SUBJECT = 'Someone tried to sign up to Tea with your e-mail address';

/** Signs up and opens the e-mailed link on `c` (test/sign-up.ts): the answer of the confirmation. */
const signUp = (c: TestClient, input: SignUpInput, server: TestServer = t) => signUpAndConfirm(c, input, [server.env.DATA_DIR]);
/** The newest confirmation token e-mailed to `email`. */
const latestToken = (email: string, server: TestServer = t) => confirmTokensTo([server.env.DATA_DIR], email).at(-1);
const userCount = async () => (await t.sql<{ n: number }>('select count(*)::int as n from users'))[0].n;

describe('register', () => {
  it('answers 202 { confirmEmail: true } without a session; the e-mailed link signs her in and answers the user without secrets', async () => {
    const c = t.client();
    const res = await c.rest('POST', '/api/register', { username: 'Rosa', email: 'Rosa@Example.com', password: PASSPHRASE, firstName: 'Rosa' });
    expect({ status: res.status, body: res.body }).toEqual({ status: 202, body: { confirmEmail: true } });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await c.rest('GET', '/api/auth/user')).status).toBe(401);
    const [row] = await t.sql<{ id: string; password_hash: string; email_confirmed_at: Date | null }>(
      'select id, password_hash, email_confirmed_at from users where username = $1',
      ['Rosa'],
    );
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.email_confirmed_at).toBeNull();
    const [mail] = emailsTo(t, 'rosa@example.com');
    expect(mail.subject).toBe('Confirm your e-mail address for Tea');
    const [, base, token] = CONFIRM_LINK.exec(mail.text)!;
    expect(base).toBe(t.env.PUBLIC_URL);
    expect(mail.text).toMatch(/48 hours/);
    // Only the SHA-256 of the token is stored, valid for 48 hours.
    const tokens = await t.sql<{ token_hash: string; hours: number }>(
      'select token_hash, round(extract(epoch from expires_at - created_at) / 3600)::int as hours from email_confirmation_tokens where user_id = $1',
      [row.id],
    );
    expect(tokens).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), hours: 48 }]);

    // She cannot sign in before she opened a link; the refusal e-mails a fresh one, which expires the first.
    expect((await t.client().rest('POST', '/api/login', { username: 'Rosa', password: PASSPHRASE })).status).toBe(403);
    const fresh = await waitForConfirmToken([t.env.DATA_DIR], 'rosa@example.com', [token]);
    expect((await t.client().rest('POST', '/api/auth/confirm-email', { token })).status).toBe(400);

    const confirmed = await c.rest('POST', '/api/auth/confirm-email', { token: fresh });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: row.id, username: 'Rosa', email: 'rosa@example.com', firstName: 'Rosa', isAdmin: false, role: 'member' });
    expect(JSON.stringify(confirmed.body)).not.toMatch(/password|hash|argon|token/i);
    expect(confirmed.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);
    const me = await c.rest('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('Rosa');
    expect((await t.sql<{ confirmed: boolean }>('select email_confirmed_at is not null as confirmed from users where id = $1', [row.id]))[0].confirmed).toBe(
      true,
    );
    // And from now on her password signs her in.
    expect((await t.client().rest('POST', '/api/login', { username: 'rosa', password: PASSPHRASE })).status).toBe(200);
  });

  it('works through GraphQL too: signUp, then confirmEmail signs her in', async () => {
    const c = t.client();
    const res = await c.gql(SIGN_UP, { input: { username: 'gqluser', email: 'gql@example.com', password: PASSPHRASE } });
    expect(res.body).toEqual({ data: { signUp: { confirmEmail: true } } });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await c.gql(ME)).body.data.me).toBeNull();
    const confirmed = await c.gql(CONFIRM, { token: latestToken('gql@example.com') });
    expect(confirmed.body.errors).toBeUndefined();
    expect(confirmed.body.data.confirmEmail).toMatchObject({ username: 'gqluser', email: 'gql@example.com' });
    const me = await c.gql(ME);
    expect(me.body.data.me.username).toBe('gqluser');
  });

  it('the deprecated register mutation creates nothing and names the calls that replace it', async () => {
    const before = await t.sql('select count(*)::int as n from users');
    const res = await t.client().gql(REGISTER, { input: { username: 'oldtool', email: 'oldtool@example.com', password: PASSPHRASE } });
    expect(gqlError(res.body)).toEqual({ code: 'FORBIDDEN', message: REGISTER_RETIRED });
    expect(res.body.errors?.[0].extensions?.reason).toBe('USE_SIGN_UP');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await t.sql('select count(*)::int as n from users')).toEqual(before);
    expect(emailsTo(t, 'oldtool@example.com')).toEqual([]);
  });

  it.each([
    [{ email: 'x@example.com', password: PASSPHRASE }, 'Please fill in all required fields.'],
    [{ username: 'x1', password: PASSPHRASE }, 'Please fill in all required fields.'],
    [{ username: 'xuser', email: 'x@example.com' }, 'Please fill in all required fields.'],
    [{ username: '', email: 'x@example.com', password: PASSPHRASE }, 'Please fill in all required fields.'],
    [{ username: 'xuser', email: 'x@example.com', password: '12345' }, 'Password must be at least 6 characters long.'],
    [{ username: 'xuser', email: 'not-an-email', password: PASSPHRASE }, 'Please enter a valid email address.'],
    [{ username: 'ab', email: 'x@example.com', password: PASSPHRASE }, 'Username must be at least 3 characters.'],
    [{ username: 'a'.repeat(31), email: 'x@example.com', password: PASSPHRASE }, 'Username must be at most 30 characters.'],
    [{ username: 'bad name!', email: 'x@example.com', password: PASSPHRASE }, 'Username may contain only letters, numbers, dots, dashes and underscores.'],
    [{ username: 'moderator', email: 'x@example.com', password: PASSPHRASE }, RESERVED_USERNAME_MESSAGE],
    [{ username: 'tea_support', email: 'x@example.com', password: PASSPHRASE }, RESERVED_USERNAME_MESSAGE],
    [{ username: 'Mod.jane', email: 'x@example.com', password: PASSPHRASE }, RESERVED_USERNAME_MESSAGE],
    [{ username: 'jane-ADMIN', email: 'x@example.com', password: PASSPHRASE }, RESERVED_USERNAME_MESSAGE],
    [{ username: 'official_rosa2', email: 'x@example.com', password: PASSPHRASE }, RESERVED_USERNAME_MESSAGE],
  ])('refuses %j with a 400 and changes nothing', async (payload, message) => {
    const before = await t.sql('select count(*)::int as n from users');
    const res = await t.client().rest('POST', '/api/register', payload);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
    expect(await t.sql('select count(*)::int as n from users')).toEqual(before);
  });

  it('answers 409 "Username already taken" regardless of case (usernames are public)', async () => {
    await signUp(t.client(), { username: 'taken', email: 'taken@example.com', password: PASSPHRASE });
    const dupe = await t.client().rest('POST', '/api/register', { username: 'TAKEN', email: 'other@example.com', password: PASSPHRASE });
    expect(dupe.status).toBe(409);
    expect(dupe.body.message).toContain('Username already taken');
    const gql = await t.client().gql(SIGN_UP, { input: { username: 'Taken', email: 'x3@example.com', password: PASSPHRASE } });
    expect(gqlError(gql.body)).toEqual({ code: 'CONFLICT', message: 'Username already taken' });
    expect(emailsTo(t, 'other@example.com')).toEqual([]);
  });

  it('allows names that merely start like a reserved word', async () => {
    for (const username of ['modesty', 'adminton']) {
      expect((await signUp(t.client(), { username, email: `${username}@example.com`, password: PASSPHRASE })).status).toBe(200);
    }
  });

  it('ignores privileged fields (no mass assignment)', async () => {
    const res = await t.client().rest('POST', '/api/register', {
      username: 'sneaky',
      email: 'sneaky@example.com',
      password: PASSPHRASE,
      role: 'admin',
      isAdmin: true,
      banned: false,
      id: '00000000-0000-0000-0000-000000000000',
    });
    expect(res.status).toBe(202);
    const [row] = await t.sql<{ id: string; role: string; email_confirmed_at: Date | null }>(
      'select id, role, email_confirmed_at from users where username = $1',
      ['sneaky'],
    );
    expect(row).toMatchObject({ role: 'member', email_confirmed_at: null });
    expect(row.id).not.toBe('00000000-0000-0000-0000-000000000000');
    const gql = await t
      .client()
      .gql('mutation { signUp(input: { username: "sneaky2", email: "s2@example.com", password: "quiet-harbor-pebble", role: "admin" }) { confirmEmail } }');
    expect(gql.status).toBe(400);
    expect(await t.sql("select 1 from users where username = 'sneaky2'")).toHaveLength(0);
  });
});

describe('login and logout', () => {
  it('signs in by username and by e-mail, rotating the session id', async () => {
    await signUp(t.client(), { username: 'lena', email: 'lena@example.com', password: PASSPHRASE });
    const c = t.client();
    await c.rest('GET', '/api/auth/user');
    const byName = await c.rest('POST', '/api/login', { username: 'lena', password: PASSPHRASE });
    expect(byName.status).toBe(200);
    const first = c.cookies.get('sid');
    expect(first).toBeTruthy();
    const setCookie = byName.headers.getSetCookie().join(';');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const byEmail = await c.gql(LOGIN, { input: { username: 'LENA@example.com', password: PASSPHRASE } });
    expect(byEmail.body.data.login.username).toBe('lena');
    expect(c.cookies.get('sid')).not.toBe(first);
  });

  it('refuses missing fields with the SPEC message', async () => {
    const res = await t.client().rest('POST', '/api/login', { username: 'lena' });
    expect(res).toMatchObject({ status: 400, body: expect.objectContaining({ message: 'Please enter both username/email and password.' }) });
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await t.client().rest('POST', '/api/login', { username: 'nobody-here', password: PASSPHRASE });
    const wrong = await t.client().rest('POST', '/api/login', { username: 'lena', password: 'wrong-password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('logout ends the session on the server: the old cookie no longer works', async () => {
    const c = t.client();
    await c.rest('POST', '/api/login', { username: 'lena', password: PASSPHRASE });
    const cookie = c.cookieHeader();
    expect((await c.rest('POST', '/api/logout')).status).toBe(200);
    const replay = await fetch(`${t.url}/api/auth/user`, { headers: { cookie } });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ message: 'Unauthorized' });
    const gql = await c.gql(ME);
    expect(gql.body.data.me).toBeNull();
  });

  it('limits failed logins per account: the next attempt gets 429 even with the right password', async () => {
    await signUp(t.client(), { username: 'limited', email: 'limited@example.com', password: PASSPHRASE });
    for (let i = 0; i < 3; i++) {
      expect((await t.client().rest('POST', '/api/login', { username: 'limited', password: 'nope-nope' })).status).toBe(401);
    }
    const blocked = await t.client().rest('POST', '/api/login', { username: 'LIMITED', password: PASSPHRASE });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = await t.client().gql(LOGIN, { input: { username: 'limited', password: PASSPHRASE } });
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
      await signUp(proxied.client(), { username: 'fresh', email: 'fresh@example.com', password: PASSPHRASE }, proxied);
      const blocked = await proxied.client().rest('POST', '/api/login', { username: 'fresh', password: PASSPHRASE }, ip);
      expect(blocked.status).toBe(429);
      // Another address is not affected.
      expect(
        (await proxied.client().rest('POST', '/api/login', { username: 'fresh', password: PASSPHRASE }, { 'x-forwarded-for': '198.51.100.24' })).status,
      ).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('visitors have no session', () => {
  it('a request without the session cookie gets no cookie and writes no session row; signing in from it still works', async () => {
    const sessions = async () => Number((await t.sql<{ n: string }>('select count(*) as n from session'))[0].n);
    await signUp(t.client(), { username: 'vera', email: 'vera@example.com', password: PASSPHRASE });
    const before = await sessions();
    const c = t.client();
    for (const res of [
      await c.gql('{ profiles(page: 1, pageSize: 5) { total } }'),
      await c.rest('GET', '/api/profiles'),
      await c.rest('GET', '/api/auth/user'),
    ]) {
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await sessions()).toBe(before);
    // An unrelated cookie that merely ends in the name is not a session cookie.
    const other = await t.client().rest('GET', '/api/auth/user', undefined, { cookie: 'notsid=abc; xsid=1' });
    expect(other.status).toBe(401);
    expect(other.headers.getSetCookie()).toEqual([]);
    // The session is made on demand at sign-in (GraphQL and REST).
    const viaGql = await c.gql(LOGIN, { input: { username: 'vera', password: PASSPHRASE } });
    expect(viaGql.body.data.login.username).toBe('vera');
    expect(c.cookies.get('sid')).toBeTruthy();
    expect((await c.gql(ME)).body.data.me.username).toBe('vera');
    const viaRest = t.client();
    expect((await viaRest.rest('POST', '/api/login', { username: 'vera', password: PASSPHRASE })).status).toBe(200);
    expect((await viaRest.rest('GET', '/api/auth/user')).status).toBe(200);
    expect(await sessions()).toBe(before + 2);
  });
});

describe('current user', () => {
  it('answers 401 when signed out, null in GraphQL', async () => {
    const res = await t.client().rest('GET', '/api/auth/user');
    expect(res).toMatchObject({ status: 401, body: expect.objectContaining({ message: 'Unauthorized' }) });
    expect((await t.client().gql(ME)).body.data.me).toBeNull();
  });
});

describe('username change', () => {
  it('refuses a username that passes for staff, changing nothing', async () => {
    const c = await t.signedIn({ username: 'changer_staffish' });
    for (const username of ['moderator', 'tea_support', 'Mod.jane', 'jane-admin']) {
      const res = await c.rest('PUT', '/api/user/username', { username });
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: expect.objectContaining({ message: RESERVED_USERNAME_MESSAGE }) });
    }
    expect(await t.sql('select username from users where id = $1', [c.user.id])).toEqual([{ username: 'changer_staffish' }]);
  });

  it('enforces non-empty, different, unique and once every 6 months', async () => {
    const c = await t.signedIn({ username: 'changer' });
    await t.signedIn({ username: 'occupied' });
    expect((await c.rest('PUT', '/api/user/username', { username: '' })).body).toMatchObject({ message: 'Username is required.' });
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

describe('password screening (issue 9)', () => {
  it.each([
    ['123456', PASSWORD_TOO_COMMON],
    ['password', PASSWORD_TOO_COMMON],
    ['qwerty123', PASSWORD_TOO_COMMON],
    ['PassWord1', PASSWORD_TOO_COMMON],
    ['iloveyou', PASSWORD_TOO_COMMON],
    ['secret123', PASSWORD_TOO_GUESSABLE],
    ['aaaaaaaaaaaa', PASSWORD_TOO_GUESSABLE],
    ['xmas-Screener!', PASSWORD_HAS_USERNAME],
    ['blue-SCREENER-sky', PASSWORD_HAS_USERNAME],
    ['tulip-anchor-marguerite77', PASSWORD_HAS_EMAIL],
  ])('sign-up refuses %j with a 400 that says why and suggests a passphrase, changing nothing', async (password, message) => {
    const before = await userCount();
    const input = { username: 'screener', email: 'marguerite77@example.com', password };
    const rest = await t.client().rest('POST', '/api/register', input);
    expect({ status: rest.status, body: rest.body }).toEqual({ status: 400, body: expect.objectContaining({ message }) });
    expect(message).toMatch(/passphrase/);
    const gql = await t.client().gql(SIGN_UP, { input });
    expect(gql.status).toBe(400);
    expect(gqlError(gql.body)).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(gql.body.errors?.[0].extensions?.field).toBe('password');
    expect(await userCount()).toBe(before);
  });

  it('keeps the SPEC minimum and its message, checked before the screening', async () => {
    const res = await t.client().rest('POST', '/api/register', { username: 'shorty', email: 'shorty@example.com', password: '12345' });
    expect(res.body).toMatchObject({ message: 'Password must be at least 6 characters long.' });
  });

  it('accepts a passphrase without composition rules (no digits, capitals or symbols needed)', async () => {
    const res = await t.client().rest('POST', '/api/register', { username: 'phrasey', email: 'phrasey@example.com', password: 'copper kettle meadow lantern' });
    expect(res.status).toBe(202);
    const gql = await t.client().gql(SIGN_UP, { input: { username: 'phrasey2', email: 'phrasey2@example.com', password: 'maple lantern orbit' } });
    expect(gql.body.errors).toBeUndefined();
  });
});

describe('no account enumeration (issue 9)', () => {
  let open: TestServer;
  beforeAll(async () => {
    // A failure budget the test cannot reach: every attempt below gets the real answer, never 429.
    open = await startTestServer({ LOGIN_MAX_FAILURES: '1000' });
    await signUp(open.client(), { username: 'known', email: 'known@example.com', password: PASSPHRASE }, open);
  });
  afterAll(() => open.close());

  it('answers an unknown user and a wrong password with the same status and body (REST and GraphQL, username and e-mail)', async () => {
    const rest = (username: string, password: string) => open.client().rest('POST', '/api/login', { username, password });
    const gql = (username: string, password: string) => open.client().gql(LOGIN, { input: { username, password } });
    const answers = [
      await rest('nobody-here', PASSPHRASE),
      await rest('nobody@example.com', PASSPHRASE),
      await rest('known', 'wrong-password'),
      await rest('KNOWN@example.com', 'wrong-password'),
    ];
    for (const a of answers) expect({ status: a.status, body: a.body }).toEqual({ status: 401, body: expect.objectContaining({ message: INVALID_LOGIN }) });
    const graph = [await gql('nobody-here', PASSPHRASE), await gql('nobody@example.com', PASSPHRASE), await gql('known', 'wrong-password')];
    for (const g of graph) expect({ status: g.status, body: g.body }).toEqual({ status: graph[0].status, body: graph[0].body });
    expect(gqlError(graph[0].body)).toEqual({ code: 'UNAUTHENTICATED', message: INVALID_LOGIN });
    // The same headers that matter, too: no session cookie for either.
    expect(answers.map((a) => a.headers.getSetCookie().length)).toEqual([0, 0, 0, 0]);
  });

  it('a sign-up answers a taken e-mail address exactly as a new one (status, body, headers, no session); the owner is told', async () => {
    const signUpFrom = (username: string, email: string) => open.client().rest('POST', '/api/register', { username, email, password: PASSPHRASE });
    const taken = await signUpFrom('newcomer', 'KNOWN@example.com');
    const fresh = await signUpFrom('newcomer2', 'unknown-yet@example.com');
    const answer = (r: typeof taken) => ({
      status: r.status,
      body: r.body,
      cookies: r.headers.getSetCookie(),
      headers: [...r.headers].filter(([k]) => !['date', 'etag', 'content-length', 'x-request-id'].includes(k)),
    });
    expect(answer(taken)).toEqual(answer(fresh));
    expect(answer(taken)).toMatchObject({ status: 202, body: { confirmEmail: true }, cookies: [] });
    const gqlTaken = await open.client().gql(SIGN_UP, { input: { username: 'newcomer3', email: 'known@example.com', password: PASSPHRASE } });
    const gqlFresh = await open.client().gql(SIGN_UP, { input: { username: 'newcomer4', email: 'unknown-too@example.com', password: PASSPHRASE } });
    expect({ status: gqlTaken.status, body: gqlTaken.body }).toEqual({ status: gqlFresh.status, body: gqlFresh.body });

    // Nothing was made for the taken address; the owner got a warning that tells her how to get in if it was her.
    expect(await open.sql("select 1 from users where username in ('newcomer', 'newcomer3')")).toEqual([]);
    const warnings = emailsTo(open, 'known@example.com').filter((m) => m.subject === WARNING_SUBJECT);
    expect(warnings).toHaveLength(2);
    expect(warnings[0].text).toMatch(/someone just tried to create a new Tea account with this e-mail address/i);
    expect(warnings[0].text).toMatch(/Forgot password/);
    expect(warnings[0].text).not.toMatch(/confirm-email\?token=/);
    // The new address got its link.
    expect(confirmTokensTo([open.env.DATA_DIR], 'unknown-yet@example.com')).toHaveLength(1);
  });

  it('a sign-up with the address of an account still waiting for its link sends that address a fresh link, nothing else', async () => {
    await open.client().rest('POST', '/api/register', { username: 'waiting', email: 'waiting@example.com', password: PASSPHRASE });
    const [first] = confirmTokensTo([open.env.DATA_DIR], 'waiting@example.com');
    const again = await open.client().rest('POST', '/api/register', { username: 'waiting2', email: 'waiting@example.com', password: PASSPHRASE });
    expect({ status: again.status, body: again.body }).toEqual({ status: 202, body: { confirmEmail: true } });
    const second = await waitForConfirmToken([open.env.DATA_DIR], 'waiting@example.com', [first]);
    // The older link no longer works; the new one signs in the account that waits (not a second one).
    expect((await open.client().rest('POST', '/api/auth/confirm-email', { token: first })).status).toBe(400);
    expect((await open.client().rest('POST', '/api/auth/confirm-email', { token: second })).body.username).toBe('waiting');
    expect(await open.sql("select 1 from users where username = 'waiting2'")).toEqual([]);
  });
});

describe('the confirmation link', () => {
  it('works once; a made-up, malformed or used token is a 400 that changes nothing', async () => {
    const c = t.client();
    await c.rest('POST', '/api/register', { username: 'once_only', email: 'once-only@example.com', password: PASSPHRASE });
    const token = latestToken('once-only@example.com')!;
    for (const bad of ['A'.repeat(43), 'short', 42, null]) {
      const res = await t.client().rest('POST', '/api/auth/confirm-email', { token: bad });
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: expect.objectContaining({ message: CONFIRM_LINK_INVALID }) });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect((await c.rest('POST', '/api/auth/confirm-email', { token })).status).toBe(200);
    const replay = t.client();
    const again = await replay.rest('POST', '/api/auth/confirm-email', { token });
    expect({ status: again.status, body: again.body }).toEqual({ status: 400, body: expect.objectContaining({ message: CONFIRM_LINK_INVALID }) });
    expect((await replay.rest('GET', '/api/auth/user')).status).toBe(401);
    const gql = await t.client().gql(CONFIRM, { token });
    expect(gqlError(gql.body)).toEqual({ code: 'BAD_USER_INPUT', message: CONFIRM_LINK_INVALID });
  });

  it('expires', async () => {
    await t.client().rest('POST', '/api/register', { username: 'too_late', email: 'too-late@example.com', password: PASSPHRASE });
    const token = latestToken('too-late@example.com')!;
    await t.sql("update email_confirmation_tokens set expires_at = now() - interval '1 second' where token_hash = $1", [
      createHash('sha256').update(token).digest('hex'),
    ]);
    expect((await t.client().rest('POST', '/api/auth/confirm-email', { token })).body).toMatchObject({ message: CONFIRM_LINK_INVALID });
    expect((await t.sql<{ c: boolean }>("select email_confirmed_at is null as c from users where username = 'too_late'"))[0].c).toBe(true);
  });

  it('a sign-in before confirming: a wrong password is the usual 401 without a link; the right one a 403 and a fresh link (a few an hour)', async () => {
    await t.client().rest('POST', '/api/register', { username: 'hasty', email: 'hasty@example.com', password: PASSPHRASE });
    const links = () => confirmTokensTo([t.env.DATA_DIR], 'hasty@example.com');
    const [first] = links();
    const wrong = await t.client().rest('POST', '/api/login', { username: 'hasty', password: 'wrong-password' });
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 401, body: expect.objectContaining({ message: INVALID_LOGIN }) });
    expect(links()).toEqual([first]);

    const right = await t.client().rest('POST', '/api/login', { username: 'hasty@example.com', password: PASSPHRASE });
    expect({ status: right.status, body: right.body }).toEqual({ status: 403, body: expect.objectContaining({ message: CONFIRM_EMAIL_FIRST }) });
    expect(right.headers.getSetCookie()).toEqual([]);
    const gql = await t.client().gql(LOGIN, { input: { username: 'hasty', password: PASSPHRASE } });
    expect(gqlError(gql.body)).toEqual({ code: 'FORBIDDEN', message: CONFIRM_EMAIL_FIRST });
    expect(gql.body.errors?.[0].extensions?.reason).toBe('EMAIL_NOT_CONFIRMED');
    for (let i = 0; i < 3; i++) await t.client().rest('POST', '/api/login', { username: 'hasty', password: PASSPHRASE });
    // The sign-up's link and three fresh ones in the hour; each new one expires the one before.
    const all = links();
    expect(all).toHaveLength(4);
    expect((await t.client().rest('POST', '/api/auth/confirm-email', { token: first })).status).toBe(400);
    const c = t.client();
    expect((await c.rest('POST', '/api/auth/confirm-email', { token: all.at(-1) })).status).toBe(200);
    expect((await c.rest('GET', '/api/auth/user')).body.username).toBe('hasty');
  });

  it('the configured admin needs no link', async () => {
    const admin = await startTestServer({ ADMIN_USERNAME: 'boss', ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'quiet-harbor-pebble-boss' });
    try {
      const { bootstrapAdmin } = await import('../../app/bootstrap-admin.js');
      await bootstrapAdmin(admin.orm.em.fork(), admin.env, admin.app.services.logger);
      expect(await admin.sql("select email_confirmed_at is not null as confirmed from users where username = 'boss'")).toEqual([{ confirmed: true }]);
    } finally {
      await admin.close();
    }
  });
});

describe('sign-ups per address (SIGNUPS_PER_IP_PER_HOUR)', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ SIGNUPS_PER_IP_PER_HOUR: '3', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => limited.close());

  let n = 0;
  const attempt = (from: string, email = `limit${++n}@example.com`) =>
    limited.client().rest('POST', '/api/register', { username: `limit${++n}`, email, password: PASSPHRASE }, { 'x-forwarded-for': from });

  it('counts every well-formed attempt, taken address or not, then answers 429 with Retry-After', async () => {
    await signUp(limited.client(), { username: 'limit_owner', email: 'limit-owner@example.com', password: PASSPHRASE }, limited);
    expect((await attempt('198.51.100.7', 'limit-owner@example.com')).status).toBe(202);
    expect((await attempt('198.51.100.7')).status).toBe(202);
    // Refused input does not count.
    const bad = await limited
      .client()
      .rest('POST', '/api/register', { username: 'x', email: 'nope', password: PASSPHRASE }, { 'x-forwarded-for': '198.51.100.7' });
    expect(bad.status).toBe(400);
    expect((await attempt('198.51.100.7', 'limit-owner@example.com')).status).toBe(202);
    const before = await limited.sql('select count(*)::int as n from users');
    const blocked = await attempt('198.51.100.7');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many sign-ups from your network\. Please try again in /);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // A taken address is refused the same way: the limit cannot be used to tell them apart.
    const blockedTaken = await attempt('198.51.100.7', 'limit-owner@example.com');
    expect({ status: blockedTaken.status, body: blockedTaken.body }).toEqual({ status: 429, body: blocked.body });
    const gql = await limited
      .client()
      .gql(SIGN_UP, { input: { username: 'limitgql', email: 'limitgql@example.com', password: PASSPHRASE } }, { 'x-forwarded-for': '198.51.100.7' });
    expect(gqlError(gql.body)?.code).toBe('TOO_MANY_REQUESTS');
    expect(await limited.sql('select count(*)::int as n from users')).toEqual(before);
    // Another address has its own budget.
    expect((await attempt('198.51.100.8')).status).toBe(202);
  });

  it('counts an IPv6 address by its /64, and an IPv4-mapped address as its IPv4 address', async () => {
    for (const from of ['2001:db8:aa:1::1', '2001:db8:aa:1::2', '2001:db8:aa:1:ffff:ffff:ffff:fffe']) expect((await attempt(from)).status).toBe(202);
    expect((await attempt('2001:db8:aa:1:1234::9')).status).toBe(429);
    expect((await attempt('2001:db8:aa:2::1')).status).toBe(202);

    for (const from of ['203.0.113.50', '::ffff:203.0.113.50', '203.0.113.50']) expect((await attempt(from)).status).toBe(202);
    expect((await attempt('::ffff:203.0.113.50')).status).toBe(429);
  });
});
