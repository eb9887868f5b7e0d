import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, type TestClient, type TestServer } from '../../../test/test-server.js';
import { emailsTo } from '../../../test/outbox.js';
import { seedProfiles } from '../../../test/factories.js';
import { ALREADY_FLAGGED, FLAGGING_REVOKED } from './flag.service.js';
import { FlagTargetType } from './flag.entity.js';
import { Role, User } from '../user/user.entity.js';
import { restoreReport } from '../report/commands/restore-report.command.js';
import { restoreProfile } from '../profile/commands/restore-profile.command.js';

type Member = Awaited<ReturnType<TestServer['signedIn']>>;

let t: TestServer;
let admin: Member;
beforeAll(async () => {
  t = await startTestServer({ FLAGS_PER_HOUR: '4', FLAG_DISMISSALS_TO_REVOKE: '2', FLAGS_TO_HIDE: '3' });
  admin = await t.signedIn({ role: Role.ADMIN });
});
afterAll(() => t.close());

const members = (n: number) => Promise.all(Array.from({ length: n }, () => t.signedIn()));

/** A profile with one approved report by `author` (and one more approved report): answers both ids. */
async function published(name: string, author: Member): Promise<{ profileId: number; reportId: number }> {
  const [profileId] = await seedProfiles(t, [
    {
      firstName: name,
      lastName: 'Flagged',
      reports: [
        { rating: 1, approved: true, authorId: author.user.id, title: `About ${name}` },
        { rating: 5, approved: true, title: `Kind words about ${name}` },
      ],
    },
  ]);
  await t.sql('update profiles set created_by_id = $1 where id = $2', [author.user.id, profileId]);
  const [r] = await t.sql<{ id: number }>('select id from reports where profile_id = $1 and title = $2', [profileId, `About ${name}`]);
  return { profileId, reportId: r.id };
}

const flagReport = (client: TestClient, id: number | string, body: Record<string, unknown> = { reason: 'harassment' }) =>
  client.rest('POST', `/api/reports/${id}/flag`, body);
const flagProfile = (client: TestClient, id: number | string, body: Record<string, unknown> = { reason: 'spam' }) =>
  client.rest('POST', `/api/profiles/${id}/flag`, body);

const FLAG_REPORT = 'mutation($id: ID!, $i: FlagInput!) { flagReport(reportId: $id, input: $i) { targetType targetId contentHidden } }';
const QUEUE = `query($first: Int, $after: String) { adminFlags(first: $first, after: $after) {
  items { id targetType targetId profileId profileName reportTitle flagCount reasons { reason count } notes hidden status }
  nextCursor } }`;
const UPHOLD =
  'mutation($id: ID!, $i: UpholdFlagsInput!) { upholdFlags(caseId: $id, input: $i) { id status decisionReason decisionRule decisionText hidden } }';
const DISMISS = 'mutation($id: ID!, $note: String) { dismissFlags(caseId: $id, note: $note) { id status hidden } }';

const publicTitles = async (profileId: number) =>
  ((await t.client().rest('GET', `/api/profiles/${profileId}/reports`)).body as { title: string }[]).map((r) => r.title);
const browseIds = async (search: string) =>
  ((await t.client().rest('GET', `/api/profiles?search=${encodeURIComponent(search)}`)).body as { id: string }[]).map((p) => p.id);
const flagRows = () => t.sql('select case_id, profile_id, report_id, flagger_id, reason, note from flags order by id');
const caseOf = async (type: FlagTargetType, targetId: number) =>
  (
    await t.sql<{ id: string; status: string; flag_count: number; hidden_at: Date | null }>(
      `select id::text, status, flag_count, hidden_at from flag_cases where target_type = $1 and ${type === FlagTargetType.REPORT ? 'report_id = $2' : 'profile_id = $2 and report_id is null'} order by id desc limit 1`,
      [type, targetId],
    )
  )[0];
const auditOf = (action: string, targetId: number) =>
  t.sql<{ actor_label: string; reason_code: string | null; note: string | null; metadata: Record<string, unknown> }>(
    'select actor_label, reason_code, note, metadata from audit_log where action = $1 and target_id = $2 order by id',
    [action, String(targetId)],
  );
const notificationsOf = (userId: string) =>
  t.sql<{ title: string; message: string }>('select title, message from notifications where user_id = $1 order by created_at, id', [userId]);

describe('flagging', () => {
  it('a member flags a published report once (201); a second flag is a 409 that changes nothing', async () => {
    const [author, flagger] = await members(2);
    const { reportId } = await published('Once', author);
    const res = await flagReport(flagger, reportId, { reason: 'personal_information', note: '  Her workplace is named.  ' });
    expect(res).toMatchObject({ status: 201, body: { targetType: 'report', targetId: String(reportId), contentHidden: false } });
    expect(await t.sql('select reason, note from flags where flagger_id = $1', [flagger.user.id])).toEqual([
      { reason: 'personal_information', note: 'Her workplace is named.' },
    ]);
    const before = await flagRows();
    expect(await flagReport(flagger, reportId)).toMatchObject({ status: 409, body: expect.objectContaining({ message: ALREADY_FLAGGED.report }) });
    const gql = await flagger.gql(FLAG_REPORT, { id: String(reportId), i: { reason: 'SPAM' } });
    expect(gqlError(gql.body)).toEqual({ code: 'CONFLICT', message: ALREADY_FLAGGED.report });
    expect(await flagRows()).toEqual(before);
    expect(await caseOf(FlagTargetType.REPORT, reportId)).toMatchObject({ flag_count: 1, status: 'pending', hidden_at: null });
  });

  it('refuses bad input with a readable message and leaves the database unchanged', async () => {
    const [author, flagger] = await members(2);
    const { reportId, profileId } = await published('Badinput', author);
    const before = await flagRows();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Please choose a reason for your flag.'],
      [{ reason: 'boredom' }, 'Please choose a reason for your flag.'],
      [{ reason: 'other' }, "Please say what is wrong when you choose 'Other'."],
      [{ reason: 'other', note: '   ' }, "Please say what is wrong when you choose 'Other'."],
      [{ reason: 'spam', note: 'x'.repeat(501) }, 'The note must be at most 500 characters.'],
      [{ reason: 'spam', note: 42 }, 'The note must be text.'],
    ];
    for (const [body, message] of cases) {
      expect(await flagReport(flagger, reportId, body)).toMatchObject({ status: 400, body: expect.objectContaining({ message }) });
      expect(await flagProfile(flagger, profileId, body)).toMatchObject({ status: 400, body: expect.objectContaining({ message }) });
    }
    const gql = await flagger.gql(FLAG_REPORT, { id: String(reportId), i: { reason: 'OTHER', note: null } });
    expect(gqlError(gql.body)).toEqual({ code: 'BAD_USER_INPUT', message: "Please say what is wrong when you choose 'Other'." });
    expect(await flagRows()).toEqual(before);
  });

  it('only published, visible content can be flagged; visitors get 401', async () => {
    const [author, flagger] = await members(2);
    const [profileId] = await seedProfiles(t, [{ firstName: 'Pendy', reports: [{ rating: 2, approved: null, title: 'Pending one' }] }]);
    const [pending] = await t.sql<{ id: number }>('select id from reports where profile_id = $1', [profileId]);
    expect(await flagReport(flagger, pending.id)).toMatchObject({ status: 404, body: expect.objectContaining({ message: 'Report not found' }) });
    expect(await flagReport(flagger, 'abc')).toMatchObject({ status: 404, body: expect.objectContaining({ message: 'Report not found' }) });
    expect(await flagProfile(flagger, 99999999)).toMatchObject({ status: 404, body: expect.objectContaining({ message: 'Profile not found' }) });
    const { reportId } = await published('Visitor', author);
    expect((await flagReport(t.client(), reportId)).status).toBe(401);
    expect(await t.sql('select 1 from flags where report_id = $1', [reportId])).toEqual([]);
  });

  it('content the public cannot see (a profile awaiting review, its reports, a hidden profile) is a 404 like a read, storing nothing', async () => {
    const [creator, flagger] = await members(2);
    // A person awaiting review (SAFETY 15): her creator sees her, nobody else does; neither may flag her or her reports.
    const [awaiting] = await seedProfiles(t, [
      { firstName: 'Awaitflag', published: false, reports: [{ rating: 2, approved: true, authorId: creator.user.id, title: 'Not yet public' }] },
    ]);
    await t.sql('update profiles set created_by_id = $1 where id = $2', [creator.user.id, awaiting]);
    const [awaitingReport] = await t.sql<{ id: number }>('select id from reports where profile_id = $1', [awaiting]);
    expect((await flagger.rest('GET', `/api/profiles/${awaiting}`)).status).toBe(404);
    expect((await flagger.rest('GET', `/api/profiles/${awaiting}/reports`)).status).toBe(404);
    // A profile hidden by a pending removal request: its approved reports are not public either.
    const { profileId: hidden, reportId: hiddenReport } = await published('Hiddenflag', creator);
    await t.sql('update profiles set hidden_at = now() where id = $1', [hidden]);
    expect((await flagger.rest('GET', `/api/profiles/${hidden}`)).status).toBe(404);
    const before = { flags: await flagRows(), cases: await t.sql('select id from flag_cases order by id') };
    for (const who of [flagger, creator]) {
      expect(await flagProfile(who, awaiting)).toMatchObject({ status: 404, body: expect.objectContaining({ message: 'Profile not found' }) });
      expect(await flagReport(who, awaitingReport.id)).toMatchObject({ status: 404, body: expect.objectContaining({ message: 'Report not found' }) });
      expect(gqlError((await who.gql(FLAG_REPORT, { id: String(awaitingReport.id), i: { reason: 'SPAM' } })).body)).toEqual({
        code: 'NOT_FOUND',
        message: 'Report not found',
      });
      expect(await flagProfile(who, hidden)).toMatchObject({ status: 404, body: expect.objectContaining({ message: 'Profile not found' }) });
      expect(await flagReport(who, hiddenReport)).toMatchObject({ status: 404, body: expect.objectContaining({ message: 'Report not found' }) });
    }
    expect({ flags: await flagRows(), cases: await t.sql('select id from flag_cases order by id') }).toEqual(before);
  });

  it('3 flags from distinct members hide a report at once from public reads and aggregates, audited as automatic, its author told', async () => {
    const [author, a, b, c] = await members(4);
    const { profileId, reportId } = await published('Threeflags', author);
    expect((await flagReport(a, reportId)).body.contentHidden).toBe(false);
    expect((await flagReport(b, reportId, { reason: 'false_or_defamatory' })).body.contentHidden).toBe(false);
    expect(await publicTitles(profileId)).toContain('About Threeflags');
    expect(await auditOf('flags.hide', reportId)).toEqual([]);
    expect((await flagReport(c, reportId)).body.contentHidden).toBe(true);
    expect(await publicTitles(profileId)).toEqual(['Kind words about Threeflags']);
    expect((await t.client().rest('GET', `/api/profiles/${profileId}`)).body).toMatchObject({ reviewCount: 1, averageRating: '5.00' });
    expect((await admin.rest('GET', `/api/profiles/${profileId}/reports`)).body).toHaveLength(2);
    const [entry] = await auditOf('flags.hide', reportId);
    expect(entry).toMatchObject({ actor_label: 'system', reason_code: 'harassment', metadata: { automatic: true, flags: 3 } });
    expect(entry.note).toContain('3 members flagged it');
    const [notice] = await notificationsOf(author.user.id);
    expect(notice.title).toBe('Your report is hidden for review');
    expect(notice.message).toContain('This was automatic');
    // Nobody else (and no flagger) appears in what the author reads.
    for (const m of [a, b, c]) expect(notice.message).not.toContain(m.user.username);
  });

  it('a flag for a minor hides a profile at the first flag: gone from browse and its page for everyone but admins', async () => {
    const [author, flagger] = await members(2);
    const { profileId } = await published('Minorcase', author);
    expect(await browseIds('Minorcase Flagged')).toEqual([String(profileId)]);
    const res = await flagProfile(flagger, profileId, { reason: 'minor', note: 'She says she is 16.' });
    expect(res.body).toEqual({ targetType: 'profile', targetId: String(profileId), contentHidden: true });
    expect(await browseIds('Minorcase Flagged')).toEqual([]);
    expect((await t.client().rest('GET', `/api/profiles/${profileId}`)).status).toBe(404);
    expect((await flagger.rest('GET', `/api/profiles/${profileId}/reports`)).status).toBe(404);
    expect((await admin.rest('GET', `/api/profiles/${profileId}`)).status).toBe(200);
    expect(await auditOf('flags.hide', profileId)).toEqual([
      expect.objectContaining({ reason_code: 'minor', metadata: expect.objectContaining({ automatic: true }) }),
    ]);
  });

  it('an intimate-image flag hides a report at the first flag', async () => {
    const [author, flagger] = await members(2);
    const { profileId, reportId } = await published('Intimate', author);
    expect((await flagReport(flagger, reportId, { reason: 'intimate_image' })).body.contentHidden).toBe(true);
    expect(await publicTitles(profileId)).toEqual(['Kind words about Intimate']);
  });

  it('myFlags answers the items of a profile page the member flagged, and nobody else’s', async () => {
    const [author, flagger, other] = await members(3);
    const { profileId, reportId } = await published('Mine', author);
    await flagReport(flagger, reportId);
    await flagProfile(flagger, profileId);
    await flagProfile(other, profileId);
    const q = 'query($id: ID!) { myFlags(profileId: $id) { targetType targetId } }';
    expect((await flagger.gql(q, { id: String(profileId) })).body.data.myFlags).toEqual([
      { targetType: 'REPORT', targetId: String(reportId) },
      { targetType: 'PROFILE', targetId: String(profileId) },
    ]);
    expect((await author.gql(q, { id: String(profileId) })).body.data.myFlags).toEqual([]);
  });

  it('is rate limited per member: 429 with Retry-After after FLAGS_PER_HOUR flags, storing nothing more', async () => {
    const [author, flagger] = await members(2);
    const items = await Promise.all(['Ra', 'Rb', 'Rc'].map((n) => published(`Rate${n}`, author)));
    for (const { profileId, reportId } of items.slice(0, 2)) {
      expect((await flagReport(flagger, reportId)).status).toBe(201);
      expect((await flagProfile(flagger, profileId)).status).toBe(201);
    }
    const res = await flagReport(flagger, items[2].reportId);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.body.message).toMatch(/^You have sent a lot of flags in the last hour\. Please try again in /);
    expect(await t.sql('select count(*)::int as n from flags where flagger_id = $1', [flagger.user.id])).toEqual([{ n: 4 }]);
  });
});

describe('the flags queue and decisions', () => {
  it('groups flags per item with reason counts, oldest first, one page at a time; members are refused', async () => {
    await t.sql("update flag_cases set status = 'dismissed', decided_at = now() - interval '1000 days' where status = 'pending'");
    const [author, a, b, c] = await members(4);
    const first = await published('Queueone', author);
    const second = await published('Queuetwo', author);
    await flagReport(a, first.reportId, { reason: 'harassment' });
    await flagReport(b, first.reportId, { reason: 'spam', note: 'Looks like an advert.' });
    await flagReport(c, first.reportId, { reason: 'harassment' });
    await flagProfile(a, second.profileId, { reason: 'other', note: 'Made-up person.' });
    const page1 = (await admin.gql(QUEUE, { first: 1 })).body.data.adminFlags;
    expect(page1.items).toEqual([
      expect.objectContaining({
        targetType: 'REPORT',
        targetId: String(first.reportId),
        profileName: 'Queueone Flagged',
        reportTitle: 'About Queueone',
        flagCount: 3,
        reasons: [
          { reason: 'HARASSMENT', count: 2 },
          { reason: 'SPAM', count: 1 },
        ],
        notes: ['Looks like an advert.'],
        hidden: true,
        status: 'PENDING',
      }),
    ]);
    const page2 = (await admin.gql(QUEUE, { first: 1, after: page1.nextCursor })).body.data.adminFlags;
    expect(page2.items).toEqual([expect.objectContaining({ targetType: 'PROFILE', targetId: String(second.profileId), reportTitle: null, flagCount: 1 })]);
    expect(page2.nextCursor).toBeNull();
    expect(gqlError((await a.gql(QUEUE)).body)).toMatchObject({ code: 'FORBIDDEN' });
    expect(gqlError((await admin.gql(QUEUE, { after: 'garbage' })).body)).toEqual({ code: 'BAD_USER_INPUT', message: 'Invalid cursor.' });
  });

  it('upholding rejects the report with a statement of reasons: audit entry, author notification and e-mail with how to appeal, flaggers told', async () => {
    const [author, a, b, c] = await members(4);
    await author.gql('mutation($i: UpdatePreferencesInput!) { updateMyPreferences(input: $i) { notifications { decisionsEmail } } }', {
      i: { notifications: { decisionsEmail: true } },
    });
    const { profileId, reportId } = await published('Uphold', author);
    for (const m of [a, b, c]) await flagReport(m, reportId);
    const flagCase = await caseOf(FlagTargetType.REPORT, reportId);
    const before = await t.sql('select count(*)::int as n from notifications');
    const bad = await admin.gql(UPHOLD, { id: flagCase.id, i: { reason: 'HARASSMENT', rule: 'FAIR_AND_KIND', text: '   ' } });
    expect(gqlError(bad.body)).toEqual({ code: 'BAD_USER_INPUT', message: 'Please explain the decision to the author.' });
    expect(await t.sql('select count(*)::int as n from notifications')).toEqual(before);
    expect(await caseOf(FlagTargetType.REPORT, reportId)).toMatchObject({ status: 'pending' });

    const text = 'The report insults her instead of describing what happened.';
    const res = await admin.gql(UPHOLD, { id: flagCase.id, i: { reason: 'HARASSMENT', rule: 'FAIR_AND_KIND', text } });
    expect(res.body.data.upholdFlags).toEqual({
      id: flagCase.id,
      status: 'UPHELD',
      decisionReason: 'HARASSMENT',
      decisionRule: 'FAIR_AND_KIND',
      decisionText: text,
      hidden: false,
    });
    expect(await t.sql('select approved, rejection_reason, moderation_note from reports where id = $1', [reportId])).toEqual([
      { approved: false, rejection_reason: 'harassment', moderation_note: text },
    ]);
    expect(await publicTitles(profileId)).toEqual(['Kind words about Uphold']);
    expect(await auditOf('flags.uphold', reportId)).toEqual([
      {
        actor_label: admin.user.username,
        reason_code: 'harassment',
        note: text,
        metadata: { rule: 'fair_and_kind', automatic: false, flagCase: flagCase.id, flags: 3 },
      },
    ]);
    const authorNotice = (await notificationsOf(author.user.id)).at(-1)!;
    expect(authorNotice.title).toBe('Your report was removed');
    for (const part of [
      'Reason: it is harassing or abusive.',
      'Rule: Community guidelines, "Be fair and kind".',
      text,
      'You can appeal this decision within 6 months.',
    ])
      expect(authorNotice.message).toContain(part);
    const mail = emailsTo(t, author.user.email).at(-1)!;
    expect(mail.subject).toBe('Your report was removed');
    expect(mail.text).toContain('You can appeal this decision within 6 months.');
    expect(mail.text).toContain('Rule: Community guidelines, "Be fair and kind".');
    for (const m of [a, b, c]) expect((await notificationsOf(m.user.id)).map((n) => n.title)).toEqual(['Your flag was upheld']);
    // Decided once.
    const again = await admin.gql(DISMISS, { id: flagCase.id });
    expect(gqlError(again.body)).toEqual({ code: 'BAD_USER_INPUT', message: 'These flags have already been decided.' });
  });

  it('a failure after the change rolls back the decision, its audit entry and every notification', async () => {
    const [author, a] = await members(2);
    const { reportId } = await published('Rollback', author);
    await flagReport(a, reportId, { reason: 'intimate_image' });
    const flagCase = await caseOf(FlagTargetType.REPORT, reportId);
    await t.sql(`create or replace function fail_flag_notice() returns trigger language plpgsql as $$ begin raise exception 'notification refused'; end $$`);
    await t.sql(
      `create trigger fail_flag_notice before insert on notifications for each row when (new.title = 'Your flag was upheld') execute function fail_flag_notice()`,
    );
    try {
      const res = await admin.gql(UPHOLD, { id: flagCase.id, i: { reason: 'EXPLICIT', rule: 'PHOTOS', text: 'An intimate image.' } });
      expect(res.body.errors).toBeDefined();
    } finally {
      await t.sql('drop trigger fail_flag_notice on notifications');
    }
    expect(await caseOf(FlagTargetType.REPORT, reportId)).toMatchObject({ status: 'pending' });
    expect(await t.sql('select approved from reports where id = $1', [reportId])).toEqual([{ approved: true }]);
    expect(await auditOf('flags.uphold', reportId)).toEqual([]);
    expect((await notificationsOf(author.user.id)).map((n) => n.title)).toEqual(['Your report is hidden for review']);
  });

  it('upholding a profile keeps it hidden and tells the member who added it why', async () => {
    const [author, a] = await members(2);
    const { profileId } = await published('Upprofile', author);
    await flagProfile(a, profileId, { reason: 'minor' });
    const flagCase = await caseOf(FlagTargetType.PROFILE, profileId);
    const res = await admin.gql(UPHOLD, { id: flagCase.id, i: { reason: 'MINOR', rule: 'ZERO_TOLERANCE', text: 'She is not an adult.' } });
    expect(res.body.data.upholdFlags.status).toBe('UPHELD');
    expect((await t.client().rest('GET', `/api/profiles/${profileId}`)).status).toBe(404);
    const notice = (await notificationsOf(author.user.id)).at(-1)!;
    expect(notice.title).toBe('A profile you added was removed');
    expect(notice.message).toContain('Rule: Community guidelines, "Zero tolerance".');
    expect(notice.message).toContain('You can appeal this decision within 6 months.');
  });

  it('dismissing restores a hidden item, audits, tells the flaggers; repeated dismissed flags cost the right to flag', async () => {
    const [author, a, b, c] = await members(4);
    const first = await published('Dismissone', author);
    const second = await published('Dismisstwo', author);
    for (const m of [a, b, c]) await flagReport(m, first.reportId);
    expect(await publicTitles(first.profileId)).not.toContain('About Dismissone');
    const flagCase = await caseOf(FlagTargetType.REPORT, first.reportId);
    const res = await admin.gql(DISMISS, { id: flagCase.id, note: 'An honest account.' });
    expect(res.body.data.dismissFlags).toEqual({ id: flagCase.id, status: 'DISMISSED', hidden: false });
    expect(await publicTitles(first.profileId)).toContain('About Dismissone');
    expect((await t.client().rest('GET', `/api/profiles/${first.profileId}`)).body).toMatchObject({ reviewCount: 2 });
    expect(await auditOf('flags.dismiss', first.reportId)).toEqual([
      {
        actor_label: admin.user.username,
        reason_code: null,
        note: 'An honest account.',
        metadata: { automatic: false, flagCase: flagCase.id, flags: 3, unhidden: true },
      },
    ]);
    for (const m of [a, b, c]) expect((await notificationsOf(m.user.id)).map((n) => n.title)).toEqual(['Your flag was reviewed']);

    // a's second dismissed flag (FLAG_DISMISSALS_TO_REVOKE = 2) takes away her right to flag.
    await flagProfile(a, second.profileId);
    expect((await admin.gql(DISMISS, { id: (await caseOf(FlagTargetType.PROFILE, second.profileId)).id })).body.errors).toBeUndefined();
    const before = await flagRows();
    expect(await flagReport(a, second.reportId)).toMatchObject({ status: 403, body: expect.objectContaining({ message: FLAGGING_REVOKED }) });
    expect(gqlError((await a.gql(FLAG_REPORT, { id: String(second.reportId), i: { reason: 'SPAM' } })).body)).toEqual({
      code: 'FORBIDDEN',
      message: FLAGGING_REVOKED,
    });
    expect(await flagRows()).toEqual(before);
    // b has one dismissed flag: she still may.
    expect((await flagReport(b, second.reportId)).status).toBe(201);
  });

  it('a moderator restoring a hidden report or profile decides its open flags in the same transaction, as the queue dismisses them', async () => {
    const [author, a, b, c] = await members(4);
    const report = await published('Restoredreport', author);
    const profile = await published('Restoredprofile', author);
    for (const m of [a, b, c]) await flagReport(m, report.reportId);
    await flagProfile(a, profile.profileId, { reason: 'minor' });
    const reportCase = await caseOf(FlagTargetType.REPORT, report.reportId);
    const profileCase = await caseOf(FlagTargetType.PROFILE, profile.profileId);
    expect([reportCase.hidden_at, profileCase.hidden_at].every(Boolean)).toBe(true);
    const admins = await t.orm.em.fork().findOneOrFail(User, admin.user.id);
    const ctx = { em: t.orm.em.fork(), actor: admins, ip: '127.0.0.1' };
    const runner = t.app.services.commands.withFiles({ delete: async () => {} });
    const [hide] = await t.sql<{ id: string }>("select id from decisions where kind = 'flags.hide' and subject_id = $1", [String(report.reportId)]);

    // A failure after the restore rolls back the flags' decision with it.
    await t.sql(`create or replace function fail_restore() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`);
    await t.sql(`create trigger fail_restore before insert on audit_log for each row when (new.action = 'report.restore') execute function fail_restore()`);
    try {
      await expect(runner.run(restoreReport, ctx, { id: report.reportId, publish: true, decisionId: hide.id })).rejects.toThrow();
    } finally {
      await t.sql('drop trigger fail_restore on audit_log');
    }
    expect(await caseOf(FlagTargetType.REPORT, report.reportId)).toMatchObject({ status: 'pending' });
    expect(await auditOf('flags.dismiss', report.reportId)).toEqual([]);
    expect((await notificationsOf(b.user.id)).map((n) => n.title)).toEqual([]);

    await runner.run(restoreReport, { ...ctx, em: t.orm.em.fork() }, { id: report.reportId, publish: true, decisionId: hide.id });
    await runner.run(restoreProfile, { ...ctx, em: t.orm.em.fork() }, { id: profile.profileId, unhide: true, decisionId: hide.id });
    expect(await caseOf(FlagTargetType.REPORT, report.reportId)).toMatchObject({ id: reportCase.id, status: 'dismissed' });
    expect(await caseOf(FlagTargetType.PROFILE, profile.profileId)).toMatchObject({ id: profileCase.id, status: 'dismissed' });
    expect(await publicTitles(report.profileId)).toContain('About Restoredreport');
    expect((await t.client().rest('GET', `/api/profiles/${profile.profileId}`)).status).toBe(200);
    // Out of the queue; audited as the queue's dismissal, with the restore naming it.
    const queue = await admin.gql(QUEUE, { first: 50 });
    expect(queue.body.data.adminFlags.items.map((i: { id: string }) => i.id)).not.toEqual(expect.arrayContaining([reportCase.id]));
    expect(queue.body.data.adminFlags.items.map((i: { id: string }) => i.id)).not.toEqual(expect.arrayContaining([profileCase.id]));
    expect(await auditOf('flags.dismiss', report.reportId)).toEqual([
      expect.objectContaining({
        actor_label: admin.user.username,
        note: 'Restored by a moderator: the report stays.',
        metadata: expect.objectContaining({ flagCase: reportCase.id }),
      }),
    ]);
    expect((await auditOf('report.restore', report.reportId))[0].metadata).toMatchObject({ flagsDismissed: reportCase.id });
    expect((await auditOf('profile.restore', profile.profileId))[0].metadata).toMatchObject({ flagsDismissed: profileCase.id });
    // Every flagger hears the outcome, once per case.
    expect((await notificationsOf(a.user.id)).map((n) => n.title)).toEqual(['Your flag was reviewed', 'Your flag was reviewed']);
    for (const m of [b, c]) expect((await notificationsOf(m.user.id)).map((n) => n.title)).toEqual(['Your flag was reviewed']);
    // One rule: flags dismissed by a restore count like flags the queue dismissed (a: 2 = FLAG_DISMISSALS_TO_REVOKE).
    expect(await flagReport(a, report.reportId)).toMatchObject({ status: 403, body: expect.objectContaining({ message: FLAGGING_REVOKED }) });
    expect((await flagProfile(b, profile.profileId)).status).toBe(201);
    // The automatic hide no longer offers an appeal: the moderator restored it.
    const mine = await author.gql('{ myDecisions { items { id viewerCanAppeal restoredAt } } }');
    expect(mine.body.data.myDecisions.items.find((d: { id: string }) => d.id === hide.id)).toMatchObject({
      viewerCanAppeal: false,
      restoredAt: expect.any(String),
    });
  });

  it('a banned member and a read-only API token may not flag', async () => {
    const [author, banned, holder] = await members(3);
    const { reportId } = await published('Tokens', author);
    await t.sql('update users set banned = true, ban_reason = $2, banned_at = now() where id = $1', [banned.user.id, 'test']);
    expect([401, 403]).toContain((await flagReport(banned, reportId)).status);
    const { secret } = await t.app.services.apiTokens.create(holder.user, { name: 'Read only', scopes: ['read'] });
    const res = await t.client().rest('POST', `/api/reports/${reportId}/flag`, { reason: 'spam' }, { authorization: `Bearer ${secret}` });
    expect(res.status).toBe(403);
    const writer = await t.app.services.apiTokens.create(holder.user, { name: 'Writer', scopes: ['write'] });
    expect((await t.client().rest('POST', `/api/reports/${reportId}/flag`, { reason: 'spam' }, { authorization: `Bearer ${writer.secret}` })).status).toBe(201);
    expect(await t.sql('select flagger_id from flags where report_id = $1', [reportId])).toEqual([{ flagger_id: holder.user.id }]);
  });
});
