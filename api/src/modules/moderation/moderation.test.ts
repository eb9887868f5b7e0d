import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, type TestServer } from '../../../test/test-server.js';
import { seedProfiles } from '../../../test/factories.js';
import { Role } from '../user/user.entity.js';
import { parseCidr } from './ip.js';

let t: TestServer;
let admin: Awaited<ReturnType<TestServer['signedIn']>>;
let author: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  t = await startTestServer({ TRUST_PROXY: 'loopback' });
  admin = await t.signedIn({ role: Role.ADMIN });
  author = await t.signedIn();
});
afterAll(() => t.close());

const report = { reportType: 'negative', title: 'Not great at all', content: 'She cancelled three times and then was rude about it.', category: 'dating' };

async function submit(profileId: number, patch: Record<string, unknown> = {}) {
  const res = await author.rest('POST', `/api/profiles/${profileId}/reports`, { ...report, ...patch });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const auditOf = (targetId: string) =>
  t.sql<{ action: string; reason_code: string | null; note: string | null; actor_label: string; target_label: string }>(
    'select action, reason_code, note, actor_label, target_label from audit_log where target_id = $1 order by id',
    [targetId],
  );
const notificationsOf = (userId: string) =>
  t.sql<{ title: string; message: string; action_url: string }>('select title, message, action_url from notifications where user_id = $1 order by created_at', [
    userId,
  ]);

describe('the report queue', () => {
  it('lists pending reports oldest first, filters by type, search and profile', async () => {
    const [a, b] = await seedProfiles(t, [
      { firstName: 'Queue', lastName: 'One' },
      { firstName: 'Queue', lastName: 'Two' },
    ]);
    const first = await submit(a);
    const second = await submit(b, { reportType: 'positive', title: 'Actually lovely', content: 'Kind, funny and thoughtful the whole evening long.' });
    const queue = await admin.gql('{ adminReports { total items { id title status } } }');
    const ids = queue.body.data.adminReports.items.map((r: { id: string }) => r.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const positive = await admin.rest('GET', '/api/admin/reports?status=pending&type=positive');
    expect(positive.body.map((r: { id: string }) => r.id)).toEqual([second]);
    const byProfile = await admin.rest('GET', `/api/admin/reports?profile=${a}`);
    expect(byProfile.body.map((r: { id: string }) => r.id)).toEqual([first]);
    const search = await admin.gql('{ adminReports(filter: { status: ALL, search: "lovely" }) { items { id } } }');
    expect(search.body.data.adminReports.items).toEqual([{ id: second }]);
  });

  it('approving publishes the report, updates aggregates, notifies the author and the adder, and is audited', async () => {
    const adder = await t.signedIn();
    const created = await adder.rest('POST', '/api/profiles', { firstName: 'Nadia', category: 'dating', confirmAdult: true });
    const profileId = Number(created.body.id);
    // Another member can report on her once she is public (SAFETY 15): an earlier approval, stood in for here.
    await t.sql('update profiles set published_at = now() where id = $1', [profileId]);
    const id = await submit(profileId);
    expect((await t.client().rest('GET', `/api/profiles/${profileId}/reports`)).body).toEqual([]);
    const res = await admin.rest('POST', `/api/admin/reports/${id}/approve`, { note: 'Checked' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('approved');
    expect((await t.client().rest('GET', `/api/profiles/${profileId}/reports`)).body.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await t.client().rest('GET', `/api/profiles/${profileId}`)).body).toMatchObject({
      reviewCount: 1,
      averageRating: '1.00',
      flagStatus: 'neutral',
      flagShown: false,
    });
    expect(await notificationsOf(author.user.id)).toContainEqual({
      title: 'Your report was approved',
      message: expect.stringContaining('Not great at all'),
      action_url: `/profile/${profileId}`,
    });
    expect(await notificationsOf(adder.user.id)).toEqual([
      { title: 'New report on a profile you added', message: 'A new report about Nadia was published.', action_url: `/profile/${profileId}` },
    ]);
    expect(await auditOf(id)).toEqual([
      { action: 'report.approve', reason_code: null, note: 'Checked', actor_label: admin.user.username, target_label: '"Not great at all" about Nadia' },
    ]);
  });

  it('rejecting needs a reason code, keeps the report private, recomputes aggregates and tells the author why', async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Olive' }]);
    const id = await submit(profileId);
    await admin.rest('POST', `/api/admin/reports/${id}/approve`);
    const noReason = await admin.rest('POST', `/api/admin/reports/${id}/reject`, {});
    expect(noReason).toMatchObject({ status: 400, body: expect.objectContaining({ message: 'Please choose a reason.' }) });
    const res = await admin.gql('mutation($id: ID!) { rejectReport(id: $id, reason: DEFAMATION, note: "Unverifiable claims") { status } }', { id });
    expect(res.body.data.rejectReport.status).toBe('REJECTED');
    expect((await t.client().rest('GET', `/api/profiles/${profileId}/reports`)).body).toEqual([]);
    expect((await t.client().rest('GET', `/api/profiles/${profileId}`)).body).toMatchObject({ reviewCount: 0, averageRating: null, flagStatus: 'neutral' });
    const mine = await author.rest('GET', '/api/reviews/my');
    expect(mine.body.find((r: { id: string }) => r.id === id).status).toBe('rejected');
    expect((await notificationsOf(author.user.id)).at(-1)).toMatchObject({
      title: 'Your report was not approved',
      message: expect.stringContaining('it may be false or defamatory'),
    });
    expect((await auditOf(id)).map((a) => [a.action, a.reason_code])).toEqual([
      ['report.approve', null],
      ['report.reject', 'defamation'],
    ]);
  });

  it('edits and deletes reports (aggregates follow), and the audit entry outlives the report', async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Pia' }]);
    const id = await submit(profileId);
    await admin.rest('POST', `/api/admin/reports/${id}/approve`);
    const edit = await admin.rest('PUT', `/api/admin/reports/${id}`, { title: 'Edited title', content: 'Edited content that is long enough.' });
    expect(edit.body).toMatchObject({ title: 'Edited title' });
    expect((await admin.rest('PUT', `/api/admin/reports/${id}`, { title: 'x', content: 'Edited content that is long enough.' })).body).toMatchObject({
      message: 'Title must be at least 5 characters',
    });
    expect((await admin.rest('DELETE', `/api/admin/reports/${id}`)).status).toBe(200);
    expect((await t.client().rest('GET', `/api/profiles/${profileId}`)).body.reviewCount).toBe(0);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['report.approve', 'report.edit', 'report.delete']);
    expect((await admin.rest('DELETE', `/api/admin/reports/${id}`)).status).toBe(404);
  });

  it("reveals a report's author only through the audited mutation: reading the deprecated reporterName writes nothing", async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Quinn' }]);
    const id = await submit(profileId);
    const LIST = 'query($p: ID) { adminReports(filter: { profileId: $p }) { items { id reporterName } } }';
    const vars = { p: String(profileId) };
    const unrevealed = await admin.gql(LIST, vars);
    expect(unrevealed.body.errors).toBeUndefined();
    expect(unrevealed.body.data.adminReports.items).toEqual([{ id, reporterName: null }]);
    expect(await auditOf(id)).toEqual([]);

    const revealed = await admin.gql('mutation($id: ID!) { revealReportAuthor(reportId: $id) }', { id });
    expect(revealed.body.data.revealReportAuthor).toBe(author.user.username);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['report.view_author']);

    // Once she looked (audited), the field names the author to her again, and reading it still writes no row.
    const again = await admin.gql(LIST, vars);
    expect(again.body.data.adminReports.items).toEqual([{ id, reporterName: author.user.username }]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['report.view_author']);
    // Another admin has not looked: null for her, and nothing written either.
    const otherAdmin = await t.signedIn({ role: Role.ADMIN });
    expect((await otherAdmin.gql(LIST, vars)).body.data.adminReports.items).toEqual([{ id, reporterName: null }]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['report.view_author']);

    const member = await t.signedIn();
    const denied = await member.gql(LIST, vars);
    expect(gqlError(denied.body)?.code).toBe('FORBIDDEN');
    expect(gqlError((await member.gql('mutation($id: ID!) { revealReportAuthor(reportId: $id) }', { id })).body)?.code).toBe('FORBIDDEN');
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['report.view_author']);
  });

  it('moderationReports answers Report with its moderator-only fields, the same page adminReports answers', async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Rhea' }]);
    const id = await submit(profileId);
    await admin.gql('mutation($id: ID!) { rejectReport(id: $id, reason: DEFAMATION, note: "Unverifiable claims") { status } }', { id });
    const FIELDS = 'total totalIsExact page pageSize items { id title status moderatedAt rejectionReason moderationNote }';
    const vars = { f: { status: 'ALL', profileId: String(profileId) } };
    const res = await admin.gql(`query($f: AdminReportFilter) { moderationReports(filter: $f) { ${FIELDS} items { __typename } } }`, vars);
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data.moderationReports;
    expect(page).toMatchObject({ total: 1, totalIsExact: true, page: 1, pageSize: 20 });
    expect(page.items).toEqual([
      {
        __typename: 'Report',
        id,
        title: report.title,
        status: 'REJECTED',
        moderatedAt: expect.any(String),
        rejectionReason: 'defamation',
        moderationNote: 'Unverifiable claims',
      },
    ]);
    const old = await admin.gql(`query($f: AdminReportFilter) { adminReports(filter: $f) { ${FIELDS} } }`, vars);
    const { items, ...rest } = page;
    expect(old.body.data.adminReports).toEqual({ ...rest, items: items.map(({ __typename, ...r }: Record<string, unknown>) => r) });
  });

  it("refuses Report's moderator-only fields to members and visitors (FORBIDDEN), and the rest of the report still answers", async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Sage' }]);
    const id = await submit(profileId);
    await admin.rest('POST', `/api/admin/reports/${id}/approve`, { note: 'Checked' });
    const QUERY = 'query($p: ID!) { profileReports(profileId: $p) { items { id moderationNote } } }';
    for (const who of [await t.signedIn(), author, t.client()]) {
      const res = await who.gql(QUERY, { p: String(profileId) });
      expect(gqlError(res.body)?.code).toBe('FORBIDDEN');
      expect(res.body.errors!.map((e) => (e as { path?: unknown[] }).path)).toEqual([['profileReports', 'items', 0, 'moderationNote']]);
      expect(res.body.data.profileReports.items).toEqual([{ id, moderationNote: null }]);
    }
    for (const field of ['moderatedAt', 'rejectionReason']) {
      const res = await t.signedIn().then((m) => m.gql(`query($p: ID!) { profileReports(profileId: $p) { items { ${field} } } }`, { p: String(profileId) }));
      expect(gqlError(res.body)?.code).toBe('FORBIDDEN');
    }
    // An admin may ask: a public read does not load it (null), without an error.
    const asAdmin = await admin.gql(QUERY, { p: String(profileId) });
    expect(asAdmin.body.errors).toBeUndefined();
  });
});

describe('profiles and images', () => {
  it('edits a profile (gazetteer coordinates follow the location) and deletes it with its reports and image', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    for (const [k, v] of Object.entries({
      firstName: 'Rae',
      category: 'dating',
      confirmAdult: 'true',
      reportType: 'positive',
      reportTitle: 'Nice person',
      reportContent: 'A perfectly nice evening out together.',
    }))
      form.append(k, v);
    form.append('profileImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
    const created = await author.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
    const { id } = (await created.json()) as { id: string };
    const edit = await admin.rest('PUT', `/api/admin/profiles/${id}`, { firstName: 'Raya', lastName: 'Stone', location: 'Chicago, IL', bio: 'Edited bio' });
    expect(edit.body).toMatchObject({ displayName: 'Raya Stone', location: 'Chicago, IL', latitude: '41.8781', bio: 'Edited bio' });
    const [{ image_key: key }] = await t.sql<{ image_key: string }>('select image_key from profiles where id = $1', [Number(id)]);
    expect(await t.app.services.files.get(key)).not.toBeNull();
    expect((await admin.rest('DELETE', `/api/admin/profiles/${id}`)).status).toBe(200);
    expect(await t.sql('select 1 from profiles where id = $1', [Number(id)])).toEqual([]);
    expect(await t.sql('select 1 from reports where profile_id = $1', [Number(id)])).toEqual([]);
    expect(await t.app.services.files.get(key)).toBeNull();
    expect((await auditOf(id)).map((a) => [a.action, a.target_label])).toEqual([
      ['profile.edit', 'Raya Stone'],
      ['profile.delete', 'Raya Stone'],
    ]);
  });

  it('approves and rejects pending images; rejected files are deleted; the uploader is notified', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const ids: string[] = [];
    for (const name of ['Sana', 'Tara']) {
      const form = new FormData();
      for (const [k, v] of Object.entries({ firstName: name, category: 'friends', confirmAdult: 'true' })) form.append(k, v);
      form.append('profileImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
      const res = await author.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
      ids.push(((await res.json()) as { id: string }).id);
    }
    const pending = await admin.rest('GET', '/api/admin/pending-images');
    expect(pending.body.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(ids));
    expect(pending.body[0]).toEqual(
      expect.objectContaining({
        profileImageUrl: expect.stringMatching(/^\/api\/images\/profiles\//),
        firstName: expect.any(String),
        createdAt: expect.any(String),
      }),
    );
    const [{ image_key: rejectedKey }] = await t.sql<{ image_key: string }>('select image_key from profiles where id = $1', [Number(ids[1])]);
    expect((await admin.rest('POST', '/api/admin/approve-image', { profileId: ids[0], status: 'approved' })).status).toBe(200);
    expect((await admin.rest('POST', '/api/admin/approve-image', { profileId: ids[1], status: 'rejected', reason: 'explicit' })).status).toBe(200);
    expect((await admin.rest('POST', '/api/admin/approve-image', { profileId: ids[1], status: 'maybe' })).body).toMatchObject({
      message: 'Status must be approved or rejected.',
    });
    expect((await t.client().rest('GET', `/api/profiles/${ids[0]}`)).body.imageApprovalStatus).toBe('approved');
    // A rejected photo publishes nobody: she still awaits review (SAFETY 15); the member who added her sees no photo.
    expect((await t.client().rest('GET', `/api/profiles/${ids[1]}`)).status).toBe(404);
    expect((await author.rest('GET', `/api/profiles/${ids[1]}`)).body.profileImageUrl).toBeNull();
    expect(await t.app.services.files.get(rejectedKey)).toBeNull();
    const titles = (await notificationsOf(author.user.id)).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['Photo approved', 'Photo not approved']));
  });
});

describe('bans', () => {
  it('a ban needs a reason, ends every session at once and blocks sign-in', async () => {
    const victim = await t.signedIn({ password: 'password123' });
    const second = t.client();
    await second.rest('POST', '/api/login', { username: victim.user.username, password: 'password123' });
    expect((await admin.rest('POST', '/api/admin/ban-user', { userId: victim.user.id, reason: '  ' })).body).toMatchObject({
      message: 'Please give a reason for the ban.',
    });
    expect((await admin.rest('POST', '/api/admin/ban-user', { reason: 'x' })).body).toMatchObject({ message: 'Please select a user to ban.' });
    const res = await admin.rest('POST', '/api/admin/ban-user', { userId: victim.user.id, reason: 'Harassment', banIP: false });
    expect(res.body).toMatchObject({ banned: true, banReason: 'Harassment', ipBanned: false });
    expect(await t.sql('select 1 from session where user_id = $1', [victim.user.id])).toEqual([]);
    expect((await victim.rest('GET', '/api/auth/user')).status).toBe(401);
    expect((await second.rest('GET', '/api/auth/user')).status).toBe(401);
    expect((await t.client().rest('POST', '/api/login', { username: victim.user.username, password: 'password123' })).status).toBe(403);
    const users = await admin.rest('GET', `/api/admin/users?search=${victim.user.username}`);
    expect(users.body[0]).toMatchObject({ banned: true });
    expect((await admin.rest('POST', '/api/admin/unban-user', { userId: victim.user.id })).body).toMatchObject({ banned: false });
    expect((await t.client().rest('POST', '/api/login', { username: victim.user.username, password: 'password123' })).status).toBe(200);
    expect((await auditOf(victim.user.id)).map((a) => a.action)).toEqual(['user.ban', 'user.unban']);
  });

  it('accepts the GraphQL ban input with explicit nulls, as the admin form sends it', async () => {
    const victim = await t.signedIn();
    const res = await admin.gql('mutation($input: BanUserInput!) { banUser(input: $input) { banned banReason ipBanned } }', {
      input: { userId: victim.user.id, reason: 'Spam', banIP: false, cidr: null, ipBanExpiresAt: null },
    });
    expect(res.body).toEqual({ data: { banUser: { banned: true, banReason: 'Spam', ipBanned: false } } });
  });

  it('refuses to ban admins or oneself', async () => {
    const other = await t.signedIn({ role: Role.ADMIN });
    expect((await admin.rest('POST', '/api/admin/ban-user', { userId: other.user.id, reason: 'x' })).status).toBe(403);
    expect((await admin.rest('POST', '/api/admin/ban-user', { userId: admin.user.id, reason: 'x' })).body).toMatchObject({
      message: 'You cannot ban yourself.',
    });
  });

  it('an IP ban refuses registration and sign-in from that range; forwarding headers count only from a trusted proxy', async () => {
    const victim = await t.signedIn({ password: 'password123' });
    // Her last sign-in came from 203.0.113.9 through the (trusted, loopback) proxy.
    await t.client().rest('POST', '/api/login', { username: victim.user.username, password: 'password123' }, { 'x-forwarded-for': '203.0.113.9' });
    expect((await t.sql<{ last_ip: string }>('select last_ip from users where id = $1', [victim.user.id]))[0].last_ip).toBe('203.0.113.9');
    const res = await admin.rest('POST', '/api/admin/ban-user', { userId: victim.user.id, reason: 'Ban evasion', banIP: true, cidr: '203.0.113.0/24' });
    expect(res.body).toMatchObject({ banned: true, ipBanned: true });
    const fromRange = { 'x-forwarded-for': '203.0.113.77' };
    const reg = await t.client().rest('POST', '/api/register', { username: 'evader', email: 'evader@example.com', password: 'quiet-harbor-pebble' }, fromRange);
    expect(reg.status).toBe(403);
    expect(reg.body.message).toMatch(/from your network are blocked/);
    const bystander = await t.signedIn({ password: 'password123' });
    expect((await t.client().rest('POST', '/api/login', { username: bystander.user.username, password: 'password123' }, fromRange)).status).toBe(403);
    expect(
      (await t.client().rest('POST', '/api/login', { username: bystander.user.username, password: 'password123' }, { 'x-forwarded-for': '198.51.100.1' }))
        .status,
    ).toBe(200);
    // Expired bans no longer block.
    await t.sql("insert into ip_bans (id, cidr, reason, expires_at) values (gen_random_uuid(), '192.0.2.0/24', 'old', now() - interval '1 day')");
    expect(
      (await t.client().rest('POST', '/api/login', { username: bystander.user.username, password: 'password123' }, { 'x-forwarded-for': '192.0.2.5' })).status,
    ).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const direct = await startTestServer();
    try {
      const register = (username: string, forwardedFor: string) =>
        direct
          .client()
          .rest('POST', '/api/register', { username, email: `${username}@example.com`, password: 'quiet-harbor-pebble' }, { 'x-forwarded-for': forwardedFor });
      await direct.sql("insert into ip_bans (id, cidr, reason) values (gen_random_uuid(), '203.0.113.0/24', 'x')");
      expect((await register('spoofer', '203.0.113.5')).status).toBe(202);
      await direct.sql("insert into ip_bans (id, cidr, reason) values (gen_random_uuid(), '127.0.0.1/32', 'x')");
      expect((await register('spoofer2', '198.51.100.1')).status).toBe(403);
    } finally {
      await direct.close();
    }
  });

  it('normalises ban ranges (IPv6 addresses ban their /64)', () => {
    expect(parseCidr('203.0.113.9')).toBe('203.0.113.9/32');
    expect(parseCidr('203.0.113.9/24')).toBe('203.0.113.0/24');
    expect(parseCidr('2001:db8::1')).toBe('2001:db8::/64');
    expect(() => parseCidr('nonsense')).toThrow(/valid IP address/);
  });
});

describe('moderationProfiles', () => {
  it('answers Profile with isSample for moderators; a member or a visitor asking Profile.isSample is refused (FORBIDDEN)', async () => {
    const [sample, real] = await seedProfiles(t, [
      { firstName: 'Tess', lastName: 'Sampled' },
      { firstName: 'Tess', lastName: 'Real' },
    ]);
    await t.sql('update profiles set is_sample = true where id = $1', [sample]);
    const res = await admin.gql('{ moderationProfiles(search: "tess") { total page pageSize items { __typename id isSample } } }');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.moderationProfiles).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(res.body.data.moderationProfiles.items).toEqual([
      { __typename: 'Profile', id: String(real), isSample: false },
      { __typename: 'Profile', id: String(sample), isSample: true },
    ]);
    const old = await admin.gql('{ adminProfiles(search: "tess") { total items { id isSample } } }');
    expect(old.body.data.adminProfiles.items).toEqual(
      res.body.data.moderationProfiles.items.map(({ id, isSample }: { id: string; isSample: boolean }) => ({ id, isSample })),
    );

    for (const who of [await t.signedIn(), t.client()]) {
      const denied = await who.gql('query($id: ID!) { profile(id: $id) { id isSample } }', { id: String(sample) });
      expect(gqlError(denied.body)?.code).toBe('FORBIDDEN');
      expect(denied.body.data.profile).toEqual({ id: String(sample), isSample: null });
      expect(gqlError((await who.gql('{ moderationProfiles { total } }')).body)?.code).toMatch(/^(FORBIDDEN|UNAUTHENTICATED)$/);
    }
    // Not a generated sample after all: the sample-data test below counts them.
    await t.sql('update profiles set is_sample = false where id = $1', [sample]);
  });
});

describe('sample data', () => {
  it('generates 1-200 profiles with 1-3 approved reports each, marked as sample, and removes them in one action', async () => {
    for (const count of [0, 201, 'abc', 2.5]) {
      const res = await admin.rest('POST', '/api/admin/generate-sample-data', { count });
      expect(res).toMatchObject({ status: 400, body: expect.objectContaining({ message: 'Please enter a number between 1 and 200' }) });
    }
    const res = await admin.rest('POST', '/api/admin/generate-sample-data', { count: 12 });
    expect(res.body.profilesCreated).toBe(12);
    expect(res.body.reviewsCreated).toBeGreaterThanOrEqual(12);
    expect(res.body.reviewsCreated).toBeLessThanOrEqual(36);
    const rows = await t.sql<{ age: number; review_count: number; n: number }>(
      'select p.age, p.review_count, (select count(*)::int from reports r where r.profile_id = p.id and r.approved) as n from profiles p where p.is_sample',
    );
    expect(rows).toHaveLength(12);
    for (const r of rows) {
      expect(r.age).toBeGreaterThanOrEqual(18);
      expect(r.age).toBeLessThanOrEqual(30);
      expect(r.n).toBeGreaterThanOrEqual(1);
      expect(r.n).toBeLessThanOrEqual(3);
      expect(r.review_count).toBe(r.n);
    }
    const defaults = await admin.gql('mutation { generateSampleData { profilesCreated } }');
    expect(defaults.body.data.generateSampleData.profilesCreated).toBe(50);
    const removed = await admin.rest('DELETE', '/api/admin/sample-data');
    expect(removed.body.profilesRemoved).toBe(62);
    expect(await t.sql('select 1 from profiles where is_sample')).toEqual([]);
  });
});

describe('dashboard', () => {
  it('answers stats, the 10 latest events and analytics', async () => {
    const stats = await admin.rest('GET', '/api/admin/stats');
    expect(Object.keys(stats.body).sort()).toEqual(
      [
        // SPEC's keys, and the automatic hides of the last hour with their ceiling (issue 21).
        'automaticHideCeiling',
        'automaticHidesLastHour',
        'bannedUsers',
        // The figures that are estimates (issue 25 item 7): none on a small database.
        'estimated',
        'flaggedProfiles',
        'pendingImages',
        'pendingReports',
        'pendingVerifications',
        // The other queues' waiting work (issue 22: the dashboard and the sidebar's badges).
        'pendingFlagCases',
        'pendingRemovalRequests',
        'pendingAppeals',
        'profilesToday',
        'reportsToday',
        'totalProfiles',
        'totalReports',
        'totalUsers',
        'usersToday',
      ].sort(),
    );
    expect(stats.body.totalUsers).toBeGreaterThan(3);
    expect(stats.body.estimated).toEqual([]);
    // Exact below the limit: each figure is what a count says.
    const [exact] = await t.sql<{ users: number; pending: number; banned: number }>(
      `select (select count(*)::int from users) as users, (select count(*)::int from reports where approved is null) as pending, (select count(*)::int from users where banned) as banned`,
    );
    expect({ users: stats.body.totalUsers, pending: stats.body.pendingReports, banned: stats.body.bannedUsers }).toEqual(exact);
    const activity = await admin.rest('GET', '/api/admin/recent-activity');
    expect(activity.body.length).toBeLessThanOrEqual(10);
    expect(activity.body[0]).toEqual({
      type: expect.stringMatching(/profile_created|report_submitted|user_banned|image_uploaded/),
      description: expect.any(String),
      timestamp: expect.any(String),
    });
    expect(JSON.stringify(activity.body)).not.toContain(author.user.username);
    const analytics = await admin.gql('{ adminAnalytics(days: 7) { days { day reports signups } queueSize queueSizeIsExact medianWaitHours } }');
    expect(analytics.body.data.adminAnalytics.days).toHaveLength(7);
    expect(analytics.body.data.adminAnalytics.days.at(-1).signups).toBeGreaterThan(0);
    // The queue's size and median wait, exact on a small queue: what percentile_cont over the waiting reports says.
    const [queue] = await t.sql<{ size: number; median: number | null }>(
      `select count(*)::int as size, round((percentile_cont(0.5) within group (order by extract(epoch from now() - created_at)) / 3600)::numeric, 1)::float8 as median
       from reports where approved is null`,
    );
    const answered = analytics.body.data.adminAnalytics;
    expect({ size: answered.queueSize, exact: answered.queueSizeIsExact, median: answered.medianWaitHours }).toEqual({
      size: queue.size,
      exact: true,
      median: queue.median,
    });
  });

  it('counts each past day once and keeps it: a report deleted later still counts on its day; today is live', async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Yesterdae' }]);
    const reportId = await submit(profileId);
    await t.sql("update reports set created_at = date_trunc('day', now()) - interval '1 day' + interval '1 hour' where id = $1", [Number(reportId)]);
    await t.sql("delete from daily_counts where day = (date_trunc('day', now()) - interval '1 day')::date");
    const chart = async () =>
      (await admin.gql('{ adminAnalytics(days: 2) { days { day reports signups } } }')).body.data.adminAnalytics.days as { day: string; reports: number }[];
    const [{ n: yesterday }] = await t.sql<{ n: number }>(
      "select count(*)::int as n from reports where created_at >= date_trunc('day', now()) - interval '1 day' and created_at < date_trunc('day', now())",
    );
    const first = await chart();
    expect(first).toHaveLength(2);
    expect(first[0].reports).toBe(yesterday);
    expect(await t.sql("select reports from daily_counts where day = (date_trunc('day', now()) - interval '1 day')::date")).toEqual([{ reports: yesterday }]);
    // Deleted afterwards: yesterday keeps its count (counted once); today's count follows at once.
    const todayBefore = first[1].reports;
    await submit(profileId);
    await t.sql('delete from reports where id = $1', [Number(reportId)]);
    const second = await chart();
    expect(second[0].reports).toBe(yesterday);
    expect(second[1].reports).toBe(todayBefore + 1);
  });
});

describe('the console at scale (issue 25 item 7)', () => {
  it('estimates a figure above 1,000 and says so; the lists page through their first 1,000 items', async () => {
    await t.sql(
      `insert into users (id, username, email, password_hash) select gen_random_uuid(), 'bulk' || g, 'bulk' || g || '@example.com', 'not a hash' from generate_series(1, 1200) g`,
    );
    await t.sql('analyze users');
    const [{ n: users }] = await t.sql<{ n: number }>('select count(*)::int as n from users');
    const stats = (await admin.gql('{ adminStats { totalUsers usersToday totalProfiles estimated } }')).body.data.adminStats;
    expect(stats.estimated).toEqual(expect.arrayContaining(['totalUsers', 'usersToday']));
    expect(stats.estimated).not.toContain('totalProfiles');
    // The planner's estimate after ANALYZE: the count, give or take a few percent.
    expect(Math.abs(stats.totalUsers - users) / users).toBeLessThan(0.1);

    const page = async (n: number) =>
      (await admin.gql(`{ adminUsers(page: ${n}) { total totalIsExact page items { id } } }`)).body.data.adminUsers as {
        total: number;
        totalIsExact: boolean;
        items: unknown[];
      };
    const firstPage = await page(1);
    expect({ exact: firstPage.totalIsExact, items: firstPage.items.length }).toEqual({ exact: false, items: 50 });
    // 50 a page: page 20 holds items 951-1,000, the last that can be paged through; page 21 has none.
    expect((await page(20)).items).toHaveLength(50);
    const beyond = await page(21);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBeGreaterThan(1000);
    // The REST list (200 a page) agrees: page 5 holds items 801-1,000, page 6 none; the total says it is an estimate.
    const restPage = (n: number) => admin.rest('GET', `/api/admin/users?page=${n}`);
    expect((await restPage(5)).body).toHaveLength(200);
    const restBeyond = await restPage(6);
    expect({ status: restBeyond.status, body: restBeyond.body, exact: restBeyond.headers.get('x-total-count-exact') }).toEqual({
      status: 200,
      body: [],
      exact: 'false',
    });
    expect(Number(restBeyond.headers.get('x-total-count'))).toBeGreaterThan(1000);
  });

  it("above 1,000 waiting, the queue's size is an estimate and its median wait the last snapshot's, with its time", async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Queued' }]);
    await t.sql(
      `insert into reports (profile_id, report_type, title, content, category, rating, created_at)
       select $1, 'neutral', 'Waiting ' || g, 'An ordinary evening, nothing to add beyond that it was fine.', 'friends', 3, now() - (g || ' minutes')::interval
       from generate_series(1, 1100) g`,
      [profileId],
    );
    await t.sql('analyze reports');
    await t.sql('delete from queue_health');
    const analytics = async () =>
      (await admin.gql('{ adminAnalytics(days: 1) { queueSize queueSizeIsExact medianWaitHours medianWaitAsOf } }')).body.data.adminAnalytics;
    // No snapshot yet: the size is estimated, the median unknown.
    const before = await analytics();
    expect({ exact: before.queueSizeIsExact, median: before.medianWaitHours, asOf: before.medianWaitAsOf }).toEqual({ exact: false, median: null, asOf: null });
    expect(before.queueSize).toBeGreaterThan(1000);
    // The job takes the exact median over every waiting report; the dashboard then shows it with its time.
    const snapshot = await t.app.services.adminStats.snapshotQueueHealth();
    const [exact] = await t.sql<{ n: number; median: number }>(
      `select count(*)::int as n, round((percentile_cont(0.5) within group (order by extract(epoch from now() - created_at)) / 3600)::numeric, 1)::float8 as median
       from reports where approved is null`,
    );
    expect(snapshot).toEqual({ waiting: exact.n, medianWaitHours: exact.median });
    const after = await analytics();
    expect(after.medianWaitHours).toBe(exact.median);
    expect(Date.now() - new Date(after.medianWaitAsOf).getTime()).toBeLessThan(60_000);
    // The dashboard's figure says it is an estimate too.
    expect((await admin.gql('{ adminStats { estimated } }')).body.data.adminStats.estimated).toContain('pendingReports');
  });
});

describe('dashboard queue counts', () => {
  it('counts a new flag case among the pending work, and drops it once decided', async () => {
    const adder = await t.signedIn();
    const created = await adder.rest('POST', '/api/profiles', { firstName: 'Maren', category: 'dating', confirmAdult: true });
    const profileId = Number(created.body.id);
    await t.sql('update profiles set published_at = now() where id = $1', [profileId]);
    const reportId = await submit(profileId);
    expect((await admin.rest('POST', `/api/admin/reports/${reportId}/approve`, {})).status).toBe(200);
    const pending = async () => (await admin.gql('{ adminStats { pendingFlagCases pendingRemovalRequests pendingAppeals } }')).body.data.adminStats;
    const before = await pending();
    const flagger = await t.signedIn();
    const flagged = await flagger.gql('mutation($id: ID!, $i: FlagInput!) { flagReport(reportId: $id, input: $i) { targetId } }', {
      id: reportId,
      i: { reason: 'PERSONAL_INFORMATION', note: 'Her workplace is named.' },
    });
    expect(gqlError(flagged.body)).toBeNull();
    expect(await pending()).toEqual({ ...before, pendingFlagCases: before.pendingFlagCases + 1 });
    const [{ id: caseId }] = await t.sql<{ id: string }>("select id::text from flag_cases where report_id = $1 and status = 'pending'", [Number(reportId)]);
    const dismissed = await admin.gql('mutation($id: ID!) { dismissFlags(caseId: $id) { status } }', { id: caseId });
    expect(gqlError(dismissed.body)).toBeNull();
    expect(await pending()).toEqual(before);
  });
});

describe('audit log', () => {
  it('is readable with filters and cannot be changed, even with direct SQL', async () => {
    const list = await admin.rest('GET', '/api/admin/audit-log?targetType=user');
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body.every((e: { targetType: string }) => e.targetType === 'user')).toBe(true);
    await expect(t.sql("update audit_log set note = 'tampered'")).rejects.toThrow(/append-only/);
    await expect(t.sql('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(t.sql('truncate audit_log')).rejects.toThrow(/append-only/);
  });
});
