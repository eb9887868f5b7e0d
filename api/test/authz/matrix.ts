import { createECDH, createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Response, TestClient, TestServer } from '../test-server.js';
import type { User } from '../../src/modules/user/user.entity.js';
import { TEST_TOTP_SECRET } from '../test-server.js';
import { waitForOutbox } from '../outbox.js';
import { currentCode, enrolTotpSecret } from '../../src/modules/two-factor/two-factor.service.js';
import { publicSessionId } from '../../src/modules/session/session.service.js';
import { eventually, liveCall, liveClient } from '../live-client.js';

/**
 * The authorization matrix: one row per GraphQL root field, per guarded field of an object type (`FieldAccess`, e.g.
 * `Report.moderationNote`) and per `/api` path, with the expected outcome for each principal. authz-matrix.test.ts fails when the schema or the REST router has an operation
 * without a row here, and checks that every deny leaves the database unchanged.
 *
 * allow: 2xx / no GraphQL error. deny: 401 or 403 / UNAUTHENTICATED or FORBIDDEN.
 * `null`: GraphQL answers without error but with a null result (e.g. `me` for visitors).
 */
export type Who = 'visitor' | 'member' | 'otherMember' | 'banned' | 'admin';
export type Outcome = 'allow' | 'deny' | 'null';
export const PRINCIPALS: Who[] = ['visitor', 'member', 'otherMember', 'banned', 'admin'];

export interface Principal {
  client: TestClient;
  user?: User;
}

export interface Fixtures {
  t: TestServer;
  as: Record<Who, Principal>;
  /** Objects created by `setup` (owned by `member` unless said otherwise). */
  data: Record<string, any>;
}

export interface Row {
  op: string;
  /** Statuses that count as a denial for this row besides 401/403 (e.g. 404 where existence must not leak). */
  denyStatuses?: number[];
  expect: Record<Who, Outcome>;
  /** Runs once per principal before the call, to create what the call acts on. */
  setup?(f: Fixtures, who: Who): Promise<void>;
  call(f: Fixtures, who: Who): Promise<Response>;
}

/** A browser's push subscription on Chrome's push service (an allowed one by default), keys as a browser makes them. */
function browserSubscription(who: Who) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${who}-${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const all = (o: Outcome): Record<Who, Outcome> => ({ visitor: o, member: o, otherMember: o, banned: o, admin: o });
const signedIn = (): Record<Who, Outcome> => ({ visitor: 'deny', member: 'allow', otherMember: 'allow', banned: 'deny', admin: 'allow' });
const adminOnly = (): Record<Who, Outcome> => ({ visitor: 'deny', member: 'deny', otherMember: 'deny', banned: 'deny', admin: 'allow' });
/** Only the owner (member) may act; another member, even an admin, gets 404 (no existence oracle). */
const ownerOnly = (): Record<Who, Outcome> => ({ visitor: 'deny', member: 'allow', otherMember: 'deny', banned: 'deny', admin: 'deny' });

/** A notification that belongs to `member`. */
async function memberNotification(f: Fixtures): Promise<string> {
  const [row] = await f.t.sql<{ id: string }>(
    "insert into notifications (id, user_id, type, title, message) values (gen_random_uuid(), $1, 'other', 'Hello', 'A message') returning id",
    [f.as.member.user!.id],
  );
  return row.id;
}

/** A pending report by `otherMember` on the fixture profile. */
async function pendingReport(f: Fixtures): Promise<string> {
  const [row] = await f.t.sql<{ id: number }>(
    "insert into reports (profile_id, author_id, report_type, title, content, category, rating) values ($1, $2, 'neutral', 'Pending one', 'A pending report long enough.', 'friends', 3) returning id",
    [Number(f.data.profileId), f.as.otherMember.user!.id],
  );
  return String(row.id);
}

/**
 * `moderationQueueChanged` as the matrix calls it: connects with the principal's cookie and subscribes; for a principal
 * whose subscription is in place on the server (the hub listens for her), a member's new report is the first event. A
 * refused subscription answers its GraphQL errors, a refused connection 401 (4401) or 403.
 */
async function moderationQueueCall(f: Fixtures, who: Who): Promise<Response> {
  const hub = f.t.app.services.notificationHub;
  const userId = f.as[who].user?.id;
  const before = userId ? hub.listening(userId) : 0;
  const live = liveClient(f.t.url, { cookie: f.as[who].client.cookieHeader() || undefined, origin: f.t.url });
  let settled = false;
  try {
    const sub = live.subscribe('subscription { moderationQueueChanged { queue itemId change counts { reports } } }');
    const refused = live.closed.then((c): Response => ({ status: c.code === 4401 ? 401 : 403, headers: new Headers(), body: { message: c.reason } }));
    const first = sub.next().then<Response, Response>(
      (body) => ({ status: 200, headers: new Headers(), body }),
      (err: Error) => {
        const errors: unknown = JSON.parse(err.message);
        return Array.isArray(errors) ? { status: 200, headers: new Headers(), body: { data: null, errors } } : refused;
      },
    );
    void (async () => {
      await eventually(() => settled || (!!userId && hub.listening(userId) > before));
      if (!settled) await pendingReport(f);
    })().catch(() => {});
    return await Promise.race([refused, first]);
  } finally {
    settled = true;
    await live.dispose();
  }
}

/** A throw-away profile (with a pending image row when `image`), for admin edits and deletions. */
async function spareProfile(f: Fixtures, image = false): Promise<string> {
  if (image) {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    for (const [k, v] of Object.entries({ firstName: 'Spare', category: 'friends', confirmAdult: 'true' })) form.append(k, v);
    form.append('profileImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
    const res = await f.as.member.client.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
    return ((await res.json()) as { id: string }).id;
  }
  const [row] = await f.t.sql<{ id: number }>(
    "insert into profiles (first_name, display_name, category, published_at) values ('Spare', 'Spare', 'friends', now()) returning id",
  );
  return String(row.id);
}

/** A throw-away profile whose new reports are paused (pile-on protection). */
async function pausedProfile(f: Fixtures): Promise<string> {
  const profileId = await spareProfile(f);
  await f.t.sql(
    "insert into report_pauses (profile_id, ends_at, trigger, report_count, new_account_report_count) values ($1, now() + interval '1 day', 'volume', 6, 0)",
    [Number(profileId)],
  );
  return profileId;
}

const ID_FIELDS = { idType: 'passport', idNumber: 'M1234567', fullName: 'Matrix Person', dateOfBirth: '1990-01-01' };
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A pending ID verification request of a fresh user: returns { userId, requestId }. */
async function pendingIdRequest(f: Fixtures): Promise<{ userId: string; requestId: string }> {
  const userId = await spareUser(f);
  const em = f.t.orm.em.fork();
  const { User } = await import('../../src/modules/user/user.entity.js');
  const user = await em.findOneOrFail(User, userId);
  await f.t.app.services.verification.submit(em, user, ID_FIELDS, PNG_1PX);
  const [row] = await f.t.sql<{ id: string }>('select id from id_verifications where user_id = $1', [userId]);
  return { userId, requestId: row.id };
}

function idForm(): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(ID_FIELDS)) form.append(k, v);
  form.append('idImage', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'id.png');
  return form;
}

async function spareUser(f: Fixtures): Promise<string> {
  const u = `spare${unique()}`;
  const [row] = await f.t.sql<{ id: string }>(
    "insert into users (id, username, email, password_hash, last_ip) values (gen_random_uuid(), $1, $2, 'x', '198.51.100.7') returning id",
    [u, `${u}@example.com`],
  );
  return row.id;
}
/** A throw-away member suspended for a day. */
async function suspendedUser(f: Fixtures): Promise<string> {
  const id = await spareUser(f);
  await f.t.sql("update users set suspended_until = now() + interval '1 day', suspension_reason = 'Matrix' where id = $1", [id]);
  return id;
}
const unique = () => Math.random().toString(36).slice(2, 9);
/** A fresh valid US number per call (212-555-xxxx), so no per-number send limit is reached. */
let phoneSerial = 1000 + Math.floor(Math.random() * 4000);
const freshPhone = () => `+1212555${++phoneSerial}`;
/** Sends a code to a fresh number for `who` through the service; returns the number and the code from the SMS outbox. */
async function phoneCodeFor(f: Fixtures, who: Who): Promise<{ phone: string; code: string }> {
  const phone = freshPhone();
  await f.t.app.services.phone.sendCode(f.t.orm.em.fork(), f.as[who].user!, { phone });
  await waitForOutbox(f.t);
  const texts = readFileSync(join(f.t.env.DATA_DIR, 'outbox', 'sms.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; body: string });
  const body = texts.filter((m) => m.to === phone).at(-1)!.body;
  return { phone, code: /(\d{6})/.exec(body)![1] };
}

/** A pending removal request (reason other, nothing hidden) about a throw-away profile. */
async function pendingRemoval(f: Fixtures): Promise<string> {
  const profileId = await spareProfile(f);
  const [row] = await f.t.sql<{ id: string }>(
    "insert into removal_requests (id, target_type, target_id, target_label, reason, explanation, contact_email) values (gen_random_uuid(), 'profile', $1, 'Profile of Spare', 'other', 'An explanation that is long enough.', 'someone@example.com') returning id",
    [Number(profileId)],
  );
  return row.id;
}

/** A removal request awaiting its sender's confirmation, about a throw-away profile: answers the token of its e-mailed link. */
async function unconfirmedRemoval(f: Fixtures): Promise<string> {
  const profileId = await spareProfile(f);
  const token = randomBytes(32).toString('base64url');
  await f.t.sql(
    "insert into removal_requests (id, target_type, target_id, target_label, reason, explanation, contact_email, confirm_token_hash) values (gen_random_uuid(), 'profile', $1, 'Profile of Spare', 'other', 'An explanation that is long enough.', 'someone@example.com', $2)",
    [Number(profileId), createHash('sha256').update(token).digest('hex')],
  );
  return token;
}

/** The fixture profile's approved report (flaggable by everyone signed in). */
async function approvedReport(f: Fixtures): Promise<string> {
  const [row] = await f.t.sql<{ id: number }>('select id from reports where profile_id = $1 and approved = true order by id limit 1', [
    Number(f.data.profileId),
  ]);
  return String(row.id);
}

/** An open flag case (one flag by a spare account) about a throw-away profile: answers the case id. */
async function pendingFlagCase(f: Fixtures): Promise<string> {
  const profileId = Number(await spareProfile(f));
  const [row] = await f.t.sql<{ id: string }>(
    "insert into flag_cases (target_type, profile_id, flag_count) values ('profile', $1, 1) returning id::text as id",
    [profileId],
  );
  await f.t.sql("insert into flags (case_id, profile_id, flagger_id, reason) values ($1, $2, $3, 'spam')", [row.id, profileId, await spareUser(f)]);
  return row.id;
}

/** The token of the appeal link in the e-mail of every decision `decisionFor` makes (its hash is stored). */
const MATRIX_APPEAL_TOKEN = 'matrix-appeal-link-token-0123456789';

/**
 * A decision that rejected a (long gone) report of `member`, decided by nobody in the fixture (so any admin may decide an
 * appeal against it): answers its id. Each call makes a new one with the same link token unless `token` is false.
 */
async function decisionFor(f: Fixtures, token = false): Promise<string> {
  const [row] = await f.t.sql<{ id: string }>(
    `with entry as (insert into audit_log (actor_label, action, target_type, target_id, target_label) values ('matrix', 'report.reject', 'report', '999999', 'Matrix') returning id)
     insert into decisions (id, kind, subject_type, subject_id, subject_label, affected_user_id, reason_code, rule, text, audit_entry_id, appealable_until, appeal_token_hash)
     select gen_random_uuid(), 'report.reject', 'report', '999999', 'Report "Matrix"', $1, 'spam', 'fair_and_kind', 'An advert.', entry.id, now() + interval '6 months', $2
     from entry returning id`,
    [f.as.member.user!.id, token ? createHash('sha256').update(MATRIX_APPEAL_TOKEN).digest('hex') : null],
  );
  return row.id;
}

/** A pending appeal against a fresh decision: answers the appeal's id. */
async function pendingAppeal(f: Fixtures): Promise<string> {
  const decisionId = await decisionFor(f);
  const [row] = await f.t.sql<{ id: string }>("insert into appeals (id, decision_id, text) values (gen_random_uuid(), $1, 'Please look again.') returning id", [
    decisionId,
  ]);
  return row.id;
}

/** A live reset link (issued now) for `who`'s own account, a spare account for visitors: returns the token. */
async function resetTokenFor(f: Fixtures, who: Who): Promise<string> {
  const userId = f.as[who].user?.id ?? (await spareUser(f));
  const token = randomBytes(32).toString('base64url');
  await f.t.sql("insert into password_reset_tokens (id, user_id, token_hash, expires_at) values (gen_random_uuid(), $1, $2, now() + interval '60 minutes')", [
    userId,
    createHash('sha256').update(token).digest('hex'),
  ]);
  return token;
}

/** An unlock link (account-lock.service.ts) for `who`'s account (a spare account for visitors), stored as the service stores one. */
async function unlockTokenFor(f: Fixtures, who: Who): Promise<string> {
  const userId = f.as[who].user?.id ?? (await spareUser(f));
  const token = randomBytes(32).toString('base64url');
  await f.t.sql("insert into account_unlock_tokens (id, user_id, token_hash, expires_at) values (gen_random_uuid(), $1, $2, now() + interval '24 hours')", [
    userId,
    createHash('sha256').update(token).digest('hex'),
  ]);
  return token;
}

/** A new account waiting for its e-mail confirmation (a spare user) and the token of its link, issued as sign-up issues it. */
async function confirmTokenForNewAccount(f: Fixtures): Promise<string> {
  const userId = await spareUser(f);
  const { issueLinkToken } = await import('../../src/modules/auth/link-token.js');
  const { EmailConfirmationToken } = await import('../../src/modules/auth/email-confirmation-token.entity.js');
  return issueLinkToken(f.t.orm.em.fork(), EmailConfirmationToken, userId, 60);
}

/**
 * Enrols the test TOTP secret for `who` afresh (enabled, or waiting for its first code when `pending`); answers a
 * current code. Visitors get a code for nobody.
 */
async function totpCodeFor(f: Fixtures, who: Who, pending = false): Promise<string> {
  const id = f.as[who].user?.id;
  if (id) {
    await f.t.sql('delete from two_factor where user_id = $1', [id]);
    const em = f.t.orm.em.fork();
    const { User: UserEntity } = await import('../../src/modules/user/user.entity.js');
    await enrolTotpSecret(em, f.t.app.services.crypto, await em.findOneOrFail(UserEntity, id), TEST_TOTP_SECRET);
    if (pending) await f.t.sql('update two_factor set enabled_at = null where user_id = $1', [id]);
  }
  return currentCode(TEST_TOTP_SECRET);
}

/** Another session of `who` (a second device), straight in the store: answers its public id. */
async function otherSessionOf(f: Fixtures, who: Who): Promise<string> {
  const sid = `matrix-${unique()}${unique()}`;
  const userId = f.as[who].user?.id ?? (await spareUser(f));
  await f.t.sql(`insert into session (sid, sess, expire) values ($1, json_build_object('cookie', '{}'::json, 'userId', $2::text), now() + interval '1 day')`, [
    sid,
    userId,
  ]);
  return publicSessionId(sid);
}

/** A live API token of `member` (created through the service): answers its id. */
async function memberApiToken(f: Fixtures): Promise<string> {
  const { token } = await f.t.app.services.apiTokens.create(f.as.member.user!, { name: 'Matrix', scopes: ['read'] });
  return token.id;
}

/** Asks for a reset link for `who`'s own address and waits until it is sent (the answer comes first). */
async function askForResetLink(f: Fixtures, who: Who, send: (email: string) => Promise<Response>): Promise<Response> {
  const res = await send(f.as[who].user?.email ?? 'nobody-here@example.com');
  await f.t.app.services.passwordReset.idle();
  return res;
}

/** A fresh live watch of `member` (her others deleted first, so the 3-watch limit never decides a row). */
async function freshWatch(f: Fixtures): Promise<string> {
  await f.t.sql('delete from watches where user_id = $1', [f.as.member.user!.id]);
  const [row] = await f.t.sql<{ id: string }>(
    "insert into watches (id, user_id, first_name, location, radius, expires_at) values (gen_random_uuid(), $1, 'Matrix', 'Austin, TX', 25, now() + interval '30 days') returning id",
    [f.as.member.user!.id],
  );
  return row.id;
}

/** `who`'s own watches deleted, so her create is decided by the policy alone (not by the 3-watch or monthly limit). */
async function noWatches(f: Fixtures, who: Who): Promise<void> {
  if (f.as[who].user) await f.t.sql('delete from watches where user_id = $1', [f.as[who].user.id]);
}

const WATCH_INPUT = { firstName: 'Jordan', lastName: 'K', location: 'Austin, TX', radius: 25 };

const gql = (query: string, variables?: (f: Fixtures, who: Who) => Record<string, unknown>) => (f: Fixtures, who: Who) =>
  f.as[who].client.gql(query, variables?.(f, who));
/**
 * The writes that take an Idempotency-Key send a fresh one: an allowed call goes through the keyed path, a denied one
 * must leave no key behind (idempotency_keys is in the fingerprint like every table).
 */
const idempotencyKey = () => ({ 'Idempotency-Key': `matrix-${unique()}` });
const keyedGql = (query: string, variables: (f: Fixtures, who: Who) => Record<string, unknown>) => (f: Fixtures, who: Who) =>
  f.as[who].client.gql(query, variables(f, who), idempotencyKey());

export const rows: Row[] = [
  // ---- accounts (GraphQL) ----
  { op: 'Query.me', expect: { ...all('allow'), visitor: 'null', banned: 'null' }, call: gql('{ me { id } }') },
  {
    op: 'Mutation.signUp',
    expect: all('allow'),
    call: gql('mutation($i: RegisterInput!) { signUp(input: $i) { confirmEmail } }', () => {
      const u = `reg${unique()}`;
      return { i: { username: u, email: `${u}@example.com`, password: 'quiet-harbor-pebble' } };
    }),
  },
  {
    // Deprecated and retired (SAFETY 17): it creates nothing for anyone and names signUp / confirmEmail instead.
    op: 'Mutation.register',
    expect: { visitor: 'deny', member: 'deny', otherMember: 'deny', banned: 'deny', admin: 'deny' },
    call: gql('mutation($i: RegisterInput!) { register(input: $i) { id } }', () => ({
      i: { username: `reg${unique()}`, email: `reg${unique()}@example.com`, password: 'quiet-harbor-pebble' },
    })),
  },
  {
    op: 'Mutation.confirmEmail',
    expect: all('allow'),
    async setup(f, who) {
      f.data[`confirm:${who}`] = await confirmTokenForNewAccount(f);
    },
    call: gql('mutation($t: String!) { confirmEmail(token: $t) { id } }', (f, who) => ({ t: f.data[`confirm:${who}`] })),
  },
  {
    op: 'Mutation.login',
    expect: all('allow'),
    call: gql('mutation($i: LoginInput!) { login(input: $i) { id } }', (f) => ({ i: { username: f.data.spareUsername, password: 'password123' } })),
  },
  { op: 'Mutation.logout', expect: all('allow'), call: gql('mutation { logout }') },
  {
    op: 'Mutation.updateUsername',
    expect: signedIn(),
    call: gql('mutation($u: String!) { updateUsername(username: $u) { id } }', () => ({ u: `renamed${unique()}` })),
  },

  // ---- saved settings (GraphQL only: SPEC has no path for them); each member reads and changes her own ----
  { op: 'Query.myPreferences', expect: signedIn(), call: gql('{ myPreferences { notifications { decisionsEmail } appearance { theme } } }') },
  {
    op: 'Mutation.updateMyPreferences',
    expect: signedIn(),
    call: gql('mutation($i: UpdatePreferencesInput!) { updateMyPreferences(input: $i) { appearance { theme fontSize } } }', () => ({
      i: { appearance: { theme: 'SUNSET', fontSize: 16 }, notifications: { decisionsEmail: true } },
    })),
  },

  // ---- accounts (REST) ----
  {
    op: 'POST /api/register',
    expect: all('allow'),
    call: (f, who) => {
      const u = `reg${unique()}`;
      return f.as[who].client.rest('POST', '/api/register', { username: u, email: `${u}@example.com`, password: 'quiet-harbor-pebble' });
    },
  },
  {
    op: 'POST /api/auth/confirm-email',
    expect: all('allow'),
    async setup(f, who) {
      f.data[`confirm:${who}`] = await confirmTokenForNewAccount(f);
    },
    call: (f, who) => f.as[who].client.rest('POST', '/api/auth/confirm-email', { token: f.data[`confirm:${who}`] }),
  },
  {
    op: 'POST /api/login',
    expect: all('allow'),
    call: (f, who) => f.as[who].client.rest('POST', '/api/login', { username: f.data.spareUsername, password: 'password123' }),
  },
  { op: 'POST /api/logout', expect: all('allow'), call: (f, who) => f.as[who].client.rest('POST', '/api/logout') },
  { op: 'GET /api/auth/user', expect: signedIn(), call: (f, who) => f.as[who].client.rest('GET', '/api/auth/user') },
  {
    op: 'PUT /api/user/username',
    expect: signedIn(),
    call: (f, who) => f.as[who].client.rest('PUT', '/api/user/username', { username: `renamed${unique()}` }),
  },

  // ---- data export and account deletion: each member exports and deletes her own account only (there is no way to
  // name another one); visitors get 401 and a banned member's session no longer works ----
  { op: 'GET /api/user/export', expect: signedIn(), call: (f, who) => f.as[who].client.rest('GET', '/api/user/export') },
  {
    op: 'DELETE /api/user',
    expect: signedIn(),
    call: (f, who) => f.as[who].client.rest('DELETE', '/api/user', { password: 'password123', deletePublishedReports: false }),
  },
  {
    op: 'Mutation.deleteAccount',
    expect: signedIn(),
    call: gql('mutation { deleteAccount(password: "password123", deletePublishedReports: true) }'),
  },

  // ---- password reset: anyone may ask (same answer for every address); the link is the credential, except for a
  // banned account (her link was issued before the ban) ----
  {
    op: 'Mutation.requestPasswordReset',
    expect: all('allow'),
    call: (f, who) => askForResetLink(f, who, (e) => f.as[who].client.gql('mutation($e: String!) { requestPasswordReset(email: $e) }', { e })),
  },
  {
    op: 'POST /api/auth/forgot-password',
    expect: all('allow'),
    call: (f, who) => askForResetLink(f, who, (email) => f.as[who].client.rest('POST', '/api/auth/forgot-password', { email })),
  },
  {
    op: 'Mutation.resetPassword',
    expect: { visitor: 'allow', member: 'allow', otherMember: 'allow', banned: 'deny', admin: 'allow' },
    async setup(f, who) {
      f.data[`reset:${who}`] = await resetTokenFor(f, who);
    },
    call: gql('mutation($t: String!) { resetPassword(token: $t, password: "a-new-password") }', (f, who) => ({ t: f.data[`reset:${who}`] })),
  },
  {
    op: 'POST /api/auth/reset-password',
    expect: { visitor: 'allow', member: 'allow', otherMember: 'allow', banned: 'deny', admin: 'allow' },
    async setup(f, who) {
      f.data[`reset:${who}`] = await resetTokenFor(f, who);
    },
    call: (f, who) => f.as[who].client.rest('POST', '/api/auth/reset-password', { token: f.data[`reset:${who}`], password: 'a-new-password' }),
  },

  // ---- unlock link (an account locked at the day's bar of failed sign-ins): the link is the credential, except for a
  // banned account ----
  {
    op: 'Mutation.unlockAccount',
    expect: { visitor: 'allow', member: 'allow', otherMember: 'allow', banned: 'deny', admin: 'allow' },
    async setup(f, who) {
      f.data[`unlock:${who}`] = await unlockTokenFor(f, who);
    },
    call: gql('mutation($t: String!) { unlockAccount(token: $t) }', (f, who) => ({ t: f.data[`unlock:${who}`] })),
  },
  {
    op: 'POST /api/auth/unlock',
    expect: { visitor: 'allow', member: 'allow', otherMember: 'allow', banned: 'deny', admin: 'allow' },
    async setup(f, who) {
      f.data[`unlock:${who}`] = await unlockTokenFor(f, who);
    },
    call: (f, who) => f.as[who].client.rest('POST', '/api/auth/unlock', { token: f.data[`unlock:${who}`] }),
  },

  // ---- two-step sign-in and sessions: her own only; admins may not turn the second factor off ----
  { op: 'Query.twoFactorStatus', expect: signedIn(), call: gql('{ twoFactorStatus { enabled required } }') },
  { op: 'GET /api/auth/2fa', expect: signedIn(), call: (f, who) => f.as[who].client.rest('GET', '/api/auth/2fa') },
  {
    op: 'Mutation.setupTwoFactor',
    expect: signedIn(),
    setup: async (f, who) => void (await f.t.sql('delete from two_factor where user_id = $1', [f.as[who].user?.id ?? null])),
    call: gql('mutation { setupTwoFactor { otpauthUrl } }'),
  },
  {
    op: 'POST /api/auth/2fa/setup',
    expect: signedIn(),
    setup: async (f, who) => void (await f.t.sql('delete from two_factor where user_id = $1', [f.as[who].user?.id ?? null])),
    call: (f, who) => f.as[who].client.rest('POST', '/api/auth/2fa/setup'),
  },
  {
    op: 'Mutation.enableTwoFactor',
    expect: signedIn(),
    setup: async (f, who) => void (f.data[`code:${who}`] = await totpCodeFor(f, who, true)),
    call: gql('mutation($c: String!) { enableTwoFactor(code: $c) }', (f, who) => ({ c: f.data[`code:${who}`] })),
  },
  {
    op: 'POST /api/auth/2fa/enable',
    expect: signedIn(),
    setup: async (f, who) => void (f.data[`code:${who}`] = await totpCodeFor(f, who, true)),
    call: (f, who) => f.as[who].client.rest('POST', '/api/auth/2fa/enable', { code: f.data[`code:${who}`] }),
  },
  {
    op: 'Mutation.verifySecondFactor',
    expect: signedIn(),
    setup: async (f, who) => void (f.data[`code:${who}`] = await totpCodeFor(f, who)),
    call: gql('mutation($c: String!) { verifySecondFactor(code: $c) { id } }', (f, who) => ({ c: f.data[`code:${who}`] })),
  },
  {
    op: 'POST /api/auth/2fa/verify',
    expect: signedIn(),
    setup: async (f, who) => void (f.data[`code:${who}`] = await totpCodeFor(f, who)),
    call: (f, who) => f.as[who].client.rest('POST', '/api/auth/2fa/verify', { code: f.data[`code:${who}`] }),
  },
  {
    op: 'Mutation.disableTwoFactor',
    expect: { ...signedIn(), admin: 'deny' },
    setup: async (f, who) => void (f.data[`code:${who}`] = await totpCodeFor(f, who)),
    call: gql('mutation($c: String!) { disableTwoFactor(code: $c) }', (f, who) => ({ c: f.data[`code:${who}`] })),
  },
  {
    op: 'POST /api/auth/2fa/disable',
    expect: { ...signedIn(), admin: 'deny' },
    setup: async (f, who) => void (f.data[`code:${who}`] = await totpCodeFor(f, who)),
    call: (f, who) => f.as[who].client.rest('POST', '/api/auth/2fa/disable', { code: f.data[`code:${who}`] }),
  },
  { op: 'Query.mySessions', expect: signedIn(), call: gql('{ mySessions { id device current } }') },
  { op: 'GET /api/user/sessions', expect: signedIn(), call: (f, who) => f.as[who].client.rest('GET', '/api/user/sessions') },
  {
    op: 'Mutation.endSession',
    expect: signedIn(),
    setup: async (f, who) => void (f.data[`session:${who}`] = await otherSessionOf(f, who)),
    call: gql('mutation($id: ID!) { endSession(id: $id) }', (f, who) => ({ id: f.data[`session:${who}`] })),
  },
  {
    op: 'DELETE /api/user/sessions/:id',
    expect: signedIn(),
    setup: async (f, who) => void (f.data[`session:${who}`] = await otherSessionOf(f, who)),
    call: (f, who) => f.as[who].client.rest('DELETE', `/api/user/sessions/${f.data[`session:${who}`]}`),
  },
  { op: 'Mutation.endOtherSessions', expect: signedIn(), call: gql('mutation { endOtherSessions }') },
  { op: 'DELETE /api/user/sessions', expect: signedIn(), call: (f, who) => f.as[who].client.rest('DELETE', '/api/user/sessions') },

  // ---- API tokens (Settings > API): browser sessions only; a token of another member is a 404 ----
  { op: 'Query.myApiTokens', expect: signedIn(), call: gql('{ myApiTokens { id name scopes prefix } }') },
  { op: 'GET /api/user/tokens', expect: signedIn(), call: (f, who) => f.as[who].client.rest('GET', '/api/user/tokens') },
  {
    op: 'Mutation.createApiToken',
    expect: signedIn(),
    call: gql('mutation($i: CreateApiTokenInput!) { createApiToken(input: $i) { secret token { id } } }', () => ({
      i: { name: 'Matrix', scopes: ['READ'], expiresInDays: 30 },
    })),
  },
  {
    op: 'POST /api/user/tokens',
    expect: signedIn(),
    call: (f, who) => f.as[who].client.rest('POST', '/api/user/tokens', { name: 'Matrix', scopes: ['read', 'write'] }),
  },
  {
    op: 'Mutation.revokeApiToken',
    denyStatuses: [404],
    expect: ownerOnly(),
    setup: async (f, who) => void (f.data[`token:${who}`] = await memberApiToken(f)),
    call: gql('mutation($id: ID!) { revokeApiToken(id: $id) }', (f, who) => ({ id: f.data[`token:${who}`] })),
  },
  {
    op: 'DELETE /api/user/tokens/:id',
    denyStatuses: [404],
    expect: ownerOnly(),
    setup: async (f, who) => void (f.data[`token:${who}`] = await memberApiToken(f)),
    call: (f, who) => f.as[who].client.rest('DELETE', `/api/user/tokens/${f.data[`token:${who}`]}`),
  },

  // ---- profiles, reports, interactions (GraphQL) ----
  {
    op: 'Query.profiles',
    expect: all('allow'),
    call: gql('query { profiles(filter: { sortBy: RATING, search: "ab" }) { total items { id } } }'),
  },
  { op: 'Query.profile', expect: all('allow'), call: gql('query($id: ID!) { profile(id: $id) { id } }', (f) => ({ id: f.data.profileId })) },
  { op: 'Query.profileCount', expect: all('allow'), call: gql('{ profileCount }') },
  { op: 'Query.locations', expect: all('allow'), call: gql('{ locations { name } }') },
  {
    op: 'Query.profileReports',
    expect: all('allow'),
    call: gql('query($id: ID!) { profileReports(profileId: $id) { items { id } } }', (f) => ({ id: f.data.profileId })),
  },
  {
    // Public on purpose: everyone gets an answer, but only her own pending reports (visitors and banned sessions: []).
    op: 'Query.myPendingReports',
    expect: all('allow'),
    call: gql('query($id: ID!) { myPendingReports(profileId: $id) { id } }', (f) => ({ id: f.data.profileId })),
  },
  { op: 'Query.myReports', expect: signedIn(), call: gql('{ myReports { id } }') },
  { op: 'Query.myProfile', expect: { visitor: 'deny', member: 'null', otherMember: 'null', banned: 'deny', admin: 'null' }, call: gql('{ myProfile { id } }') },
  {
    op: 'Query.recommendations',
    expect: { visitor: 'deny', member: 'allow', otherMember: 'deny', banned: 'deny', admin: 'deny' },
    call: gql('query($u: ID) { recommendations(userId: $u) { score } }', (f) => ({ u: f.as.member.user!.id })),
  },
  {
    op: 'Query.myInteractions',
    expect: { visitor: 'deny', member: 'allow', otherMember: 'deny', banned: 'deny', admin: 'deny' },
    call: gql('query($u: ID) { myInteractions(userId: $u) { profileId } }', (f) => ({ u: f.as.member.user!.id })),
  },
  {
    op: 'Mutation.createProfile',
    expect: signedIn(),
    call: keyedGql('mutation($i: CreateProfileInput!) { createProfile(input: $i) { id } }', () => ({
      i: {
        firstName: 'Matrix',
        category: 'FRIENDS',
        confirmAdult: true,
        reportType: 'NEUTRAL',
        reportTitle: 'Matrix title',
        reportContent: 'A report long enough to be accepted here.',
      },
    })),
  },
  {
    op: 'Mutation.createReport',
    expect: signedIn(),
    call: keyedGql('mutation($id: ID!, $i: CreateReportInput!) { createReport(profileId: $id, input: $i) { id } }', (f) => ({
      id: f.data.profileId,
      i: { reportType: 'POSITIVE', title: 'Matrix title', content: 'A report long enough to be accepted here.', category: 'DATING' },
    })),
  },
  {
    op: 'Mutation.recordProfileView',
    expect: signedIn(),
    call: gql('mutation($id: ID!) { recordProfileView(profileId: $id) }', (f) => ({ id: f.data.profileId })),
  },

  // ---- profiles, reports, interactions (REST) ----
  { op: 'GET /api/profiles', expect: all('allow'), call: (f, who) => f.as[who].client.rest('GET', '/api/profiles?search=ma&minRating=1') },
  { op: 'GET /api/profiles/count', expect: all('allow'), call: (f, who) => f.as[who].client.rest('GET', '/api/profiles/count') },
  {
    op: 'GET /api/profiles/my-profile',
    expect: signedIn(),
    async setup(f, who) {
      const user = f.as[who].user;
      if (user)
        await f.t.sql("insert into profiles (first_name, display_name, category, user_id, is_user) values ('Own', 'Own', 'friends', $1, true)", [user.id]);
    },
    call: (f, who) => f.as[who].client.rest('GET', '/api/profiles/my-profile'),
  },
  {
    op: 'GET /api/profiles/recommendations',
    expect: { visitor: 'deny', member: 'allow', otherMember: 'deny', banned: 'deny', admin: 'deny' },
    call: (f, who) => f.as[who].client.rest('GET', `/api/profiles/recommendations?userId=${f.as.member.user!.id}`),
  },
  {
    op: 'GET /api/interactions',
    expect: { visitor: 'deny', member: 'allow', otherMember: 'deny', banned: 'deny', admin: 'deny' },
    call: (f, who) => f.as[who].client.rest('GET', `/api/interactions?userId=${f.as.member.user!.id}`),
  },
  { op: 'GET /api/profiles/:id', expect: all('allow'), call: (f, who) => f.as[who].client.rest('GET', `/api/profiles/${f.data.profileId}`) },
  { op: 'GET /api/profiles/:id/reports', expect: all('allow'), call: (f, who) => f.as[who].client.rest('GET', `/api/profiles/${f.data.profileId}/reports`) },
  {
    op: 'POST /api/profiles/:id/reports',
    expect: signedIn(),
    call: (f, who) =>
      f.as[who].client.rest(
        'POST',
        `/api/profiles/${f.data.profileId}/reports`,
        { reportType: 'negative', title: 'Matrix title', content: 'A report long enough to be accepted here.', category: 'friends' },
        idempotencyKey(),
      ),
  },
  {
    op: 'POST /api/profiles',
    expect: signedIn(),
    call: (f, who) =>
      f.as[who].client.rest(
        'POST',
        '/api/profiles',
        {
          firstName: 'Matrix',
          category: 'dating',
          confirmAdult: true,
          reportType: 'positive',
          reportTitle: 'Matrix title',
          reportContent: 'A report long enough to be accepted here.',
        },
        idempotencyKey(),
      ),
  },
  { op: 'GET /api/reviews/my', expect: signedIn(), call: (f, who) => f.as[who].client.rest('GET', '/api/reviews/my') },
  {
    // A pending image: only its uploader (member) and admins may fetch it; others get 404 (no existence oracle).
    op: 'GET /api/images/profiles/:id',
    denyStatuses: [404],
    expect: { visitor: 'deny', member: 'allow', otherMember: 'deny', banned: 'deny', admin: 'allow' },
    async setup(f) {
      if (f.data.pendingImageProfileId) return;
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
      const form = new FormData();
      for (const [k, v] of Object.entries({ firstName: 'Pic', category: 'dating', confirmAdult: 'true' })) form.append(k, v);
      form.append('profileImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
      const res = await f.as.member.client.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
      if (res.status !== 201) throw new Error(`setup upload failed: ${res.status} ${await res.text()}`);
      f.data.pendingImageProfileId = ((await res.json()) as { id: string }).id;
    },
    call: (f, who) => f.as[who].client.rest('GET', `/api/images/profiles/${f.data.pendingImageProfileId}`),
  },
  // ---- photo check (issue 26 item 2): a signed-in member with a verified phone (every member here has one) ----
  {
    op: 'Mutation.checkPhoto',
    expect: signedIn(),
    async call(f, who) {
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({ query: 'mutation($img: Upload!) { checkPhoto(image: $img) { matches { profileId } message } }', variables: { img: null } }),
      );
      form.append('map', JSON.stringify({ '0': ['variables.img'] }));
      form.append('0', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'photo.png');
      const res = await f.as[who].client.fetch('/graphql', { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
      return { status: res.status, headers: res.headers, body: await res.json() };
    },
  },
  {
    op: 'POST /api/photo-check',
    expect: signedIn(),
    async call(f, who) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'photo.png');
      const res = await f.as[who].client.fetch('/api/photo-check', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
      return { status: res.status, headers: res.headers, body: await res.json() };
    },
  },
  // ---- phone verification ----
  {
    op: 'Mutation.sendPhoneCode',
    expect: signedIn(),
    call: gql('mutation($p: String!) { sendPhoneCode(phone: $p) { expiresAt maskedPhone } }', () => ({ p: freshPhone() })),
  },
  {
    op: 'Mutation.verifyPhone',
    expect: signedIn(),
    async setup(f, who) {
      f.data[`phone:${who}`] = f.as[who].user ? await phoneCodeFor(f, who) : { phone: freshPhone(), code: '123456' };
    },
    call: gql('mutation($p: String!, $c: String!) { verifyPhone(phone: $p, code: $c) { id phoneVerified } }', (f, who) => ({
      p: f.data[`phone:${who}`].phone,
      c: f.data[`phone:${who}`].code,
    })),
  },
  { op: 'POST /api/phone/send-code', expect: signedIn(), call: (f, who) => f.as[who].client.rest('POST', '/api/phone/send-code', { phone: freshPhone() }) },
  {
    op: 'POST /api/phone/verify',
    expect: signedIn(),
    async setup(f, who) {
      f.data[`phone:${who}`] = f.as[who].user ? await phoneCodeFor(f, who) : { phone: freshPhone(), code: '123456' };
    },
    call: (f, who) => f.as[who].client.rest('POST', '/api/phone/verify', f.data[`phone:${who}`]),
  },

  // ---- notifications ----
  { op: 'Query.notifications', expect: signedIn(), call: gql('{ notifications { id } }') },
  { op: 'Query.unreadNotificationCount', expect: signedIn(), call: gql('{ unreadNotificationCount }') },
  {
    op: 'Mutation.markNotificationRead',
    denyStatuses: [404],
    expect: ownerOnly(),
    async setup(f, who) {
      f.data[`n:${who}`] = await memberNotification(f);
    },
    call: gql('mutation($id: ID!) { markNotificationRead(id: $id) { id read } }', (f, who) => ({ id: f.data[`n:${who}`] })),
  },
  { op: 'Mutation.markAllNotificationsRead', expect: signedIn(), call: gql('mutation { markAllNotificationsRead }') },
  {
    op: 'Mutation.deleteNotification',
    denyStatuses: [404],
    expect: ownerOnly(),
    async setup(f, who) {
      f.data[`n:${who}`] = await memberNotification(f);
    },
    call: gql('mutation($id: ID!) { deleteNotification(id: $id) }', (f, who) => ({ id: f.data[`n:${who}`] })),
  },
  {
    // A subscription over WebSocket (test/live-client.ts): the first event after a notification for the principal, or
    // the refused connection (401). Another member's notifications never reach her (test/live-notifications.test.ts).
    op: 'Subscription.notificationAdded',
    expect: signedIn(),
    call: (f, who) =>
      liveCall(f.t, f.as[who].user?.id, f.as[who].client.cookieHeader(), 'subscription { notificationAdded { id } }', async () => {
        const em = f.t.orm.em.fork();
        await em.transactional((tx) => f.t.app.services.notifications.notify(tx, f.as[who].user!.id, { type: 'other', title: 'Live', message: 'Live' }));
      }),
  },
  { op: 'GET /api/notifications', expect: signedIn(), call: (f, who) => f.as[who].client.rest('GET', '/api/notifications') },
  { op: 'PATCH /api/notifications/mark-all-read', expect: signedIn(), call: (f, who) => f.as[who].client.rest('PATCH', '/api/notifications/mark-all-read') },
  {
    op: 'PATCH /api/notifications/:id/read',
    denyStatuses: [404],
    expect: ownerOnly(),
    async setup(f, who) {
      f.data[`n:${who}`] = await memberNotification(f);
    },
    call: (f, who) => f.as[who].client.rest('PATCH', `/api/notifications/${f.data[`n:${who}`]}/read`),
  },
  {
    op: 'DELETE /api/notifications/:id',
    denyStatuses: [404],
    expect: ownerOnly(),
    async setup(f, who) {
      f.data[`n:${who}`] = await memberNotification(f);
    },
    call: (f, who) => f.as[who].client.rest('DELETE', `/api/notifications/${f.data[`n:${who}`]}`),
  },

  // ---- web push (issue 24): her own browsers' subscriptions ----
  { op: 'GET /api/push/public-key', expect: signedIn(), call: (f, who) => f.as[who].client.rest('GET', '/api/push/public-key') },
  {
    op: 'POST /api/push/subscriptions',
    expect: signedIn(),
    call: (f, who) => f.as[who].client.rest('POST', '/api/push/subscriptions', browserSubscription(who)),
  },
  {
    op: 'DELETE /api/push/subscriptions',
    expect: signedIn(),
    call: (f, who) => f.as[who].client.rest('DELETE', '/api/push/subscriptions', { endpoint: browserSubscription(who).endpoint }),
  },

  // ---- moderators' live queues and claims (issue 24) ----
  { op: 'Query.moderationClaims', expect: adminOnly(), call: gql('{ moderationClaims(queue: REPORTS) { itemId adminName } }') },
  { op: 'Query.moderationQueueCounts', expect: adminOnly(), call: gql('{ moderationQueueCounts { reports appeals } }') },
  {
    op: 'Mutation.claimModerationItem',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`claim:${who}`] = await pendingReport(f);
    },
    call: gql('mutation($id: ID!) { claimModerationItem(queue: REPORTS, id: $id) { itemId expiresAt } }', (f, who) => ({ id: f.data[`claim:${who}`] })),
  },
  {
    op: 'Mutation.takeOverModerationItem',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`claim:${who}`] = await pendingReport(f);
    },
    call: gql('mutation($id: ID!) { takeOverModerationItem(queue: REPORTS, id: $id) { itemId } }', (f, who) => ({ id: f.data[`claim:${who}`] })),
  },
  {
    op: 'Mutation.releaseModerationItem',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`claim:${who}`] = await pendingReport(f);
    },
    call: gql('mutation($id: ID!) { releaseModerationItem(queue: REPORTS, id: $id) }', (f, who) => ({ id: f.data[`claim:${who}`] })),
  },
  { op: 'Subscription.moderationQueueChanged', expect: adminOnly(), call: moderationQueueCall },

  // ---- moderation (GraphQL) ----
  { op: 'Query.adminStats', expect: adminOnly(), call: gql('{ adminStats { totalUsers } }') },
  { op: 'Query.adminRecentActivity', expect: adminOnly(), call: gql('{ adminRecentActivity { type } }') },
  { op: 'Query.adminAnalytics', expect: adminOnly(), call: gql('{ adminAnalytics { queueSize } }') },
  { op: 'Query.adminReports', expect: adminOnly(), call: gql('{ adminReports { total items { id reporterName } } }') },
  { op: 'Query.adminProfiles', expect: adminOnly(), call: gql('{ adminProfiles { total } }') },
  { op: 'Query.moderationReports', expect: adminOnly(), call: gql('{ moderationReports { total items { id moderationNote } } }') },
  { op: 'Query.moderationProfiles', expect: adminOnly(), call: gql('{ moderationProfiles { total items { id isSample } } }') },

  // ---- moderator-only fields of object types (`FieldAccess`), read on an object the principal may see ----
  ...(['moderatedAt', 'rejectionReason', 'moderationNote'] as const).flatMap((field): Row[] => [
    {
      op: `Report.${field}`,
      expect: adminOnly(),
      call: gql(`query($p: ID!) { profileReports(profileId: $p) { items { id ${field} } } }`, (f) => ({ p: f.data.profileId })),
    },
    { op: `AdminReport.${field}`, expect: adminOnly(), call: gql(`{ adminReports(filter: { status: ALL }) { items { id ${field} } } }`) },
  ]),
  { op: 'AdminReport.reporterName', expect: adminOnly(), call: gql('{ adminReports(filter: { status: ALL }) { items { id reporterName } } }') },
  { op: 'AdminProfile.isSample', expect: adminOnly(), call: gql('{ adminProfiles { items { id isSample } } }') },
  { op: 'Profile.isSample', expect: adminOnly(), call: gql('query($id: ID!) { profile(id: $id) { id isSample } }', (f) => ({ id: f.data.profileId })) },
  { op: 'Query.pendingImages', expect: adminOnly(), call: gql('{ pendingImages { id } }') },
  { op: 'Query.adminUsers', expect: adminOnly(), call: gql('{ adminUsers { total } }') },
  { op: 'Query.auditLog', expect: adminOnly(), call: gql('{ auditLog { id } }') },
  { op: 'Query.blockedImageUploads', expect: adminOnly(), call: gql('{ blockedImageUploads { id blockedImage { id } } }') },
  {
    op: 'Mutation.revealReportAuthor',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`r:${who}`] = await pendingReport(f);
    },
    call: gql('mutation($id: ID!) { revealReportAuthor(reportId: $id) }', (f, who) => ({ id: f.data[`r:${who}`] })),
  },
  {
    op: 'Mutation.approveReport',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`r:${who}`] = await pendingReport(f);
    },
    call: gql('mutation($id: ID!) { approveReport(id: $id) { id } }', (f, who) => ({ id: f.data[`r:${who}`] })),
  },
  {
    op: 'Mutation.rejectReport',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`r:${who}`] = await pendingReport(f);
    },
    call: gql('mutation($id: ID!) { rejectReport(id: $id, reason: SPAM) { id } }', (f, who) => ({ id: f.data[`r:${who}`] })),
  },
  {
    op: 'Mutation.updateReport',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`r:${who}`] = await pendingReport(f);
    },
    call: gql(
      'mutation($id: ID!) { updateReport(id: $id, input: { title: "Edited title", content: "Edited content long enough to pass." }) { id } }',
      (f, who) => ({ id: f.data[`r:${who}`] }),
    ),
  },
  {
    op: 'Mutation.deleteReport',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`r:${who}`] = await pendingReport(f);
    },
    call: gql('mutation($id: ID!) { deleteReport(id: $id) }', (f, who) => ({ id: f.data[`r:${who}`] })),
  },
  {
    op: 'Mutation.updateProfile',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`p:${who}`] = await spareProfile(f);
    },
    call: gql('mutation($id: ID!) { updateProfile(id: $id, input: { firstName: "Renamed" }) { id } }', (f, who) => ({ id: f.data[`p:${who}`] })),
  },
  {
    op: 'Mutation.deleteProfile',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`p:${who}`] = await spareProfile(f);
    },
    call: gql('mutation($id: ID!) { deleteProfile(id: $id) }', (f, who) => ({ id: f.data[`p:${who}`] })),
  },
  {
    op: 'Mutation.decideImage',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`p:${who}`] = await spareProfile(f, true);
    },
    call: gql('mutation($id: ID!) { decideImage(profileId: $id, status: APPROVED) }', (f, who) => ({ id: f.data[`p:${who}`] })),
  },
  {
    op: 'Mutation.banUser',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`u:${who}`] = await spareUser(f);
    },
    call: gql('mutation($id: ID!) { banUser(input: { userId: $id, reason: "Matrix", banIP: true }) { id banned } }', (f, who) => ({ id: f.data[`u:${who}`] })),
  },
  {
    op: 'Mutation.unbanUser',
    expect: adminOnly(),
    async setup(f, who) {
      const id = await spareUser(f);
      await f.t.sql("update users set banned = true, ban_reason = 'x' where id = $1", [id]);
      f.data[`u:${who}`] = id;
    },
    call: gql('mutation($id: ID!) { unbanUser(userId: $id) { id banned } }', (f, who) => ({ id: f.data[`u:${who}`] })),
  },
  // Graduated sanctions (issue 10 item 6).
  {
    op: 'Mutation.warnMember',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`u:${who}`] = await spareUser(f);
    },
    call: gql('mutation($id: ID!) { warnMember(input: { userId: $id, reason: SPAM, note: "Matrix" }) { id strikes } }', (f, who) => ({
      id: f.data[`u:${who}`],
    })),
  },
  {
    op: 'Mutation.suspendMember',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`u:${who}`] = await spareUser(f);
    },
    call: gql('mutation($id: ID!) { suspendMember(input: { userId: $id, reason: SPAM, days: 1 }) { id suspendedUntil } }', (f, who) => ({
      id: f.data[`u:${who}`],
    })),
  },
  {
    op: 'Mutation.liftSuspension',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`u:${who}`] = await suspendedUser(f);
    },
    call: gql('mutation($id: ID!) { liftSuspension(userId: $id) { id suspendedUntil } }', (f, who) => ({ id: f.data[`u:${who}`] })),
  },
  {
    op: 'Query.memberSanctionHistory',
    expect: adminOnly(),
    call: gql('query($id: ID!) { memberSanctionHistory(userId: $id) { items { id kind } } }', (f) => ({ id: f.as.otherMember.user!.id })),
  },
  { op: 'Mutation.generateSampleData', expect: adminOnly(), call: gql('mutation { generateSampleData(count: 1) { profilesCreated reviewsCreated } }') },
  { op: 'Mutation.removeSampleData', expect: adminOnly(), call: gql('mutation { removeSampleData { profilesRemoved } }') },

  // ---- moderation (REST) ----
  { op: 'GET /api/admin/stats', expect: adminOnly(), call: (f, who) => f.as[who].client.rest('GET', '/api/admin/stats') },
  { op: 'GET /api/admin/recent-activity', expect: adminOnly(), call: (f, who) => f.as[who].client.rest('GET', '/api/admin/recent-activity') },
  { op: 'GET /api/admin/analytics', expect: adminOnly(), call: (f, who) => f.as[who].client.rest('GET', '/api/admin/analytics') },
  { op: 'GET /api/admin/reports', expect: adminOnly(), call: (f, who) => f.as[who].client.rest('GET', '/api/admin/reports?status=pending&type=neutral') },
  {
    op: 'PUT /api/admin/reports/:id',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`r:${who}`] = await pendingReport(f);
    },
    call: (f, who) =>
      f.as[who].client.rest('PUT', `/api/admin/reports/${f.data[`r:${who}`]}`, { title: 'Edited title', content: 'Edited content long enough to pass.' }),
  },
  {
    op: 'DELETE /api/admin/reports/:id',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`r:${who}`] = await pendingReport(f);
    },
    call: (f, who) => f.as[who].client.rest('DELETE', `/api/admin/reports/${f.data[`r:${who}`]}`),
  },
  {
    op: 'POST /api/admin/reports/:id/approve',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`r:${who}`] = await pendingReport(f);
    },
    call: (f, who) => f.as[who].client.rest('POST', `/api/admin/reports/${f.data[`r:${who}`]}/approve`, {}),
  },
  {
    op: 'POST /api/admin/reports/:id/reject',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`r:${who}`] = await pendingReport(f);
    },
    call: (f, who) => f.as[who].client.rest('POST', `/api/admin/reports/${f.data[`r:${who}`]}/reject`, { reason: 'spam', note: 'Matrix' }),
  },
  { op: 'GET /api/admin/profiles', expect: adminOnly(), call: (f, who) => f.as[who].client.rest('GET', '/api/admin/profiles?search=ma') },
  {
    op: 'PUT /api/admin/profiles/:id',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`p:${who}`] = await spareProfile(f);
    },
    call: (f, who) =>
      f.as[who].client.rest('PUT', `/api/admin/profiles/${f.data[`p:${who}`]}`, {
        firstName: 'Renamed',
        lastName: 'Person',
        location: 'Austin, TX',
        bio: 'Edited',
      }),
  },
  {
    op: 'DELETE /api/admin/profiles/:id',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`p:${who}`] = await spareProfile(f);
    },
    call: (f, who) => f.as[who].client.rest('DELETE', `/api/admin/profiles/${f.data[`p:${who}`]}`),
  },
  { op: 'GET /api/admin/pending-images', expect: adminOnly(), call: (f, who) => f.as[who].client.rest('GET', '/api/admin/pending-images') },
  {
    op: 'POST /api/admin/approve-image',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`p:${who}`] = await spareProfile(f, true);
    },
    call: (f, who) => f.as[who].client.rest('POST', '/api/admin/approve-image', { profileId: f.data[`p:${who}`], status: 'rejected' }),
  },
  { op: 'GET /api/admin/users', expect: adminOnly(), call: (f, who) => f.as[who].client.rest('GET', '/api/admin/users') },
  {
    op: 'POST /api/admin/ban-user',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`u:${who}`] = await spareUser(f);
    },
    call: (f, who) => f.as[who].client.rest('POST', '/api/admin/ban-user', { userId: f.data[`u:${who}`], reason: 'Matrix', banIP: false }),
  },
  {
    op: 'POST /api/admin/unban-user',
    expect: adminOnly(),
    async setup(f, who) {
      const id = await spareUser(f);
      await f.t.sql("update users set banned = true, ban_reason = 'x' where id = $1", [id]);
      f.data[`u:${who}`] = id;
    },
    call: (f, who) => f.as[who].client.rest('POST', '/api/admin/unban-user', { userId: f.data[`u:${who}`] }),
  },
  {
    op: 'POST /api/admin/warn-user',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`u:${who}`] = await spareUser(f);
    },
    call: (f, who) => f.as[who].client.rest('POST', '/api/admin/warn-user', { userId: f.data[`u:${who}`], reason: 'spam' }),
  },
  {
    op: 'POST /api/admin/suspend-user',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`u:${who}`] = await spareUser(f);
    },
    call: (f, who) => f.as[who].client.rest('POST', '/api/admin/suspend-user', { userId: f.data[`u:${who}`], reason: 'spam', days: 7 }),
  },
  {
    op: 'POST /api/admin/lift-suspension',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`u:${who}`] = await suspendedUser(f);
    },
    call: (f, who) => f.as[who].client.rest('POST', '/api/admin/lift-suspension', { userId: f.data[`u:${who}`] }),
  },
  {
    op: 'GET /api/admin/users/:id/sanctions',
    expect: adminOnly(),
    call: (f, who) => f.as[who].client.rest('GET', `/api/admin/users/${f.as.otherMember.user!.id}/sanctions`),
  },
  {
    op: 'POST /api/admin/generate-sample-data',
    expect: adminOnly(),
    call: (f, who) => f.as[who].client.rest('POST', '/api/admin/generate-sample-data', { count: 1 }),
  },
  { op: 'DELETE /api/admin/sample-data', expect: adminOnly(), call: (f, who) => f.as[who].client.rest('DELETE', '/api/admin/sample-data') },
  { op: 'GET /api/admin/audit-log', expect: adminOnly(), call: (f, who) => f.as[who].client.rest('GET', '/api/admin/audit-log?targetType=report') },

  // ---- ID verification ----
  { op: 'Query.idVerificationStatus', expect: signedIn(), call: gql('{ idVerificationStatus { idVerified status } }') },
  {
    op: 'Mutation.submitIdVerification',
    expect: signedIn(),
    async call(f, who) {
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query: 'mutation($i: IdVerificationInput!, $img: Upload!) { submitIdVerification(input: $i, idImage: $img) { status } }',
          variables: { i: { ...ID_FIELDS, idType: 'PASSPORT' }, img: null },
        }),
      );
      form.append('map', JSON.stringify({ '0': ['variables.img'] }));
      form.append('0', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'id.png');
      const res = await f.as[who].client.fetch('/graphql', { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
      return { status: res.status, headers: res.headers, body: await res.json() };
    },
  },
  { op: 'Query.verificationRequests', expect: adminOnly(), call: gql('{ verificationRequests(filter: ALL) { pending all items { id } } }') },
  {
    op: 'Mutation.openIdDocument',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`id:${who}`] = await pendingIdRequest(f);
    },
    call: gql('mutation($id: ID!) { openIdDocument(requestId: $id) { url } }', (f, who) => ({ id: f.data[`id:${who}`].requestId })),
  },
  {
    op: 'Mutation.approveVerification',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`id:${who}`] = await pendingIdRequest(f);
    },
    call: gql('mutation($id: ID!) { approveVerification(requestId: $id) }', (f, who) => ({ id: f.data[`id:${who}`].requestId })),
  },
  {
    op: 'Mutation.rejectVerification',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`id:${who}`] = await pendingIdRequest(f);
    },
    call: gql('mutation($id: ID!) { rejectVerification(requestId: $id, notes: "Matrix") }', (f, who) => ({ id: f.data[`id:${who}`].requestId })),
  },
  { op: 'GET /api/id/status', expect: signedIn(), call: (f, who) => f.as[who].client.rest('GET', '/api/id/status') },
  { op: 'GET /api/verification/status', expect: signedIn(), call: (f, who) => f.as[who].client.rest('GET', '/api/verification/status') },
  {
    op: 'POST /api/id/submit',
    expect: signedIn(),
    async call(f, who) {
      const res = await f.as[who].client.fetch('/api/id/submit', { method: 'POST', body: idForm(), headers: { 'x-requested-with': 'fetch' } });
      return { status: res.status, headers: res.headers, body: await res.json() };
    },
  },
  {
    op: 'GET /api/admin/verification-requests',
    expect: adminOnly(),
    call: (f, who) => f.as[who].client.rest('GET', '/api/admin/verification-requests?status=all'),
  },
  {
    op: 'POST /api/admin/verification/:userId/approve',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`id:${who}`] = await pendingIdRequest(f);
    },
    call: (f, who) => f.as[who].client.rest('POST', `/api/admin/verification/${f.data[`id:${who}`].userId}/approve`, { notes: 'ok' }),
  },
  {
    op: 'POST /api/admin/verification/:userId/reject',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`id:${who}`] = await pendingIdRequest(f);
    },
    call: (f, who) => f.as[who].client.rest('POST', `/api/admin/verification/${f.data[`id:${who}`].userId}/reject`, {}),
  },
  {
    op: 'POST /api/admin/verification-requests/:id/open',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`id:${who}`] = await pendingIdRequest(f);
    },
    call: (f, who) => f.as[who].client.rest('POST', `/api/admin/verification-requests/${f.data[`id:${who}`].requestId}/open`),
  },
  {
    // The short-lived link is issued to the admin; nobody else can use it, not even with the URL.
    op: 'GET /api/admin/id-documents/:id',
    expect: adminOnly(),
    async setup(f) {
      if (f.data.idLink) return;
      const { requestId } = await pendingIdRequest(f);
      const res = await f.as.admin.client.rest('POST', `/api/admin/verification-requests/${requestId}/open`);
      f.data.idLink = res.body.url;
    },
    call: (f, who) => f.as[who].client.rest('GET', f.data.idLink),
  },
  // ---- removal requests (SAFETY 12) ----
  {
    op: 'Mutation.submitRemovalRequest',
    expect: all('allow'),
    call: gql('mutation($i: SubmitRemovalRequestInput!) { submitRemovalRequest(input: $i) { id contentHidden } }', (f) => ({
      i: {
        targetType: 'PROFILE',
        targetId: f.data.profileId,
        reason: 'OTHER',
        explanation: 'This profile is about me and I want it gone.',
        contactEmail: 'me@example.com',
        goodFaith: true,
      },
    })),
  },
  {
    // Whoever holds the e-mailed link confirms (no session needed).
    op: 'Mutation.confirmRemovalRequest',
    expect: all('allow'),
    async setup(f, who) {
      f.data[`rrc:${who}`] = await unconfirmedRemoval(f);
    },
    call: gql('mutation($t: String!) { confirmRemovalRequest(token: $t) { id contentHidden } }', (f, who) => ({ t: f.data[`rrc:${who}`] })),
  },
  {
    op: 'POST /api/removal-requests/confirm',
    expect: all('allow'),
    async setup(f, who) {
      f.data[`rrc2:${who}`] = await unconfirmedRemoval(f);
    },
    call: (f, who) => f.as[who].client.rest('POST', '/api/removal-requests/confirm', { token: f.data[`rrc2:${who}`] }),
  },
  { op: 'Query.removalRequests', expect: adminOnly(), call: gql('{ removalRequests { id status } }') },
  {
    op: 'Mutation.decideRemovalRequest',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`rr:${who}`] = await pendingRemoval(f);
    },
    call: gql('mutation($id: ID!) { decideRemovalRequest(id: $id, decision: DISMISS, reason: "Not a reason to remove.") { id status } }', (f, who) => ({
      id: f.data[`rr:${who}`],
    })),
  },
  {
    op: 'POST /api/removal-requests',
    expect: all('allow'),
    call: (f, who) =>
      f.as[who].client.rest('POST', '/api/removal-requests', {
        targetType: 'profile',
        targetId: f.data.profileId,
        reason: 'harassment',
        explanation: 'This profile is about me and I want it gone.',
        contactEmail: 'me@example.com',
        goodFaith: true,
      }),
  },
  { op: 'GET /api/admin/removal-requests', expect: adminOnly(), call: (f, who) => f.as[who].client.rest('GET', '/api/admin/removal-requests?status=pending') },
  {
    op: 'POST /api/admin/removal-requests/:id/decide',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`rr:${who}`] = await pendingRemoval(f);
    },
    call: (f, who) =>
      f.as[who].client.rest('POST', `/api/admin/removal-requests/${f.data[`rr:${who}`]}/decide`, { decision: 'dismiss', reason: 'Not a reason to remove.' }),
  },
  // ---- community flags (issue 10 item 3) ----
  {
    op: 'Mutation.flagReport',
    expect: signedIn(),
    async setup(f) {
      f.data.flagReportId ??= await approvedReport(f);
    },
    call: gql('mutation($id: ID!) { flagReport(reportId: $id, input: { reason: SPAM }) { targetId contentHidden } }', (f) => ({ id: f.data.flagReportId })),
  },
  {
    op: 'Mutation.flagProfile',
    expect: signedIn(),
    call: gql('mutation($id: ID!) { flagProfile(profileId: $id, input: { reason: OTHER, note: "Not a real person." }) { targetId } }', (f) => ({
      id: f.data.profileId,
    })),
  },
  {
    op: 'POST /api/reports/:id/flag',
    expect: signedIn(),
    async setup(f) {
      f.data.flagReportId ??= await approvedReport(f);
    },
    call: (f, who) => f.as[who].client.rest('POST', `/api/reports/${f.data.flagReportId}/flag`, { reason: 'harassment' }),
  },
  {
    op: 'POST /api/profiles/:id/flag',
    expect: signedIn(),
    call: (f, who) => f.as[who].client.rest('POST', `/api/profiles/${f.data.profileId}/flag`, { reason: 'spam' }),
  },
  {
    op: 'Query.myFlags',
    expect: signedIn(),
    call: gql('query($id: ID!) { myFlags(profileId: $id) { targetType targetId } }', (f) => ({ id: f.data.profileId })),
  },
  { op: 'Query.adminFlags', expect: adminOnly(), call: gql('{ adminFlags { items { id flagCount } nextCursor } }') },
  {
    op: 'Mutation.upholdFlags',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`flags:${who}`] = await pendingFlagCase(f);
    },
    call: gql(
      'mutation($id: ID!) { upholdFlags(caseId: $id, input: { reason: SPAM, rule: FAIR_AND_KIND, text: "It is an advert." }) { id status } }',
      (f, who) => ({
        id: f.data[`flags:${who}`],
      }),
    ),
  },
  {
    op: 'Mutation.dismissFlags',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`flags:${who}`] = await pendingFlagCase(f);
    },
    call: gql('mutation($id: ID!) { dismissFlags(caseId: $id) { id status } }', (f, who) => ({ id: f.data[`flags:${who}`] })),
  },

  // ---- statements of reasons and appeals (issue 10 items 4 and 5) ----
  { op: 'Query.myDecisions', expect: signedIn(), call: gql('{ myDecisions { items { id viewerCanAppeal } nextCursor } }') },
  {
    // Whoever holds the link of the decision e-mail, signed in or not (a banned member, a removal requester).
    op: 'Query.decisionForAppeal',
    expect: all('allow'),
    async setup(f) {
      f.data.linkedDecision ??= await decisionFor(f, true);
    },
    call: gql('query($t: String!) { decisionForAppeal(token: $t) { id viewerCanAppeal } }', () => ({ t: MATRIX_APPEAL_TOKEN })),
  },
  {
    // Only the member the decision affects (no link given): another member and admins are refused.
    op: 'Mutation.appealDecision',
    expect: ownerOnly(),
    async setup(f, who) {
      f.data[`decision:${who}`] = await decisionFor(f);
    },
    call: gql('mutation($i: AppealDecisionInput!) { appealDecision(input: $i) { id appeal { status } } }', (f, who) => ({
      i: { decisionId: f.data[`decision:${who}`], text: 'Please look again.' },
    })),
  },
  {
    op: 'POST /api/appeals',
    expect: ownerOnly(),
    async setup(f, who) {
      f.data[`decision:${who}`] = await decisionFor(f);
    },
    call: (f, who) => f.as[who].client.rest('POST', '/api/appeals', { decisionId: f.data[`decision:${who}`], text: 'Please look again.' }),
  },
  { op: 'Query.adminAppeals', expect: adminOnly(), call: gql('{ adminAppeals { items { id viewerCanDecide } nextCursor } }') },
  {
    op: 'Mutation.decideAppeal',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`appeal:${who}`] = await pendingAppeal(f);
    },
    call: gql('mutation($id: ID!) { decideAppeal(appealId: $id, input: { outcome: REJECT, reason: "The decision stands." }) { id status } }', (f, who) => ({
      id: f.data[`appeal:${who}`],
    })),
  },
  { op: 'Query.myAddedProfiles', expect: signedIn(), call: gql('{ myAddedProfiles { id awaitingReview } }') },
  { op: 'Query.adminReportPauses', expect: adminOnly(), call: gql('{ adminReportPauses { id profileId reportCount pendingReportCount endsAt } }') },
  {
    op: 'Mutation.liftReportPause',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`paused:${who}`] = await pausedProfile(f);
    },
    call: gql('mutation($id: ID!) { liftReportPause(profileId: $id) { id liftedAt } }', (f, who) => ({ id: f.data[`paused:${who}`] })),
  },
  {
    op: 'Mutation.extendReportPause',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`paused:${who}`] = await pausedProfile(f);
    },
    call: gql('mutation($id: ID!) { extendReportPause(profileId: $id, input: { hours: 24 }) { id endsAt } }', (f, who) => ({
      id: f.data[`paused:${who}`],
    })),
  },
  // ---- name watch (issue 26 item 1): her own watches (a verified phone; every member here has one), moderators end one ----
  { op: 'Query.myWatches', expect: signedIn(), call: gql('{ myWatches { id status lastMatchedAt } }') },
  { op: 'GET /api/watches', expect: signedIn(), call: (f, who) => f.as[who].client.rest('GET', '/api/watches') },
  {
    op: 'Mutation.createWatch',
    expect: signedIn(),
    setup: noWatches,
    call: gql('mutation($i: WatchInput!) { createWatch(input: $i) { id status } }', () => ({ i: WATCH_INPUT })),
  },
  { op: 'POST /api/watches', expect: signedIn(), setup: noWatches, call: (f, who) => f.as[who].client.rest('POST', '/api/watches', WATCH_INPUT) },
  {
    op: 'Mutation.renewWatch',
    denyStatuses: [404],
    expect: ownerOnly(),
    async setup(f, who) {
      f.data[`watch:${who}`] = await freshWatch(f);
    },
    call: gql('mutation($id: ID!) { renewWatch(id: $id) { id expiresAt } }', (f, who) => ({ id: f.data[`watch:${who}`] })),
  },
  {
    op: 'POST /api/watches/:id/renew',
    denyStatuses: [404],
    expect: ownerOnly(),
    async setup(f, who) {
      f.data[`watch:${who}`] = await freshWatch(f);
    },
    call: (f, who) => f.as[who].client.rest('POST', `/api/watches/${f.data[`watch:${who}`]}/renew`),
  },
  {
    op: 'Mutation.deleteWatch',
    denyStatuses: [404],
    expect: ownerOnly(),
    async setup(f, who) {
      f.data[`watch:${who}`] = await freshWatch(f);
    },
    call: gql('mutation($id: ID!) { deleteWatch(id: $id) }', (f, who) => ({ id: f.data[`watch:${who}`] })),
  },
  {
    op: 'DELETE /api/watches/:id',
    denyStatuses: [404],
    expect: ownerOnly(),
    async setup(f, who) {
      f.data[`watch:${who}`] = await freshWatch(f);
    },
    call: (f, who) => f.as[who].client.rest('DELETE', `/api/watches/${f.data[`watch:${who}`]}`),
  },
  {
    op: 'Query.watchesMatchingProfile',
    expect: adminOnly(),
    call: gql('query($id: ID!) { watchesMatchingProfile(profileId: $id) { id } }', (f) => ({ id: f.data.profileId })),
  },
  {
    op: 'GET /api/admin/profiles/:id/watches',
    expect: adminOnly(),
    call: (f, who) => f.as[who].client.rest('GET', `/api/admin/profiles/${f.data.profileId}/watches`),
  },
  {
    op: 'Mutation.endWatch',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`watch:${who}`] = await freshWatch(f);
    },
    call: gql('mutation($id: ID!) { endWatch(id: $id) { id status } }', (f, who) => ({ id: f.data[`watch:${who}`] })),
  },
  {
    op: 'POST /api/admin/watches/:id/end',
    expect: adminOnly(),
    async setup(f, who) {
      f.data[`watch:${who}`] = await freshWatch(f);
    },
    call: (f, who) => f.as[who].client.rest('POST', `/api/admin/watches/${f.data[`watch:${who}`]}/end`, {}),
  },
  // ---- transparency report (issue 10 item 9): public, numbers only ----
  {
    op: 'Query.transparencyReport',
    expect: all('allow'),
    call: withoutPersonalData(gql('{ transparencyReport { quarter hasActivity availableQuarters reports { received } sanctions { kind count } } }')),
  },
  { op: 'GET /api/transparency', expect: all('allow'), call: withoutPersonalData((f, who) => f.as[who].client.rest('GET', '/api/transparency')) },
];

/** A public figure's answer, checked to carry no username, e-mail address or profile name of the fixtures. */
function withoutPersonalData(call: Row['call']): Row['call'] {
  return async (f, who) => {
    const res = await call(f, who);
    const text = JSON.stringify(res.body);
    const [profile] = await f.t.sql<{ display_name: string }>('select display_name from profiles where id = $1', [Number(f.data.profileId)]);
    const personal = [profile.display_name, ...PRINCIPALS.flatMap((p) => (f.as[p].user ? [f.as[p].user!.username, f.as[p].user!.email] : []))];
    const leaked = personal.filter((value) => text.includes(value));
    if (leaked.length || text.includes('@')) throw new Error(`the transparency report leaks personal data: ${leaked.join(', ') || '@'}`);
    return res;
  };
}
