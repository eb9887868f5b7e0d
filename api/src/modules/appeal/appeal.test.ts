import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, type TestClient, type TestServer } from '../../../test/test-server.js';
import { emailsTo } from '../../../test/outbox.js';
import { seedProfiles } from '../../../test/factories.js';
import { Role } from '../user/user.entity.js';
import { ALREADY_APPEALED, HIDE_RESTORED, HIDE_SUPERSEDED, NOT_YOURS } from './appeal.service.js';
import { DIFFERENT_MODERATOR, SECOND_LOOK_NEEDED } from './commands/decide-appeal.command.js';
import { NOT_RESTORED, undoFor } from './undo-registry.js';
import { APPEAL_MESSAGES } from './appeal.inputs.js';

type Member = Awaited<ReturnType<TestServer['signedIn']>>;

let t: TestServer;
/** The moderator who decides first, and the different one who decides appeals. */
let first: Member;
let second: Member;
beforeAll(async () => {
  t = await startTestServer({ FLAGS_TO_HIDE: '2' });
  first = await t.signedIn({ role: Role.ADMIN });
  second = await t.signedIn({ role: Role.ADMIN });
});
afterAll(() => t.close());

const members = (n: number) => Promise.all(Array.from({ length: n }, () => t.signedIn()));

interface DecisionRow {
  id: string;
  kind: string;
  subject_type: string;
  subject_id: string;
  affected_user_id: string | null;
  reason_code: string;
  rule: string | null;
  text: string;
  automatic: boolean;
  decided_by_id: string | null;
  audit_entry_id: string;
  reversed_at: Date | null;
  appealable: boolean;
}

/** The latest decision about a subject, with whether its deadline is 6 months after it. */
async function decisionAbout(subjectType: string, subjectId: number | string): Promise<DecisionRow> {
  const [row] = await t.sql<DecisionRow>(
    `select id, kind, subject_type, subject_id, affected_user_id, reason_code, rule, text, automatic, decided_by_id, audit_entry_id::text, reversed_at,
       appealable_until = decided_at + interval '6 months' as appealable
     from decisions where subject_type = $1 and subject_id = $2 order by decided_at desc, id desc limit 1`,
    [subjectType, String(subjectId)],
  );
  expect(row).toBeDefined();
  return row;
}

/** A profile added by `adder` with one report by `author` (pending unless said): both ids. */
async function reportBy(
  author: Member,
  name: string,
  approved: boolean | null = null,
  adder: Member = author,
): Promise<{ profileId: number; reportId: number }> {
  const [profileId] = await seedProfiles(t, [
    { firstName: name, lastName: 'Appeal', reports: [{ rating: 2, approved, authorId: author.user.id, title: `About ${name}` }] },
  ]);
  await t.sql('update profiles set created_by_id = $1 where id = $2', [adder.user.id, profileId]);
  const [r] = await t.sql<{ id: number }>('select id from reports where profile_id = $1', [profileId]);
  return { profileId, reportId: r.id };
}

const appealRest = (client: TestClient, decisionId: string, text: unknown = 'It was an honest account of my date.', token?: string) =>
  client.rest('POST', '/api/appeals', { decisionId, text, ...(token ? { token } : {}) });
const APPEAL = 'mutation($i: AppealDecisionInput!) { appealDecision(input: $i) { id viewerCanAppeal appeal { status notRestored } } }';
const DECIDE = `mutation($id: ID!, $i: DecideAppealInput!) { decideAppeal(appealId: $id, input: $i) {
  id status outcomeReason notRestored decidedBy viewerCanDecide decision { id kind reversedAt decidedBy } } }`;
const QUEUE = `query($first: Int, $after: String) { adminAppeals(first: $first, after: $after) {
  items { id text viaLink status viewerCanDecide decision { id kind subjectLabel reasonCode rule text automatic decidedBy } } nextCursor } }`;

const appealIdOf = async (decisionId: string) => (await t.sql<{ id: string }>('select id from appeals where decision_id = $1', [decisionId]))[0].id;
const decide = (admin: Member, appealId: string, outcome: 'UPHOLD' | 'REJECT', reason = 'The report describes her own experience fairly.') =>
  admin.gql(DECIDE, { id: appealId, i: { outcome, reason } });
/** Appeals as `member` (REST) and upholds as the second moderator: the decided appeal. */
async function appealAndUphold(member: TestClient, decisionId: string, token?: string) {
  expect((await appealRest(member, decisionId, 'Please look again.', token)).status).toBe(201);
  const res = await decide(second, await appealIdOf(decisionId), 'UPHOLD');
  expect(res.body.errors).toBeUndefined();
  return res.body.data.decideAppeal;
}

/** The appeal link's token from the latest e-mail to `to` with `subject`. */
function tokenFrom(to: string, subject: string): string {
  const mail = emailsTo(t, to)
    .filter((m) => m.subject === subject)
    .at(-1);
  const token = /\/appeal\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no appeal link in an e-mail "${subject}" to ${to}`);
  return token;
}

const notificationsOf = (userId: string) =>
  t.sql<{ title: string; message: string; decision_id: string | null }>(
    'select title, message, decision_id from notifications where user_id = $1 order by created_at, id',
    [userId],
  );
const auditActions = async (targetId: string | number, targetType = '%') =>
  (
    await t.sql<{ action: string }>('select action from audit_log where target_id = $1 and target_type like $2 order by id', [String(targetId), targetType])
  ).map((r) => r.action);
/** Everything an appeal or its decision may change, to compare before and after a refusal. */
const state = () =>
  Promise.all([
    t.sql('select id, status, decided_at, outcome_reason from appeals order by id'),
    t.sql('select id, reversed_at from decisions order by id'),
    t.sql('select count(*)::int as n from audit_log'),
    t.sql('select count(*)::int as n from notifications'),
    t.sql('select id, approved, hidden_at, title from reports order by id'),
    t.sql('select id, banned from users order by id'),
  ]);

describe('statements of reasons', () => {
  it('a rejection stores its reasons with the audit entry; the author gets them in-app and by e-mail (whatever her settings), with how to appeal', async () => {
    const [author] = await members(1);
    const { reportId } = await reportBy(author, 'Rejected');
    const res = await first.rest('POST', `/api/admin/reports/${reportId}/reject`, {
      reason: 'personal_information',
      rule: 'personal_information',
      note: 'It names her office.',
    });
    expect(res.status).toBe(200);
    const d = await decisionAbout('report', reportId);
    const [entry] = await t.sql<{ id: string }>("select id::text from audit_log where action = 'report.reject' and target_id = $1", [String(reportId)]);
    expect(d).toMatchObject({
      kind: 'report.reject',
      affected_user_id: author.user.id,
      reason_code: 'personal_information',
      rule: 'personal_information',
      text: 'It names her office.',
      automatic: false,
      decided_by_id: first.user.id,
      audit_entry_id: entry.id,
      reversed_at: null,
      appealable: true,
    });
    const [notice] = await notificationsOf(author.user.id);
    expect(notice).toMatchObject({ title: 'Your report was not approved', decision_id: d.id });
    for (const part of ['Reason: it contains personal information.', 'Rule: Community guidelines, "Keep personal information out".', 'It names her office.'])
      expect(notice.message).toContain(part);
    // She never asked for e-mails: a statement of reasons is a legal notice and goes anyway.
    const mail = emailsTo(t, author.user.email).at(-1)!;
    expect(mail.subject).toBe('Your report was not approved');
    expect(mail.text).toMatch(/until \d{1,2} [A-Z][a-z]+ \d{4}\. Open http:\/\/localhost:\d+\/appeal\?token=[A-Za-z0-9_-]+/);
    expect(mail.text).toContain('choose Appeal in My Reports');

    // Her notifications and My Reports' decisions show the reason, rule and text, with whether she may appeal.
    const mine = await author.gql(
      '{ myDecisions { items { id kind subjectId reasonText ruleTitle text viewerCanAppeal decidedBy } nextCursor } notifications { title decision { id viewerCanAppeal } } }',
    );
    expect(mine.body.data.myDecisions).toEqual({
      items: [
        {
          id: d.id,
          kind: 'report.reject',
          subjectId: String(reportId),
          reasonText: 'it contains personal information',
          ruleTitle: 'Keep personal information out',
          text: 'It names her office.',
          viewerCanAppeal: true,
          decidedBy: null,
        },
      ],
      nextCursor: null,
    });
    expect(mine.body.data.notifications).toEqual([{ title: 'Your report was not approved', decision: { id: d.id, viewerCanAppeal: true } }]);
    const rest = await author.rest('GET', '/api/notifications');
    expect(rest.body[0].decision).toMatchObject({ id: d.id, ruleTitle: 'Keep personal information out', viewerCanAppeal: true });
  });

  it('every restricting decision stores one: deleted and edited reports, edited and deleted profiles, photos, bans, flags, removal requests', async () => {
    const [author, adder, victim, f1, f2] = await members(5);
    const edited = await reportBy(author, 'Edited', true);
    await first.rest('PUT', `/api/admin/reports/${edited.reportId}`, {
      title: 'A calmer title',
      content: 'A calmer account of what happened that evening.',
      reason: 'harassment',
    });
    expect(await decisionAbout('report', edited.reportId)).toMatchObject({ kind: 'report.edit', affected_user_id: author.user.id, rule: 'fair_and_kind' });

    const deleted = await reportBy(author, 'Deleted', true);
    await first.rest('DELETE', `/api/admin/reports/${deleted.reportId}`, { reason: 'spam' });
    expect(await decisionAbout('report', deleted.reportId)).toMatchObject({
      kind: 'report.delete',
      reason_code: 'spam',
      text: 'The moderator gave no further explanation.',
    });

    const profile = await reportBy(author, 'Renamed', true, adder);
    await first.gql('mutation($id: ID!) { updateProfile(id: $id, input: { bio: "Kind." }, reason: OFF_TOPIC, note: "The bio was an advert.") { id } }', {
      id: String(profile.profileId),
    });
    expect(await decisionAbout('profile', profile.profileId)).toMatchObject({
      kind: 'profile.edit',
      affected_user_id: adder.user.id,
      text: 'The bio was an advert.',
    });
    await first.gql('mutation($id: ID!) { deleteProfile(id: $id, reason: MINOR, rule: ZERO_TOLERANCE) }', { id: String(profile.profileId) });
    expect(await decisionAbout('profile', profile.profileId)).toMatchObject({
      kind: 'profile.delete',
      affected_user_id: adder.user.id,
      rule: 'zero_tolerance',
    });
    expect((await notificationsOf(adder.user.id)).map((n) => n.title)).toEqual(['A profile you added was edited', 'A profile you added was removed']);

    const [photo] = await seedProfiles(t, [{ firstName: 'Photo', imageStatus: 'pending' }]);
    await t.sql('update profiles set image_uploaded_by_id = $1 where id = $2', [author.user.id, photo]);
    await first.rest('POST', '/api/admin/approve-image', { profileId: String(photo), status: 'rejected', reason: 'explicit' });
    expect(await decisionAbout('image', photo)).toMatchObject({ kind: 'image.reject', affected_user_id: author.user.id, rule: 'zero_tolerance' });

    await first.rest('POST', '/api/admin/ban-user', { userId: victim.user.id, reason: 'Threats in three reports.', reasonCode: 'harassment' });
    expect(await decisionAbout('user', victim.user.id)).toMatchObject({
      kind: 'user.ban',
      affected_user_id: victim.user.id,
      reason_code: 'harassment',
      text: 'Threats in three reports.',
    });
    expect(emailsTo(t, victim.user.email).at(-1)).toMatchObject({ subject: 'Your account was banned', text: expect.stringContaining('/appeal?token=') });

    const flagged = await reportBy(author, 'Flagged', true);
    for (const m of [f1, f2]) expect((await m.rest('POST', `/api/reports/${flagged.reportId}/flag`, { reason: 'harassment' })).status).toBe(201);
    expect(await decisionAbout('report', flagged.reportId)).toMatchObject({
      kind: 'flags.hide',
      automatic: true,
      decided_by_id: null,
      reason_code: 'harassment',
      text: '2 members flagged it, and the flags of trusted members reached the threshold.',
    });
    const [flagCase] = await t.sql<{ id: string }>('select id::text from flag_cases where report_id = $1', [flagged.reportId]);
    await first.gql('mutation($id: ID!) { upholdFlags(caseId: $id, input: { reason: HARASSMENT, rule: FAIR_AND_KIND, text: "Insults." }) { id } }', {
      id: flagCase.id,
    });
    expect(await decisionAbout('report', flagged.reportId)).toMatchObject({ kind: 'flags.uphold', rule: 'fair_and_kind', text: 'Insults.' });

    const [target] = await seedProfiles(t, [{ firstName: 'Requested' }]);
    const contact = `requester.${Date.now()}@example.org`;
    const request = await t.client().rest('POST', '/api/removal-requests', {
      targetType: 'profile',
      targetId: target,
      reason: 'other',
      explanation: 'This profile is about me and I want it gone.',
      contactEmail: contact,
      goodFaith: true,
    });
    await first.rest('POST', `/api/admin/removal-requests/${request.body.id}/decide`, { decision: 'dismiss', reason: 'It describes a date fairly.' });
    expect(await decisionAbout('removal_request', request.body.id)).toMatchObject({
      kind: 'removal.dismiss',
      affected_user_id: null,
      reason_code: 'not_upheld',
      rule: null,
      text: 'It describes a date fairly.',
    });
    const mail = emailsTo(t, contact).at(-1)!;
    expect(mail.subject).toBe('Your removal request was not upheld');
    expect(mail.text).toContain('It describes a date fairly.');
    expect(mail.text).not.toContain('My Reports');

    // Every kind a command decided has an undo (appeal/undo-registry.ts).
    const kinds = await t.sql<{ kind: string }>('select distinct kind from decisions');
    for (const { kind } of kinds) expect([kind, typeof undoFor(kind)]).toEqual([kind, 'function']);
  });
});

describe('appealing', () => {
  it('the author appeals once (REST 201, GraphQL 409 the second time); nobody else may; past 6 months is a 422', async () => {
    const [author, other] = await members(2);
    const { reportId } = await reportBy(author, 'Once');
    await first.rest('POST', `/api/admin/reports/${reportId}/reject`, { reason: 'spam' });
    const d = await decisionAbout('report', reportId);

    const before = await state();
    expect((await appealRest(t.client(), d.id)).status).toBe(401);
    expect(await appealRest(other, d.id)).toMatchObject({ status: 403, body: expect.objectContaining({ message: NOT_YOURS }) });
    expect(await appealRest(first, d.id)).toMatchObject({ status: 403, body: expect.objectContaining({ message: NOT_YOURS }) });
    expect(await appealRest(other, d.id, 'x', 'not-the-right-token-at-all-0123')).toMatchObject({
      status: 403,
      body: expect.objectContaining({ message: NOT_YOURS }),
    });
    expect(gqlError((await other.gql(APPEAL, { i: { decisionId: d.id, text: 'Mine!' } })).body)).toEqual({ code: 'FORBIDDEN', message: NOT_YOURS });
    expect(await appealRest(author, '00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
      body: expect.objectContaining({ message: 'Decision not found' }),
    });
    expect(await state()).toEqual(before);

    const res = await appealRest(author, d.id, '  I only described the date.  ');
    expect(res.status).toBe(201);
    // REST answers enum values as stored (lower case), like the other REST paths.
    expect(res.body).toMatchObject({ id: d.id, viewerCanAppeal: false, appeal: { status: 'pending', notRestored: [] } });
    expect(await t.sql('select text, via_link, appellant_id, status from appeals where decision_id = $1', [d.id])).toEqual([
      { text: 'I only described the date.', via_link: false, appellant_id: author.user.id, status: 'pending' },
    ]);
    // The log keeps that an appeal came, never who sent it (a report's author stays anonymous).
    expect(await t.sql("select actor_id, actor_label from audit_log where action = 'appeal.submit' and target_id = $1", [d.id])).toEqual([
      { actor_id: null, actor_label: 'appellant' },
    ]);
    const again = await author.gql(APPEAL, { i: { decisionId: d.id, text: 'Once more.' } });
    expect(gqlError(again.body)).toEqual({ code: 'CONFLICT', message: ALREADY_APPEALED });
    expect((await appealRest(author, d.id)).status).toBe(409);

    const { reportId: late } = await reportBy(author, 'Late');
    await first.rest('POST', `/api/admin/reports/${late}/reject`, { reason: 'spam' });
    const old = await decisionAbout('report', late);
    await t.sql("update decisions set decided_at = now() - interval '7 months', appealable_until = now() - interval '1 month' where id = $1", [old.id]);
    const closed = await appealRest(author, old.id);
    expect(closed.status).toBe(422);
    expect(closed.body.message).toMatch(/^The time to appeal this decision ended on \d{1,2} [A-Z][a-z]+ \d{4}: a decision can be appealed within 6 months\.$/);
    expect(gqlError((await author.gql(APPEAL, { i: { decisionId: old.id, text: 'Late.' } })).body)?.code).toBe('UNPROCESSABLE_CONTENT');
    expect(await t.sql('select 1 from appeals where decision_id = $1', [old.id])).toEqual([]);
  });

  it('refuses bad input with a readable message and leaves the database unchanged', async () => {
    const [author] = await members(1);
    const { reportId } = await reportBy(author, 'Badinput');
    await first.rest('POST', `/api/admin/reports/${reportId}/reject`, { reason: 'spam' });
    const d = await decisionAbout('report', reportId);
    const before = await state();
    const cases: [Record<string, unknown>, string][] = [
      [{ decisionId: d.id }, APPEAL_MESSAGES.text],
      [{ decisionId: d.id, text: '   ' }, APPEAL_MESSAGES.text],
      [{ decisionId: d.id, text: 42 }, APPEAL_MESSAGES.text],
      [{ decisionId: d.id, text: 'x'.repeat(2001) }, APPEAL_MESSAGES.textTooLong],
      [{ decisionId: 'abc', text: 'Fine.' }, APPEAL_MESSAGES.decision],
      [{ text: 'Fine.' }, APPEAL_MESSAGES.decision],
      [{ decisionId: d.id, text: 'Fine.', token: { a: 1 } }, 'The appeal link is not valid.'],
    ];
    for (const [body, message] of cases)
      expect(await author.rest('POST', '/api/appeals', body)).toMatchObject({ status: 400, body: expect.objectContaining({ message }) });
    expect(gqlError((await author.gql(APPEAL, { i: { decisionId: d.id, text: '' } })).body)).toEqual({ code: 'BAD_USER_INPUT', message: APPEAL_MESSAGES.text });
    // Deciding: bad input is refused before anything changes too.
    await appealRest(author, d.id);
    const pending = await state();
    const appealId = await appealIdOf(d.id);
    expect(gqlError((await second.gql(DECIDE, { id: appealId, i: { outcome: 'UPHOLD', reason: '  ' } })).body)).toEqual({
      code: 'BAD_USER_INPUT',
      message: APPEAL_MESSAGES.reason,
    });
    expect(gqlError((await second.gql(DECIDE, { id: 'nope', i: { outcome: 'REJECT', reason: 'x' } })).body)).toEqual({
      code: 'NOT_FOUND',
      message: 'Appeal not found',
    });
    expect(await state()).toEqual(pending);
    expect(before).not.toEqual(pending);
  });

  it('a different moderator must decide; the queue is paged and never names who appealed', async () => {
    const [a, b] = await members(2);
    const ra = await reportBy(a, 'Queueone');
    const rb = await reportBy(b, 'Queuetwo');
    for (const r of [ra, rb]) await first.rest('POST', `/api/admin/reports/${r.reportId}/reject`, { reason: 'duplicate' });
    const da = await decisionAbout('report', ra.reportId);
    const db = await decisionAbout('report', rb.reportId);
    await appealRest(a, da.id, 'First appeal.');
    await appealRest(b, db.id, 'Second appeal.');

    const page1 = (await second.gql(QUEUE, { first: 1 })).body.data.adminAppeals;
    type Item = { decision: { id: string }; viewerCanDecide: boolean };
    const ours = (page: { items: Item[] }) => page.items.filter((i) => [da.id, db.id].includes(i.decision.id));
    expect(page1.items).toHaveLength(1);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const all = (await second.gql(QUEUE, { first: 50 })).body.data.adminAppeals;
    expect(ours(all)).toEqual([
      expect.objectContaining({
        text: 'First appeal.',
        viaLink: false,
        status: 'PENDING',
        viewerCanDecide: true,
        decision: expect.objectContaining({
          id: da.id,
          kind: 'report.reject',
          reasonCode: 'duplicate',
          rule: 'OWN_EXPERIENCE',
          decidedBy: first.user.username,
        }),
      }),
      expect.objectContaining({ text: 'Second appeal.', decision: expect.objectContaining({ id: db.id }) }),
    ]);
    expect(JSON.stringify(all)).not.toContain(a.user.username);
    expect(JSON.stringify(all)).not.toContain(a.user.id);
    // The first moderator sees she may not decide them.
    const mine = (await first.gql(QUEUE, { first: 50 })).body.data.adminAppeals;
    expect(ours(mine).map((i) => i.viewerCanDecide)).toEqual([false, false]);
    expect(gqlError((await a.gql(QUEUE)).body)?.code).toBe('FORBIDDEN');
    expect(gqlError((await second.gql(QUEUE, { after: 'garbage' })).body)).toEqual({ code: 'BAD_USER_INPUT', message: 'Invalid cursor.' });

    const before = await state();
    const refused = await decide(first, await appealIdOf(da.id), 'UPHOLD');
    expect(gqlError(refused.body)).toEqual({ code: 'FORBIDDEN', message: DIFFERENT_MODERATOR });
    // With another moderator who can decide, a note on a second look changes nothing: the old rule stays.
    const withNote = await first.gql(DECIDE, {
      id: await appealIdOf(da.id),
      i: { outcome: 'UPHOLD', reason: 'Fair after all.', secondLookNote: 'I read it again.' },
    });
    expect(gqlError(withNote.body)).toEqual({ code: 'FORBIDDEN', message: DIFFERENT_MODERATOR });
    expect((await first.gql('{ adminAppeals(first: 50) { items { id needsSecondLook } } }')).body.data.adminAppeals.items).toEqual(
      expect.arrayContaining([{ id: await appealIdOf(da.id), needsSecondLook: false }]),
    );
    expect(await state()).toEqual(before);

    const rejected = await decide(second, await appealIdOf(db.id), 'REJECT', 'The same story was already published.');
    expect(rejected.body.data.decideAppeal).toMatchObject({
      status: 'REJECTED',
      outcomeReason: 'The same story was already published.',
      decidedBy: second.user.username,
      viewerCanDecide: false,
      decision: { id: db.id, reversedAt: null },
    });
    expect(await t.sql('select approved from reports where id = $1', [rb.reportId])).toEqual([{ approved: false }]);
    const notice = (await notificationsOf(b.user.id)).at(-1)!;
    expect(notice).toMatchObject({ title: 'Your appeal was not upheld', decision_id: db.id });
    expect(notice.message).toContain('The same story was already published.');
    expect(emailsTo(t, b.user.email).at(-1)).toMatchObject({ subject: 'Your appeal was not upheld' });
    expect(gqlError((await decide(second, await appealIdOf(db.id), 'UPHOLD')).body)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This appeal has already been decided.',
    });
  });
});

describe('when Appeal is offered', () => {
  const MINE =
    '{ myDecisions { items { id kind viewerCanAppeal reversedAt restoredAt supersededAt } } notifications { title decision { id viewerCanAppeal } } }';
  /** A report by `author` that two members flag (FLAGS_TO_HIDE=2): hidden automatically; its flag case and decision. */
  async function hiddenByFlags(author: Member, name: string) {
    const flagged = await reportBy(author, name, true);
    for (const m of await members(2)) expect((await m.rest('POST', `/api/reports/${flagged.reportId}/flag`, { reason: 'harassment' })).status).toBe(201);
    const hide = await decisionAbout('report', flagged.reportId);
    expect(hide.kind).toBe('flags.hide');
    const [flagCase] = await t.sql<{ id: string }>('select id::text from flag_cases where report_id = $1', [flagged.reportId]);
    return { ...flagged, hide, caseId: flagCase.id };
  }
  const mine = async (m: Member) => {
    const res = await m.gql(MINE);
    expect(res.body.errors).toBeUndefined();
    return res.body.data as {
      myDecisions: {
        items: { id: string; kind: string; viewerCanAppeal: boolean; reversedAt: string | null; restoredAt: string | null; supersededAt: string | null }[];
      };
      notifications: { title: string; decision: { id: string; viewerCanAppeal: boolean } | null }[];
    };
  };
  const offered = async (m: Member, decisionId: string) => {
    const data = await mine(m);
    const fromNotifications = data.notifications.filter((n) => n.decision?.id === decisionId).map((n) => n.decision!.viewerCanAppeal);
    expect(fromNotifications.length).toBeGreaterThan(0);
    const decision = data.myDecisions.items.find((d) => d.id === decisionId)!;
    // My Reports and every notification about it agree.
    expect(new Set(fromNotifications)).toEqual(new Set([decision.viewerCanAppeal]));
    return decision;
  };

  it('not for an automatic hide once an appeal against the moderator who upheld its flags undid her decision', async () => {
    const [author] = await members(1);
    const { hide, caseId } = await hiddenByFlags(author, 'Superseded');
    expect(await offered(author, hide.id)).toMatchObject({ viewerCanAppeal: true, supersededAt: null, restoredAt: null });
    const upheld = await first.gql(
      'mutation($id: ID!) { upholdFlags(caseId: $id, input: { reason: HARASSMENT, rule: FAIR_AND_KIND, text: "Insults." }) { id } }',
      {
        id: caseId,
      },
    );
    expect(upheld.body.errors).toBeUndefined();
    const byModerator = (await mine(author)).myDecisions.items.find((d) => d.kind === 'flags.uphold')!;
    expect(byModerator.viewerCanAppeal).toBe(true);
    const replaced = await offered(author, hide.id);
    expect(replaced).toMatchObject({ viewerCanAppeal: false, reversedAt: null, restoredAt: null });
    expect(replaced.supersededAt).toBeTruthy();
    await appealAndUphold(author, byModerator.id);
    expect(await offered(author, byModerator.id)).toMatchObject({ viewerCanAppeal: false });
    expect(await offered(author, hide.id)).toMatchObject({ viewerCanAppeal: false });
    const before = await state();
    expect(await appealRest(author, hide.id)).toMatchObject({ status: 409, body: expect.objectContaining({ message: HIDE_SUPERSEDED }) });
    expect(await state()).toEqual(before);
  });

  it('not for an automatic hide whose flags a moderator dismissed (restored), nor once appealed or undone, nor after 6 months', async () => {
    const [author] = await members(1);
    const restored = await hiddenByFlags(author, 'Restored');
    expect((await first.gql('mutation($id: ID!) { dismissFlags(caseId: $id) { id } }', { id: restored.caseId })).body.errors).toBeUndefined();
    const r = await offered(author, restored.hide.id);
    expect(r).toMatchObject({ viewerCanAppeal: false, reversedAt: null, supersededAt: null });
    expect(r.restoredAt).toBeTruthy();
    const before = await state();
    expect(await appealRest(author, restored.hide.id)).toMatchObject({ status: 409, body: expect.objectContaining({ message: HIDE_RESTORED }) });
    expect(await state()).toEqual(before);

    // Appealed and undone by the appeal: the flags dismissed on the way, the hide reversed.
    const undone = await hiddenByFlags(author, 'Undone');
    await appealAndUphold(author, undone.hide.id);
    expect(await offered(author, undone.hide.id)).toMatchObject({ viewerCanAppeal: false, reversedAt: expect.any(String) });

    // Appealed, still pending.
    const pending = await hiddenByFlags(author, 'Pending');
    expect((await appealRest(author, pending.hide.id)).status).toBe(201);
    expect(await offered(author, pending.hide.id)).toMatchObject({ viewerCanAppeal: false });

    // Older than 6 months.
    const old = await hiddenByFlags(author, 'Old');
    expect(await offered(author, old.hide.id)).toMatchObject({ viewerCanAppeal: true });
    await t.sql("update decisions set decided_at = now() - interval '7 months', appealable_until = now() - interval '1 month' where id = $1", [old.hide.id]);
    expect(await offered(author, old.hide.id)).toMatchObject({ viewerCanAppeal: false });
  });
});

describe('upheld appeals undo the decision', () => {
  it('a rejected report is published again: aggregates recomputed, decision reversed, the author told, all audited', async () => {
    const [author] = await members(1);
    const { profileId, reportId } = await reportBy(author, 'Undoreject');
    await first.rest('POST', `/api/admin/reports/${reportId}/reject`, { reason: 'defamation' });
    const d = await decisionAbout('report', reportId);
    const decided = await appealAndUphold(author, d.id);
    expect(decided).toMatchObject({
      status: 'UPHELD',
      notRestored: [],
      decision: { id: d.id, reversedAt: expect.any(String), decidedBy: first.user.username },
    });
    expect(await t.sql('select approved from reports where id = $1', [reportId])).toEqual([{ approved: true }]);
    expect(await t.sql('select review_count from profiles where id = $1', [profileId])).toEqual([{ review_count: 1 }]);
    expect(await auditActions(reportId, 'report')).toEqual(['report.reject', 'report.approve']);
    expect(await auditActions(d.id)).toEqual(['appeal.submit', 'appeal.uphold']);
    expect((await notificationsOf(author.user.id)).map((n) => n.title)).toContain('Your appeal was upheld');
    const mine = await author.gql('{ myDecisions { items { id reversedAt viewerCanAppeal appeal { status outcomeReason } } } }');
    expect(mine.body.data.myDecisions.items[0]).toMatchObject({
      id: d.id,
      reversedAt: expect.any(String),
      viewerCanAppeal: false,
      appeal: { status: 'UPHELD', outcomeReason: 'The report describes her own experience fairly.' },
    });
  });

  it('a failure half-way changes nothing: report, appeal, decision, audit and notifications stay as they were', async () => {
    const [author] = await members(1);
    const { reportId } = await reportBy(author, 'Halfway');
    await first.rest('POST', `/api/admin/reports/${reportId}/reject`, { reason: 'spam' });
    const d = await decisionAbout('report', reportId);
    await appealRest(author, d.id);
    const before = await state();
    await t.sql(`create or replace function fail_appeal_notice() returns trigger language plpgsql as $$ begin raise exception 'notification refused'; end $$`);
    await t.sql(
      `create trigger fail_appeal_notice before insert on notifications for each row when (new.title = 'Your appeal was upheld') execute function fail_appeal_notice()`,
    );
    try {
      expect((await decide(second, await appealIdOf(d.id), 'UPHOLD')).body.errors).toBeDefined();
    } finally {
      await t.sql('drop trigger fail_appeal_notice on notifications');
    }
    expect(await state()).toEqual(before);
    expect(await t.sql('select approved from reports where id = $1', [reportId])).toEqual([{ approved: false }]);
  });

  it('deleted reports and profiles cannot come back: the appeal is upheld and says so', async () => {
    const [author, adder] = await members(2);
    const report = await reportBy(author, 'Gonereport', true);
    await first.rest('DELETE', `/api/admin/reports/${report.reportId}`, { reason: 'harassment' });
    const dr = await decisionAbout('report', report.reportId);
    expect(await appealAndUphold(author, dr.id)).toMatchObject({ status: 'UPHELD', notRestored: [NOT_RESTORED.reportDeleted] });
    const notice = (await notificationsOf(author.user.id)).at(-1)!;
    expect(notice.title).toBe('Your appeal was upheld');
    expect(notice.message).toContain(NOT_RESTORED.reportDeleted);

    const profile = await reportBy(author, 'Goneprofile', true, adder);
    await first.rest('DELETE', `/api/admin/profiles/${profile.profileId}`, { reason: 'other', note: 'Not a real person.' });
    const dp = await decisionAbout('profile', profile.profileId);
    expect(await appealAndUphold(adder, dp.id)).toMatchObject({ notRestored: [NOT_RESTORED.profileDeleted], decision: { reversedAt: expect.any(String) } });
  });

  it('edits are put back: a report and a profile get their old text', async () => {
    const [author, adder] = await members(2);
    const r = await reportBy(author, 'Editback', true, adder);
    await first.rest('PUT', `/api/admin/reports/${r.reportId}`, { title: 'Shorter title', content: 'A much shorter account of the evening out.' });
    await appealAndUphold(author, (await decisionAbout('report', r.reportId)).id);
    expect(await t.sql('select title, content, approved from reports where id = $1', [r.reportId])).toEqual([
      { title: 'About Editback', content: 'A detailed account of what happened here.', approved: true },
    ]);
    await first.rest('PUT', `/api/admin/profiles/${r.profileId}`, { firstName: 'Other', location: 'Austin, TX', bio: 'Edited.' });
    await appealAndUphold(adder, (await decisionAbout('profile', r.profileId)).id);
    expect(await t.sql('select first_name, display_name, location, latitude, bio from profiles where id = $1', [r.profileId])).toEqual([
      { first_name: 'Editback', display_name: 'Editback Appeal', location: null, latitude: null, bio: null },
    ]);
  });

  it('a photo removed as an intimate image: its blocklist entry is lifted, and the deleted file is named as lost', async () => {
    const [uploader] = await members(1);
    const [photo] = await seedProfiles(t, [{ firstName: 'Blocked', imageStatus: 'pending' }]);
    await t.sql("update profiles set image_uploaded_by_id = $1, image_hash = '81985529216486895' where id = $2", [uploader.user.id, photo]);
    await first.rest('POST', '/api/admin/approve-image', { profileId: String(photo), status: 'rejected', reason: 'intimate_image' });
    expect(await t.sql("select 1 from image_hash_blocks where hash = '81985529216486895'")).toHaveLength(1);
    const d = await decisionAbout('image', photo);
    expect(await appealAndUphold(uploader, d.id)).toMatchObject({ notRestored: [NOT_RESTORED.photoDeleted] });
    expect(await t.sql("select 1 from image_hash_blocks where hash = '81985529216486895'")).toEqual([]);
    expect(await auditActions(photo, 'image')).toEqual(['image.reject', 'image.unblock']);
  });

  it('content hidden by flags is shown again: an automatic hide (the flags dismissed) and an upheld flag case (the report back to approved)', async () => {
    const [author, f1, f2, f3, f4] = await members(5);
    const hidden = await reportBy(author, 'Autohidden', true);
    for (const m of [f1, f2]) await m.rest('POST', `/api/reports/${hidden.reportId}/flag`, { reason: 'spam' });
    expect(await t.sql('select hidden_at is not null as hidden from reports where id = $1', [hidden.reportId])).toEqual([{ hidden: true }]);
    const auto = await decisionAbout('report', hidden.reportId);
    // An automatic decision: any moderator may decide the appeal.
    expect((await appealRest(author, auto.id)).status).toBe(201);
    expect((await decide(first, await appealIdOf(auto.id), 'UPHOLD')).body.data.decideAppeal).toMatchObject({ status: 'UPHELD', notRestored: [] });
    expect(await t.sql('select hidden_at, approved from reports where id = $1', [hidden.reportId])).toEqual([{ hidden_at: null, approved: true }]);
    expect(await t.sql('select status from flag_cases where report_id = $1', [hidden.reportId])).toEqual([{ status: 'dismissed' }]);

    const upheld = await reportBy(author, 'Flagupheld', true);
    for (const m of [f3, f4]) await m.rest('POST', `/api/reports/${upheld.reportId}/flag`, { reason: 'harassment' });
    const [flagCase] = await t.sql<{ id: string }>('select id::text from flag_cases where report_id = $1', [upheld.reportId]);
    await first.gql('mutation($id: ID!) { upholdFlags(caseId: $id, input: { reason: HARASSMENT, rule: FAIR_AND_KIND, text: "Insults." }) { id } }', {
      id: flagCase.id,
    });
    expect(await t.sql('select review_count from profiles where id = $1', [upheld.profileId])).toEqual([{ review_count: 0 }]);
    await appealAndUphold(author, (await decisionAbout('report', upheld.reportId)).id);
    expect(await t.sql('select hidden_at, approved from reports where id = $1', [upheld.reportId])).toEqual([{ hidden_at: null, approved: true }]);
    expect(await t.sql('select review_count from profiles where id = $1', [upheld.profileId])).toEqual([{ review_count: 1 }]);
    expect(await auditActions(upheld.reportId, 'report')).toEqual(['flags.hide', 'flags.uphold', 'report.restore']);
  });

  it('a banned member appeals with the link of her e-mail (she cannot sign in), and an upheld appeal lifts the ban', async () => {
    const [victim] = await members(1);
    await first.rest('POST', '/api/admin/ban-user', { userId: victim.user.id, reason: 'Spam everywhere.', reasonCode: 'spam' });
    const d = await decisionAbout('user', victim.user.id);
    const token = tokenFrom(victim.user.email, 'Your account was banned');
    // Her session no longer works; the link does, for this decision only.
    expect((await appealRest(victim, d.id)).status).toBe(401);
    const shown = await t.client().gql('query($t: String!) { decisionForAppeal(token: $t) { id kind text viewerCanAppeal decidedBy } }', { t: token });
    expect(shown.body.data.decisionForAppeal).toEqual({ id: d.id, kind: 'user.ban', text: 'Spam everywhere.', viewerCanAppeal: true, decidedBy: null });
    expect(gqlError((await t.client().gql('query { decisionForAppeal(token: "nope-nope-nope-nope-nope") { id } }')).body)?.code).toBe('NOT_FOUND');
    const appealed = await t.client().gql(APPEAL, { i: { decisionId: d.id, text: 'I posted one link, not spam.', token } });
    expect(appealed.body.data.appealDecision).toMatchObject({ id: d.id, viewerCanAppeal: false, appeal: { status: 'PENDING' } });
    expect(await t.sql('select via_link, appellant_id from appeals where decision_id = $1', [d.id])).toEqual([{ via_link: true, appellant_id: null }]);
    await decide(second, await appealIdOf(d.id), 'UPHOLD', 'One link is not spam.');
    expect(await t.sql('select banned, ban_reason from users where id = $1', [victim.user.id])).toEqual([{ banned: false, ban_reason: null }]);
    expect(await auditActions(victim.user.id, 'user')).toEqual(['user.ban', 'user.unban']);
    expect(emailsTo(t, victim.user.email).at(-1)).toMatchObject({ subject: 'Your appeal was upheld', text: expect.stringContaining('One link is not spam.') });
    expect((await t.client().rest('POST', '/api/login', { username: victim.user.username, password: 'password123' })).status).toBe(200);
  });

  it("a removal requester without an account appeals by her e-mail's link; upheld, the content is removed through the usual commands", async () => {
    const [author] = await members(1);
    const { profileId, reportId } = await reportBy(author, 'Requested', true);
    const contact = `anonymous.${Date.now()}@example.org`;
    const request = await t.client().rest('POST', '/api/removal-requests', {
      targetType: 'report',
      targetId: reportId,
      reason: 'personal_information',
      explanation: 'This report names the street where I live.',
      contactEmail: contact,
      goodFaith: true,
    });
    await first.rest('POST', `/api/admin/removal-requests/${request.body.id}/decide`, { decision: 'dismiss', reason: 'No street is named.' });
    const d = await decisionAbout('removal_request', request.body.id);
    const token = tokenFrom(contact, 'Your removal request was not upheld');
    expect((await appealRest(t.client(), d.id, 'The second paragraph names it.', token)).status).toBe(201);
    await decide(second, await appealIdOf(d.id), 'UPHOLD', 'The second paragraph names her street.');
    expect(await t.sql('select 1 from reports where id = $1', [reportId])).toEqual([]);
    expect(await t.sql('select review_count from profiles where id = $1', [profileId])).toEqual([{ review_count: 0 }]);
    expect(await t.sql('select status, decision_reason from removal_requests where id = $1', [request.body.id])).toEqual([
      { status: 'upheld', decision_reason: 'The second paragraph names her street.' },
    ]);
    // The report's author gets the statement of reasons of the removal, which she may appeal in turn.
    expect(await decisionAbout('report', reportId)).toMatchObject({ kind: 'report.delete', affected_user_id: author.user.id, decided_by_id: second.user.id });
    expect(emailsTo(t, contact).at(-1)).toMatchObject({
      subject: 'Your appeal was upheld',
      text: expect.stringContaining('The second paragraph names her street.'),
    });
  });
});

describe('an install with a single moderator', () => {
  let solo: TestServer;
  let only: Member;
  beforeAll(async () => {
    solo = await startTestServer();
    only = await solo.signedIn({ role: Role.ADMIN });
  });
  afterAll(() => solo.close());

  const ITEM = 'id status viewerCanDecide needsSecondLook decidedBy outcomeReason decision { id reversedAt }';
  const soloQueue = async (admin: Member) =>
    (await admin.gql(`{ adminAppeals(first: 50) { items { ${ITEM} } } }`)).body.data.adminAppeals.items as { id: string }[];
  const soloDecide = (admin: Member, id: string, input: Record<string, unknown>) =>
    admin.gql(`mutation($id: ID!, $i: DecideAppealInput!) { decideAppeal(appealId: $id, input: $i) { ${ITEM} } }`, { id, i: input });
  /** A report by a new member, rejected by `admin` and appealed by its author: the appeal's id, the decision's, the author. */
  async function appealed(admin: Member, name: string) {
    const author = await solo.signedIn();
    const [profileId] = await seedProfiles(solo, [
      { firstName: name, lastName: 'Solo', reports: [{ rating: 2, approved: null, authorId: author.user.id, title: `About ${name}` }] },
    ]);
    const [r] = await solo.sql<{ id: number }>('select id from reports where profile_id = $1', [profileId]);
    expect((await admin.rest('POST', `/api/admin/reports/${r.id}/reject`, { reason: 'spam' })).status).toBe(200);
    const [d] = await solo.sql<{ id: string }>("select id from decisions where subject_type = 'report' and subject_id = $1", [String(r.id)]);
    expect((await author.rest('POST', '/api/appeals', { decisionId: d.id, text: 'It is my own experience.' })).status).toBe(201);
    const [a] = await solo.sql<{ id: string }>('select id from appeals where decision_id = $1', [d.id]);
    return { appealId: a.id, decisionId: d.id, author, reportId: r.id };
  }
  const soloState = () =>
    Promise.all([
      solo.sql('select id, status, decided_at, outcome_reason from appeals order by id'),
      solo.sql('select id, reversed_at from decisions order by id'),
      solo.sql('select count(*)::int as n from audit_log'),
      solo.sql('select count(*)::int as n from notifications'),
      solo.sql('select id, approved from reports order by id'),
    ]);

  it('the one moderator decides the appeal against her own decision with a recorded second look; without a note, 400', async () => {
    const { appealId, decisionId, author, reportId } = await appealed(only, 'Alone');
    expect(await soloQueue(only)).toEqual([expect.objectContaining({ id: appealId, viewerCanDecide: true, needsSecondLook: true })]);

    const before = await soloState();
    for (const note of [undefined, null, '', '   ']) {
      const refused = await soloDecide(only, appealId, {
        outcome: 'UPHOLD',
        reason: 'Her own experience, fairly told.',
        ...(note === undefined ? {} : { secondLookNote: note }),
      });
      expect(gqlError(refused.body)).toEqual({ code: 'BAD_USER_INPUT', message: SECOND_LOOK_NEEDED });
    }
    expect(gqlError((await soloDecide(only, appealId, { outcome: 'UPHOLD', reason: 'Fair.', secondLookNote: 'x'.repeat(2001) })).body)).toEqual({
      code: 'BAD_USER_INPUT',
      message: APPEAL_MESSAGES.secondLookTooLong,
    });
    expect(await soloState()).toEqual(before);

    const note = 'Read the report again next to the rules: it tells her own date and names no one else.';
    const res = await soloDecide(only, appealId, { outcome: 'UPHOLD', reason: 'Her own experience, fairly told.', secondLookNote: `  ${note}  ` });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.decideAppeal).toMatchObject({
      status: 'UPHELD',
      decidedBy: only.user.username,
      viewerCanDecide: false,
      needsSecondLook: false,
      decision: { id: decisionId, reversedAt: expect.any(String) },
    });
    expect(await solo.sql('select approved from reports where id = $1', [reportId])).toEqual([{ approved: true }]);
    expect(await solo.sql("select actor_id, note, metadata from audit_log where action = 'appeal.uphold' and target_id = $1", [decisionId])).toEqual([
      {
        actor_id: only.user.id,
        note: 'Her own experience, fairly told.',
        metadata: expect.objectContaining({ appeal: appealId, secondLook: true, ownDecision: true, secondLookNote: note }),
      },
    ]);
    // She is told honestly who looked again.
    const [notice] = await solo.sql<{ message: string }>("select message from notifications where user_id = $1 and title = 'Your appeal was upheld'", [
      author.user.id,
    ]);
    expect(notice.message).toMatch(/^The moderator who made the decision about .* reviewed your appeal against it again, as no other moderator is available\./);
  });

  it('a second moderator brings the old rule back; a banned or suspended one does not count', async () => {
    const { appealId } = await appealed(only, 'Pair');
    const other = await solo.signedIn({ role: Role.ADMIN });
    expect(await soloQueue(only)).toEqual([expect.objectContaining({ id: appealId, viewerCanDecide: false, needsSecondLook: false })]);
    expect(await soloQueue(other)).toEqual([expect.objectContaining({ id: appealId, viewerCanDecide: true, needsSecondLook: false })]);
    const before = await soloState();
    const refused = await soloDecide(only, appealId, { outcome: 'REJECT', reason: 'It stands.', secondLookNote: 'I read it again.' });
    expect(gqlError(refused.body)).toEqual({ code: 'FORBIDDEN', message: DIFFERENT_MODERATOR });
    expect(await soloState()).toEqual(before);

    await solo.sql("update users set suspended_until = now() + interval '3 days' where id = $1", [other.user.id]);
    expect(await soloQueue(only)).toEqual([expect.objectContaining({ id: appealId, needsSecondLook: true })]);
    await solo.sql('update users set suspended_until = null, banned = true where id = $1', [other.user.id]);
    expect(await soloQueue(only)).toEqual([expect.objectContaining({ id: appealId, needsSecondLook: true })]);
    const decided = await soloDecide(only, appealId, { outcome: 'REJECT', reason: 'It stands.', secondLookNote: 'Checked the rule again: it is spam.' });
    expect(decided.body.data.decideAppeal).toMatchObject({ status: 'REJECTED', needsSecondLook: false });
  });
});
