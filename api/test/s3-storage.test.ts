import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { startTestServer, type TestClient, type TestServer } from './test-server.js';
import { freePort, spawnBuiltApp, type BuiltApp } from './built-app.js';
import { Role } from '../src/modules/user/user.entity.js';
import { imageFileKeys } from '../src/modules/upload/image-variants.js';
import { scheduledJobs } from '../src/app/jobs.js';

/*
 * Issue 11 item 6: uploads on S3 end to end, against a real S3-protocol server (s3rver) and the real app over HTTP.
 * Profile photos (and their copies) and ID documents go to the bucket and only there; the app reads them back after
 * its own access checks; moderation decisions and the 30-day purge delete the objects; and with STORAGE_DRIVER=s3
 * nothing is written under DATA_DIR (nor, for the built app as a separate process, under its TMPDIR).
 *
 * s3rver checks the signature of every signed request but answers unsigned ones as an open bucket would: it has no
 * ACLs or bucket policies (its ACL answer is a fixed stub). So the test cannot watch the server refuse an anonymous
 * read; it checks what the app controls instead: it never asks for a public object (no ACL or grant header on any
 * write), never hands out a bucket address, and stores ID documents encrypted, so what an anonymous read of the
 * bucket gets is ciphertext.
 */
const BUCKET = 'tea-private';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let s3: S3rver;
let s3Server: Server;
let s3Dir: string;
let endpoint: string;
let bucketClient: S3Client;
/** Every request the bucket got: s3rver's own request handler, hosted in a server that records them. */
const requests: { method: string; path: string; headers: Record<string, unknown> }[] = [];
/** Objects this test itself overwrote in the bucket (as another tool would). */
const tampered = new Set<string>();
/** The app's writes. */
const writes = () => requests.filter((r) => r.method === 'PUT' && ![...tampered].some((key) => r.path.includes(key)));
let t: TestServer;
let admin: Awaited<ReturnType<TestServer['signedIn']>>;
let member: Awaited<ReturnType<TestServer['signedIn']>>;
let dataDirBefore: string[];

const s3Env = () => ({
  STORAGE_DRIVER: 's3',
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
});

/** Every file below `dir`, relative, recursively (folders end with `/`). */
function listTree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((e) => relative(dir, join(e.parentPath, e.name)) + (e.isDirectory() ? '/' : ''))
    .sort();
}

/** Every key in the bucket, listed with the bucket's credentials (as an operator would). */
async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await bucketClient.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

/** A direct, unsigned GET of an object at the bucket's own address. */
const anonymousGet = (key: string) => fetch(`${endpoint}/${BUCKET}/${key}`);

async function photo(width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .jpeg()
    .toBuffer();
}

/** Adds a person with a photo through the real multipart path (the photo is pending); returns the profile id. */
async function addWithPhoto(client: TestClient, firstName: string): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ firstName, category: 'friends', confirmAdult: 'true' })) form.append(k, v);
  form.append('profileImage', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'me.jpg');
  const res = await client.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
  const body = (await res.json()) as { id: string };
  expect(res.status).toBe(201);
  return body.id;
}

async function submitId(client: TestClient): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ idType: 'passport', idNumber: 'X7654321', fullName: 'Noor Vale', dateOfBirth: '1991-05-06' })) form.append(k, v);
  form.append('idImage', new Blob([new Uint8Array(await photo(300, 200))], { type: 'image/jpeg' }), 'id.jpg');
  const res = await client.fetch('/api/id/submit', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
  await res.arrayBuffer();
  return res.status;
}

async function profileImage(id: string) {
  const [row] = await t.sql<{ image_key: string; image_variant_widths: number[] | null }>(
    'select image_key, image_variant_widths from profiles where id = $1',
    [Number(id)],
  );
  return { key: row.image_key, files: imageFileKeys(row.image_key, row.image_variant_widths) };
}

async function idRequestOf(userId: string) {
  const rows = await t.sql<{ id: string; status: string; document_key: string | null }>(
    'select id, status, document_key from id_verifications where user_id = $1 order by submitted_at desc',
    [userId],
  );
  return rows[0];
}

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'tea-s3rver-'));
  s3 = new S3rver({ silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3.configureBuckets();
  const handle = s3.callback();
  s3Server = createServer((req, res) => {
    requests.push({ method: req.method!, path: req.url!, headers: { ...req.headers } });
    handle(req, res);
  });
  await new Promise<void>((resolve) => s3Server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3Server.address() as AddressInfo).port}`;
  bucketClient = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  t = await startTestServer(s3Env());
  dataDirBefore = listTree(t.env.DATA_DIR);
  admin = await t.signedIn({ role: Role.ADMIN });
  member = await t.signedIn();
}, 60_000);

afterAll(async () => {
  await t?.close();
  bucketClient?.destroy();
  await new Promise((resolve) => (s3Server ? s3Server.close(resolve) : resolve(undefined)));
  rmSync(s3Dir, { recursive: true, force: true });
});

describe('profile photos on S3', () => {
  it('writes the photo and its copies to the bucket only, and serves them through the app after its visibility check', async () => {
    const id = await addWithPhoto(member, 'Iris');
    const { key, files } = await profileImage(id);
    expect(files).toHaveLength(7);
    expect(await bucketKeys()).toEqual(expect.arrayContaining(files));
    // Pending: the uploader and admins see it through the app, a visitor does not.
    const url = `/api/images/profiles/${id}`;
    expect((await member.fetch(url)).status).toBe(200);
    expect((await admin.fetch(url)).status).toBe(200);
    expect((await t.client().fetch(url)).status).toBe(404);
    const copy = await member.fetch(`${url}?w=320&fmt=webp`);
    expect(copy.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).width).toBe(320);
    // What the app answers names its own routes, never the bucket.
    const profile = await member.rest('GET', `/api/profiles/${id}`);
    expect(profile.body.profileImageUrl).toMatch(new RegExp(`^${url}(\\?|$)`));
    expect(JSON.stringify(profile.body)).not.toContain(BUCKET);
    expect(JSON.stringify(profile.body)).not.toContain(endpoint);
    expect(JSON.stringify(profile.body)).not.toContain(key);
  });

  it('deletes a rejected photo and all its copies from the bucket; an approved one stays and is served to visitors', async () => {
    const rejected = await profileImage(await addWithPhoto(member, 'Opal'));
    const approvedId = await addWithPhoto(member, 'Pearl');
    const approved = await profileImage(approvedId);
    const rejectedId = (await t.sql<{ id: number }>('select id from profiles where image_key = $1', [rejected.key]))[0].id;
    expect((await admin.rest('POST', '/api/admin/approve-image', { profileId: String(rejectedId), status: 'rejected', reason: 'explicit' })).status).toBe(200);
    expect((await admin.rest('POST', '/api/admin/approve-image', { profileId: approvedId, status: 'approved' })).status).toBe(200);
    const keys = await bucketKeys();
    for (const k of rejected.files) expect(keys).not.toContain(k);
    expect(keys).toEqual(expect.arrayContaining(approved.files));
    for (const k of rejected.files) expect((await anonymousGet(k)).status).toBe(404);
    expect((await t.client().fetch(`/api/images/profiles/${approvedId}`)).status).toBe(200);
  });

  it('serves an object whose type was changed in the bucket by another tool as opaque bytes, never as a page', async () => {
    const id = await addWithPhoto(member, 'Ruby');
    const { key } = await profileImage(id);
    const markup = Buffer.from('<script>alert(1)</script>');
    tampered.add(key);
    await bucketClient.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: markup, ContentType: 'text/html; charset=utf-8' }));
    const res = await member.fetch(`/api/images/profiles/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(markup);
  });
});

describe('ID documents on S3', () => {
  it('stores the document encrypted in the bucket, opens it only through the admin link, and deletes it on approval', async () => {
    const m = await t.signedIn();
    expect(await submitId(m)).toBe(201);
    const request = await idRequestOf(m.user.id);
    const key = request.document_key!;
    expect(key).toMatch(/^id-documents\//);
    expect(await bucketKeys()).toContain(key);
    // Whatever reads the bucket directly gets ciphertext, not an image.
    const direct = Buffer.from(await (await anonymousGet(key)).arrayBuffer());
    expect(direct.subarray(0, 3).toString('latin1')).toBe('TEA');
    await expect(sharp(direct).metadata()).rejects.toThrow();
    // The member herself cannot open it; the admin can, through a link that reads the object through the app.
    expect((await m.rest('POST', `/api/admin/verification-requests/${request.id}/open`)).status).toBe(403);
    const opened = await admin.gql('mutation($id: ID!) { openIdDocument(requestId: $id) { url } }', { id: request.id });
    const image = await admin.fetch(opened.body.data!.openIdDocument.url);
    expect(image.status).toBe(200);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(300);

    expect((await admin.rest('POST', `/api/admin/verification/${m.user.id}/approve`)).body).toEqual({ success: true });
    expect(await bucketKeys()).not.toContain(key);
    expect((await admin.fetch(opened.body.data!.openIdDocument.url)).status).toBe(404);
  });

  it('deletes the document of a rejected request from the bucket', async () => {
    const m = await t.signedIn();
    expect(await submitId(m)).toBe(201);
    const request = await idRequestOf(m.user.id);
    expect(await bucketKeys()).toContain(request.document_key);
    const res = await admin.gql('mutation($id: ID!) { rejectVerification(requestId: $id, notes: "Blurry") }', { id: request.id });
    expect(res.body.data).toEqual({ rejectVerification: true });
    expect(await bucketKeys()).not.toContain(request.document_key);
  });

  it('the 30-day purge job deletes undecided documents from the bucket', async () => {
    const m = await t.signedIn();
    expect(await submitId(m)).toBe(201);
    const request = await idRequestOf(m.user.id);
    expect(await t.app.services.verification.purgeStale(t.orm.em.fork())).toBe(0);
    expect(await bucketKeys()).toContain(request.document_key);
    await t.sql("update id_verifications set submitted_at = now() - interval '31 days' where id = $1", [request.id]);
    // The hourly job itself (jobs.ts), as the job queue runs it.
    await scheduledJobs(t.orm, t.app.services, t.app.services.logger)
      .find((j) => j.name === 'id-document-purge')!
      .run();
    expect(await idRequestOf(m.user.id)).toMatchObject({ status: 'rejected', document_key: null });
    expect(await bucketKeys()).not.toContain(request.document_key);
  });
});

describe('the bucket stays private and the disk stays empty', () => {
  it('never asks the bucket for a public object or grants anyone else access', () => {
    expect(writes().length).toBeGreaterThan(0);
    for (const w of writes()) {
      expect(w.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
      for (const name of Object.keys(w.headers)) expect(name).not.toMatch(/^x-amz-(acl|grant-)/);
    }
    // No bucket policy, ACL or website configuration is ever set either.
    expect(requests.filter((r) => r.method === 'PUT' && /[?&](policy|acl|website)\b/.test(r.path))).toEqual([]);
  });

  it('wrote nothing under DATA_DIR but the e-mail outbox: no upload folder at all', () => {
    expect(writes().length).toBeGreaterThan(0);
    const after = listTree(t.env.DATA_DIR);
    expect(after.filter((f) => !f.startsWith('outbox/') && f !== 'outbox/')).toEqual(dataDirBefore);
    expect(after).not.toContain('uploads/');
  });

  describe('a second instance (the built app as its own process) on the same database and bucket', () => {
    let dataDir: string;
    let tmp: string;
    let app: BuiltApp | undefined;
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'tea-s3-data-'));
      tmp = mkdtempSync(join(tmpdir(), 'tea-s3-tmp-'));
      chmodSync(dataDir, 0o755);
      app = spawnBuiltApp({
        ...s3Env(),
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        TMPDIR: tmp,
        DATABASE_URL: t.env.DATABASE_URL!,
        SESSION_SECRET: t.env.SESSION_SECRET,
        APP_ENCRYPTION_KEY: t.env.APP_ENCRYPTION_KEY,
      });
      await app.ready();
    }, 120_000);
    afterAll(async () => {
      if (app && app.child.exitCode === null && app.child.signalCode === null) {
        app.child.kill('SIGTERM');
        await app.exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(tmp, { recursive: true, force: true });
    });

    it('takes uploads with nothing written to its DATA_DIR or TMPDIR; the first instance reads what it stored', async () => {
      // Sessions live in PostgreSQL: the member's and the admin's cookies work on the second instance as they are.
      const onSecond = (c: TestClient) => Object.assign(Object.create(Object.getPrototypeOf(c) as object) as TestClient, c, { baseUrl: app!.url });
      const m = await t.signedIn();
      const id = await addWithPhoto(onSecond(m), 'Jade');
      expect(await submitId(onSecond(m))).toBe(201);
      const { files } = await profileImage(id);
      expect(await bucketKeys()).toEqual(expect.arrayContaining(files));
      expect((await m.fetch(`/api/images/profiles/${id}?w=160&fmt=jpeg`)).status).toBe(200);
      const request = await idRequestOf(m.user.id);
      const opened = await admin.gql('mutation($id: ID!) { openIdDocument(requestId: $id) { url } }', { id: request.id });
      expect((await admin.fetch(opened.body.data!.openIdDocument.url)).status).toBe(200);
      expect(listTree(dataDir)).toEqual([]);
      expect(listTree(tmp)).toEqual([]);
    });
  });
});
