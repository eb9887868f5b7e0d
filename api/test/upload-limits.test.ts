import { existsSync, readdirSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { IMAGE_LIMITS } from '../src/modules/upload/image-pipeline.js';
import { startTestServer, type TestServer } from './test-server.js';

/**
 * Issue 9 / SECURITY-PLAN §6.7 case 15: a 50 MB upload is refused with 413 *and the server stops reading it* at the
 * limit, instead of taking in all 50 MB first. The bodies are generated while they are sent (never one 50 MB
 * buffer); the server side counts the bytes it read from each connection. Memory is measured in
 * bench/upload-memory.ts, not here.
 */
let t: TestServer;
let member: Awaited<ReturnType<TestServer['signedIn']>>;
/** Server-side sockets by the client's port, to read how much of each body the server took in. */
const serverSockets = new Map<number, Socket>();
beforeAll(async () => {
  t = await startTestServer();
  member = await t.signedIn();
  t.app.server.on('connection', (s: Socket) => serverSockets.set(s.remotePort!, s));
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const FIFTY_MB = 50 * MB;
/** What the server may read of a refused body: the largest valid body (file, fields, framing) plus one socket read. */
const READ_CEILING = IMAGE_LIMITS.maxBytes + 512 * 1024 + 64 * 1024;
const BOUNDARY = '----tea-upload-limit-test';

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

const part = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

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

interface Sent {
  status: number;
  headers: IncomingHttpHeaders;
  body: any;
  /** Bytes the client handed to its socket (request line and headers included) before the connection ended. */
  written: number;
  /** Bytes the server read from that connection. */
  serverRead: number;
}

/**
 * POSTs `head`, then `file` (bytes, or a size: a JPEG start followed by filler, generated 64 KB at a time while
 * sending), then the closing boundary; chunked unless `declareLength`. Resolves once the connection is closed or
 * the answer has fully arrived, whichever is later; a server that closes the connection while the client is still
 * sending is expected (EPIPE / ECONNRESET on the client side) as long as its answer arrived first.
 */
function send(path: string, head: Buffer, file: Buffer | number, opts: { declareLength?: boolean; headers: Record<string, string> }): Promise<Sent> {
  const fileBytes = typeof file === 'number' ? file : file.length;
  async function* body() {
    yield head;
    if (typeof file === 'number') {
      const filler = Buffer.alloc(64 * 1024, 0x5a);
      const first = Buffer.from(filler);
      first.set([0xff, 0xd8, 0xff, 0xe0]);
      for (let sent = 0; sent < file; sent += filler.length) {
        const chunk = sent === 0 ? first : filler;
        yield sent + chunk.length <= file ? chunk : chunk.subarray(0, file - sent);
      }
    } else {
      yield file;
    }
    yield closing;
  }
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      cookie: member.cookieHeader(),
      // Whether the connection closes is the server's choice, not the client's.
      connection: 'keep-alive',
      ...opts.headers,
      ...(opts.declareLength ? { 'content-length': String(head.length + fileBytes + closing.length) } : {}),
    };
    const req = request(`${t.url}${path}`, { method: 'POST', headers, agent: false });
    let answer: Omit<Sent, 'written' | 'serverRead'> | null = null;
    let socketClosed = false;
    let localPort = 0;
    let written = 0;
    const finish = () => {
      if (!answer || !socketClosed) return;
      const server = serverSockets.get(localPort);
      resolve({ ...answer, written, serverRead: server?.bytesRead ?? -1 });
    };
    req.on('socket', (s: Socket) => {
      s.once('connect', () => (localPort = s.localPort!));
      s.once('close', () => {
        written = s.bytesWritten;
        // The server side of the connection may close a moment later: read its count then.
        setTimeout(() => {
          socketClosed = true;
          if (!answer) reject(new Error(`connection closed without an answer after ${written} bytes`));
          finish();
        }, 50);
      });
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        answer = { status: res.statusCode!, headers: res.headers, body: parsed };
        // A kept-alive connection (an accepted upload) is closed here.
        req.destroy();
        finish();
      });
      res.on('error', () => {});
    });
    req.on('error', () => {});
    Readable.from(body(), { objectMode: false }).pipe(req);
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
    expect(res.body).toEqual({ message: 'Please select an image under 5MB.' });
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
    expect(res.body).toEqual({ message: 'Please select an image under 5MB.' });
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
    expect(res.body).toEqual({ message: 'Please select an image under 5MB.' });
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
