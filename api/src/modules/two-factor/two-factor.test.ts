import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, TEST_TOTP_SECRET, type TestClient, type TestServer } from '../../../test/test-server.js';
import { clock } from '../../shared/clock.js';
import { Role, type User } from '../user/user.entity.js';
import { SECOND_FACTOR_REQUIRED, SECOND_FACTOR_STALE } from '../../auth/second-factor.js';
import { bootstrapAdmin } from '../../app/bootstrap-admin.js';
import { currentCode, WRONG_CODE } from './two-factor.service.js';
import { CODE_NEEDED, START_AGAIN } from './sign-in.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ LOGIN_MAX_FAILURES: '50' });
});
afterAll(() => t.close());
afterEach(() => clock.reset());

const PASSWORD = 'password123';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Moves the app's clock by `ms` (the test's own timers are untouched). */
function advance(ms: number) {
  const base = clock.now();
  clock.now = () => base + ms;
}

const sid = (c: TestClient) => c.cookies.get('sid');

/** A member (or admin) account straight in the database, signed in with her password only. */
async function passwordOnly(role: Role = Role.MEMBER): Promise<TestClient & { user: User; username: string }> {
  const member = await t.signedIn({ role: Role.MEMBER });
  if (role === Role.ADMIN) await t.sql('update users set role = $2 where id = $1', [member.user.id, role]);
  return Object.assign(member, { username: member.user.username });
}

/** Enrols TOTP through the API (setup + first code); answers the secret and the recovery codes. */
async function enrol(c: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await c.rest('POST', '/api/auth/2fa/setup');
  expect(setup.status).toBe(200);
  const enable = await c.rest('POST', '/api/auth/2fa/enable', { code: await currentCode(setup.body.secret) });
  expect(enable.status).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: enable.body.recoveryCodes };
}

async function signInAgain(username: string): Promise<TestClient> {
  const c = t.client();
  const res = await c.rest('POST', '/api/login', { username, password: PASSWORD });
  expect(res.status).toBe(200);
  return c;
}

describe('second factor for admins', () => {
  it('refuses every admin operation until the session has passed it, with a message that sends her to set-up', async () => {
    const admin = await passwordOnly(Role.ADMIN);
    const rest = await admin.rest('GET', '/api/admin/stats');
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe(SECOND_FACTOR_REQUIRED);
    const gql = await admin.gql('{ adminStats { pendingReports } }');
    expect(gqlError(gql.body)).toEqual({ code: 'FORBIDDEN', message: SECOND_FACTOR_REQUIRED });
    expect(gql.body.errors![0].extensions!.reason).toBe('SECOND_FACTOR_REQUIRED');
    // She still sees herself as an admin (the web sends her to set-up) and can use member features.
    const me = await admin.gql('{ me { isAdmin } twoFactorStatus { enabled required passedInThisSession } }');
    expect(me.body.data).toEqual({ me: { isAdmin: true }, twoFactorStatus: { enabled: false, required: true, passedInThisSession: false } });

    const before = sid(admin);
    const { secret, recoveryCodes } = await enrol(admin);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(sid(admin)).not.toBe(before); // privilege change: new session id
    expect((await admin.rest('GET', '/api/admin/stats')).status).toBe(200);

    // Stored: the secret encrypted (not in clear), the recovery codes as hashes only.
    const [row] = await t.sql<{ secret_encrypted: string; recovery_code_hashes: string[] }>('select * from two_factor where user_id = $1', [admin.user.id]);
    expect(row.secret_encrypted).not.toContain(secret);
    expect(row.recovery_code_hashes).toHaveLength(10);
    for (const code of recoveryCodes) expect(row.recovery_code_hashes.join()).not.toContain(code.replace('-', ''));

    // Admins cannot turn it off.
    const off = await admin.rest('POST', '/api/auth/2fa/disable', { code: await currentCode(secret, clock.now() + 30_000) });
    expect(off.status).toBe(403);
  });

  it('asks for the code after the password; the half-signed-in session can do nothing else', async () => {
    const admin = await passwordOnly(Role.ADMIN);
    const { secret } = await enrol(admin);
    await admin.rest('POST', '/api/logout');

    const c = t.client();
    const login = await c.rest('POST', '/api/login', { username: admin.username, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ twoFactorRequired: true });
    expect((await c.rest('GET', '/api/auth/user')).status).toBe(401);
    expect((await c.rest('GET', '/api/admin/stats')).status).toBe(401);
    expect((await c.gql('{ me { id } }')).body.data).toEqual({ me: null });

    const wrong = await c.rest('POST', '/api/auth/2fa/verify', { code: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(WRONG_CODE);

    const pending = sid(c);
    advance(31_000); // the enrolment code's time step is used: the next one
    const ok = await c.rest('POST', '/api/auth/2fa/verify', { code: await currentCode(secret) });
    expect(ok.status).toBe(200);
    expect(ok.body.username).toBe(admin.username);
    expect(sid(c)).not.toBe(pending);
    expect((await c.rest('GET', '/api/admin/stats')).status).toBe(200);

    // The same code cannot be used twice (replay), even from another sign-in.
    const other = await signInAgain(admin.username);
    const replay = await other.rest('POST', '/api/auth/2fa/verify', { code: await currentCode(secret) });
    expect(replay.status).toBe(401);
  });

  it('answers GraphQL login with TWO_FACTOR_REQUIRED and finishes with verifySecondFactor', async () => {
    const admin = await passwordOnly(Role.ADMIN);
    const { secret } = await enrol(admin);
    const c = t.client();
    const login = await c.gql('mutation($i: LoginInput!) { login(input: $i) { id } }', { i: { username: admin.username, password: PASSWORD } });
    expect(gqlError(login.body)).toEqual({ code: 'UNAUTHENTICATED', message: CODE_NEEDED });
    expect(login.body.errors![0].extensions!.reason).toBe('TWO_FACTOR_REQUIRED');
    advance(31_000);
    const verify = await c.gql('mutation($c: String!) { verifySecondFactor(code: $c) { username isAdmin } }', { c: await currentCode(secret) });
    expect(verify.body.data).toEqual({ verifySecondFactor: { username: admin.username, isAdmin: true } });
    expect((await c.gql('{ adminStats { pendingReports } }')).body.errors).toBeUndefined();
  });

  it('ends a half-signed-in session after 5 wrong codes', async () => {
    const admin = await passwordOnly(Role.ADMIN);
    await enrol(admin);
    const c = await signInAgain(admin.username);
    for (let i = 0; i < 4; i++) expect((await c.rest('POST', '/api/auth/2fa/verify', { code: '111111' })).status).toBe(401);
    const fifth = await c.rest('POST', '/api/auth/2fa/verify', { code: '111111' });
    expect(fifth.body.message).toBe(START_AGAIN);
    expect(sid(c)).toBeUndefined();
  });

  it('takes each recovery code once', async () => {
    const admin = await passwordOnly(Role.ADMIN);
    const { recoveryCodes } = await enrol(admin);
    const c = await signInAgain(admin.username);
    const ok = await c.rest('POST', '/api/auth/2fa/verify', { code: recoveryCodes[3].toUpperCase() });
    expect(ok.status).toBe(200);
    const again = await signInAgain(admin.username);
    expect((await again.rest('POST', '/api/auth/2fa/verify', { code: recoveryCodes[3] })).status).toBe(401);
    expect(gqlError((await again.gql('{ twoFactorStatus { recoveryCodesLeft } }')).body)?.code).toBe('UNAUTHENTICATED');
    const status = await c.gql('{ twoFactorStatus { recoveryCodesLeft } }');
    expect(status.body.data.twoFactorStatus.recoveryCodesLeft).toBe(9);
  });

  it('needs a check within 5 minutes to reveal a report author or open an ID document', async () => {
    const admin = await t.signedIn({ role: Role.ADMIN });
    const author = await t.signedIn();
    const [p] = await t.sql<{ id: number }>(
      "insert into profiles (first_name, display_name, category, created_by_id, published_at) values ('Dan', 'Dan', 'friends', $1, now()) returning id",
      [author.user.id],
    );
    const [r] = await t.sql<{ id: number }>(
      "insert into reports (profile_id, author_id, report_type, title, content, category, rating) values ($1, $2, 'neutral', 'A title', 'Some content long enough.', 'friends', 3) returning id",
      [p.id, author.user.id],
    );
    const REVEAL = 'mutation($id: ID!) { revealReportAuthor(reportId: $id) }';
    const vars = { id: String(r.id) };
    const fresh = await admin.gql(REVEAL, vars);
    expect(fresh.body.errors).toBeUndefined();
    expect(fresh.body.data.revealReportAuthor).toBe(author.user.username);

    advance(6 * MINUTE);
    const stale = await admin.gql(REVEAL, vars);
    expect(gqlError(stale.body)).toEqual({ code: 'FORBIDDEN', message: SECOND_FACTOR_STALE });
    expect(stale.body.errors![0].extensions!.reason).toBe('SECOND_FACTOR_STALE');
    const doc = await admin.rest('POST', '/api/admin/verification-requests/00000000-0000-0000-0000-000000000000/open');
    expect(doc.status).toBe(403);
    expect(doc.body.message).toBe(SECOND_FACTOR_STALE);
    // Other admin work goes on.
    expect((await admin.rest('GET', '/api/admin/stats')).status).toBe(200);

    const step = await admin.rest('POST', '/api/auth/2fa/verify', { code: await currentCode(TEST_TOTP_SECRET) });
    expect(step.status).toBe(200);
    expect((await admin.gql(REVEAL, vars)).body.data.revealReportAuthor).toBe(author.user.username);
  });

  it('enrols ADMIN_TOTP_SECRET for the configured admin at start', async () => {
    const username = `cfgadmin${Date.now().toString(36)}`;
    await bootstrapAdmin(
      t.orm.em.fork(),
      { ...t.env, ADMIN_USERNAME: username, ADMIN_EMAIL: `${username}@example.com`, ADMIN_PASSWORD: PASSWORD, ADMIN_TOTP_SECRET: TEST_TOTP_SECRET },
      { info: () => {} } as never,
    );
    const c = t.client();
    const login = await c.rest('POST', '/api/login', { username, password: PASSWORD });
    expect(login.body).toEqual({ twoFactorRequired: true });
    const ok = await c.rest('POST', '/api/auth/2fa/verify', { code: await currentCode(TEST_TOTP_SECRET) });
    expect(ok.status).toBe(200);
    expect((await c.rest('GET', '/api/admin/stats')).status).toBe(200);
  });
});

describe('second factor for members', () => {
  it('is optional: on with a code, asked at sign-in, off again with a code', async () => {
    const member = await passwordOnly();
    expect((await member.gql('{ twoFactorStatus { enabled required } }')).body.data).toEqual({ twoFactorStatus: { enabled: false, required: false } });
    const bad = await member.rest('POST', '/api/auth/2fa/enable', { code: '123456' });
    expect(bad.status).toBe(400); // no set-up started
    const { secret } = await enrol(member);
    expect((await member.rest('POST', '/api/auth/2fa/setup')).status).toBe(409);
    const c = await signInAgain(member.username);
    expect((await c.rest('GET', '/api/auth/user')).status).toBe(401);
    advance(31_000);
    expect((await c.rest('POST', '/api/auth/2fa/verify', { code: await currentCode(secret) })).status).toBe(200);
    advance(62_000);
    const off = await c.gql('mutation($c: String!) { disableTwoFactor(code: $c) }', { c: await currentCode(secret) });
    expect(off.body.data).toEqual({ disableTwoFactor: true });
    const plain = await t.client().rest('POST', '/api/login', { username: member.username, password: PASSWORD });
    expect(plain.body.username).toBe(member.username);
  });
});

describe('session lifetimes', () => {
  it('ends a member session after 14 idle days, and any member session after 30 days', async () => {
    const idle = await t.signedIn();
    advance(13 * DAY);
    expect((await idle.rest('GET', '/api/auth/user')).status).toBe(200);
    advance(13 * DAY + 14 * DAY + MINUTE); // 14 days and a minute after that last request
    expect((await idle.rest('GET', '/api/auth/user')).status).toBe(401);
    clock.reset();

    const busy = await t.signedIn();
    const start = clock.now();
    for (let day = 10; day <= 29; day += 10) {
      clock.now = () => start + day * DAY;
      expect((await busy.rest('GET', '/api/auth/user')).status).toBe(200);
    }
    clock.now = () => start + 30 * DAY + MINUTE;
    expect((await busy.rest('GET', '/api/auth/user')).status).toBe(401);
  });

  it('ends an admin session after 30 idle minutes, and any admin session after 8 hours', async () => {
    const idle = await t.signedIn({ role: Role.ADMIN });
    advance(29 * MINUTE);
    expect((await idle.rest('GET', '/api/admin/stats')).status).toBe(200);
    advance(29 * MINUTE + 31 * MINUTE);
    expect((await idle.rest('GET', '/api/admin/stats')).status).toBe(401);
    clock.reset();

    const busy = await t.signedIn({ role: Role.ADMIN });
    const start = clock.now();
    for (let m = 20; m < 8 * 60; m += 20) {
      clock.now = () => start + m * MINUTE;
      expect((await busy.rest('GET', '/api/auth/user')).status).toBe(200);
    }
    clock.now = () => start + 8 * 60 * MINUTE + MINUTE;
    expect((await busy.rest('GET', '/api/auth/user')).status).toBe(401);
  });

  it('does not write the session on every read (idle time is refreshed now and then)', async () => {
    const member = await t.signedIn();
    const expireOf = async () => (await t.sql<{ expire: Date }>('select expire from session where user_id = $1', [member.user.id]))[0].expire.getTime();
    const first = await expireOf();
    await new Promise((r) => setTimeout(r, 20));
    await member.rest('GET', '/api/auth/user');
    expect(await expireOf()).toBe(first);
  });
});

describe('sessions list', () => {
  it('lists her sessions with device and times, ends one, and ends all others', async () => {
    const phone = await passwordOnly();
    const laptop = t.client();
    await laptop.rest(
      'POST',
      '/api/login',
      { username: phone.username, password: PASSWORD },
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' },
    );
    const tablet = await signInAgain(phone.username);

    const list = await laptop.gql('{ mySessions { id device current lastSeenAt signedInAt expiresAt } }');
    expect(list.body.errors).toBeUndefined();
    const sessions = list.body.data.mySessions as { id: string; device: string; current: boolean }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.current)!.device).toBe('Chrome on Linux');
    expect(JSON.stringify(sessions)).not.toContain(sid(laptop)!.split('.')[0].replace(/^s%3A/, ''));

    // Another member cannot end them.
    const stranger = await t.signedIn();
    const other = sessions.find((s) => !s.current)!;
    expect((await stranger.rest('DELETE', `/api/user/sessions/${other.id}`)).status).toBe(404);
    expect((await laptop.rest('DELETE', `/api/user/sessions/${sessions.find((s) => s.current)!.id}`)).status).toBe(400);

    const ended = await laptop.gql('mutation { endOtherSessions }');
    expect(ended.body.data).toEqual({ endOtherSessions: 2 });
    expect((await phone.rest('GET', '/api/auth/user')).status).toBe(401);
    expect((await tablet.rest('GET', '/api/auth/user')).status).toBe(401);
    expect((await laptop.rest('GET', '/api/auth/user')).status).toBe(200);
    expect((await laptop.rest('GET', '/api/user/sessions')).body).toHaveLength(1);
  });
});
