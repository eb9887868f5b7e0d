import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, type TestClient, type TestServer } from '../../../test/test-server.js';
import { emailsTo as emailsOf } from '../../../test/outbox.js';
import { seedProfiles } from '../../../test/factories.js';
import { removalConfirmToken, submitConfirmedRemoval } from '../../../test/removal-kit.js';
import { Role } from '../user/user.entity.js';
import { PERSON_BLOCKED } from './person-key.js';

let t: TestServer;
let admin: Awaited<ReturnType<TestServer['signedIn']>>;
let member: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signedIn({ role: Role.ADMIN });
  member = await t.signedIn();
});
afterAll(() => t.close());

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const EXPLANATION = 'This is about me and it was posted without my consent.';
let mailSeq = 0;
const freshEmail = () => `sender${++mailSeq}.${Math.random().toString(36).slice(2, 7)}@example.org`;

function request(patch: Record<string, unknown> = {}) {
  return { targetType: 'profile', reason: 'other', explanation: EXPLANATION, contactEmail: freshEmail(), goodFaith: true, ...patch };
}

/** Submits as a visitor and confirms through the e-mailed link, as a sender does (test/removal-kit.ts). */
const submit = (body: Record<string, unknown>) => submitConfirmedRemoval(t, t.client(), body);
const submitOnly = (body: Record<string, unknown>) => t.client().rest('POST', '/api/removal-requests', body);

const emailsTo = (to: string) => emailsOf(t, to);

const auditOf = (targetId: string) =>
  t.sql<{ action: string; reason_code: string | null; note: string | null }>(
    'select action, reason_code, note from audit_log where target_id = $1 order by id',
    [targetId],
  );

const PROFILE = 'query($id: ID!) { profile(id: $id) { id profileImageUrl reviewCount } }';
const browseIds = async (client: TestClient, search: string) =>
  ((await client.rest('GET', `/api/profiles?search=${encodeURIComponent(search)}`)).body as { id: string }[]).map((p) => p.id);

/** A member-added profile with a photo, image approved by the admin: returns its id. */
async function profileWithImage(firstName: string): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ firstName, lastName: 'Photo', location: 'Boston, MA', category: 'friends', confirmAdult: 'true' })) form.append(k, v);
  form.append('profileImage', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'p.png');
  const res = await member.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
  const { id } = (await res.json()) as { id: string };
  const ok = await admin.gql('mutation($id: ID!) { decideImage(profileId: $id, status: APPROVED) }', { id });
  expect(ok.body.errors).toBeUndefined();
  return id;
}

describe('submitting a removal request', () => {
  it('validates every field with a readable message and leaves the database unchanged', async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Valid', lastName: 'Ation' }]);
    const before = await t.sql('select count(*)::int as n from removal_requests');
    const cases: [Record<string, unknown>, number, string][] = [
      [request({ targetId: profileId, explanation: 'Too short' }), 400, 'Please explain your request in at least 20 characters.'],
      [request({ targetId: profileId, explanation: 'x'.repeat(2001) }), 400, 'The explanation must be at most 2,000 characters.'],
      [request({ targetId: profileId, contactEmail: 'not-an-email' }), 400, 'Please enter a valid e-mail address.'],
      [request({ targetId: profileId, goodFaith: false }), 400, 'Please confirm the good-faith statement.'],
      [request({ targetId: profileId, reason: 'boredom' }), 400, 'Please choose a reason.'],
      [request({ targetId: profileId, targetType: 'user' }), 400, 'Please choose what you want removed: a profile, a report or an image.'],
      [request({ targetId: 99999999 }), 404, 'Profile not found'],
      [request({ targetId: profileId, targetType: 'image' }), 404, 'Image not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await submitOnly(body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    }
    const gql = await t.client().gql('mutation($i: SubmitRemovalRequestInput!) { submitRemovalRequest(input: $i) { id } }', {
      i: { ...request({ targetId: String(profileId), explanation: 'short' }), targetType: 'PROFILE', reason: 'OTHER' },
    });
    expect(gqlError(gql.body)).toEqual({ code: 'BAD_USER_INPUT', message: 'Please explain your request in at least 20 characters.' });
    expect(await t.sql('select count(*)::int as n from removal_requests')).toEqual(before);
    expect(await t.sql('select hidden_at from profiles where id = $1', [profileId])).toEqual([{ hidden_at: null }]);
  });

  it('a pending report cannot be a target (it is not public)', async () => {
    await seedProfiles(t, [{ firstName: 'Pend', reports: [{ rating: 2, approved: null, title: 'Pending' }] }]);
    const [r] = await t.sql<{ id: number }>("select id from reports where title = 'Pending' order by id desc limit 1");
    const res = await submit(request({ targetType: 'report', targetId: r.id }));
    expect(res).toMatchObject({ status: 404, body: expect.objectContaining({ message: 'Report not found' }) });
  });

  it('other reasons keep the content visible and send an acknowledgement', async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Stays', lastName: 'Visible' }]);
    const body = request({ targetId: String(profileId), reason: 'false_or_defamatory' });
    const res = await submitOnly(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), contentHidden: false, confirmationSent: true });
    expect((await t.client().rest('GET', `/api/profiles/${profileId}`)).status).toBe(200);
    const [ack] = emailsTo(body.contactEmail as string);
    expect(ack.subject).toBe('Please confirm your removal request');
    expect(ack.text).toContain('Profile of Stays Visible');
    expect(ack.text).toContain(res.body.id);
    const [row] = await t.sql('select status, content_hidden, reason from removal_requests where id = $1', [res.body.id]);
    expect(row).toEqual({ status: 'pending', content_hidden: false, reason: 'false_or_defamatory' });
  });
});

describe('hiding at once (minor, intimate image)', () => {
  it('a profile about a minor disappears for visitors and members from browse, the page, its reports and the count; admins still see it', async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Hidey', lastName: 'Minor', reports: [{ rating: 4, approved: true }] }]);
    const id = String(profileId);
    const count = async () => (await t.client().rest('GET', '/api/profiles/count')).body.count as number;
    const countBefore = await count();
    expect(await browseIds(t.client(), 'Hidey Minor')).toEqual([id]);
    const body = request({ targetId: id, reason: 'minor' });
    const res = await t.client().gql('mutation($i: SubmitRemovalRequestInput!) { submitRemovalRequest(input: $i) { id contentHidden confirmationSent } }', {
      i: { ...body, targetType: 'PROFILE', reason: 'MINOR' },
    });
    // Nothing hides before the sender confirmed her address: a stranger's unconfirmed request leaves the profile up.
    expect(res.body.data.submitRemovalRequest).toMatchObject({ contentHidden: false, confirmationSent: true });
    expect(await browseIds(t.client(), 'Hidey Minor')).toEqual([id]);
    expect(emailsTo(body.contactEmail as string)[0].text).toContain('hidden from the public as soon as you confirm, until an administrator has decided');
    const confirmed = await t.client().gql('mutation($t: String!) { confirmRemovalRequest(token: $t) { id contentHidden } }', {
      t: removalConfirmToken(t, body.contactEmail as string),
    });
    expect(confirmed.body.data.confirmRemovalRequest).toEqual({ id: res.body.data.submitRemovalRequest.id, contentHidden: true });
    for (const client of [t.client(), member]) {
      expect(await browseIds(client, 'Hidey Minor')).toEqual([]);
      expect(await client.rest('GET', `/api/profiles/${id}`)).toMatchObject({ status: 404, body: expect.objectContaining({ message: 'Profile not found' }) });
      expect(gqlError((await client.gql(PROFILE, { id })).body)).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' });
      expect((await client.rest('GET', `/api/profiles/${id}/reports`)).status).toBe(404);
    }
    expect(await count()).toBe(countBefore - 1);
    expect(await browseIds(admin, 'Hidey Minor')).toEqual([id]);
    expect((await admin.rest('GET', `/api/profiles/${id}`)).status).toBe(200);
    expect((await admin.rest('GET', `/api/profiles/${id}/reports`)).body).toHaveLength(1);
  });

  it('a report about a minor leaves public lists and aggregates at once', async () => {
    const [profileId] = await seedProfiles(t, [
      {
        firstName: 'Agg',
        reports: [
          { rating: 5, approved: true, title: 'Keep me' },
          { rating: 1, approved: true, title: 'Hide me' },
        ],
      },
    ]);
    const [r] = await t.sql<{ id: number }>("select id from reports where profile_id = $1 and title = 'Hide me'", [profileId]);
    expect((await t.client().rest('GET', `/api/profiles/${profileId}`)).body).toMatchObject({ reviewCount: 2, averageRating: '3.00' });
    const res = await submit(request({ targetType: 'report', targetId: r.id, reason: 'minor' }));
    expect(res.body.contentHidden).toBe(true);
    const visitorReports = (await t.client().rest('GET', `/api/profiles/${profileId}/reports`)).body as { title: string }[];
    expect(visitorReports.map((x) => x.title)).toEqual(['Keep me']);
    expect((await member.rest('GET', `/api/profiles/${profileId}/reports`)).body).toHaveLength(1);
    expect((await t.client().rest('GET', `/api/profiles/${profileId}`)).body).toMatchObject({
      reviewCount: 1,
      averageRating: '5.00',
      flagStatus: 'neutral',
      flagShown: false,
    });
    expect((await admin.rest('GET', `/api/profiles/${profileId}/reports`)).body).toHaveLength(2);
  });

  it('an intimate image is no longer served except to admins', async () => {
    const id = await profileWithImage('Imagey');
    expect((await t.client().fetch(`/api/images/profiles/${id}`)).status).toBe(200);
    const res = await submit(request({ targetType: 'image', targetId: id, reason: 'intimate_image' }));
    expect(res.body.contentHidden).toBe(true);
    expect((await t.client().fetch(`/api/images/profiles/${id}`)).status).toBe(404);
    expect((await member.fetch(`/api/images/profiles/${id}`)).status).toBe(404);
    expect((await t.client().gql(PROFILE, { id })).body.data.profile.profileImageUrl).toBeNull();
    expect((await admin.fetch(`/api/images/profiles/${id}`)).status).toBe(200);
    expect((await admin.gql(PROFILE, { id })).body.data.profile.profileImageUrl).toEqual(expect.stringContaining(`/api/images/profiles/${id}`));
  });
});

describe('deciding', () => {
  const decide = (id: string, decision: string, reason: string) => admin.rest('POST', `/api/admin/removal-requests/${id}/decide`, { decision, reason });

  it('lists requests pending first with target, reason, explanation and contact', async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Listed', lastName: 'One', location: 'Austin, TX' }]);
    const body = request({ targetId: profileId, reason: 'harassment' });
    const { id } = (await submit(body)).body;
    const decided = (await submit(request({ targetId: profileId }))).body.id;
    await decide(decided, 'dismiss', 'Nothing wrong with it.');
    const list = await admin.gql('{ removalRequests { id status targetType targetId targetLabel profileId reason explanation contactEmail } }');
    const items = list.body.data.removalRequests as { id: string; status: string }[];
    expect(items.findIndex((r) => r.id === id)).toBeLessThan(items.findIndex((r) => r.id === decided));
    expect(items.filter((r) => r.status === 'PENDING').every((_, i) => items[i].status === 'PENDING')).toBe(true);
    expect(items.find((r) => r.id === id)).toEqual({
      id,
      status: 'PENDING',
      targetType: 'PROFILE',
      targetId: String(profileId),
      targetLabel: 'Profile of Listed One (Austin, TX)',
      profileId: String(profileId),
      reason: 'HARASSMENT',
      explanation: EXPLANATION,
      contactEmail: body.contactEmail,
    });
    const pendingOnly = await admin.rest('GET', '/api/admin/removal-requests?status=pending');
    expect(pendingOnly.body.map((r: { status: string }) => r.status).every((s: string) => s === 'pending')).toBe(true);
  });

  it('needs a reason, and a decided request cannot be decided again', async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Reason', lastName: 'Needed' }]);
    const { id } = (await submit(request({ targetId: profileId, reason: 'minor' }))).body;
    const res = await decide(id, 'uphold', '   ');
    expect(res).toMatchObject({ status: 400, body: expect.objectContaining({ message: 'Please give a reason for the decision.' }) });
    expect(await t.sql('select status from removal_requests where id = $1', [id])).toEqual([{ status: 'pending' }]);
    expect(await t.sql('select count(*)::int as n from profiles where id = $1', [profileId])).toEqual([{ n: 1 }]);
    expect(await auditOf(id)).toEqual([]);
    expect((await decide(id, 'dismiss', 'Adult, checked.')).status).toBe(200);
    expect(await decide(id, 'uphold', 'Changed my mind.')).toMatchObject({
      status: 400,
      body: expect.objectContaining({ message: 'This removal request has already been decided.' }),
    });
  });

  it('upholding a profile request deletes it with its reports, blocks re-adding the person (409), audits and e-mails the reason', async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Zoë', lastName: 'Removed', location: 'Boston, MA', reports: [{ rating: 3, approved: true }] }]);
    const body = request({ targetId: profileId, reason: 'personal_information' });
    const { id } = (await submit(body)).body;
    const res = await admin.gql(
      'mutation($id: ID!) { decideRemovalRequest(id: $id, decision: UPHOLD, reason: "It names her employer.") { id status decisionReason decidedBy } }',
      {
        id,
      },
    );
    expect(res.body.data.decideRemovalRequest).toEqual({ id, status: 'UPHELD', decisionReason: 'It names her employer.', decidedBy: admin.user.username });
    expect(await t.sql('select count(*)::int as n from profiles where id = $1', [profileId])).toEqual([{ n: 0 }]);
    expect(await t.sql('select count(*)::int as n from reports where profile_id = $1', [profileId])).toEqual([{ n: 0 }]);
    expect(await auditOf(id)).toEqual([{ action: 'removal.uphold', reason_code: 'personal_information', note: 'It names her employer.' }]);
    expect(await auditOf(String(profileId))).toContainEqual({ action: 'profile.delete', reason_code: 'personal_information', note: 'It names her employer.' });
    const mails = emailsTo(body.contactEmail as string);
    expect(mails.map((m) => m.subject)).toEqual(['Please confirm your removal request', 'Your removal request was upheld']);
    expect(mails[1].text).toContain('It names her employer.');

    const before = await t.sql('select count(*)::int as n from profiles');
    const again = await member.rest('POST', '/api/profiles', {
      firstName: ' zoe ',
      lastName: 'REMOVED',
      location: 'Boston, MA',
      category: 'dating',
      confirmAdult: true,
    });
    expect(again).toMatchObject({ status: 409, body: expect.objectContaining({ message: PERSON_BLOCKED }) });
    expect(await t.sql('select count(*)::int as n from profiles')).toEqual(before);
    const elsewhere = await member.rest('POST', '/api/profiles', {
      firstName: 'Zoe',
      lastName: 'Removed',
      location: 'Austin, TX',
      category: 'dating',
      confirmAdult: true,
    });
    expect(elsewhere.status).toBe(201);
  });

  it('upholding a report request deletes the report; upholding an image request rejects and deletes the image', async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Rep', reports: [{ rating: 1, approved: true, title: 'Goes away' }] }]);
    const [r] = await t.sql<{ id: number }>('select id from reports where profile_id = $1', [profileId]);
    const rr = (await submit(request({ targetType: 'report', targetId: r.id, reason: 'harassment' }))).body.id;
    expect((await decide(rr, 'uphold', 'Harassing.')).body.status).toBe('upheld');
    expect(await t.sql('select count(*)::int as n from reports where id = $1', [r.id])).toEqual([{ n: 0 }]);
    expect((await t.client().rest('GET', `/api/profiles/${profileId}`)).body).toMatchObject({ reviewCount: 0 });
    expect(await auditOf(String(r.id))).toContainEqual({ action: 'report.delete', reason_code: 'harassment', note: 'Harassing.' });

    const imageProfile = await profileWithImage('Gone');
    const ir = (await submit(request({ targetType: 'image', targetId: imageProfile, reason: 'copyright' }))).body.id;
    expect((await decide(ir, 'uphold', 'The photographer owns it.')).status).toBe(200);
    expect(await t.sql('select image_key, image_approval_status from profiles where id = $1', [Number(imageProfile)])).toEqual([
      { image_key: null, image_approval_status: 'rejected' },
    ]);
    expect((await admin.fetch(`/api/images/profiles/${imageProfile}`)).status).toBe(404);
    expect((await t.client().rest('GET', `/api/profiles/${imageProfile}`)).status).toBe(200);
  });

  it('dismissing unhides the content and e-mails the reason', async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Back', lastName: 'Again' }]);
    const body = request({ targetId: profileId, reason: 'minor' });
    const { id } = (await submit(body)).body;
    expect((await t.client().rest('GET', `/api/profiles/${profileId}`)).status).toBe(404);
    const res = await decide(id, 'dismiss', 'She is 34, we checked.');
    expect(res.body).toMatchObject({ status: 'dismissed', decisionReason: 'She is 34, we checked.' });
    expect((await t.client().rest('GET', `/api/profiles/${profileId}`)).status).toBe(200);
    expect(await browseIds(t.client(), 'Back Again')).toEqual([String(profileId)]);
    expect(await auditOf(id)).toEqual([{ action: 'removal.dismiss', reason_code: 'minor', note: 'She is 34, we checked.' }]);
    const decision = emailsTo(body.contactEmail as string).at(-1)!;
    expect(decision.subject).toBe('Your removal request was not upheld');
    expect(decision.text).toContain('She is 34, we checked.');
  });

  it('dismissing leaves an item that community flags hid hidden until its flags are decided', async () => {
    const [profileId] = await seedProfiles(t, [
      { firstName: 'Flagkept', lastName: 'Hidden', reports: [{ rating: 1, approved: true, title: 'Flag-hidden report' }] },
    ]);
    const [r] = await t.sql<{ id: number }>('select id from reports where profile_id = $1', [profileId]);
    const publicTitles = async () => ((await t.client().rest('GET', `/api/profiles/${profileId}/reports`)).body as { title: string }[]).map((x) => x.title);
    // Flags about an intimate image hide the report at the first flag; then someone asks for its removal, which hides it too.
    expect((await member.rest('POST', `/api/reports/${r.id}/flag`, { reason: 'intimate_image' })).body.contentHidden).toBe(true);
    const rr = (await submit(request({ targetType: 'report', targetId: r.id, reason: 'intimate_image' }))).body.id;
    expect((await decide(rr, 'dismiss', 'No image in this report.')).status).toBe(200);
    expect(await publicTitles()).toEqual([]);
    expect(await t.sql('select hidden_at is not null as hidden from reports where id = $1', [r.id])).toEqual([{ hidden: true }]);
    // The same for a profile flagged as being about a minor.
    expect((await member.rest('POST', `/api/profiles/${profileId}/flag`, { reason: 'minor' })).body.contentHidden).toBe(true);
    const pr = (await submit(request({ targetId: profileId, reason: 'minor' }))).body.id;
    expect((await decide(pr, 'dismiss', 'She is 34, we checked.')).status).toBe(200);
    expect((await t.client().rest('GET', `/api/profiles/${profileId}`)).status).toBe(404);
    expect(await browseIds(t.client(), 'Flagkept Hidden')).toEqual([]);
    // The flags decided (dismissed): the profile is back.
    const [flagCase] = await t.sql<{ id: string }>("select id::text from flag_cases where profile_id = $1 and report_id is null and status = 'pending'", [
      profileId,
    ]);
    expect((await admin.gql('mutation($id: ID!) { dismissFlags(caseId: $id) { status } }', { id: flagCase.id })).body.errors).toBeUndefined();
    expect((await t.client().rest('GET', `/api/profiles/${profileId}`)).status).toBe(200);
  });
});

describe('rate limit', () => {
  it('refuses a visitor address after REMOVAL_REQUESTS_PER_HOUR requests (429) and stores nothing more', async () => {
    const limited = await startTestServer({ REMOVAL_REQUESTS_PER_HOUR: '2' });
    try {
      const [profileId] = await seedProfiles(limited, [{ firstName: 'Limit' }]);
      const send = () => limited.client().rest('POST', '/api/removal-requests', request({ targetId: profileId }));
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/^Too many removal requests were sent from your network\. Please try again in \d+ minutes?\.$/);
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await limited.sql('select count(*)::int as n from removal_requests')).toEqual([{ n: 2 }]);
    } finally {
      await limited.close();
    }
  });
});
