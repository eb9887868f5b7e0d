import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, type TestClient, type TestServer } from '../../../test/test-server.js';
import { emailsTo, waitForOutbox } from '../../../test/outbox.js';
import { Role } from '../user/user.entity.js';
import { currentCode, USE_RECOVERY_CODE } from '../two-factor/two-factor.service.js';
import { INVALID_LOGIN } from './auth.service.js';
import { ACCOUNT_LOCKED, ACCOUNT_UNLOCKED, UNLOCK_LINK_INVALID } from './account-lock.service.js';

/**
 * Issue 21 item 5: guessing is throttled per address and account, the owner is never locked out from a clean address,
 * the day's bar needs an e-mailed unlock link, and a recovery code always works. Real HTTP from distinct loopback
 * addresses (127.0.0.x), real PostgreSQL.
 */

const PASSWORD = 'password123';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { id } }';
const UNLOCK_LINK = /\/unlock-account\?token=([A-Za-z0-9_-]{43})\b/;

const login = (c: TestClient, username: string, password: string) => c.rest('POST', '/api/login', { username, password });

/** `n` wrong passwords for `username` from `address`; answers their statuses. */
async function guess(t: TestServer, address: string, username: string, n: number): Promise<number[]> {
  const c = t.clientFrom(address);
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await login(c, username, `wrong-guess-${i}`)).status);
  return statuses;
}

describe('sign-in guesses (day bar out of reach)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ LOGIN_ACCOUNT_DAILY_FAILURES: '1000' });
  });
  afterAll(() => t.close());

  it('counts per account whichever identifier was typed: one address gets 10 guesses, answered like an unknown name', async () => {
    const nora = await t.signedIn({ username: 'nora' });
    const answers = async (address: string, username: string, email: string) => {
      const from = t.clientFrom(address);
      const out: { status: number; body: unknown }[] = [];
      for (let i = 0; i < 5; i++) out.push(await login(from, username, `nope-${i}`));
      for (let i = 0; i < 5; i++) out.push(await login(from, email, `nope-${i}`));
      // The 11th: her right password under her username is refused unchecked, as a wrong one.
      out.push(await login(from, username, PASSWORD));
      for (let i = 0; i < 6; i++) out.push(await login(from, email, `again-${i}`));
      return out.map((r) => ({ status: r.status, body: r.body }));
    };
    const known = await answers('127.0.0.11', 'nora', nora.user.email);
    const unknown = await answers('127.0.0.15', 'nobody-here', 'nobody-here@example.com');
    expect(known.slice(0, 11).every((r) => r.status === 401 && (r.body as { message: string }).message === INVALID_LOGIN)).toBe(true);
    // Refusals count against what was typed, so the e-mail address reaches 429 exactly when an unknown one does.
    expect(known.map((r) => r.status)).toEqual(unknown.map((r) => r.status));
    expect(known.map((r) => r.status).slice(-1)).toEqual([429]);
    // Her own address was never involved.
    expect((await login(t.clientFrom('127.0.0.12'), 'nora', PASSWORD)).status).toBe(200);
    // Counters hold no e-mail address or username in clear.
    expect(JSON.stringify(await t.sql('select key from rate_limits'))).not.toMatch(/example\.com|nora|nobody/);
  });

  it('answers 429 after 10 wrong passwords from one address, even for the right one; her own address still signs in', async () => {
    await t.signedIn({ username: 'ines' });
    expect(await guess(t, '127.0.0.13', 'ines', 10)).toEqual(Array(10).fill(401));
    const blocked = await login(t.clientFrom('127.0.0.13'), 'ines', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(t.clientFrom('127.0.0.14'), 'ines', PASSWORD)).status).toBe(200);
  });

  it('lets the owner, an admin too, sign in from a clean address after 10 failures from each of 10 addresses by username and e-mail', async () => {
    const member = await t.signedIn({ username: 'mira' });
    const admin = await t.signedIn({ username: 'ada-owner', role: Role.ADMIN });
    for (const who of [member.user, admin.user]) {
      for (let a = 0; a < 10; a++) {
        const c = t.clientFrom(`127.0.1.${a + 1}`);
        for (let i = 0; i < 12; i++) await login(c, i % 2 ? who.email : who.username, `wrong-${i}`);
        expect((await login(c, who.username, PASSWORD)).status).not.toBe(200);
      }
      const [{ n }] = await t.sql<{ n: number }>("select max(points)::int as n from rate_limits where key = 'login_acct_day:' || $1", [who.id]);
      expect(n).toBe(100);
      const own = await login(t.clientFrom('127.0.1.200'), who.username, PASSWORD);
      expect(own.status).toBe(200);
      if (who.role === Role.ADMIN) expect(own.body).toEqual({ twoFactorRequired: true });
    }
  }, 120_000);

  it('e-mails her at 10 failures in a day, once an hour, naming no address', async () => {
    const vera = await t.signedIn({ username: 'vera' });
    for (let a = 0; a < 3; a++) await guess(t, `127.0.2.${a + 1}`, a % 2 ? 'vera' : vera.user.email, 6);
    await waitForOutbox(t);
    const notices = emailsTo(t, vera.user.email).filter((m) => m.subject === 'Failed sign-ins to your Tea account');
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain('10 times today');
    expect(notices[0].text).not.toMatch(/127\.0\.|::/);
  });
});

describe('the day bar and the unlock link', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ LOGIN_ACCOUNT_DAILY_FAILURES: '12', PUBLIC_URL: 'https://tea.example.org' });
  });
  afterAll(() => t.close());

  const unlockMails = (email: string) => emailsTo(t, email).filter((m) => m.subject === 'Unlock your Tea account');
  const newestToken = (email: string) => UNLOCK_LINK.exec(unlockMails(email).at(-1)!.text)![1];

  it('locks at the bar: right and wrong passwords answer alike and send her the link, an unknown identifier too; the link unlocks', async () => {
    const lara = await t.signedIn({ username: 'lara' });
    await guess(t, '127.0.3.1', 'lara', 10);
    await guess(t, '127.0.3.2', lara.user.email, 2);
    await waitForOutbox(t);
    expect(unlockMails(lara.user.email)).toHaveLength(1);
    expect(unlockMails(lara.user.email)[0].text).toContain('https://tea.example.org/unlock-account?token=');

    const own = t.clientFrom('127.0.3.3');
    // Locked, no password is checked: right and wrong answer alike, so the lock tells a guesser nothing about either.
    const wrong = await login(own, 'lara', 'still-wrong');
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 403, body: expect.objectContaining({ message: ACCOUNT_LOCKED }) });
    const locked = await login(own, 'lara', PASSWORD);
    expect({ status: locked.status, body: locked.body }).toEqual({ status: 403, body: expect.objectContaining({ message: ACCOUNT_LOCKED }) });
    // An identifier no account has answers the same once its wrong guesses reach the bar: the lock is no membership oracle.
    await guess(t, '127.0.3.5', 'nobody-at-all', 10);
    await guess(t, '127.0.3.6', 'nobody-at-all', 2);
    const unknown = await login(own, 'nobody-at-all', 'still-wrong');
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 403, body: expect.objectContaining({ message: ACCOUNT_LOCKED }) });
    expect((await login(t.clientFrom('127.0.3.7'), 'nobody-else', 'still-wrong')).body).toMatchObject({ message: INVALID_LOGIN });
    const gql = await t.clientFrom('127.0.3.4').gql(LOGIN, { input: { username: lara.user.email, password: PASSWORD } });
    expect(gqlError(gql.body)).toEqual({ code: 'FORBIDDEN', message: ACCOUNT_LOCKED });
    expect(gql.body.errors?.[0].extensions?.reason).toBe('ACCOUNT_LOCKED');
    // The lock's own mail, then a new link at each sign-in while locked (at most 3 an hour).
    await waitForOutbox(t);
    expect(unlockMails(lara.user.email)).toHaveLength(4);
    await login(own, 'lara', PASSWORD);
    await login(own, 'lara', PASSWORD);
    await waitForOutbox(t);
    expect(unlockMails(lara.user.email)).toHaveLength(4);

    const token = newestToken(lara.user.email);
    const unlocked = await t.client().rest('POST', '/api/auth/unlock', { token });
    expect({ status: unlocked.status, body: unlocked.body }).toEqual({ status: 200, body: { success: true, message: ACCOUNT_UNLOCKED } });
    const again = await t.client().rest('POST', '/api/auth/unlock', { token });
    expect({ status: again.status, body: again.body }).toEqual({ status: 400, body: expect.objectContaining({ message: UNLOCK_LINK_INVALID }) });
    expect((await login(own, 'lara', PASSWORD)).status).toBe(200);
    // The address that made 10 guesses starts afresh too.
    expect((await login(t.clientFrom('127.0.3.1'), 'lara', PASSWORD)).status).toBe(200);
  });

  it('locks once when many wrong passwords reach the bar at once; every link sent works until one is used', async () => {
    const mina = await t.signedIn({ username: 'mina' });
    await guess(t, '127.0.3.20', 'mina', 10);
    // Twelve wrong passwords in flight together from as many addresses: several cross the bar (12) at the same time.
    // The one that locks sends the lock's mail; those answered after it are sign-ins while locked (a link each, 3 an hour).
    await Promise.all(Array.from({ length: 12 }, (_, i) => login(t.clientFrom(`127.0.3.${30 + i}`), 'mina', `wrong-${i}`)));
    await waitForOutbox(t);
    const mails = unlockMails(mina.user.email);
    expect(mails.filter((m) => /with a wrong password \d+ times today/.test(m.text))).toHaveLength(1);
    expect(mails.length).toBeLessThanOrEqual(4);
    // The oldest link still works though newer ones were sent; using it ends the others.
    const tokens = mails.map((m) => UNLOCK_LINK.exec(m.text)![1]);
    expect((await t.client().rest('POST', '/api/auth/unlock', { token: tokens[0] })).status).toBe(200);
    for (const token of tokens.slice(1)) expect((await t.client().rest('POST', '/api/auth/unlock', { token })).status).toBe(400);
    expect((await login(t.clientFrom('127.0.3.50'), 'mina', PASSWORD)).status).toBe(200);
  });

  it('locks an admin the same way; GraphQL unlockAccount unlocks; a bad token changes nothing', async () => {
    const admin = await t.signedIn({ username: 'ada-locked', role: Role.ADMIN });
    await guess(t, '127.0.4.1', admin.user.email, 10);
    await guess(t, '127.0.4.2', 'ada-locked', 2);
    const own = t.clientFrom('127.0.4.3');
    expect((await login(own, 'ada-locked', PASSWORD)).body).toMatchObject({ message: ACCOUNT_LOCKED });
    await waitForOutbox(t);
    const before = await t.sql('select key, points from rate_limits order by key');
    for (const bad of ['A'.repeat(43), 'short', '']) {
      const res = await t.client().gql('mutation($t: String!) { unlockAccount(token: $t) }', { t: bad });
      expect(gqlError(res.body)).toEqual({ code: 'BAD_USER_INPUT', message: UNLOCK_LINK_INVALID });
    }
    expect(await t.sql('select key, points from rate_limits order by key')).toEqual(before);
    const ok = await t.client().gql('mutation($t: String!) { unlockAccount(token: $t) }', { t: newestToken(admin.user.email) });
    expect(ok.body).toEqual({ data: { unlockAccount: true } });
    expect((await login(own, 'ada-locked', PASSWORD)).body).toEqual({ twoFactorRequired: true });
  });

  it('a password reset lifts the lock', async () => {
    const rita = await t.signedIn({ username: 'rita' });
    await guess(t, '127.0.5.1', 'rita', 10);
    await guess(t, '127.0.5.2', 'rita', 2);
    expect((await login(t.client(), 'rita', PASSWORD)).status).toBe(403);
    await t.client().rest('POST', '/api/auth/forgot-password', { email: 'rita' });
    await waitForOutbox(t);
    const reset = emailsTo(t, rita.user.email).find((m) => m.subject === 'Reset your Tea password')!;
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(reset.text)![1];
    expect((await t.client().rest('POST', '/api/auth/reset-password', { token, password: 'amber-river-falcon' })).status).toBe(200);
    expect((await login(t.client(), 'rita', 'amber-river-falcon')).status).toBe(200);
  });

  it("second factor: a password holder's wrong codes pause the app's codes, never the recovery codes; she is told", async () => {
    const owner = await t.signedIn({ username: 'tess' });
    const setup = await owner.rest('POST', '/api/auth/2fa/setup');
    const secret = setup.body.secret as string;
    const enabled = await owner.rest('POST', '/api/auth/2fa/enable', { code: await currentCode(secret) });
    const recoveryCodes = enabled.body.recoveryCodes as string[];

    // Someone with her password, from one address: 5 wrong codes end a half-signed-in session; 10 use up the address.
    const thief = t.clientFrom('127.0.6.1');
    const codes: number[] = [];
    for (let s = 0; s < 2; s++) {
      expect((await login(thief, 'tess', PASSWORD)).body).toEqual({ twoFactorRequired: true });
      for (let i = 0; i < 5; i++) codes.push((await thief.rest('POST', '/api/auth/2fa/verify', { code: String(100000 + s * 10 + i) })).status);
    }
    expect(codes).toEqual(Array(10).fill(401));
    await login(thief, 'tess', PASSWORD);
    expect((await thief.rest('POST', '/api/auth/2fa/verify', { code: '123456' })).status).toBe(429);
    // A recovery code still works, even from that address.
    expect((await thief.rest('POST', '/api/auth/2fa/verify', { code: recoveryCodes[0] })).status).toBe(200);
    await waitForOutbox(t);
    const notices = emailsTo(t, owner.user.email).filter((m) => m.subject === 'Someone may know your Tea password');
    expect(notices).toHaveLength(1);
    expect(notices[0].text).not.toMatch(/127\.0\./);

    // Her recovery code lifted the day's count. 12 more wrong codes from two other addresses reach the day's bar (12):
    // the app's codes pause for the account; the owner's recovery code works from her own address and lifts the pause.
    for (const [address, n] of [['127.0.6.2', 10] as const, ['127.0.6.5', 2] as const]) {
      const other = t.clientFrom(address);
      for (let i = 0; i < n; i++) {
        if (i % 5 === 0) await login(other, 'tess', PASSWORD);
        expect((await other.rest('POST', '/api/auth/2fa/verify', { code: String(200000 + i) })).status).toBe(401);
      }
    }
    const own = t.clientFrom('127.0.6.3');
    await login(own, 'tess', PASSWORD);
    const paused = await own.rest('POST', '/api/auth/2fa/verify', { code: await currentCode(secret, Date.now() + 30_000) });
    expect({ status: paused.status, message: paused.body.message }).toEqual({ status: 429, message: USE_RECOVERY_CODE });
    expect((await own.rest('POST', '/api/auth/2fa/verify', { code: recoveryCodes[1] })).status).toBe(200);
    const later = t.clientFrom('127.0.6.4');
    await login(later, 'tess', PASSWORD);
    expect((await later.rest('POST', '/api/auth/2fa/verify', { code: await currentCode(secret, Date.now() + 30_000) })).status).toBe(200);
  });
});
