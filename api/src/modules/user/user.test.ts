import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, type TestClient, type TestServer } from '../../../test/test-server.js';
import { databaseFingerprint } from '../../../test/db-fingerprint.js';
import { Role, User } from './user.entity.js';
import { deletedMemberLabel } from './user.service.js';

type Member = TestClient & { user: User };

let t: TestServer;
let admin: Member;
beforeAll(async () => {
  t = await startTestServer({ DATA_EXPORTS_PER_HOUR: '3' });
  admin = await t.signedIn({ role: Role.ADMIN });
});
afterAll(() => t.close());

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const ID_FIELDS = { idType: 'passport', idNumber: 'Q7654321', fullName: 'Ottilie Quarrington', dateOfBirth: '1991-02-03' };
const CONTENT = 'A long enough account of what happened between us.';
let serial = 0;
let phoneSerial = 2000;
const uniq = () => `${++serial}${Math.random().toString(36).slice(2, 7)}`;

/** A signed-in member with distinctive names and a verified phone (number and its hash, as phone verification stores them). */
async function member(firstName: string): Promise<Member & { phone: string }> {
  const m = (await t.signedIn({ username: `${firstName.toLowerCase()}${uniq()}` })) as Member;
  const phone = `+1212555${++phoneSerial}`;
  await t.sql('update users set first_name = $2, last_name = $3, phone_e164 = $4, phone_hash = $5 where id = $1', [
    m.user.id,
    firstName,
    `${firstName}son`,
    phone,
    t.app.services.phone.phoneHash(phone),
  ]);
  return Object.assign(m, { phone });
}

async function profile(firstName: string): Promise<number> {
  const [row] = await t.sql<{ id: number }>(
    "insert into profiles (first_name, display_name, category, location, published_at) values ($1, $1, 'dating', 'Boston, MA', now()) returning id",
    [firstName],
  );
  return row.id;
}

async function report(client: TestClient, profileId: number, title: string, rating: number): Promise<string> {
  const res = await client.rest('POST', `/api/profiles/${profileId}/reports`, { reportType: 'neutral', title, content: CONTENT, category: 'dating', rating });
  expect(res.status).toBe(201);
  return String(res.body.id);
}

const approve = async (id: string) => expect((await admin.rest('POST', `/api/admin/reports/${id}/approve`, {})).status).toBe(200);
const reject = async (id: string) =>
  expect((await admin.rest('POST', `/api/admin/reports/${id}/reject`, { reason: 'spam', note: 'Looks copied.' })).status).toBe(200);

/** A member-added person with a pending photo (files in the store) and no report: returns its id. */
async function addedWithPhoto(client: TestClient, firstName: string): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ firstName, category: 'friends', confirmAdult: 'true' })) form.append(k, v);
  form.append('profileImage', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'p.png');
  const res = await client.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function submitId(m: Member): Promise<void> {
  await t.app.services.verification.submit(t.orm.em.fork(), await t.orm.em.fork().findOneOrFail(User, m.user.id), ID_FIELDS, PNG_1PX);
}

const stored = (key: string) => existsSync(join(t.env.DATA_DIR, 'uploads', ...key.split('/')));

const emailsTo = (to: string) =>
  existsSync(join(t.env.DATA_DIR, 'outbox', 'email.jsonl'))
    ? readFileSync(join(t.env.DATA_DIR, 'outbox', 'email.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { to: string; subject: string; text: string })
        .filter((m) => m.to === to)
    : [];

/** Tables whose rows mention any of `needles` (as text, case-insensitive), with the count. */
async function tablesMentioning(needles: string[], except: string[] = []): Promise<Record<string, number>> {
  const tables = await t.sql<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    if (except.includes(name)) continue;
    const [row] = await t.sql<{ n: number }>(`select count(*)::int as n from "${name}" x where x::text ilike any($1::text[])`, [needles.map((n) => `%${n}%`)]);
    if (row.n) found[name] = row.n;
  }
  return found;
}

/** Every table, and which sessions exist: "nothing changed". */
const snapshot = () => databaseFingerprint(t, { sessions: true });

const aggregates = async (profileId: number) =>
  (
    await t.sql<{ review_count: number; average_rating: string | null; flag_status: string }>(
      'select review_count, average_rating, flag_status from profiles where id = $1',
      [profileId],
    )
  )[0];

const deleteAccount = (m: TestClient, body: Record<string, unknown> = { password: 'password123' }) => m.rest('DELETE', '/api/user', body);

describe('data export (GET /api/user/export)', () => {
  it('refuses visitors with 401', async () => {
    expect((await t.client().rest('GET', '/api/user/export')).status).toBe(401);
  });

  it('is a JSON download of everything held about her and nothing about other members or ID documents', async () => {
    const her = await member('Philippa');
    const other = await member('Wilhelmina');
    const pid = await profile('Subject');
    const approvedId = await report(her, pid, 'Her approved report', 4);
    const rejectedId = await report(her, pid, 'Her rejected report', 2);
    const pendingId = await report(her, pid, 'Her pending report', 3);
    const othersId = await report(other, pid, 'Another member wrote this', 5);
    await approve(approvedId);
    await reject(rejectedId);
    await approve(othersId);
    const added = await addedWithPhoto(her, 'Addedperson');
    expect((await her.gql('mutation($id: ID!) { recordProfileView(profileId: $id) }', { id: String(pid) })).body.errors).toBeUndefined();
    expect((await other.gql('mutation($id: ID!) { recordProfileView(profileId: $id) }', { id: String(pid) })).body.errors).toBeUndefined();
    const removal = await her.rest('POST', '/api/removal-requests', {
      targetType: 'report',
      targetId: Number(othersId),
      reason: 'other',
      explanation: 'This report is about me and I would like it removed.',
      contactEmail: her.user.email,
      goodFaith: true,
    });
    expect(removal.status).toBe(201);
    // A removal request from a visitor is nobody's.
    await t.client().rest('POST', '/api/removal-requests', {
      targetType: 'profile',
      targetId: pid,
      reason: 'other',
      explanation: 'A visitor asks for this profile to be removed.',
      contactEmail: 'visitor@example.org',
      goodFaith: true,
    });
    await submitId(her);
    await submitId(other);
    const [request] = await t.sql<{ id: string; document_key: string }>('select id, document_key from id_verifications where user_id = $1', [her.user.id]);
    expect((await admin.gql('mutation($id: ID!) { openIdDocument(requestId: $id) { url } }', { id: request.id })).body.errors).toBeUndefined();
    expect((await admin.rest('POST', `/api/admin/verification/${her.user.id}/reject`, { notes: 'The photo is blurred.' })).status).toBe(200);
    await t.sql('insert into user_preferences (user_id, data) values ($1, \'{"appearance":{"theme":"sunset"}}\')', [her.user.id]);
    await t.sql(
      "insert into watches (id, user_id, first_name, location, radius, expires_at) values (gen_random_uuid(), $1, 'Morgan', 'Austin, TX', 25, now() + interval '30 days')",
      [her.user.id],
    );

    const res = await her.fetch('/api/user/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="tea-data-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const data = JSON.parse(text);

    expect(data.account).toMatchObject({
      id: her.user.id,
      username: her.user.username,
      email: her.user.email,
      firstName: 'Philippa',
      lastName: 'Philippason',
      phoneMasked: `+1 ••• ••• ${her.phone.slice(-4)}`,
      idVerified: false,
      idVerificationStatus: 'rejected',
      banned: false,
    });
    const byTitle = Object.fromEntries(data.reports.map((r: any) => [r.title, r]));
    expect(Object.keys(byTitle).sort()).toEqual(['Her approved report', 'Her pending report', 'Her rejected report']);
    expect(byTitle['Her approved report']).toMatchObject({ id: approvedId, status: 'approved', rating: 4, content: CONTENT, profileId: String(pid) });
    expect(byTitle['Her pending report']).toMatchObject({ id: pendingId, status: 'pending', moderatedAt: null });
    expect(byTitle['Her rejected report']).toMatchObject({
      status: 'rejected',
      rejectionReason: 'spam',
      rejectionReasonText: 'it looks like spam',
      moderatorNote: 'Looks copied.',
    });
    expect(data.peopleYouAdded).toEqual([
      expect.objectContaining({ id: added, firstName: 'Addedperson', addedByYou: true, photoAddedByYou: true, photoStatus: 'pending' }),
    ]);
    expect(data.preferences).toMatchObject({ settings: { appearance: { theme: 'sunset' } } });
    // Notifications: the approval and the rejection of her reports and the ID decision.
    expect(data.notifications.map((n: any) => n.title).sort()).toEqual([
      'ID verification not approved',
      'Your report was approved',
      'Your report was not approved',
    ]);
    expect(data.interactions).toEqual([expect.objectContaining({ profileId: String(pid), viewCount: 1 })]);
    expect(data.removalRequests).toEqual([
      expect.objectContaining({ targetType: 'report', targetId: othersId, contactEmail: her.user.email, status: 'pending' }),
    ]);
    expect(data.idVerification).toEqual([expect.objectContaining({ idType: 'passport', status: 'rejected', reviewerNotes: 'The photo is blurred.' })]);
    expect(data.idVerification[0].submittedAt).toBeTruthy();
    expect(data.idVerification[0].decidedAt).toBeTruthy();
    expect(data.accountDecisions.map((d: any) => d.action)).toEqual(['id.view_document', 'id.reject']);
    expect(data.watches).toEqual([expect.objectContaining({ firstName: 'Morgan', lastName: null, location: 'Austin, TX', radiusMiles: 25, endedBy: null })]);
    expect(data.notIncluded.length).toBeGreaterThan(0);

    // Nobody else: not the other member, not the moderator; no ID document or details; no full phone number.
    for (const secret of [
      other.user.id,
      other.user.username,
      other.user.email,
      'Wilhelmina',
      'visitor@example.org',
      admin.user.id,
      admin.user.username,
      request.document_key,
      ID_FIELDS.idNumber,
      ID_FIELDS.fullName,
      ID_FIELDS.dateOfBirth,
      her.phone,
      '$argon2',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('includes her decisions with their statements of reasons as she reads them, and her appeals with their outcome', async () => {
    const her = await member('Araminta');
    const second = await t.signedIn({ role: Role.ADMIN });
    const pid = await profile('Decided');
    const appealedId = await report(her, pid, 'Her appealed report', 2);
    const keptId = await report(her, pid, 'Her rejected report, not appealed', 2);
    await reject(appealedId);
    await reject(keptId);
    const [appealed] = await t.sql<{ id: string }>("select id from decisions where subject_type = 'report' and subject_id = $1", [appealedId]);
    expect((await her.rest('POST', '/api/appeals', { decisionId: appealed.id, text: 'It was an honest account of my date.' })).status).toBe(201);
    const [appeal] = await t.sql<{ id: string }>('select id from appeals where decision_id = $1', [appealed.id]);
    const decided = await second.gql('mutation($id: ID!, $i: DecideAppealInput!) { decideAppeal(appealId: $id, input: $i) { id } }', {
      id: appeal.id,
      i: { outcome: 'UPHOLD', reason: 'The report describes her own experience fairly.' },
    });
    expect(decided.body.errors).toBeUndefined();

    const res = await her.fetch('/api/user/export');
    expect(res.status).toBe(200);
    const text = await res.text();
    const data = JSON.parse(text);
    const byLabel = Object.fromEntries(data.decisions.map((d: any) => [d.subjectId, d]));
    expect(Object.keys(byLabel).sort()).toEqual([appealedId, keptId].sort());
    expect(byLabel[keptId]).toMatchObject({
      kind: 'report.reject',
      subjectType: 'report',
      reasonCode: 'spam',
      reasonText: 'it looks like spam',
      text: 'Looks copied.',
      automatic: false,
      reversedAt: null,
      appeal: null,
      canAppeal: true,
      statementOfReasons:
        'Reason: it looks like spam. Rule: Community guidelines, "Be fair and kind". Moderator\'s explanation: Looks copied. You can appeal this decision within 6 months.',
    });
    // The statement is the one her notification carried.
    const [notice] = await t.sql<{ message: string }>('select message from notifications where user_id = $1 and decision_id = $2', [her.user.id, appealed.id]);
    expect(notice.message).toContain(byLabel[appealedId].statementOfReasons);
    expect(byLabel[appealedId]).toMatchObject({
      canAppeal: false,
      appeal: { status: 'upheld', outcomeReason: 'The report describes her own experience fairly.' },
    });
    expect(byLabel[appealedId].reversedAt).toBeTruthy();
    expect(data.appeals).toEqual([
      expect.objectContaining({
        decisionId: appealed.id,
        text: 'It was an honest account of my date.',
        status: 'upheld',
        outcome: 'The report describes her own experience fairly.',
        sentWithEmailLink: false,
        notRestored: [],
      }),
    ]);
    expect(data.appeals[0].decidedAt).toBeTruthy();
    // Never who decided or who decided the appeal.
    for (const secret of [admin.user.id, admin.user.username, second.user.id, second.user.username]) expect(text).not.toContain(secret);
  });

  it('is rate limited per member (429 with Retry-After)', async () => {
    const m = await member('Limited');
    for (let i = 0; i < 3; i += 1) expect((await m.rest('GET', '/api/user/export')).status).toBe(200);
    const res = await m.rest('GET', '/api/user/export');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.body.message).toMatch(/^You have requested several data exports in the last hour\. Please try again in \d+ minutes?\.$/);
    // Another member's budget is her own.
    expect((await (await member('Unlimited')).rest('GET', '/api/user/export')).status).toBe(200);
  });
});

describe('account deletion (DELETE /api/user, deleteAccount)', () => {
  it('refuses visitors, a missing or wrong password, and changes nothing', async () => {
    const m = await member('Careful');
    const before = await snapshot();
    expect((await t.client().rest('DELETE', '/api/user', { password: 'password123' })).status).toBe(401);
    expect(await deleteAccount(m, {})).toMatchObject({
      status: 400,
      body: expect.objectContaining({ message: 'Please enter your password to delete your account.' }),
    });
    expect(await deleteAccount(m, { password: 'not-her-password' })).toMatchObject({
      status: 400,
      body: expect.objectContaining({ message: 'The password is not correct.' }),
    });
    const gql = await m.gql('mutation { deleteAccount(password: "wrong-again", deletePublishedReports: false) }');
    expect(gqlError(gql.body)).toEqual({ code: 'BAD_USER_INPUT', message: 'The password is not correct.' });
    expect(await snapshot()).toBe(before);
    expect((await m.rest('GET', '/api/auth/user')).status).toBe(200);
  });

  it('deletes her data from every table and the file store, keeps her published reports as unlinked anonymous text, audits a label', async () => {
    const her = await member('Zenobia');
    const elsewhere = t.client();
    expect((await elsewhere.rest('POST', '/api/login', { username: her.user.username, password: 'password123' })).status).toBe(200);
    const other = await member('Bertrada');

    const shared = await profile('Shared');
    const mine = await report(her, shared, 'Zenobia published this', 2);
    const theirs = await report(other, shared, 'Bertrada published this', 4);
    await approve(mine);
    await approve(theirs);
    const pending = await report(her, shared, 'Zenobia still pending', 1);
    const rejected = await report(her, shared, 'Zenobia was rejected', 1);
    await reject(rejected);
    const before = await aggregates(shared);
    expect(before).toMatchObject({ review_count: 2, average_rating: '3.00' });

    const orphan = await addedWithPhoto(her, 'Orphanperson');
    const [photo] = await t.sql<{ image_key: string; image_variant_widths: number[] | null }>(
      'select image_key, image_variant_widths from profiles where id = $1',
      [orphan],
    );
    expect(stored(photo.image_key)).toBe(true);
    await submitId(her);
    const [idRow] = await t.sql<{ document_key: string }>('select document_key from id_verifications where user_id = $1', [her.user.id]);
    expect(stored(idRow.document_key)).toBe(true);
    await her.gql('mutation($id: ID!) { recordProfileView(profileId: $id) }', { id: String(shared) });
    await t.sql("insert into user_preferences (user_id, data) values ($1, '{}')", [her.user.id]);
    await t.sql(
      "insert into phone_verifications (id, user_id, phone_hash, phone_e164, code_hash, expires_at) values (gen_random_uuid(), $1, 'h', $2, 'c', now() + interval '10 minutes')",
      [her.user.id, her.phone],
    );
    const removal = await her.rest('POST', '/api/removal-requests', {
      targetType: 'report',
      targetId: Number(theirs),
      reason: 'other',
      explanation: 'Please review this report, it is not accurate.',
      contactEmail: 'zenobia.contact@example.org',
      goodFaith: true,
    });
    expect(removal.status).toBe(201);

    const res = await deleteAccount(her);
    expect(res).toMatchObject({ status: 200, body: { success: true } });

    // Every session of hers ended, this one and the other browser's.
    expect((await her.rest('GET', '/api/auth/user')).status).toBe(401);
    expect((await elsewhere.rest('GET', '/api/auth/user')).status).toBe(401);

    // Nothing names her anywhere: not her id, username, e-mail, names or phone (the audit log keeps her id with a label, see below).
    const needles = [her.user.id, her.user.username, her.user.email, 'Zenobia', 'Zenobiason', her.phone, t.app.services.phone.phoneHash(her.phone)];
    expect(await tablesMentioning(needles.slice(1))).toEqual({
      // The report text she chose to keep public says what she wrote (its title has her name in it here), not who she is.
      reports: 1,
      // The moderators' audit labels quote report titles ("Zenobia published this", "Zenobia was rejected"), never her account.
      audit_log: 2,
      // So does the statement of reasons of the rejection, kept like its audit entry, no longer linked to her.
      decisions: 1,
      // The removal request she sent keeps the contact address she typed into the public form: it must still be decided.
      removal_requests: 1,
    });
    expect(await tablesMentioning([her.user.id], ['audit_log'])).toEqual({});
    expect(await t.sql('select 1 from users where id = $1', [her.user.id])).toEqual([]);
    // She cannot sign in again (checked after the scan: a failed sign-in counts a failure under the name typed, as for any unknown name).
    expect((await t.client().rest('POST', '/api/login', { username: her.user.username, password: 'password123' })).status).toBe(401);

    // Pending and rejected reports are gone; the published one stays, unlinked; aggregates unchanged and right.
    const left = await t.sql<{ id: number; author_id: string | null; title: string }>(
      'select id, author_id, title from reports where profile_id = $1 order by id',
      [shared],
    );
    expect(left.map((r) => [String(r.id), r.author_id === null, r.title])).toEqual([
      [mine, true, 'Zenobia published this'],
      [theirs, false, 'Bertrada published this'],
    ]);
    expect(left.map((r) => String(r.id))).not.toContain(pending);
    expect(await aggregates(shared)).toEqual(before);
    const publicReports = await t.client().rest('GET', `/api/profiles/${shared}/reports`);
    expect(publicReports.body.map((r: { title: string }) => r.title).sort()).toEqual(['Bertrada published this', 'Zenobia published this']);

    // The person only she had added (nobody can see her, nothing else about her) is gone with her photo and its copies.
    expect(await t.sql('select 1 from profiles where id = $1', [orphan])).toEqual([]);
    expect(stored(photo.image_key)).toBe(false);
    // Her ID document file is gone too.
    expect(stored(idRow.document_key)).toBe(false);

    // Her removal request must still be decided: it stays, with no link to her.
    expect(await t.sql('select requester_id from removal_requests where id = $1', [removal.body.id])).toEqual([{ requester_id: null }]);

    // The audit log records the deletion under a label, with no data of hers.
    const label = deletedMemberLabel(her.user.id);
    const entries = await t.sql<Record<string, unknown>>("select * from audit_log where action = 'account.delete' and target_id = $1", [her.user.id]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_label: label, target_type: 'user', target_label: label, ip: null, note: null });
    expect(entries[0].metadata).toEqual({ deletePublishedReports: false, reportsDeleted: 2, reportsKeptAnonymous: 1, profilesDeleted: 1, banKept: false });
    expect(JSON.stringify(entries[0])).not.toMatch(new RegExp(`${her.user.username}|${her.user.email}|Zenobia`));

    // A confirmation e-mail went to her address (after the statement of reasons of her rejected report, which is always
    // e-mailed); the other member is untouched.
    expect(emailsTo(her.user.email).map((m) => m.subject)).toEqual(['Your report was not approved', 'Your Tea account has been deleted']);
    expect((await other.rest('GET', '/api/auth/user')).status).toBe(200);
    expect(await t.sql('select 1 from users where id = $1', [other.user.id])).toHaveLength(1);

    // Not banned: her username is free again.
    const again = await t
      .client()
      .rest('POST', '/api/register', { username: her.user.username, email: `again${uniq()}@example.com`, password: 'quiet-harbor-pebble' });
    expect(again.status).toBe(202);
  });

  it('with "also delete my published reports" deletes them and recomputes the aggregates in the same transaction (GraphQL)', async () => {
    const her = await member('Hildegard');
    const other = await member('Ermengarde');
    const pid = await profile('Rated');
    await approve(await report(her, pid, 'Her low rating', 1));
    await approve(await report(other, pid, 'A high rating', 5));
    expect(await aggregates(pid)).toEqual({ review_count: 2, average_rating: '3.00', flag_status: 'neutral' });

    const res = await her.gql('mutation { deleteAccount(password: "password123", deletePublishedReports: true) }');
    expect(res.body).toEqual({ data: { deleteAccount: true } });
    // One member left: no flag (SAFETY 16).
    expect(await aggregates(pid)).toEqual({ review_count: 1, average_rating: '5.00', flag_status: 'neutral' });
    expect((await t.sql<{ title: string }>('select title from reports where profile_id = $1', [pid])).map((r) => r.title)).toEqual(['A high rating']);
    expect((await her.gql('{ me { id } }')).body).toEqual({ data: { me: null } });
  });

  it('keeps a ban: the username and the phone hash stay refused after a banned account is deleted', async () => {
    const banned = await member('Banned');
    await t.sql("update users set last_ip = '203.0.113.9' where id = $1", [banned.user.id]);
    expect((await admin.rest('POST', '/api/admin/ban-user', { userId: banned.user.id, reason: 'Harassment', banIP: true })).status).toBe(200);
    // Her session stopped working at once, so she cannot delete through the API...
    expect((await deleteAccount(banned)).status).toBe(401);
    // ...but a ban that lands while her deletion runs (the service re-reads her row under a lock) is kept.
    const em = t.orm.em.fork();
    const user = await em.findOneOrFail(User, banned.user.id);
    const summary = await t.app.services.users.deleteAccount({ em, ip: '127.0.0.1' }, user, { password: 'password123' });
    expect(summary).toMatchObject({ banKept: true });

    const kept = await t.sql<Record<string, unknown>>('select username, phone_hash, banned_at from banned_identities where username = $1', [
      banned.user.username,
    ]);
    expect(kept).toEqual([{ username: banned.user.username, phone_hash: t.app.services.phone.phoneHash(banned.phone), banned_at: expect.any(Date) }]);
    expect(await t.sql('select 1 from users where id = $1', [banned.user.id])).toEqual([]);
    expect(await t.sql('select cidr from ip_bans where user_id = $1', [banned.user.id])).toHaveLength(1);

    // Re-registering with her username (any case) is refused, and so is a rename to it.
    const reg = await t
      .client()
      .rest('POST', '/api/register', { username: banned.user.username.toUpperCase(), email: `new${uniq()}@example.com`, password: 'quiet-harbor-pebble' });
    expect(reg).toMatchObject({ status: 409, body: expect.objectContaining({ message: 'Username already taken' }) });
    const someone = await member('Renamer');
    expect((await someone.rest('PUT', '/api/user/username', { username: banned.user.username })).status).toBe(409);
    // A new account cannot take over her phone number.
    const fresh = await t.signedIn({ phoneVerified: false });
    const send = await fresh.rest('POST', '/api/phone/send-code', { phone: banned.phone });
    expect(send).toMatchObject({ status: 409, body: expect.objectContaining({ message: 'This phone number is already linked to another account.' }) });

    // The audit log keeps the ban (its own label) and a labelled deletion entry.
    const actions = await t.sql<{ action: string; actor_label: string }>('select action, actor_label from audit_log where target_id = $1 order by id', [
      banned.user.id,
    ]);
    expect(actions).toEqual([
      { action: 'user.ban', actor_label: admin.user.username },
      { action: 'account.delete', actor_label: deletedMemberLabel(banned.user.id) },
    ]);
  });

  it('runs in one transaction: a failure half-way changes nothing, files included', async () => {
    const her = await member('Rollback');
    const pid = await profile('Rollbackprofile');
    await approve(await report(her, pid, 'Published before the failure', 1));
    await report(her, pid, 'Pending before the failure', 2);
    const orphan = await addedWithPhoto(her, 'Rollbackorphan');
    const [photo] = await t.sql<{ image_key: string }>('select image_key from profiles where id = $1', [orphan]);
    await submitId(her);
    const [idRow] = await t.sql<{ document_key: string }>('select document_key from id_verifications where user_id = $1', [her.user.id]);
    const mails = emailsTo(her.user.email).length;

    // The last statement (deleting the account row) fails, after reports, profiles, sessions and the audit entry were written.
    await t.sql(`create function refuse_user_delete() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`);
    await t.sql(
      `create trigger refuse_user_delete before delete on users for each row when (old.first_name = 'Rollback') execute function refuse_user_delete()`,
    );
    try {
      const before = await snapshot();
      const res = await deleteAccount(her, { password: 'password123', deletePublishedReports: true });
      expect(res.status).toBe(500);
      expect(await snapshot()).toBe(before);
      expect(stored(photo.image_key)).toBe(true);
      expect(stored(idRow.document_key)).toBe(true);
      expect(emailsTo(her.user.email)).toHaveLength(mails);
      expect((await her.rest('GET', '/api/auth/user')).status).toBe(200);
    } finally {
      await t.sql('drop trigger refuse_user_delete on users');
      await t.sql('drop function refuse_user_delete()');
    }
    expect((await deleteAccount(her, { password: 'password123', deletePublishedReports: true })).status).toBe(200);
    expect(stored(photo.image_key)).toBe(false);
    expect(stored(idRow.document_key)).toBe(false);
    expect(await aggregates(pid)).toEqual({ review_count: 0, average_rating: null, flag_status: 'neutral' });
  });

  it("replaces a deleted admin's name where it was copied into ID decisions", async () => {
    const reviewer = await t.signedIn({ role: Role.ADMIN });
    const applicant = await member('Applicant');
    await submitId(applicant);
    expect((await reviewer.rest('POST', `/api/admin/verification/${applicant.user.id}/approve`, {})).status).toBe(200);
    expect((await deleteAccount(reviewer)).status).toBe(200);
    expect(await t.sql('select reviewer_label from id_verifications where user_id = $1', [applicant.user.id])).toEqual([
      { reviewer_label: deletedMemberLabel(reviewer.user.id) },
    ]);
  });
});
