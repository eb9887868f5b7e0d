import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestClient, type TestServer } from '../test-server.js';
import { emailsTo, waitForOutbox } from '../outbox.js';
import { Role, type User } from '../../src/modules/user/user.entity.js';
import { ACCOUNT_LOCKED } from '../../src/modules/auth/account-lock.service.js';
import { currentCode, USE_RECOVERY_CODE } from '../../src/modules/two-factor/two-factor.service.js';

/**
 * The abuse suite for sign-in (issue 21 item 5), with the product's defaults (LOGIN_MAX_FAILURES 10 per address and
 * account per 15 minutes, LOGIN_ACCOUNT_DAILY_FAILURES 100): guessers from 10 and 50 loopback addresses (127.0.x.y, real
 * HTTP, each its own source address) type wrong passwords for a member and an admin by username and by e-mail address;
 * the owner signs in from her own address. Then a password holder guesses second-factor codes. The figures are printed.
 *
 * Before: failures were counted per identifier as typed (10 by username and 10 more by e-mail per address) and per
 * account alone, so 10 failures from 10 addresses locked the owner, admins too, out for 15 minutes, and ten wrong
 * second-factor codes from a password holder locked out her recovery codes as well.
 */

const PASSWORD = 'password123';
const UNLOCK_LINK = /\/unlock-account\?token=([A-Za-z0-9_-]{43})\b/;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const login = (c: TestClient, username: string, password: string) => c.rest('POST', '/api/login', { username, password });

/** Guesses the attacker's requests got checked: the account's failures of the day, as the server counts them. */
const checkedGuesses = async (user: User) =>
  (await t.sql<{ n: number | null }>("select max(points)::int as n from rate_limits where key = 'login_acct_day:' || $1", [user.id]))[0].n ?? 0;

/**
 * From each address, `perAddress` wrong passwords for each victim, alternating username and e-mail address; `parallel`
 * addresses at a time. Answers the statuses seen.
 */
async function attack(victims: User[], addresses: string[], perAddress: number, parallel = 5): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  const queue = [...addresses];
  const worker = async () => {
    for (let address = queue.shift(); address; address = queue.shift()) {
      const c = t.clientFrom(address);
      for (const v of victims) {
        for (let i = 0; i < perAddress; i++) {
          const res = await login(c, i % 2 ? v.email : v.username, `guess-${address}-${i}`);
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return statuses;
}

/** Her right password from her own address: signed in (or, for an admin, the second step asked), else locked. */
async function ownerSignsIn(user: User, address: string): Promise<'signed in' | 'locked'> {
  const res = await login(t.clientFrom(address), user.username, PASSWORD);
  if (res.status === 200) return 'signed in';
  expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: expect.objectContaining({ message: ACCOUNT_LOCKED }) });
  return 'locked';
}

/** Unlocks with the newest e-mailed link, then signs in from her own address. */
async function unlockAndSignIn(user: User, address: string): Promise<void> {
  await waitForOutbox(t);
  const mail = emailsTo(t, user.email)
    .filter((m) => m.subject === 'Unlock your Tea account')
    .at(-1);
  expect(mail).toBeDefined();
  expect(mail!.text).not.toMatch(/127\.0\./);
  const unlocked = await t.client().rest('POST', '/api/auth/unlock', { token: UNLOCK_LINK.exec(mail!.text)![1] });
  expect(unlocked.status).toBe(200);
  expect(await ownerSignsIn(user, address)).toBe('signed in');
}

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}.${i + 1}`);

describe('sign-in abuse (product defaults)', () => {
  it.each([
    [10, '127.0.10'],
    [50, '127.0.11'],
  ])(
    '%i addresses guessing a member and an admin by username and e-mail: each gets 10 guesses per account; the owner is never shut out',
    async (n, net) => {
      const member = (await t.signedIn({ username: `amelia${n}` })).user;
      const admin = (await t.signedIn({ username: `root-ada${n}`, role: Role.ADMIN })).user;
      const own = `127.0.20.${n}`;
      const addresses = range(net, n);

      // All but the last address first: the day's bar (100) is not reached yet, and she signs in directly.
      const first = Math.min(9, n - 1);
      const before = await attack([member, admin], addresses.slice(0, first), 12);
      const beforeBar = { member: await checkedGuesses(member), admin: await checkedGuesses(admin) };
      expect(beforeBar).toEqual({ member: first * 10, admin: first * 10 });
      expect(await ownerSignsIn(member, own)).toBe('signed in');
      expect(await ownerSignsIn(admin, own)).toBe('signed in');

      const rest = await attack([member, admin], addresses.slice(first), 12);
      const statuses = Object.fromEntries(Object.keys({ ...before, ...rest }).map((s) => [s, (before[+s] ?? 0) + (rest[+s] ?? 0)]));
      const checked = { member: await checkedGuesses(member), admin: await checkedGuesses(admin) };
      // Ten checked guesses per address and account, whichever identifier was typed; the rest refused unchecked or 429.
      // The day's bar (100) ends the checking: the lock lands right after the 100th failure (a few in flight may pass).
      if (n * 10 <= 100) expect(checked).toEqual({ member: n * 10, admin: n * 10 });
      else for (const c of [checked.member, checked.admin]) expect(c >= 100 && c <= 110).toBe(true);
      expect(statuses[200]).toBeUndefined();

      // At the bar (100 a day) the account locks: her right password sends her an unlock link; after it she signs in.
      const memberState = await ownerSignsIn(member, own);
      const adminState = await ownerSignsIn(admin, own);
      expect([memberState, adminState]).toEqual(n * 10 >= 100 ? ['locked', 'locked'] : ['signed in', 'signed in']);
      if (memberState === 'locked') await unlockAndSignIn(member, own);
      if (adminState === 'locked') await unlockAndSignIn(admin, own);
      await waitForOutbox(t);
      const notices = emailsTo(t, member.email).filter((m) => m.subject === 'Failed sign-ins to your Tea account').length;

      console.log(
        [
          `sign-in abuse, ${n} addresses x 12 wrong passwords per account (username and e-mail alternating), a member and an admin:`,
          `  answers to the guessers: ${JSON.stringify(statuses)}`,
          `  guesses an attacker gets per account per 15 min from ${n} addresses: ${checked.member} (member), ${checked.admin} (admin) (10 per address, at most the day's bar of 100 a day)` +
            ` (before: 20 per address, 10 by username + 10 by e-mail)`,
          `  owner from her own address after ${first * 10} guesses: signs in directly (member and admin)`,
          `  owner after ${checked.member} guesses (day bar 100): ${memberState === 'locked' ? 'locked; signs in after the e-mailed unlock link' : 'signs in directly'}`,
          `  owner locked out: no (before: 10 failures from 10 addresses locked the owner, admins too, out for 15 min)`,
          `  e-mails to her: ${notices} failed sign-in notice(s), ${emailsTo(t, member.email).filter((m) => m.subject === 'Unlock your Tea account').length} unlock link(s)`,
        ].join('\n'),
      );
    },
    600_000,
  );

  it('a password holder guessing authenticator codes from 10 addresses: the app codes pause at the day bar, a recovery code still works', async () => {
    const owner = await t.signedIn({ username: 'tamsin' });
    const setup = await owner.rest('POST', '/api/auth/2fa/setup');
    const secret = setup.body.secret as string;
    const recoveryCodes = (await owner.rest('POST', '/api/auth/2fa/enable', { code: await currentCode(secret) })).body.recoveryCodes as string[];

    let checked = 0;
    let refused = 0;
    for (const address of range('127.0.12', 10)) {
      const c = t.clientFrom(address);
      for (let session = 0; session < 3; session++) {
        expect((await login(c, 'tamsin', PASSWORD)).body).toEqual({ twoFactorRequired: true });
        for (let i = 0; i < 5; i++) {
          const res = await c.rest('POST', '/api/auth/2fa/verify', { code: String(100000 + Math.floor(Math.random() * 899999)) });
          if (res.status === 401) checked += 1;
          else {
            expect(res.status).toBe(429);
            refused += 1;
            break;
          }
        }
        // A half-signed-in session ends after 5 wrong codes: the next round signs in again.
      }
    }
    expect(checked).toBe(100);

    // Her own address: the app's codes are paused for the day, her recovery code works and lifts the pause.
    const own = t.clientFrom('127.0.20.100');
    await login(own, 'tamsin', PASSWORD);
    const paused = await own.rest('POST', '/api/auth/2fa/verify', { code: await currentCode(secret, Date.now() + 30_000) });
    expect({ status: paused.status, message: paused.body.message }).toEqual({ status: 429, message: USE_RECOVERY_CODE });
    const recovered = await own.rest('POST', '/api/auth/2fa/verify', { code: recoveryCodes[0] });
    expect(recovered.status).toBe(200);
    await waitForOutbox(t);
    const told = emailsTo(t, owner.user.email).filter((m) => m.subject === 'Someone may know your Tea password').length;
    expect(told).toBeGreaterThanOrEqual(1);

    console.log(
      [
        'second-factor abuse, a password holder from 10 addresses:',
        `  authenticator codes checked per account per day: ${checked} (10 per address per 15 min), then paused; refused with 429: ${refused}`,
        `  chance one of them was right: ${((checked * 3) / 1e6).toFixed(4)} (3 valid codes in 10^6 at any time)`,
        '  owner: her recovery code works from her own address: yes (before: 10 wrong codes from a password holder locked out her recovery codes for 15 min)',
        `  e-mails to her saying her password is probably known: ${told}`,
      ].join('\n'),
    );
  }, 600_000);
});
