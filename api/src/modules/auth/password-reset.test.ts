import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, type TestServer } from '../../../test/test-server.js';
import { emailsTo } from '../../../test/outbox.js';
import { RESET_LINK_INVALID } from './auth.inputs.js';
import { PASSWORD_CHANGED, RESET_REQUESTED } from './password-reset.service.js';
import { PASSWORD_HAS_EMAIL, PASSWORD_HAS_USERNAME, PASSWORD_TOO_COMMON, PASSWORD_TOO_GUESSABLE } from './password-policy.js';

const PUBLIC_URL = 'https://tea.example.org';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ PUBLIC_URL, LOGIN_MAX_FAILURES: '2', PASSWORD_RESETS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => t.close());

const LINK = /(\S+)\/reset-password\?token=([A-Za-z0-9_-]{43})\b/;

/** Asks for a link (REST) and returns the token from the newest reset e-mail (test members are `<username>@example.com`). */
async function requestToken(login: string, email = login.includes('@') ? login : `${login}@example.com`): Promise<string> {
  const res = await t.client().rest('POST', '/api/auth/forgot-password', { email: login });
  expect(res.status).toBe(202);
  await t.app.services.passwordReset.idle();
  const mail = emailsTo(t, email)
    .filter((m) => m.subject === 'Reset your Tea password')
    .at(-1);
  expect(mail).toBeDefined();
  return LINK.exec(mail!.text)![2];
}

const passwordHashOf = async (userId: string) =>
  (await t.sql<{ password_hash: string }>('select password_hash from users where id = $1', [userId]))[0].password_hash;
const tokensOf = (userId: string) =>
  t.sql<{ token_hash: string; used: boolean; live: boolean; minutes: number }>(
    `select token_hash, used_at is not null as used, expires_at > now() as live,
            round(extract(epoch from expires_at - created_at) / 60)::int as minutes
       from password_reset_tokens where user_id = $1 order by created_at`,
    [userId],
  );
const sessionsOf = async (userId: string) => (await t.sql('select 1 from session where user_id = $1', [userId])).length;
const snapshot = async (userId: string) => JSON.stringify([await passwordHashOf(userId), await tokensOf(userId), await sessionsOf(userId)]);

const RESET = 'mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }';
const REQUEST = 'mutation($e: String!) { requestPasswordReset(email: $e) }';

describe('asking for a reset link', () => {
  it('answers the same 202 for an account, an unknown address and a banned account; only the account gets a link', async () => {
    const rosa = await t.signedIn({ username: 'rosa' });
    const banned = await t.signedIn({ username: 'banned-bea' });
    await t.sql("update users set banned = true, ban_reason = 'test', banned_at = now() where id = $1", [banned.user.id]);

    const answers = await Promise.all(
      ['ROSA@example.com', 'nobody-at-all@example.com', 'banned-bea@example.com', 'no-such-user'].map((email) =>
        t.client().rest('POST', '/api/auth/forgot-password', { email }),
      ),
    );
    for (const res of answers)
      expect({ status: res.status, body: res.body }).toEqual({ status: 202, body: expect.objectContaining({ message: RESET_REQUESTED }) });
    await t.app.services.passwordReset.idle();

    const [mail, ...more] = emailsTo(t, 'rosa@example.com');
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Reset your Tea password');
    const [, base, token] = LINK.exec(mail.text)!;
    expect(base).toBe(PUBLIC_URL);
    expect(mail.text).toMatch(/60 minutes/);
    // Only the SHA-256 of the token is stored, valid for 60 minutes.
    expect(await tokensOf(rosa.user.id)).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), used: false, live: true, minutes: 60 }]);
    expect(JSON.stringify(await t.sql('select * from password_reset_tokens'))).not.toContain(token);

    expect(emailsTo(t, 'banned-bea@example.com')).toEqual([]);
    expect(emailsTo(t, 'nobody-at-all@example.com')).toEqual([]);
    expect(await tokensOf(banned.user.id)).toEqual([]);
  });

  it('takes a username, through REST (`email` or `username`) and GraphQL, always answering true', async () => {
    const lena = await t.signedIn({ username: 'Lena' });
    expect((await t.client().rest('POST', '/api/auth/forgot-password', { username: 'lena' })).status).toBe(202);
    const gql = await t.client().gql(REQUEST, { e: 'LENA' });
    expect(gql.body).toEqual({ data: { requestPasswordReset: true } });
    const unknown = await t.client().gql(REQUEST, { e: 'nobody-by-that-name' });
    expect(unknown.body).toEqual({ data: { requestPasswordReset: true } });
    await t.app.services.passwordReset.idle();
    expect(emailsTo(t, 'Lena@example.com')).toHaveLength(2);
    // The newer link expired the older one.
    expect((await tokensOf(lena.user.id)).map((r) => r.live)).toEqual([false, true]);
  });

  it('refuses an empty address with a 400 and stores nothing', async () => {
    const before = await t.sql('select count(*)::int as n from password_reset_tokens');
    for (const body of [{}, { email: '' }, { email: '   ' }, { email: 42 }]) {
      const res = await t.client().rest('POST', '/api/auth/forgot-password', body);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 400,
        body: expect.objectContaining({ message: 'Please enter your e-mail address or username.' }),
      });
    }
    expect(gqlError((await t.client().gql(REQUEST, { e: '' })).body)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please enter your e-mail address or username.',
    });
    await t.app.services.passwordReset.idle();
    expect(await t.sql('select count(*)::int as n from password_reset_tokens')).toEqual(before);
  });

  it('may be asked once per GraphQL request (no aliased floods)', async () => {
    const res = await t.client().gql('mutation { a: requestPasswordReset(email: "rosa") b: requestPasswordReset(email: "rosa") }');
    expect(res.body.errors?.[0].message).toBe('"requestPasswordReset" may be used only once per request.');
  });
});

describe('setting a new password with the link', () => {
  it('changes the password, ends every session of the account, e-mails a notice and signs nobody in', async () => {
    const mia = await t.signedIn({ username: 'mia', password: 'old-password' });
    const miaOnPhone = t.client();
    expect((await miaOnPhone.rest('POST', '/api/login', { username: 'mia', password: 'old-password' })).status).toBe(200);
    const bystander = await t.signedIn();
    expect(await sessionsOf(mia.user.id)).toBe(2);
    const token = await requestToken('mia@example.com');
    const oldHash = await passwordHashOf(mia.user.id);

    // The reset is done from one of her signed-in browsers: that session ends too.
    const res = await mia.rest('POST', '/api/auth/reset-password', { token, password: 'new-password' });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: PASSWORD_CHANGED } });
    expect(mia.cookies.get('sid')).toBeUndefined();

    expect(await passwordHashOf(mia.user.id)).not.toBe(oldHash);
    expect(await passwordHashOf(mia.user.id)).toMatch(/^\$argon2id\$/);
    expect(await sessionsOf(mia.user.id)).toBe(0);
    expect((await miaOnPhone.rest('GET', '/api/auth/user')).status).toBe(401);
    expect((await bystander.rest('GET', '/api/auth/user')).status).toBe(200);
    expect((await tokensOf(mia.user.id)).map((r) => r.used)).toEqual([true]);

    expect((await t.client().rest('POST', '/api/login', { username: 'mia', password: 'old-password' })).status).toBe(401);
    expect((await t.client().rest('POST', '/api/login', { username: 'mia', password: 'new-password' })).status).toBe(200);
    const notice = emailsTo(t, 'mia@example.com').find((m) => m.subject === 'Your Tea password was changed');
    expect(notice?.text).toMatch(/signed out/);
  });

  it('works through GraphQL, and leaves the session of someone else who used the link alone', async () => {
    const zoe = await t.signedIn({ username: 'zoe' });
    const other = await t.signedIn();
    const token = await requestToken('zoe');
    const res = await other.gql(RESET, { t: token, p: 'brand-new-1' });
    expect(res.body).toEqual({ data: { resetPassword: true } });
    expect((await zoe.rest('GET', '/api/auth/user')).status).toBe(401);
    expect((await other.rest('GET', '/api/auth/user')).body.id).toBe(other.user.id);
    expect((await t.client().rest('POST', '/api/login', { username: 'zoe', password: 'brand-new-1' })).status).toBe(200);
  });

  it('applies the sign-up password rules; a refused password changes nothing and keeps the link', async () => {
    const ada = await t.signedIn({ username: 'ada' });
    const token = await requestToken('ada');
    const before = await snapshot(ada.user.id);
    for (const [password, message] of [
      [undefined, 'Please enter a new password.'],
      ['', 'Please enter a new password.'],
      ['12345', 'Password must be at least 6 characters long.'],
      ['x'.repeat(257), 'Password must be at most 256 characters long.'],
    ] as const) {
      const res = await t.client().rest('POST', '/api/auth/reset-password', { token, password });
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: expect.objectContaining({ message }) });
    }
    expect(gqlError((await t.client().gql(RESET, { t: token, p: '12345' })).body)?.message).toBe('Password must be at least 6 characters long.');
    expect(await snapshot(ada.user.id)).toBe(before);
    expect((await t.client().rest('POST', '/api/auth/reset-password', { token, password: 'now-long-enough' })).status).toBe(200);
  });

  it('screens the new password as sign-up does (common, guessable, her username or e-mail); a refusal changes nothing and keeps the link', async () => {
    const cleo = await t.signedIn({ username: 'cleopatra' });
    const token = await requestToken('cleopatra');
    const before = await snapshot(cleo.user.id);
    for (const [password, message] of [
      ['123456', PASSWORD_TOO_COMMON],
      ['password', PASSWORD_TOO_COMMON],
      ['qwerty123', PASSWORD_TOO_COMMON],
      ['secret123', PASSWORD_TOO_GUESSABLE],
      ['Cleopatra-sails-the-nile', PASSWORD_HAS_USERNAME],
    ] as const) {
      const res = await t.client().rest('POST', '/api/auth/reset-password', { token, password });
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: expect.objectContaining({ message }) });
      const gql = await t.client().gql(RESET, { t: token, p: password });
      expect(gqlError(gql.body)).toEqual({ code: 'BAD_USER_INPUT', message });
      expect(gql.body.errors?.[0].extensions?.field).toBe('password');
    }
    // Her e-mail address's local part counts too (test members are <username>@example.com; this one is changed).
    await t.sql("update users set email = 'pharaoh.queen@example.com' where id = $1", [cleo.user.id]);
    const local = await t.client().rest('POST', '/api/auth/reset-password', { token, password: 'ancient-pharaoh.queen-barge' });
    expect(local.body).toMatchObject({ message: PASSWORD_HAS_EMAIL });
    expect(await snapshot(cleo.user.id)).toBe(before);
    const ok = await t.client().gql(RESET, { t: token, p: 'velvet-compass-thistle' });
    expect(ok.body).toEqual({ data: { resetPassword: true } });
  });

  it('works once: the same link again is refused and changes nothing', async () => {
    const ivy = await t.signedIn({ username: 'ivy' });
    const token = await requestToken('ivy');
    expect((await t.client().rest('POST', '/api/auth/reset-password', { token, password: 'first-new' })).status).toBe(200);
    const before = await snapshot(ivy.user.id);
    const again = await t.client().rest('POST', '/api/auth/reset-password', { token, password: 'second-new' });
    expect({ status: again.status, body: again.body }).toEqual({ status: 400, body: expect.objectContaining({ message: RESET_LINK_INVALID }) });
    expect(await snapshot(ivy.user.id)).toBe(before);
    expect((await t.client().rest('POST', '/api/login', { username: 'ivy', password: 'first-new' })).status).toBe(200);
  });

  it('refuses an expired link (older than 60 minutes) and changes nothing', async () => {
    const eve = await t.signedIn({ username: 'eve' });
    const token = await requestToken('eve');
    await t.sql("update password_reset_tokens set created_at = now() - interval '61 minutes', expires_at = now() - interval '1 minute' where user_id = $1", [
      eve.user.id,
    ]);
    const before = await snapshot(eve.user.id);
    const res = await t.client().gql(RESET, { t: token, p: 'new-password' });
    expect(gqlError(res.body)).toEqual({ code: 'BAD_USER_INPUT', message: RESET_LINK_INVALID });
    expect(res.body.errors?.[0].extensions?.field).toBe('token');
    expect(await snapshot(eve.user.id)).toBe(before);
  });

  it('refuses an older link once a newer one was sent', async () => {
    const uma = await t.signedIn({ username: 'uma' });
    const first = await requestToken('uma');
    const second = await requestToken('uma');
    expect(first).not.toBe(second);
    expect((await t.client().rest('POST', '/api/auth/reset-password', { token: first, password: 'new-password' })).status).toBe(400);
    expect((await t.client().rest('POST', '/api/auth/reset-password', { token: second, password: 'new-password' })).status).toBe(200);
    expect((await tokensOf(uma.user.id)).map((r) => r.used)).toEqual([false, true]);
  });

  it('refuses a wrong, malformed or missing token with the same message and changes nothing', async () => {
    const kim = await t.signedIn({ username: 'kim' });
    await requestToken('kim');
    const before = await snapshot(kim.user.id);
    for (const token of ['A'.repeat(43), 'not-a-token', '', undefined, 12345]) {
      const res = await t.client().rest('POST', '/api/auth/reset-password', { token, password: 'new-password' });
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: expect.objectContaining({ message: RESET_LINK_INVALID }) });
    }
    expect(await snapshot(kim.user.id)).toBe(before);
  });

  it('clears the failed sign-in count, so she can sign in at once', async () => {
    await t.signedIn({ username: 'locked' });
    for (let i = 0; i < 2; i++) await t.client().rest('POST', '/api/login', { username: 'locked', password: 'wrong-guess' });
    expect((await t.client().rest('POST', '/api/login', { username: 'locked', password: 'password123' })).status).toBe(429);
    const token = await requestToken('locked');
    expect((await t.client().rest('POST', '/api/auth/reset-password', { token, password: 'amber-river-falcon' })).status).toBe(200);
    expect((await t.client().rest('POST', '/api/login', { username: 'locked', password: 'amber-river-falcon' })).status).toBe(200);
  });

  it('may be used once per GraphQL request', async () => {
    const res = await t
      .client()
      .gql(`mutation { a: resetPassword(token: "${'A'.repeat(43)}", password: "secret1") b: resetPassword(token: "${'B'.repeat(43)}", password: "secret1") }`);
    expect(res.body.errors?.[0].message).toBe('"resetPassword" may be used only once per request.');
  });
});

describe('banned accounts', () => {
  it('a link sent before the ban cannot be used, nothing changes, and signing in stays refused', async () => {
    const nia = await t.signedIn({ username: 'nia', password: 'password123' });
    const token = await requestToken('nia');
    await t.sql("update users set banned = true, ban_reason = 'test', banned_at = now() where id = $1", [nia.user.id]);
    const before = await snapshot(nia.user.id);
    const res = await t.client().rest('POST', '/api/auth/reset-password', { token, password: 'get-me-back' });
    expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: expect.objectContaining({ message: 'This account has been banned.' }) });
    expect(await snapshot(nia.user.id)).toBe(before);
    expect((await t.client().rest('POST', '/api/login', { username: 'nia', password: 'password123' })).status).toBe(403);
    expect((await t.client().rest('POST', '/api/login', { username: 'nia', password: 'get-me-back' })).status).toBe(401);
    // And asking again sends nothing new.
    const mails = emailsTo(t, 'nia@example.com').length;
    expect((await t.client().rest('POST', '/api/auth/forgot-password', { email: 'nia' })).status).toBe(202);
    await t.app.services.passwordReset.idle();
    expect(emailsTo(t, 'nia@example.com')).toHaveLength(mails);
  });
});

describe('limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ TRUST_PROXY: 'loopback', PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: '2', PASSWORD_RESETS_PER_IP_PER_HOUR: '4' });
  });
  afterAll(() => limited.close());

  const ask = (email: string, ip: string) => limited.client().rest('POST', '/api/auth/forgot-password', { email }, { 'x-forwarded-for': ip });

  it('limits per address, the same way for an account and an unknown address (429 with Retry-After)', async () => {
    await limited.signedIn({ username: 'known' });
    for (const address of ['known@example.com', 'unknown@example.com']) {
      expect((await ask(address, '198.51.100.1')).status).toBe(202);
      expect((await ask(address.toUpperCase(), '198.51.100.2')).status).toBe(202);
      const blocked = await ask(address, '198.51.100.3');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    await limited.app.services.passwordReset.idle();
    expect(emailsTo(limited, 'known@example.com')).toHaveLength(2);
    // The counters hold the address's HMAC, never the address.
    expect(JSON.stringify(await limited.sql('select key from rate_limits'))).not.toMatch(/example\.com/);
  });

  it('limits per IP across addresses; other addresses are not affected', async () => {
    for (let i = 0; i < 4; i++) expect((await ask(`someone${i}@example.com`, '203.0.113.9')).status).toBe(202);
    const blocked = await ask('someone-else@example.com', '203.0.113.9');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = await limited.client().gql(REQUEST, { e: 'someone-else@example.com' }, { 'x-forwarded-for': '203.0.113.9' });
    expect(gqlError(gql.body)?.code).toBe('TOO_MANY_REQUESTS');
    expect((await ask('someone-else@example.com', '203.0.113.10')).status).toBe(202);
  });
});
