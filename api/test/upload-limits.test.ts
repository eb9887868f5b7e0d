import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { IMAGE_LIMITS } from '../src/modules/upload/image-pipeline.js';
import { startTestServer, type TestServer } from './test-server.js';
import { BOUNDARY, GRAPHQL_PROFILE_UPLOAD, REST_PROFILE_UPLOAD, sendMultipart, trackServerSockets, type ProfileUpload, type Sent } from './multipart-stream.js';

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

/** POSTs `head`, `file` (bytes or a generated size) and the closing boundary as the signed-in member (multipart-stream.ts). */
function send(path: string, head: Buffer, file: Buffer | number, opts: { declareLength?: boolean; headers: Record<string, string> }): Promise<Sent> {
  return sendMultipart(`${t.url}${path}`, head, file, {
    declareLength: opts.declareLength,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie: member.cookieHeader(), ...opts.headers },
    serverSockets,
  });
}

const REFUSAL = 'Please select an image under 5MB.';

/** Both ways to create a profile with an image, with how each words its answers. */
const UPLOADS: (ProfileUpload & { refusedWhileReading: (body: any) => void; accepted: (res: Sent) => void; background: string })[] = [
  {
    ...REST_PROFILE_UPLOAD,
    refusedWhileReading: (body) => expect(body).toMatchObject({ message: REFUSAL }),
    accepted: (res) => {
      expect(res.status).toBe(201);
      expect(res.headers.connection).not.toBe('close');
    },
    background: '#3366aa',
  },
  {
    ...GRAPHQL_PROFILE_UPLOAD,
    refusedWhileReading: (body) =>
      expect(body.errors).toEqual([expect.objectContaining({ message: REFUSAL, extensions: expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' }) })]),
    accepted: (res) => {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { createProfile: { id: expect.stringMatching(/^\d+$/) } } });
    },
    background: '#aa6633',
  },
];

describe.each(UPLOADS)('$name with a 50 MB file', (upload) => {
  it('answers 413 with its refusal and stops reading at the limit, storing nothing (chunked body)', async () => {
    const before = await counts();
    const filesBefore = t.uploadedFiles().length;
    const res = await send(upload.path, upload.head(), FIFTY_MB, { headers: upload.headers });
    expect(res.status).toBe(413);
    upload.refusedWhileReading(res.body);
    expect(res.headers.connection).toBe('close');
    expect(res.serverRead).toBeGreaterThan(IMAGE_LIMITS.maxBytes);
    expect(res.serverRead).toBeLessThanOrEqual(READ_CEILING);
    // What the client got out before the connection closed: the server's read plus what the kernels buffered.
    expect(res.written).toBeLessThan(FIFTY_MB / 2);
    expect(await counts()).toEqual(before);
    expect(t.uploadedFiles().length).toBe(filesBefore);
  });

  it('answers 413 before reading anything when Content-Length says 50 MB', async () => {
    const before = await counts();
    const res = await send(upload.path, upload.head(), FIFTY_MB, { headers: upload.headers, declareLength: true });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: REFUSAL });
    expect(res.headers.connection).toBe('close');
    expect(res.serverRead).toBeLessThan(256 * 1024);
    expect(res.written).toBeLessThan(FIFTY_MB / 2);
    expect(await counts()).toEqual(before);
  });

  it('still accepts an image under the limit sent the same way', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: upload.background } })
      .jpeg()
      .toBuffer();
    const before = await counts();
    const res = await send(upload.path, upload.head(), jpeg, { headers: upload.headers });
    upload.accepted(res);
    expect(await counts()).toEqual({ p: before.p + 1, r: before.r + 1 });
  });
});
