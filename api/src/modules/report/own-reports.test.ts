import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, type TestClient, type TestServer } from '../../../test/test-server.js';
import { seedProfiles } from '../../../test/factories.js';
import { Role, type User } from '../user/user.entity.js';

let t: TestServer;
let author: TestClient & { user: User };
let other: TestClient & { user: User };
let admin: TestClient & { user: User };
let profileId: number;
let otherProfileId: number;

const PENDING = 'query($id: ID!) { myPendingReports(profileId: $id) { id title status approved } }';
const PUBLIC = 'query($id: ID!) { profileReports(profileId: $id) { items { id title } nextCursor } }';
const MINE = '{ myReports { id title status rejectionReason rejectionReasonText moderationNote } }';
const CREATE =
  'mutation($id: ID!, $input: CreateReportInput!) { createReport(profileId: $id, input: $input) { id status rejectionReason rejectionReasonText moderationNote } }';
const valid = { reportType: 'POSITIVE', title: 'Lovely person', content: 'We met for coffee and she was kind and honest throughout.', category: 'DATING' };
const count = async () => (await t.sql<{ n: number }>('select count(*)::int as n from reports'))[0].n;

beforeAll(async () => {
  t = await startTestServer();
  author = await t.signedIn();
  other = await t.signedIn();
  admin = await t.signedIn({ role: Role.ADMIN });
  [profileId, otherProfileId] = await seedProfiles(t, [
    {
      firstName: 'Hana',
      location: 'Chicago, IL',
      reports: [
        { rating: 5, approved: true, authorId: author.user.id, title: 'Mine, approved', createdAt: '2026-01-01T00:00:00Z' },
        { rating: 2, approved: false, authorId: author.user.id, title: 'Mine, rejected', createdAt: '2026-01-02T00:00:00Z' },
        { rating: 3, approved: null, authorId: author.user.id, title: 'Mine, older pending', createdAt: '2026-01-03T00:00:00Z' },
        { rating: 4, approved: null, authorId: author.user.id, title: 'Mine, newer pending', createdAt: '2026-01-04T00:00:00Z' },
        { rating: 1, approved: null, authorId: other.user.id, title: 'Theirs, pending', createdAt: '2026-01-05T00:00:00Z' },
        { rating: 4, approved: true, authorId: other.user.id, title: 'Theirs, approved', createdAt: '2026-01-06T00:00:00Z' },
      ],
    },
    { firstName: 'Ines', reports: [{ rating: 3, approved: null, authorId: author.user.id, title: 'Mine, elsewhere' }] },
  ]);
});
afterAll(() => t.close());

const titles = (items: { title: string }[]) => items.map((r) => r.title);

/** A moderator's decision as ModerationService records it (approve clears the reason; reject stores reason and note). */
async function decide(id: string, d: { approved: boolean; reason?: string; note?: string }) {
  await t.sql('update reports set approved = $2, rejection_reason = $3, moderation_note = $4, moderated_at = now(), moderated_by_id = $5 where id = $1', [
    Number(id),
    d.approved,
    d.approved ? null : (d.reason ?? null),
    d.note ?? null,
    admin.user.id,
  ]);
}

describe('myPendingReports: her own reports awaiting review on a profile', () => {
  it('gives the author her pending reports on that profile, newest first, and nothing else', async () => {
    const res = await author.gql(PENDING, { id: String(profileId) });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.myPendingReports).toEqual([
      { id: expect.any(String), title: 'Mine, newer pending', status: 'PENDING', approved: null },
      { id: expect.any(String), title: 'Mine, older pending', status: 'PENDING', approved: null },
    ]);
    expect(titles((await author.gql(PENDING, { id: String(otherProfileId) })).body.data.myPendingReports)).toEqual(['Mine, elsewhere']);
  });

  it("never shows another member's pending reports: other members and admins see only their own", async () => {
    expect(titles((await other.gql(PENDING, { id: String(profileId) })).body.data.myPendingReports)).toEqual(['Theirs, pending']);
    expect((await admin.gql(PENDING, { id: String(profileId) })).body.data.myPendingReports).toEqual([]);
  });

  it('answers visitors and banned members with an empty list', async () => {
    expect((await t.client().gql(PENDING, { id: String(profileId) })).body.data.myPendingReports).toEqual([]);
    const banned = await t.signedIn();
    await t.sql(
      "insert into reports (profile_id, author_id, report_type, title, content, category, rating) values ($1, $2, 'neutral', 'Banned one', 'A pending report long enough.', 'friends', 3)",
      [profileId, banned.user.id],
    );
    await t.sql("update users set banned = true, ban_reason = 'test', banned_at = now() where id = $1", [banned.user.id]);
    expect((await banned.gql(PENDING, { id: String(profileId) })).body.data.myPendingReports).toEqual([]);
  });

  it('answers an unknown profile with an empty list and a malformed id with NOT_FOUND', async () => {
    expect((await author.gql(PENDING, { id: '999999' })).body.data.myPendingReports).toEqual([]);
    expect(gqlError((await author.gql(PENDING, { id: 'abc' })).body)).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' });
  });

  it('leaves the public list as it was: approved reports only, for her as for everyone, in one statement', async () => {
    for (const viewer of [author, other, t.client()]) {
      const before = t.app.services.db.statements;
      const res = await viewer.gql(PUBLIC, { id: String(profileId) });
      expect(t.app.services.db.statements - before).toBe(1);
      expect(titles(res.body.data.profileReports.items)).toEqual(['Theirs, approved', 'Mine, approved']);
    }
    const rest = await author.rest('GET', `/api/profiles/${profileId}/reports`);
    expect(titles(rest.body)).toEqual(['Theirs, approved', 'Mine, approved']);
  });

  it('shows a newly submitted report to its author at once, and drops it once a moderator approved it', async () => {
    const created = await author.gql(CREATE, { id: String(otherProfileId), input: valid });
    expect(created.body.data.createReport).toMatchObject({ status: 'PENDING', rejectionReason: null, rejectionReasonText: null, moderationNote: null });
    const id = created.body.data.createReport.id;
    expect(titles((await author.gql(PENDING, { id: String(otherProfileId) })).body.data.myPendingReports)).toEqual(['Lovely person', 'Mine, elsewhere']);
    await decide(id, { approved: true });
    expect(titles((await author.gql(PENDING, { id: String(otherProfileId) })).body.data.myPendingReports)).toEqual(['Mine, elsewhere']);
    expect(titles((await author.gql(PUBLIC, { id: String(otherProfileId) })).body.data.profileReports.items)).toEqual(['Lovely person']);
  });
});

describe('My Reports: the statement of reasons for a rejected report', () => {
  it('gives the author the reason and the note of a rejection, and no moderation fields on other reports', async () => {
    const created = await author.gql(CREATE, { id: String(profileId), input: { ...valid, title: 'To be rejected' } });
    await decide(created.body.data.createReport.id, { approved: false, reason: 'personal_information', note: 'Please leave out where she works.' });
    const approvedWithNote = await author.gql(CREATE, { id: String(profileId), input: { ...valid, title: 'Approved with a note' } });
    await decide(approvedWithNote.body.data.createReport.id, { approved: true, note: 'Internal: checked against the earlier report.' });

    const res = await author.gql(MINE);
    expect(res.body.errors).toBeUndefined();
    const byTitle = Object.fromEntries(res.body.data.myReports.map((r: { title: string }) => [r.title, r]));
    expect(byTitle['To be rejected']).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'PERSONAL_INFORMATION',
      rejectionReasonText: 'it contains personal information',
      moderationNote: 'Please leave out where she works.',
    });
    expect(byTitle['Approved with a note']).toMatchObject({ status: 'APPROVED', rejectionReason: null, rejectionReasonText: null, moderationNote: null });
    expect(byTitle['Mine, newer pending']).toMatchObject({ status: 'PENDING', rejectionReason: null, moderationNote: null });
    // Seeded without a decision record: rejected, but no reason to give.
    expect(byTitle['Mine, rejected']).toMatchObject({ status: 'REJECTED', rejectionReason: null, rejectionReasonText: null, moderationNote: null });

    const rest = await author.rest('GET', '/api/reviews/my');
    expect(rest.body.find((r: { title: string }) => r.title === 'To be rejected')).toMatchObject({
      status: 'rejected',
      rejectionReason: 'personal_information',
      rejectionReasonText: 'it contains personal information',
      moderationNote: 'Please leave out where she works.',
    });
    expect(JSON.stringify(rest.body)).not.toMatch(/moderatedBy|moderated_by|Internal: checked/);
  });

  it("never shows a rejection's reason to anyone else", async () => {
    const res = await other.gql(MINE);
    expect(titles(res.body.data.myReports)).not.toContain('To be rejected');
    expect(gqlError((await t.client().gql(MINE)).body)?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the personal-information refusal names the field to fix', () => {
  it.each([
    [{ content: 'Call her on (415) 555-0134 anytime, she never answers though.' }, 'content'],
    [{ title: 'Call 415 555 0134', content: 'Call her on (415) 555-0134 anytime, she never answers though.' }, 'content'],
    [{ title: 'Mail gina@example.com' }, 'title'],
    [{ location: '1234 Ocean Drive' }, 'location'],
  ])('%j → %s', async (patch, field) => {
    const before = await count();
    const res = await author.gql(CREATE, { id: String(profileId), input: { ...valid, ...patch } });
    expect(res.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(res.body.errors?.[0].message).toMatch(/^Please remove personal information before posting: your report contains /);
    expect(await count()).toBe(before);
  });
});
