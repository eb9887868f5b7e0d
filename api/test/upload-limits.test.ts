import { existsSync, readdirSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { IMAGE_LIMITS } from '../src/modules/upload/image-pipeline.js';
import { startTestServer, type TestServer } from './test-server.js';
import { BOUNDARY, closingBoundary, filePartHead, formPart, sendMultipart, trackServerSockets, type Sent } from './multipart-stream.js';

/**
 * Issue 9 / SECURITY-PLAN §6.7 case 15: a 50 MB upload is refused with 413 *and the server stops reading it* at the
 * limit, instead of taking in all 50 MB first. The bodies are generated while they are sent (never one 50 MB
 * buffer); the server side counts the bytes it read from each connection. Memory is measured in
 * bench/upload-memory.ts, not here.
 */
let t: TestServer;
let member: Awaited<ReturnType<TestServer['signedIn']>>;
/** Server-side sockets by the client's port, to read how much of each body the server took in. */
let serverSockets: Map<number, Socket>;
beforeAll(async () => {
  t = await startTestServer();
  member = await t.signedIn();
  serverSockets = trackServerSockets(t.app.server);
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const FIFTY_MB = 50 * MB;
/** What the server may read of a refused body: the largest valid body (file, fields, framing) plus one socket read. */
const READ_CEILING = IMAGE_LIMITS.maxBytes + 512 * 1024 + 64 * 1024;

const counts = async () =>
  (await t.sql<{ p: number; r: number }>('select (select count(*)::int from profiles) as p, (select count(*)::int from reports) as r'))[0];

function uploadedFiles(): string[] {
  const dir = join(t.env.DATA_DIR, 'uploads');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

const profileFields = {
  firstName: 'Nora',
  lastName: 'Quill',
  category: 'dating',
  location: 'Seattle, WA',
  confirmAdult: 'true',
  reportType: 'positive',
  reportTitle: 'Kind and on time',
  reportContent: 'She was thoughtful, on time and honest about what she wanted.',
  reportCategory: 'dating',
};

const part = (name: string, value: string) => formPart(name, value).toString();
const filePart = (name: string) => filePartHead(name).toString();
const closing = closingBoundary();

function restBody() {
  return Buffer.from(
    Object.entries(profileFields)
      .map(([k, v]) => part(k, v))
      .join('') + filePart('profileImage'),
  );
}

function graphqlBody() {
  const { confirmAdult: _c, ...input } = profileFields;
  const operations = {
    query: 'mutation($input: CreateProfileInput!, $img: Upload) { createProfile(input: $input, profileImage: $img) { id } }',
    variables: { input: { ...input, confirmAdult: true, category: 'DATING', reportType: 'POSITIVE', reportCategory: 'DATING' }, img: null },
  };
  return Buffer.from(part('operations', JSON.stringify(operations)) + part('map', JSON.stringify({ 0: ['variables.img'] })) + filePart('0'));
}

/** POSTs `head`, `file` (bytes or a generated size) and the closing boundary as the signed-in member (multipart-stream.ts). */
function send(path: string, head: Buffer, file: Buffer | number, opts: { declareLength?: boolean; headers: Record<string, string> }): Promise<Sent> {
  return sendMultipart(`${t.url}${path}`, head, file, {
    declareLength: opts.declareLength,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie: member.cookieHeader(), ...opts.headers },
    closing,
    serverSockets,
  });
}

const restHeaders = { 'x-requested-with': 'XMLHttpRequest' };
const graphqlHeaders = { 'apollo-require-preflight': 'true' };

describe('REST multipart (POST /api/profiles) with a 50 MB file', () => {
  it('answers 413 and stops reading at the limit, storing nothing (chunked body)', async () => {
    const before = await counts();
    const filesBefore = uploadedFiles().length;
    const res = await send('/api/profiles', restBody(), FIFTY_MB, { headers: restHeaders });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: 'Please select an image under 5MB.' });
    expect(res.headers.connection).toBe('close');
    expect(res.serverRead).toBeGreaterThan(IMAGE_LIMITS.maxBytes);
    expect(res.serverRead).toBeLessThanOrEqual(READ_CEILING);
    // What the client got out before the connection closed: the server's read plus what the kernels buffered.
    expect(res.written).toBeLessThan(FIFTY_MB / 2);
    expect(await counts()).toEqual(before);
    expect(uploadedFiles().length).toBe(filesBefore);
  });

  it('answers 413 before reading anything when Content-Length says 50 MB', async () => {
    const before = await counts();
    const res = await send('/api/profiles', restBody(), FIFTY_MB, { headers: restHeaders, declareLength: true });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: 'Please select an image under 5MB.' });
    expect(res.headers.connection).toBe('close');
    expect(res.serverRead).toBeLessThan(256 * 1024);
    expect(res.written).toBeLessThan(FIFTY_MB / 2);
    expect(await counts()).toEqual(before);
  });

  it('still accepts an image under the limit sent the same way', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const before = await counts();
    const res = await send('/api/profiles', restBody(), jpeg, { headers: restHeaders });
    expect(res.status).toBe(201);
    expect(res.headers.connection).not.toBe('close');
    expect(await counts()).toEqual({ p: before.p + 1, r: before.r + 1 });
  });
});

describe('GraphQL multipart upload (createProfile) with a 50 MB file', () => {
  it('answers 413 with the GraphQL error and stops reading at the limit, storing nothing (chunked body)', async () => {
    const before = await counts();
    const filesBefore = uploadedFiles().length;
    const res = await send('/graphql', graphqlBody(), FIFTY_MB, { headers: graphqlHeaders });
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual([expect.objectContaining({ message: 'Please select an image under 5MB.', extensions: { code: 'PAYLOAD_TOO_LARGE' } })]);
    expect(res.headers.connection).toBe('close');
    expect(res.serverRead).toBeGreaterThan(IMAGE_LIMITS.maxBytes);
    expect(res.serverRead).toBeLessThanOrEqual(READ_CEILING);
    expect(res.written).toBeLessThan(FIFTY_MB / 2);
    expect(await counts()).toEqual(before);
    expect(uploadedFiles().length).toBe(filesBefore);
  });

  it('answers 413 before reading anything when Content-Length says 50 MB', async () => {
    const before = await counts();
    const res = await send('/graphql', graphqlBody(), FIFTY_MB, { headers: graphqlHeaders, declareLength: true });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: 'Please select an image under 5MB.' });
    expect(res.headers.connection).toBe('close');
    expect(res.serverRead).toBeLessThan(256 * 1024);
    expect(await counts()).toEqual(before);
  });

  it('still accepts an image under the limit sent the same way', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa6633' } })
      .jpeg()
      .toBuffer();
    const before = await counts();
    const res = await send('/graphql', graphqlBody(), jpeg, { headers: graphqlHeaders });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { createProfile: { id: expect.stringMatching(/^\d+$/) } } });
    expect(await counts()).toEqual({ p: before.p + 1, r: before.r + 1 });
  });
});
