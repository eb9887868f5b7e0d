import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, type TestClient, type TestServer } from '../../../test/test-server.js';
import { emailsTo, waitForOutbox } from '../../../test/outbox.js';
import { seedProfiles } from '../../../test/factories.js';
import { databaseFingerprint } from '../../../test/db-fingerprint.js';
import { Role } from './user.entity.js';
import { SANCTION_MESSAGES } from './sanction.inputs.js';
import { SUSPENSION_LIFTED_NOTICE } from './commands/lift-suspension.command.js';
import { suspensionDate } from '../../policies/can.js';
import { scheduledJobs } from '../../app/jobs.js';
import { pino } from 'pino';
import { word } from '../../core/i18n.js';

type Member = Awaited<ReturnType<TestServer['signedIn']>>;

let t: TestServer;
let admin: Member;
let second: Member;
/** A published report and its profile, for posting and flagging. */
let profileId: number;
let reportId: number;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signedIn({ role: Role.ADMIN });
  second = await t.signedIn({ role: Role.ADMIN });
  [profileId] = await seedProfiles(t, [{ firstName: 'Posted', lastName: 'Sanction', reports: [{ rating: 4, approved: true, title: 'A fine date' }] }]);
  [{ id: reportId }] = await t.sql<{ id: number }>('select id from reports where profile_id = $1', [profileId]);
});
afterAll(() => t.close());

const ADMIN_VIEW = `id suspendedUntil suspensionReason strikes warnings suggestedSanction suggestedSanctionReason`;
const WARN = `mutation($i: SanctionInput!) { warnMember(input: $i) { ${ADMIN_VIEW} } }`;
const SUSPEND = `mutation($i: SanctionInput!) { suspendMember(input: $i) { ${ADMIN_VIEW} } }`;
const REPORT = { reportType: 'positive', category: 'dating', title: 'Kind and on time', content: 'We met twice for coffee and he was kind and on time.' };

/** Everything a sanction may change, to compare before and after a refusal. */
const state = () =>
  Promise.all([
    t.sql('select id, suspended_until, suspension_reason, banned from users order by id'),
    t.sql('select id, kind, reversed_at from decisions order by id'),
    t.sql('select count(*)::int as n from audit_log'),
    t.sql('select count(*)::int as n from notifications'),
  ]);

/** The admin's view of one member (the list row). */
async function adminView(userId: string) {
  const res = await admin.gql(`query($s: String) { adminUsers(search: $s) { items { username ${ADMIN_VIEW} } } }`, {
    s: (await t.sql<{ username: string }>('select username from users where id = $1', [userId]))[0].username,
  });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.adminUsers.items[0];
}

const suspend = (userId: string, days = 7, by: TestClient = admin) =>
  by.gql(SUSPEND, { i: { userId, reason: 'HARASSMENT', note: 'Insults in two reports', days } });

/** Every posting path a suspended member is refused: a report, a person, a flag. */
const postReport = (m: TestClient) => m.rest('POST', `/api/profiles/${profileId}/reports`, REPORT);
const addPerson = (m: TestClient) => m.rest('POST', '/api/profiles', { firstName: 'Another', category: 'friends', confirmAdult: true });
const flag = (m: TestClient) => m.rest('POST', `/api/reports/${reportId}/flag`, { reason: 'spam' });

describe('warnings', () => {
  it('an admin warns a member: a strike, the decision with its audit entry, her notification and e-mail with how to appeal', async () => {
    const member = await t.signedIn();
    const res = await admin.gql(WARN, { i: { userId: member.user.id, reason: 'SPAM', note: 'Three adverts in a week' } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.warnMember).toMatchObject({ id: member.user.id, strikes: 1, warnings: 1, suspendedUntil: null, suggestedSanction: 'WARNING' });

    const [decision] = await t.sql<{ kind: string; reason_code: string; rule: string; text: string; audit_entry_id: string; decided_by_id: string }>(
      'select kind, reason_code, rule, text, audit_entry_id::text, decided_by_id from decisions where affected_user_id = $1',
      [member.user.id],
    );
    expect(decision).toMatchObject({
      kind: 'user.warn',
      reason_code: 'spam',
      rule: 'fair_and_kind',
      text: 'Three adverts in a week',
      decided_by_id: admin.user.id,
    });
    const [audit] = await t.sql<{ id: string; action: string; actor_id: string }>('select id::text, action, actor_id from audit_log where id = $1', [
      decision.audit_entry_id,
    ]);
    expect(audit).toMatchObject({ action: 'user.warn', actor_id: admin.user.id });
    const notes = await t.sql<{ title: string; message: string }>('select title, message from notifications where user_id = $1', [member.user.id]);
    expect(notes).toEqual([{ title: 'You received a warning', message: expect.stringContaining("Moderator's explanation: Three adverts in a week") }]);
    expect(notes[0].message).toContain('You can appeal this decision within 6 months.');
    const mail = emailsTo(t, member.user.email).at(-1);
    expect(mail).toMatchObject({ subject: 'You received a warning', text: expect.stringContaining('/appeal?token=') });
  });

  it('refuses members, other members, herself, admins, banned members and bad input, changing nothing', async () => {
    const member = await t.signedIn();
    const other = await t.signedIn();
    const banned = await t.signedIn();
    await t.sql("update users set banned = true, ban_reason = 'x' where id = $1", [banned.user.id]);
    const before = await state();
    const warn = (by: TestClient, i: Record<string, unknown>) => by.gql(WARN, { i: { reason: 'SPAM', ...i } });
    expect(gqlError((await warn(member, { userId: other.user.id })).body)?.code).toBe('FORBIDDEN');
    expect(gqlError((await warn(other, { userId: member.user.id })).body)?.code).toBe('FORBIDDEN');
    expect(gqlError((await warn(admin, { userId: admin.user.id })).body)?.message).toBe(SANCTION_MESSAGES.self);
    expect(gqlError((await warn(admin, { userId: second.user.id })).body)?.message).toBe(SANCTION_MESSAGES.admin);
    expect(gqlError((await warn(admin, { userId: banned.user.id })).body)?.message).toBe(SANCTION_MESSAGES.banned);
    expect(await member.rest('POST', '/api/admin/warn-user', { userId: other.user.id, reason: 'spam' })).toMatchObject({ status: 403 });
    expect(await admin.rest('POST', '/api/admin/warn-user', { userId: member.user.id })).toMatchObject({
      status: 400,
      body: expect.objectContaining({ message: 'Please choose a reason.' }),
    });
    expect(await admin.rest('POST', '/api/admin/warn-user', { userId: 'nobody', reason: 'spam' })).toMatchObject({
      status: 400,
      body: expect.objectContaining({ message: SANCTION_MESSAGES.userId }),
    });
    expect(await state()).toEqual(before);
  });
});

describe('suspensions', () => {
  it('a suspended member signs in and reads, appeals, but every post is refused with until when and why, by session and by token', async () => {
    const member = await t.signedIn();
    const token = (await member.rest('POST', '/api/user/tokens', { name: 'script', scopes: ['read', 'write'] })).body.secret as string;
    const res = await suspend(member.user.id, 7);
    expect(res.body.errors).toBeUndefined();
    const [{ suspended_until: until }] = await t.sql<{ suspended_until: Date }>('select suspended_until from users where id = $1', [member.user.id]);
    const days = (until.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(res.body.data.suspendMember).toMatchObject({ suspendedUntil: until.toISOString(), suspensionReason: 'Insults in two reports', strikes: 1 });
    const [audit] = await t.sql<{ action: string; metadata: { days: number } }>(
      "select action, metadata from audit_log where target_id = $1 and action = 'user.suspend'",
      [member.user.id],
    );
    expect(audit.metadata.days).toBe(7);
    expect(emailsTo(t, member.user.email).at(-1)).toMatchObject({
      subject: 'Your account was suspended',
      text: expect.stringContaining(`suspended until ${suspensionDate(until)}`),
    });

    const message = `Your account is suspended until ${suspensionDate(until)}: Insults in two reports.`;
    expect(message).toMatch(/until \d{1,2} [A-Z][a-z]+ \d{4}:/);
    // Reading and her own account still work.
    const me = await member.gql('{ me { suspendedUntil suspensionReason } }');
    expect(me.body.data.me).toEqual({ suspendedUntil: until.toISOString(), suspensionReason: 'Insults in two reports' });
    expect((await member.rest('GET', `/api/profiles/${profileId}`)).status).toBe(200);
    expect((await member.rest('GET', `/api/profiles/${profileId}/reports`)).status).toBe(200);
    // Posting does not.
    const before = await t.sql('select (select count(*) from reports) as r, (select count(*) from profiles) as p, (select count(*) from flags) as f');
    for (const res of [await postReport(member), await addPerson(member), await flag(member)])
      expect(res).toMatchObject({ status: 403, body: expect.objectContaining({ message }) });
    const gql = await member.gql('mutation($p: ID!, $i: FlagInput!) { flagReport(reportId: $p, input: $i) { contentHidden } }', {
      p: String(reportId),
      i: { reason: 'SPAM' },
    });
    expect(gqlError(gql.body)).toEqual({ message, code: 'FORBIDDEN' });
    const bearer = { authorization: `Bearer ${token}` };
    expect(await t.client().rest('POST', `/api/profiles/${profileId}/reports`, REPORT, bearer)).toMatchObject({
      status: 403,
      body: expect.objectContaining({ message }),
    });
    expect((await t.client().rest('GET', `/api/profiles/${profileId}`, undefined, bearer)).status).toBe(200);
    expect(await t.sql('select (select count(*) from reports) as r, (select count(*) from profiles) as p, (select count(*) from flags) as f')).toEqual(before);
    // Appealing does.
    const [decision] = await t.sql<{ id: string }>("select id from decisions where affected_user_id = $1 and kind = 'user.suspend'", [member.user.id]);
    expect((await member.rest('POST', '/api/appeals', { decisionId: decision.id, text: 'I quoted him, I did not insult anyone.' })).status).toBe(201);
  });

  it('ends by itself at its end: no job, the time of the request decides', async () => {
    const member = await t.signedIn();
    await suspend(member.user.id, 1);
    expect((await flag(member)).status).toBe(403);
    await t.sql("update users set suspended_until = now() - interval '1 minute' where id = $1", [member.user.id]);
    expect(await flag(member)).toMatchObject({ status: 201 });
    expect((await member.gql('{ me { suspendedUntil } }')).body.data.me.suspendedUntil).toBeNull();
    expect(await adminView(member.user.id)).toMatchObject({ suspendedUntil: null, suspensionReason: null, strikes: 1 });
  });

  it('the scheduled job tells her once that it ended by itself (in-app and by e-mail), never a lifted one, again after a new one', async () => {
    const ended = await t.signedIn();
    const lifted = await t.signedIn();
    const running = await t.signedIn();
    for (const m of [ended, lifted, running]) expect((await suspend(m.user.id, 1)).body.errors).toBeUndefined();
    expect((await admin.rest('POST', '/api/admin/lift-suspension', { userId: lifted.user.id })).status).toBe(200);
    await t.sql("update users set suspended_until = now() - interval '1 minute' where id = $1", [ended.user.id]);
    const [{ suspended_until: until }] = await t.sql<{ suspended_until: Date }>('select suspended_until from users where id = $1', [ended.user.id]);
    const endNotices = async (m: Member) =>
      await t.sql<{ title: string; message: string; action_url: string; decision_id: string | null }>(
        "select title, message, action_url, decision_id from notifications where user_id = $1 and title = 'Your suspension has ended'",
        [m.user.id],
      );
    const endMails = (m: Member) => emailsTo(t, m.user.email).filter((e) => e.subject === 'Your suspension has ended');
    const job = scheduledJobs(t.orm, t.app.services, pino({ level: 'silent' })).find((j) => j.name === 'suspension-end-notice')!;
    expect(job.cron).toBe('*/5 * * * *');

    // Two instances' runs at once, then a retry: she is told once.
    await Promise.all([job.run(), t.app.services.suspensionEnds.run(t.orm.em.fork())]);
    await job.run();
    // E-mails leave through the job queue, as in production.
    await waitForOutbox(t);
    const message = `Your suspension ended on ${suspensionDate(until)}. You can add people, post reports and flag again.`;
    expect(await endNotices(ended)).toEqual([{ title: 'Your suspension has ended', message, action_url: '/reviews', decision_id: null }]);
    expect(endMails(ended)).toEqual([expect.objectContaining({ text: expect.stringContaining(message) })]);
    expect(endMails(ended)[0].text).toContain('it is sent whatever your notification settings');
    const audit = await t.sql<{ action: string; actor_label: string }>(
      "select action, actor_label from audit_log where target_id = $1 and action = 'user.suspension_end'",
      [ended.user.id],
    );
    expect(audit).toEqual([{ action: 'user.suspension_end', actor_label: 'system' }]);
    // Lifted early (the admin decided) or still running: nothing.
    for (const m of [lifted, running]) {
      expect(await endNotices(m)).toEqual([]);
      expect(endMails(m)).toEqual([]);
    }
    // A new suspension is told again when it ends.
    expect((await suspend(ended.user.id, 1)).body.errors).toBeUndefined();
    expect(await t.sql('select suspension_end_notified_at from users where id = $1', [ended.user.id])).toEqual([{ suspension_end_notified_at: null }]);
    await job.run();
    expect(await endNotices(ended)).toHaveLength(1);
    await t.sql("update users set suspended_until = now() - interval '1 minute' where id = $1", [ended.user.id]);
    expect(await t.app.services.suspensionEnds.run(t.orm.em.fork())).toBeGreaterThanOrEqual(1);
    expect(await endNotices(ended)).toHaveLength(2);
    expect(await t.app.services.suspensionEnds.run(t.orm.em.fork())).toBe(0);
  });

  it('an admin lifts it early; lifting none, or a length other than 1, 7 or 30 days, is a 400 that changes nothing', async () => {
    const member = await t.signedIn();
    const before = await state();
    for (const days of [3, 0, '7 days', null]) {
      const res = await admin.rest('POST', '/api/admin/suspend-user', { userId: member.user.id, reason: 'spam', days });
      expect(res).toMatchObject({ status: 400, body: expect.objectContaining({ message: SANCTION_MESSAGES.days }) });
    }
    expect(await admin.rest('POST', '/api/admin/lift-suspension', { userId: member.user.id })).toMatchObject({
      status: 400,
      body: expect.objectContaining({ message: SANCTION_MESSAGES.notSuspended }),
    });
    expect(await state()).toEqual(before);

    expect((await admin.rest('POST', '/api/admin/suspend-user', { userId: member.user.id, reason: 'spam', days: 30 })).status).toBe(200);
    expect((await postReport(member)).status).toBe(403);
    const lifted = await admin.rest('POST', '/api/admin/lift-suspension', { userId: member.user.id, note: 'Sorted out' });
    expect(lifted).toMatchObject({ status: 200, body: { id: member.user.id, suspendedUntil: null } });
    expect((await postReport(member)).status).toBe(201);
    const actions = await t.sql<{ action: string }>('select action from audit_log where target_id = $1 order by id', [member.user.id]);
    expect(actions.map((a) => a.action)).toEqual(['user.suspend', 'user.unsuspend']);
    // She is told, in-app and by e-mail whatever her settings, as of the suspension itself.
    const [title, message] = [word(SUSPENSION_LIFTED_NOTICE.title, 'en'), word(SUSPENSION_LIFTED_NOTICE.message, 'en')];
    expect(await t.sql('select title, message from notifications where user_id = $1 and title = $2', [member.user.id, title])).toEqual([{ title, message }]);
    await waitForOutbox(t);
    expect(emailsTo(t, member.user.email).filter((e) => e.subject === title)).toEqual([expect.objectContaining({ text: expect.stringContaining(message) })]);
  });

  it('an upheld appeal lifts it and reverses the strike', async () => {
    const member = await t.signedIn();
    await suspend(member.user.id, 30);
    const [decision] = await t.sql<{ id: string }>("select id from decisions where affected_user_id = $1 and kind = 'user.suspend'", [member.user.id]);
    expect((await member.rest('POST', '/api/appeals', { decisionId: decision.id, text: 'It was somebody else on my phone.' })).status).toBe(201);
    const [appeal] = await t.sql<{ id: string }>('select id from appeals where decision_id = $1', [decision.id]);
    const decided = await second.gql('mutation($id: ID!, $i: DecideAppealInput!) { decideAppeal(appealId: $id, input: $i) { status } }', {
      id: appeal.id,
      i: { outcome: 'UPHOLD', reason: 'The insults were quotes.' },
    });
    expect(decided.body.errors).toBeUndefined();
    expect(await t.sql('select suspended_until, suspension_reason from users where id = $1', [member.user.id])).toEqual([
      { suspended_until: null, suspension_reason: null },
    ]);
    expect(await adminView(member.user.id)).toMatchObject({ strikes: 0, suggestedSanction: 'NONE' });
    expect((await flag(member)).status).toBe(201);
    // The appeal's outcome is her notice; the lift adds none of its own.
    expect(await t.sql('select 1 from notifications where user_id = $1 and title = $2', [member.user.id, word(SUSPENSION_LIFTED_NOTICE.title, 'en')])).toEqual(
      [],
    );
  });
});

describe('strikes and the suggested next step', () => {
  /** A report by `member` that a moderator rejects for `reason`. */
  async function rejectedReport(member: Member, reason = 'spam') {
    const [pid] = await seedProfiles(t, [{ firstName: 'Strike', reports: [{ rating: 2, approved: null, authorId: member.user.id, title: 'Pending' }] }]);
    const [r] = await t.sql<{ id: number }>('select id from reports where profile_id = $1', [pid]);
    expect((await admin.rest('POST', `/api/admin/reports/${r.id}/reject`, { reason, note: 'Against the rules' })).status).toBe(200);
  }
  const warn = async (member: Member) => expect((await admin.gql(WARN, { i: { userId: member.user.id, reason: 'HARASSMENT' } })).body.errors).toBeUndefined();

  it('follows the ladder: nothing, a removal, warnings, 3 warnings, a suspension', async () => {
    const member = await t.signedIn();
    expect(await adminView(member.user.id)).toMatchObject({ strikes: 0, warnings: 0, suggestedSanction: 'NONE' });
    await rejectedReport(member);
    expect(await adminView(member.user.id)).toMatchObject({ strikes: 1, warnings: 0, suggestedSanction: 'WARNING' });
    await warn(member);
    await warn(member);
    expect(await adminView(member.user.id)).toMatchObject({ strikes: 3, warnings: 2, suggestedSanction: 'WARNING' });
    await warn(member);
    expect(await adminView(member.user.id)).toMatchObject({
      strikes: 4,
      warnings: 3,
      suggestedSanction: 'SUSPENSION',
      suggestedSanctionReason: '3 warnings: a suspension is next.',
    });
    expect((await suspend(member.user.id, 1)).body.errors).toBeUndefined();
    expect(await adminView(member.user.id)).toMatchObject({ strikes: 5, suggestedSanction: 'BAN' });
    // Her history, newest first, with who decided.
    const history = await admin.gql('query($id: ID!) { memberSanctionHistory(userId: $id) { items { kind decidedBy reversedAt } nextCursor } }', {
      id: member.user.id,
    });
    expect(history.body.data.memberSanctionHistory.items.map((d: { kind: string }) => d.kind)).toEqual([
      'user.suspend',
      'user.warn',
      'user.warn',
      'user.warn',
      'report.reject',
    ]);
    expect(history.body.data.memberSanctionHistory.items[0].decidedBy).toBe(admin.user.username);
    expect(await admin.rest('GET', '/api/admin/users/not-a-uuid/sanctions')).toMatchObject({
      status: 400,
      body: expect.objectContaining({ message: SANCTION_MESSAGES.userId }),
    });
  });

  it('a zero-tolerance reason suggests a ban at once; a reversed decision is no strike; a banned member needs nothing more', async () => {
    const member = await t.signedIn();
    await rejectedReport(member, 'minor');
    expect(await adminView(member.user.id)).toMatchObject({ strikes: 1, suggestedSanction: 'BAN' });
    await t.sql("update decisions set reversed_at = now() where affected_user_id = $1 and reason_code = 'minor'", [member.user.id]);
    expect(await adminView(member.user.id)).toMatchObject({ strikes: 0, suggestedSanction: 'NONE' });
    await t.sql("update users set banned = true, ban_reason = 'x' where id = $1", [member.user.id]);
    expect(await adminView(member.user.id)).toMatchObject({ suggestedSanction: 'NONE' });
  });
});

describe('bad input to the sanction commands', () => {
  const LIFT = `mutation($id: ID!, $note: String) { liftSuspension(userId: $id, note: $note) { ${ADMIN_VIEW} } }`;
  const NOBODY = '00000000-0000-4000-8000-000000000000';
  const LONG = 'x'.repeat(1001);
  const NOTE_TOO_LONG = 'The note must be at most 1,000 characters.';

  /** What a refusal answers, over one protocol: the status (REST) or code (GraphQL) and the message. */
  type Refusal = { status: number; code: string; message: string | RegExp };
  const BAD = (message: string | RegExp): Refusal => ({ status: 400, code: 'BAD_USER_INPUT', message });
  const FORBIDDEN = (message: string): Refusal => ({ status: 403, code: 'FORBIDDEN', message });
  const NOT_FOUND: Refusal = { status: 404, code: 'NOT_FOUND', message: 'User not found' };

  it('answers each with its status and clear message over REST and GraphQL, and changes nothing (users, decisions, audit, notifications, mail)', async () => {
    const member = await t.signedIn();
    const suspended = await t.signedIn();
    expect((await suspend(suspended.user.id, 7)).body.errors).toBeUndefined();
    const mails = () => emailsTo(t, member.user.email).length + emailsTo(t, suspended.user.email).length;
    await waitForOutbox(t);
    const before = { db: await databaseFingerprint(t), mails: mails() };

    type Case = [
      label: string,
      rest: [path: string, body: Record<string, unknown>],
      gql: [query: string, variables: Record<string, unknown>] | null,
      expected: Refusal,
    ];
    const warnI = (i: Record<string, unknown>) => ({ i: { reason: 'SPAM', ...i } });
    const suspendI = (i: Record<string, unknown>) => ({ i: { reason: 'SPAM', days: 7, ...i } });
    const cases: Case[] = [
      ['warn: unknown member', ['/api/admin/warn-user', { userId: NOBODY, reason: 'spam' }], [WARN, warnI({ userId: NOBODY })], NOT_FOUND],
      [
        'warn: not a member id',
        ['/api/admin/warn-user', { userId: 'nobody', reason: 'spam' }],
        [WARN, warnI({ userId: 'nobody' })],
        BAD(SANCTION_MESSAGES.userId),
      ],
      ['warn: no reason', ['/api/admin/warn-user', { userId: member.user.id }], [WARN, { i: { userId: member.user.id } }], BAD(/reason/)],
      ['warn: an unknown reason', ['/api/admin/warn-user', { userId: member.user.id, reason: 'rude' }], null, BAD('Please choose a reason.')],
      [
        'warn: a note too long',
        ['/api/admin/warn-user', { userId: member.user.id, reason: 'spam', note: LONG }],
        [WARN, warnI({ userId: member.user.id, note: LONG })],
        BAD(NOTE_TOO_LONG),
      ],
      [
        'warn: herself',
        ['/api/admin/warn-user', { userId: admin.user.id, reason: 'spam' }],
        [WARN, warnI({ userId: admin.user.id })],
        BAD(SANCTION_MESSAGES.self),
      ],
      [
        'warn: an admin',
        ['/api/admin/warn-user', { userId: second.user.id, reason: 'spam' }],
        [WARN, warnI({ userId: second.user.id })],
        FORBIDDEN(SANCTION_MESSAGES.admin),
      ],
      [
        'suspend: 2 days',
        ['/api/admin/suspend-user', { userId: member.user.id, reason: 'spam', days: 2 }],
        [SUSPEND, suspendI({ userId: member.user.id, days: 2 })],
        BAD(SANCTION_MESSAGES.days),
      ],
      [
        'suspend: no length',
        ['/api/admin/suspend-user', { userId: member.user.id, reason: 'spam' }],
        [SUSPEND, warnI({ userId: member.user.id })],
        BAD(SANCTION_MESSAGES.days),
      ],
      ['suspend: unknown member', ['/api/admin/suspend-user', { userId: NOBODY, reason: 'spam', days: 7 }], [SUSPEND, suspendI({ userId: NOBODY })], NOT_FOUND],
      [
        'suspend: no reason',
        ['/api/admin/suspend-user', { userId: member.user.id, days: 7 }],
        [SUSPEND, { i: { userId: member.user.id, days: 7 } }],
        BAD(/reason/),
      ],
      [
        'suspend: a note too long',
        ['/api/admin/suspend-user', { userId: member.user.id, reason: 'spam', days: 7, note: LONG }],
        [SUSPEND, suspendI({ userId: member.user.id, note: LONG })],
        BAD(NOTE_TOO_LONG),
      ],
      [
        'suspend: herself',
        ['/api/admin/suspend-user', { userId: admin.user.id, reason: 'spam', days: 7 }],
        [SUSPEND, suspendI({ userId: admin.user.id })],
        BAD(SANCTION_MESSAGES.self),
      ],
      [
        'suspend: an admin',
        ['/api/admin/suspend-user', { userId: second.user.id, reason: 'spam', days: 7 }],
        [SUSPEND, suspendI({ userId: second.user.id })],
        FORBIDDEN(SANCTION_MESSAGES.admin),
      ],
      ['lift: not suspended', ['/api/admin/lift-suspension', { userId: member.user.id }], [LIFT, { id: member.user.id }], BAD(SANCTION_MESSAGES.notSuspended)],
      ['lift: unknown member', ['/api/admin/lift-suspension', { userId: NOBODY }], [LIFT, { id: NOBODY }], NOT_FOUND],
      ['lift: not a member id', ['/api/admin/lift-suspension', { userId: 'nobody' }], [LIFT, { id: 'nobody' }], BAD(SANCTION_MESSAGES.userId)],
      ['lift: no member', ['/api/admin/lift-suspension', {}], null, BAD(SANCTION_MESSAGES.userId)],
      [
        'lift: a note too long',
        ['/api/admin/lift-suspension', { userId: suspended.user.id, note: LONG }],
        [LIFT, { id: suspended.user.id, note: LONG }],
        BAD(NOTE_TOO_LONG),
      ],
    ];
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const [label, [path, body], gql, want] of cases) {
      const rest = await admin.rest('POST', path, body);
      answers[`${label} (REST)`] = { status: rest.status, message: rest.body?.message };
      expected[`${label} (REST)`] = { status: want.status, message: typeof want.message === 'string' ? want.message : expect.stringMatching(want.message) };
      if (!gql) continue;
      const res = await admin.gql(gql[0], gql[1]);
      answers[`${label} (GraphQL)`] = { data: res.body.data ?? null, ...gqlError(res.body) };
      expected[`${label} (GraphQL)`] = {
        data: null,
        code: want.code,
        message: typeof want.message === 'string' ? want.message : expect.stringMatching(want.message),
      };
    }
    expect(answers).toEqual(expected);
    await waitForOutbox(t);
    expect({ db: await databaseFingerprint(t), mails: mails() }).toEqual(before);
    // Still suspended, as before.
    expect(await adminView(suspended.user.id)).toMatchObject({ suspensionReason: 'Insults in two reports' });
  });
});
