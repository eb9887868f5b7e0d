import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { gqlError, startTestServer, type TestServer } from '../../../test/test-server.js';
import { Role } from '../user/user.entity.js';

let t: TestServer;
let admin: Awaited<ReturnType<TestServer['signedIn']>>;
let jpeg: Buffer;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signedIn({ role: Role.ADMIN });
  jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const fields = { idType: 'passport', idNumber: 'X1234567', fullName: 'Uma Vance', dateOfBirth: '1990-04-02' };

async function submit(client: Awaited<ReturnType<TestServer['signedIn']>>, patch: Record<string, string> = {}, image: Buffer | null = jpeg) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...fields, ...patch })) form.append(k, v);
  if (image) form.append('idImage', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'id.jpg');
  const res = await client.fetch('/api/id/submit', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
  return { status: res.status, body: (await res.json()) as any };
}

function storedIdFiles(): string[] {
  const dir = join(t.env.DATA_DIR, 'uploads', 'id-documents');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => !f.endsWith('.meta.json'))
        .map((f) => join(dir, f))
    : [];
}

const requestOf = async (userId: string) =>
  (
    await t.sql<{ id: string; status: string; document_key: string | null; details_ciphertext: Buffer | null; reviewer_label: string | null; id_type: string }>(
      'select * from id_verifications where user_id = $1',
      [userId],
    )
  )[0];

describe('ID verification: member side', () => {
  it('refuses incomplete forms, non-images and big files with SPEC messages, storing nothing', async () => {
    const m = await t.signedIn();
    expect((await submit(m, { fullName: '' })).body).toMatchObject({ message: 'Please fill in all fields and upload your ID.' });
    expect((await submit(m, {}, null)).body).toMatchObject({ message: 'Please fill in all fields and upload your ID.' });
    const notImage = await submit(m, {}, Buffer.from('%PDF-1.4 not an image'));
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toMatch(/^Please select an image file/);
    const big = await submit(m, {}, Buffer.alloc(5 * 1024 * 1024 + 1, 0xff));
    expect(big).toEqual({ status: 413, body: expect.objectContaining({ message: 'Please select an image under 5MB.' }) });
    expect((await submit(m, { dateOfBirth: '2015-01-01' })).body).toMatchObject({ message: 'Members must be 18 or older.' });
    expect(await t.sql('select 1 from id_verifications where user_id = $1', [m.user.id])).toEqual([]);
  });

  it('stores the document encrypted (not a readable image) and the details encrypted; status becomes pending', async () => {
    const m = await t.signedIn();
    const before = storedIdFiles().length;
    const res = await submit(m);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ idVerified: false, status: 'pending', verifiedAt: null });
    const files = storedIdFiles();
    expect(files.length).toBe(before + 1);
    const row = await requestOf(m.user.id);
    const stored = readFileSync(join(t.env.DATA_DIR, 'uploads', row.document_key!));
    expect(stored.subarray(0, 3).toString('latin1')).toBe('TEA');
    expect(stored.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    await expect(sharp(stored).metadata()).rejects.toThrow();
    expect(row.details_ciphertext!.toString('latin1')).not.toContain('Uma Vance');
    expect(row.details_ciphertext!.toString('latin1')).not.toContain('X1234567');
    expect((await m.rest('GET', '/api/id/status')).body).toMatchObject({ status: 'pending', idVerified: false });
    expect((await m.rest('GET', '/api/verification/status')).body).toEqual({ status: 'pending', idVerified: false });
    expect((await submit(m)).status).toBe(409);
  });

  it('is never served to the member herself or to anyone but admins', async () => {
    const m = await t.signedIn();
    await submit(m);
    const row = await requestOf(m.user.id);
    const open = await m.rest('POST', `/api/admin/verification-requests/${row.id}/open`);
    expect(open.status).toBe(403);
    expect((await m.rest('GET', `/api/admin/id-documents/${row.id}?expires=9999999999&sig=x`)).status).toBe(403);
    expect((await t.client().rest('GET', `/api/admin/id-documents/${row.id}?expires=9999999999&sig=x`)).status).toBe(401);
  });
});

describe('ID verification: admin side', () => {
  it('lists pending and all with counts, opens a document through an audited 2-minute link, then approves and deletes it', async () => {
    const m = await t.signedIn();
    await submit(m);
    const row = await requestOf(m.user.id);
    const list = await admin.gql('{ verificationRequests { pending all items { id username idType status hasDocument } } }');
    expect(list.body.data.verificationRequests.pending).toBeGreaterThanOrEqual(1);
    expect(list.body.data.verificationRequests.items).toContainEqual({
      id: row.id,
      username: m.user.username,
      idType: 'PASSPORT',
      status: 'PENDING',
      hasDocument: true,
    });
    expect(JSON.stringify(list.body)).not.toContain('X1234567');

    const opened = await admin.gql('mutation($id: ID!) { openIdDocument(requestId: $id) { fullName idNumber dateOfBirth url expiresAt } }', { id: row.id });
    const doc = opened.body.data.openIdDocument;
    expect(doc).toMatchObject({ fullName: 'Uma Vance', idNumber: 'X1234567', dateOfBirth: '1990-04-02' });
    expect(new Date(doc.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(120_000);
    const image = await admin.fetch(doc.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(120);
    // The link is bound to this admin: another admin's session does not open it; a changed expiry breaks it.
    const otherAdmin = await t.signedIn({ role: Role.ADMIN });
    expect((await otherAdmin.fetch(doc.url)).status).toBe(403);
    expect((await admin.fetch(doc.url.replace(/expires=\d+/, 'expires=9999999999'))).status).toBe(403);
    const audit = await t.sql<{ action: string; actor_label: string }>('select action, actor_label from audit_log where target_id = $1 order by id', [row.id]);
    expect(audit).toEqual([{ action: 'id.view_document', actor_label: admin.user.username }]);

    const approve = await admin.rest('POST', `/api/admin/verification/${m.user.id}/approve`, { notes: 'Looks good' });
    expect(approve.body).toEqual({ success: true });
    const after = await requestOf(m.user.id);
    expect(after).toMatchObject({ status: 'approved', document_key: null, details_ciphertext: null, reviewer_label: admin.user.username, id_type: 'passport' });
    expect(await t.app.services.files.get(row.document_key!)).toBeNull();
    expect((await admin.fetch(doc.url)).status).toBe(404);
    expect((await m.rest('GET', '/api/id/status')).body).toMatchObject({ idVerified: true, status: 'approved', verifiedAt: expect.any(String) });
    expect((await m.gql('{ me { idVerified idVerificationStatus } }')).body.data.me).toEqual({ idVerified: true, idVerificationStatus: 'APPROVED' });
    const notes = await t.sql<{ title: string }>('select title from notifications where user_id = $1', [m.user.id]);
    expect(notes).toEqual([{ title: 'Your ID is verified' }]);
    const outbox = readFileSync(join(t.env.DATA_DIR, 'outbox', 'email.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(outbox.at(-1)).toMatchObject({ to: m.user.email, subject: 'Your ID has been verified' });
    expect((await admin.rest('POST', `/api/admin/verification/${m.user.id}/approve`)).status).toBe(404);
  });

  it('rejects with notes; the member can submit again', async () => {
    const m = await t.signedIn();
    await submit(m);
    const row = await requestOf(m.user.id);
    const res = await admin.gql('mutation($id: ID!) { rejectVerification(requestId: $id, notes: "Blurry photo") }', { id: row.id });
    expect(res.body.data.rejectVerification).toBe(true);
    expect(await t.app.services.files.get(row.document_key!)).toBeNull();
    expect((await m.rest('GET', '/api/id/status')).body).toMatchObject({ idVerified: false, status: 'rejected' });
    const again = await admin.gql('mutation($id: ID!) { rejectVerification(requestId: $id) }', { id: row.id });
    expect(gqlError(again.body)?.code).toBe('CONFLICT');
    expect((await submit(m)).status).toBe(201);
  });

  it('purges undecided submissions after 30 days', async () => {
    const m = await t.signedIn();
    await submit(m);
    const row = await requestOf(m.user.id);
    const em = t.orm.em.fork();
    expect(await t.app.services.verification.purgeStale(em)).toBe(0);
    await t.sql("update id_verifications set submitted_at = now() - interval '31 days' where id = $1", [row.id]);
    expect(await t.app.services.verification.purgeStale(t.orm.em.fork())).toBe(1);
    expect(await requestOf(m.user.id)).toMatchObject({ status: 'rejected', document_key: null, details_ciphertext: null });
    expect(await t.app.services.files.get(row.document_key!)).toBeNull();
    expect(await t.sql('select actor_label, action from audit_log where target_id = $1', [row.id])).toEqual([{ actor_label: 'system', action: 'id.purge' }]);
  });
});
