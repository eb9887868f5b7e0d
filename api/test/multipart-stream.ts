import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { Readable } from 'node:stream';

/*
 * Multipart bodies for upload tests, streamed to a real server: the file is bytes, or a size generated 64 KB at a
 * time while sending (a 2 GB body never exists in memory). Used by test/upload-limits.test.ts,
 * test/upload-corpus/ and bench/upload-memory.ts.
 */

export const BOUNDARY = '----tea-upload-test';

export const formPart = (name: string, value: string, boundary = BOUNDARY) =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);

/** The head of a file part, up to where its bytes start. The file name is written as given (CR, LF, NUL included). */
export const filePartHead = (name: string, filename = 'big.jpg', contentType = 'image/jpeg', boundary = BOUNDARY) =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);

export const closingBoundary = (boundary = BOUNDARY) => Buffer.from(`\r\n--${boundary}--\r\n`);

/** A new profile with its first report, as the upload tests and bench/upload-memory.ts send it with its image. */
const PROFILE_FIELDS = {
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

/** One way to create a profile with an image: where to POST, the body up to the file's bytes, the headers it needs. */
export interface ProfileUpload {
  name: string;
  path: string;
  head: () => Buffer;
  headers: Record<string, string>;
}

/** The REST shim's form (POST /api/profiles). */
export const REST_PROFILE_UPLOAD: ProfileUpload = {
  name: 'REST multipart (POST /api/profiles)',
  path: '/api/profiles',
  head: () => Buffer.concat([...Object.entries(PROFILE_FIELDS).map(([k, v]) => formPart(k, v)), filePartHead('profileImage')]),
  headers: { 'x-requested-with': 'XMLHttpRequest' },
};

/** The GraphQL multipart request (createProfile with its `profileImage` upload). */
export const GRAPHQL_PROFILE_UPLOAD: ProfileUpload = {
  name: 'GraphQL multipart upload (createProfile)',
  path: '/graphql',
  head: () => {
    const { confirmAdult: _c, ...input } = PROFILE_FIELDS;
    const operations = {
      query: 'mutation($input: CreateProfileInput!, $img: Upload) { createProfile(input: $input, profileImage: $img) { id } }',
      variables: { input: { ...input, confirmAdult: true, category: 'DATING', reportType: 'POSITIVE', reportCategory: 'DATING' }, img: null },
    };
    return Buffer.concat([formPart('operations', JSON.stringify(operations)), formPart('map', JSON.stringify({ 0: ['variables.img'] })), filePartHead('0')]);
  },
  headers: { 'apollo-require-preflight': 'true' },
};

/** The bytes of a file part: `file` itself, or a size: a JPEG start followed by filler, generated `chunkBytes` at a time. */
export async function* fileChunks(file: Buffer | number, chunkBytes = 64 * 1024): AsyncGenerator<Buffer> {
  if (typeof file !== 'number') {
    yield file;
    return;
  }
  const filler = Buffer.alloc(chunkBytes, 0x5a);
  const first = Buffer.from(filler);
  first.set([0xff, 0xd8, 0xff, 0xe0]);
  for (let sent = 0; sent < file; sent += filler.length) {
    const chunk = sent === 0 ? first : filler;
    yield sent + chunk.length <= file ? chunk : chunk.subarray(0, file - sent);
  }
}

export type Part = { name: string; value: string } | { name: string; filename?: string; contentType?: string; data: Buffer };

/** A whole multipart/form-data body; file parts are followed by their CRLF, the body by the closing boundary. */
export function multipartBody(parts: Part[], boundary = BOUNDARY): Buffer {
  const out: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) out.push(formPart(p.name, p.value, boundary));
    else out.push(filePartHead(p.name, p.filename, p.contentType, boundary), p.data, Buffer.from('\r\n'));
  }
  out.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(out);
}

/** Server-side sockets by the client's port, to read how much of each body the server took in (`Sent.serverRead`). */
export function trackServerSockets(server: Server): Map<number, Socket> {
  const sockets = new Map<number, Socket>();
  server.on('connection', (s: Socket) => sockets.set(s.remotePort!, s));
  return sockets;
}

export interface Sent {
  status: number;
  headers: IncomingHttpHeaders;
  body: any;
  /** Bytes the client handed to its socket (request line and headers included) before the connection ended. */
  written: number;
  /** Bytes the server read from that connection (-1 when its sockets are not tracked). */
  serverRead: number;
  /**
   * The server ended the connection instead of keeping it open for another request: its side of the socket ended,
   * when `serverSockets` are tracked; otherwise a FIN or reset seen by the client (which can miss it: Node's client
   * may close its own socket first after a `Connection: close` answer).
   */
  serverClosed: boolean;
  /** The client side's port. */
  localPort: number;
}

export interface SendOptions {
  headers: Record<string, string>;
  /** Send a Content-Length for the whole body (otherwise chunked). */
  declareLength?: boolean;
  /** What follows the file; the closing boundary by default. */
  closing?: Buffer;
  /** A pause between the file and what follows it (so they cannot arrive in one read). */
  closingDelayMs?: number;
  serverSockets?: Map<number, Socket>;
}

/**
 * POSTs `head`, then `file` (bytes, or a size: a JPEG start followed by filler, generated 64 KB at a time while
 * sending), then the closing boundary; chunked unless `declareLength`. Resolves once the connection is closed or
 * the answer has fully arrived, whichever is later; a server that closes the connection while the client is still
 * sending is expected (EPIPE / ECONNRESET on the client side) as long as its answer arrived first. After an answer
 * with `Connection: close` the client waits up to 5 s for the server to close; after any other answer it closes the
 * connection itself.
 */
export function sendMultipart(url: string, head: Buffer, file: Buffer | number, opts: SendOptions): Promise<Sent> {
  const closing = opts.closing ?? closingBoundary();
  const fileBytes = typeof file === 'number' ? file : file.length;
  async function* body() {
    yield head;
    yield* fileChunks(file);
    if (opts.closingDelayMs) await new Promise((r) => setTimeout(r, opts.closingDelayMs));
    yield closing;
  }
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      // Whether the connection closes is the server's choice, not the client's.
      connection: 'keep-alive',
      ...opts.headers,
      ...(opts.declareLength ? { 'content-length': String(head.length + fileBytes + closing.length) } : {}),
    };
    const req = request(url, { method: 'POST', headers, agent: false });
    let answer: Omit<Sent, 'written' | 'serverRead' | 'serverClosed' | 'localPort'> | null = null;
    let socketClosed = false;
    let serverClosed = false;
    let localPort = 0;
    let written = 0;
    let giveUp: NodeJS.Timeout | undefined;
    const finish = () => {
      if (!answer || !socketClosed) return;
      const server = opts.serverSockets?.get(localPort);
      resolve({
        ...answer,
        written,
        serverRead: server ? server.bytesRead : -1,
        serverClosed: server ? server.writableEnded || server.destroyed : serverClosed,
        localPort,
      });
    };
    req.on('socket', (s: Socket) => {
      s.once('connect', () => (localPort = s.localPort!));
      s.once('end', () => {
        serverClosed = true;
        // The server ended the connection after its answer: nothing more to wait for.
        if (answer) req.destroy();
      });
      s.on('error', (e: NodeJS.ErrnoException) => {
        if (e.code === 'ECONNRESET' || e.code === 'EPIPE') serverClosed = true;
      });
      s.once('close', () => {
        clearTimeout(giveUp);
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
        // A kept-alive connection (an accepted upload) is closed here; a refused one is the server's to close.
        if (res.headers.connection !== 'close' || serverClosed) req.destroy();
        else giveUp = setTimeout(() => req.destroy(), 5000);
        finish();
      });
      res.on('error', () => {});
    });
    req.on('error', () => {});
    Readable.from(body(), { objectMode: false }).pipe(req);
  });
}

/**
 * A client that keeps sending a chunked body of `bytes` (after `head`) and reads nothing until `readAfterMs` have
 * passed, as a busy or write-then-read client does: whether the server's early answer survives until it is read
 * (a connection reset in between loses it). Resolves with the answer's status line ('' when none arrived) and the
 * connection error, once the connection is closed.
 */
export function sendReadingLate(
  url: string,
  head: Buffer,
  bytes: number,
  headers: Record<string, string>,
  readAfterMs: number,
): Promise<{ statusLine: string; error: string }> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    let error = '';
    socket.pause();
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve({ statusLine: received.split('\r\n')[0], error }));
    const lines = Object.entries({ ...headers, host: `${hostname}:${port}`, 'transfer-encoding': 'chunked' }).map(([k, v]) => `${k}: ${v}\r\n`);
    socket.write(`POST ${pathname} HTTP/1.1\r\n${lines.join('')}\r\n`);
    const frame = (b: Buffer) => Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')]);
    socket.write(frame(head));
    const filler = frame(Buffer.alloc(256 * 1024, 0x5a));
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !socket.destroyed) {
        sent += 256 * 1024;
        if (!socket.write(filler)) return void socket.once('drain', pump);
      }
    };
    pump();
    setTimeout(() => socket.resume(), readAfterMs);
  });
}
