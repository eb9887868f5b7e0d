import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, type TestClient, type TestServer } from '../../../test/test-server.js';
import { emailsTo, waitForOutbox } from '../../../test/outbox.js';
import { startPushStandIn } from '../../../test/push-stand-in.js';
import { PUSH_QUEUE } from '../../app/jobs.js';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, PREFERENCE_MESSAGES, type NotificationKind } from '../preferences/preferences.inputs.js';
import { NotificationType } from './notification.entity.js';
import { Role } from '../user/user.entity.js';
import type { NotificationInput, PushJob } from './notification.service.js';

/**
 * Her choices per kind of notification (issue 24 item 3), enforced on the server: each kind × channel turned off
 * suppresses exactly that channel; legal and security e-mails go anyway; the lock screen shows details only when she
 * chose it; quiet hours hold a push (a job that starts when they end) and never the in-app notification.
 */

type Member = TestClient & { user: { id: string; email: string; username: string } };

let t: TestServer;
let standIn: Awaited<ReturnType<typeof startPushStandIn>>;

beforeAll(async () => {
  standIn = await startPushStandIn();
  t = await startTestServer({
    PUSH_ENDPOINT_HOSTS: standIn.host,
    VAPID_SUBJECT: 'mailto:team@tea.example',
    // The job queue runs (as in production): pushes leave from it.
    EMAIL_DELIVERY: 'queue',
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const UPDATE = `mutation($i: UpdatePreferencesInput!) {
  updateMyPreferences(input: $i) { notifications { flagsEmail accountEmail pushDetails quietHours { enabled start end } } }
}`;

async function update(member: TestClient, notifications: Record<string, unknown>, appearance: Record<string, unknown> = {}) {
  const res = await member.gql(UPDATE, { i: { notifications, appearance } });
  expect(gqlError(res.body)).toBeNull();
  return res.body.data.updateMyPreferences.notifications;
}

/** A member with one browser subscribed at the stand-in. */
async function memberWithPush(): Promise<Member> {
  const member = (await t.signedIn()) as Member;
  const subscribed = await member.rest('POST', '/api/push/subscriptions', standIn.browserAt(`/push/${member.user.id}`));
  expect(subscribed.status).toBe(201);
  return member;
}

/** HH:MM on the wall clock of `timeZone` at `at`. */
const clockAt = (timeZone: string, at: Date): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
/** HH:MM on the wall clock of `timeZone`, `minutes` from now. */
const clockIn = (timeZone: string, minutes: number): string => clockAt(timeZone, new Date(Date.now() + minutes * 60_000));

/** Her pushes waiting in the queue (held by quiet hours), decrypted, with the time each may start. */
async function heldPushes(userId: string): Promise<{ job: PushJob; startAfter: Date }[]> {
  const rows = await t.sql<{ sealed: string; start_after: Date }>(
    "select data->>'sealed' as sealed, start_after from pgboss.job where name = $1 and state = 'created' order by created_on",
    [PUSH_QUEUE],
  );
  return rows
    .map((r) => ({
      job: JSON.parse(t.app.services.crypto.decrypt(Buffer.from(r.sealed, 'base64'), PUSH_QUEUE).toString('utf8')) as PushJob,
      startAfter: r.start_after,
    }))
    .filter((held) => held.job.userId === userId);
}

const inAppTitles = (userId: string) =>
  t.sql<{ title: string }>('select title from notifications where user_id = $1 order by created_at, id', [userId]).then((rows) => rows.map((r) => r.title));

/** Notifies her about `kind` the way the moderation commands do (inside a transaction), then lets the e-mails go. */
async function notifyAbout(userId: string, kind: NotificationKind, input: NotificationInput): Promise<void> {
  await t.orm.em.fork().transactional((em) => t.app.services.notifications.notifyByPreference(em, userId, kind, input));
  await waitForOutbox(t);
}

/** What reached the stand-in for her browser; waits (polling) until `count` messages have, or 20 s have passed. */
async function pushesTo(userId: string, count: number): Promise<unknown[]> {
  const mine = () => standIn.received.filter((m) => m.path === `/push/${userId}`).map((m) => m.payload);
  const deadline = Date.now() + 20_000;
  while (mine().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return mine();
}

const everyChannelOn = Object.fromEntries(NOTIFICATION_KINDS.flatMap((kind) => NOTIFICATION_CHANNELS.map((channel) => [`${kind}${channel}`, true])));

describe('each kind and channel she turns off', () => {
  const cases = NOTIFICATION_KINDS.flatMap((kind) => NOTIFICATION_CHANNELS.map((channel) => [kind, channel] as const));

  it.each(cases)('%s %s off: that channel gets nothing, the other two still do', async (kind, channel) => {
    const member = await memberWithPush();
    // Quiet hours around now (UTC) hold her pushes in the queue, where each one scheduled can be counted.
    await update(member, {
      ...everyChannelOn,
      [`${kind}${channel}`]: false,
      quietHours: { enabled: true, start: clockIn('UTC', -60), end: clockIn('UTC', 120) },
    });
    const title = `About ${kind}`;
    await notifyAbout(member.user.id, kind, { type: NotificationType.OTHER, title, message: `Something about ${kind}.`, actionUrl: '/reviews' });

    expect(await inAppTitles(member.user.id)).toEqual(channel === 'InApp' ? [] : [title]);
    const held = await heldPushes(member.user.id);
    expect(held.map((h) => h.job.kind)).toEqual(channel === 'Push' ? [] : [kind]);
    expect(emailsTo(t, member.user.email).map((m) => m.subject)).toEqual(channel === 'Email' ? [] : [title]);
  });

  it('defaults: in-app and push on for every kind, e-mail only for her account', async () => {
    const member = (await t.signedIn()) as Member;
    const res = await member.gql(
      `{ myPreferences { notifications { ${NOTIFICATION_KINDS.flatMap((k) => NOTIFICATION_CHANNELS.map((c) => `${k}${c}`)).join(' ')} pushDetails quietHours { enabled start end } } } }`,
    );
    const expected = Object.fromEntries(NOTIFICATION_KINDS.flatMap((k) => NOTIFICATION_CHANNELS.map((c) => [`${k}${c}`, c !== 'Email' || k === 'account'])));
    expect(res.body.data.myPreferences.notifications).toEqual({
      ...expected,
      pushDetails: false,
      quietHours: { enabled: false, start: '22:00', end: '07:00' },
    });
  });
});

describe('e-mails that go whatever she chose', () => {
  it('a legal notice (an appeal decided) and a password reset reach her with every e-mail choice off', async () => {
    const member = (await t.signedIn()) as Member;
    const off = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [`${kind}Email`, false]));
    const saved = await update(member, off);
    expect(saved).toMatchObject({ flagsEmail: false, accountEmail: false });

    const input = { type: NotificationType.OTHER, title: 'Your appeal was decided', message: 'The decision stands.' };
    await t.orm.em.fork().transactional((em) => t.app.services.notifications.notifyDecision(em, member.user.id, input, ['The decision stands.'], 'appeals'));
    // The same notice by preference sends no e-mail: only its legal nature makes it go.
    await notifyAbout(member.user.id, 'appeals', { ...input, title: 'Not a legal notice' });
    expect((await t.client().rest('POST', '/api/auth/forgot-password', { email: member.user.email })).status).toBe(202);
    await waitForOutbox(t);

    const subjects = emailsTo(t, member.user.email).map((m) => m.subject);
    expect(subjects).toContain('Your appeal was decided');
    expect(subjects).not.toContain('Not a legal notice');
    expect(subjects.some((s) => /password/i.test(s))).toBe(true);
    // In-app follows her choice (on by default) for both.
    expect(await inAppTitles(member.user.id)).toEqual(['Your appeal was decided', 'Not a legal notice']);
  });

  it('a legal notice follows her in-app choice for its kind', async () => {
    const member = (await t.signedIn()) as Member;
    await update(member, { appealsInApp: false });
    const input = { type: NotificationType.OTHER, title: 'Appeal outcome', message: 'Upheld.' };
    await t.orm.em.fork().transactional((em) => t.app.services.notifications.notifyDecision(em, member.user.id, input, ['Upheld.'], 'appeals'));
    await waitForOutbox(t);
    expect(await inAppTitles(member.user.id)).toEqual([]);
    expect(emailsTo(t, member.user.email).map((m) => m.subject)).toEqual(['Appeal outcome']);
  });
});

describe('the lock screen', () => {
  it('says only that there is a notification, unless she chose to show details there', async () => {
    const member = await memberWithPush();
    await update(member, {}, { language: 'fr' });
    const notice = {
      type: NotificationType.OTHER,
      title: 'New report on a profile you added',
      message: 'A new report about Ann was published.',
      actionUrl: '/reviews',
    };
    await notifyAbout(member.user.id, 'newReports', notice);
    expect(await pushesTo(member.user.id, 1)).toEqual([{ title: 'Tea', body: 'Vous avez une nouvelle notification sur Tea', url: '/' }]);

    expect(await update(member, { pushDetails: true })).toMatchObject({ pushDetails: true });
    await notifyAbout(member.user.id, 'newReports', notice);
    expect((await pushesTo(member.user.id, 2))[1]).toEqual({ title: notice.title, body: notice.message, url: '/reviews' });

    // Without an in-app notification (turned off for the kind) the push still says what she chose it to say.
    await update(member, { newReportsInApp: false });
    await notifyAbout(member.user.id, 'newReports', { ...notice, title: 'Only pushed' });
    expect((await pushesTo(member.user.id, 3))[2]).toEqual({ title: 'Only pushed', body: notice.message, url: '/reviews' });
    expect(await inAppTitles(member.user.id)).toEqual([notice.title, notice.title]);
  });
});

describe('quiet hours', () => {
  it('hold a push until they end on her clock (America/Chicago), never the in-app notification', async () => {
    const member = await memberWithPush();
    const zone = 'America/Chicago';
    const quietHours = { enabled: true, start: clockIn(zone, -60), end: clockIn(zone, 120) };
    expect(await update(member, { quietHours }, { timeZone: zone })).toMatchObject({ quietHours });
    const before = Date.now();
    await notifyAbout(member.user.id, 'decisions', { type: NotificationType.OTHER, title: 'At night', message: 'Approved.' });

    expect(await inAppTitles(member.user.id)).toEqual(['At night']);
    const [held, ...more] = await heldPushes(member.user.id);
    expect(more).toEqual([]);
    // The job starts when her clock in Chicago reads the window's end: within the next two hours, on the minute.
    expect(clockAt(zone, held.startAfter)).toBe(quietHours.end);
    expect(held.startAfter.getTime()).toBeGreaterThan(before);
    expect(held.startAfter.getTime()).toBeLessThanOrEqual(before + 120 * 60_000);
    expect(held.startAfter.getUTCSeconds()).toBe(0);
    expect(standIn.received.filter((m) => m.path === `/push/${member.user.id}`)).toEqual([]);

    // Outside the window (turned off), a push is queued to leave at once and reaches her.
    await update(member, { quietHours: { enabled: false } });
    await notifyAbout(member.user.id, 'decisions', { type: NotificationType.OTHER, title: 'By day', message: 'Approved.' });
    expect(await pushesTo(member.user.id, 1)).toHaveLength(1);
    expect(await heldPushes(member.user.id)).toHaveLength(1);
  });

  it('refuses a time that is not HH:MM, or a window that starts when it ends, with a message, and keeps what was saved', async () => {
    const member = (await t.signedIn()) as Member;
    await update(member, { quietHours: { enabled: true, start: '23:00', end: '06:30' } });
    const stored = () => t.sql<{ data: unknown }>('select data from user_preferences where user_id = $1', [member.user.id]);
    const before = await stored();
    for (const [quietHours, message] of [
      [{ start: '25:00' }, PREFERENCE_MESSAGES.time],
      [{ end: '7:00' }, PREFERENCE_MESSAGES.time],
      [{ start: '22:60' }, PREFERENCE_MESSAGES.time],
      [{ end: 'seven' }, PREFERENCE_MESSAGES.time],
      [{ start: '06:30' }, PREFERENCE_MESSAGES.sameTime],
    ] as const) {
      const res = await member.gql(UPDATE, { i: { notifications: { quietHours, flagsEmail: true } } });
      expect([quietHours, gqlError(res.body)]).toEqual([quietHours, { code: 'BAD_USER_INPUT', message }]);
    }
    expect(await stored()).toEqual(before);
  });
});

describe('a restriction of her account', () => {
  it('follows her "account and security" choices in the app, not her "decisions" ones, and is e-mailed whatever she chose', async () => {
    const admin = await t.signedIn({ role: Role.ADMIN });
    const member = (await t.signedIn()) as Member;
    await update(member, { ...everyChannelOn, accountInApp: false, accountEmail: false, decisionsInApp: true });
    const warned = await admin.gql('mutation($i: SanctionInput!) { warnMember(input: $i) { id } }', { i: { userId: member.user.id, reason: 'SPAM' } });
    expect(gqlError(warned.body)).toBeNull();
    await waitForOutbox(t);
    expect(await inAppTitles(member.user.id)).toEqual([]);
    // A statement of reasons: e-mailed with every e-mail choice off.
    expect(emailsTo(t, member.user.email)).toHaveLength(1);

    const other = (await t.signedIn()) as Member;
    await update(other, { ...everyChannelOn, decisionsInApp: false });
    expect(
      gqlError((await admin.gql('mutation($i: SanctionInput!) { warnMember(input: $i) { id } }', { i: { userId: other.user.id, reason: 'SPAM' } })).body),
    ).toBeNull();
    expect(await inAppTitles(other.user.id)).toHaveLength(1);
  });
});
