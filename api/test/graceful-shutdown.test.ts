import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from './test-server.js';
import { freePort, spawnBuiltApp, type BuiltApp } from './built-app.js';
import pg from 'pg';

/**
 * Issue 9 item 8 / SECURITY-PLAN §6.10 C: 50 requests in flight, then SIGTERM. All 50 complete with 2xx, readiness
 * is 503 (or the listener is closed) from the start of the drain, and the process exits with code 0, before the
 * forced exit (main.ts: 11 s, after the drain's own 10 s grace).
 *
 * The requests are slow the natural way, from the client's side: each one is a GraphQL browse query whose
 * headers and first half of the body arrive before SIGTERM, and the rest only once the drain has begun. The
 * server has started every one of them (it is reading their bodies), so they are in flight, not idle connections.
 */
const IN_FLIGHT = 50;
const QUERY = JSON.stringify({ query: 'query Browse { profiles(page: 1, pageSize: 20) { total items { id firstName } } }' });

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let app: BuiltApp | undefined;

beforeAll(async () => {
  db = await createTestDatabase('shutdown');
  dataDir = mkdtempSync(join(tmpdir(), 'tea-shutdown-'));
  chmodSync(dataDir, 0o755);
});
afterAll(async () => {
  if (app && app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what came back on one connection into its HTTP/1.1 responses (bodies with Content-Length). */
function parseResponses(raw: Buffer): RawResponse[] {
  const out: RawResponse[] = [];
  let rest = raw.toString('latin1');
  while (rest.length) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) throw new Error(`incomplete response: ${JSON.stringify(rest.slice(0, 200))}`);
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    out.push({ status: Number(statusLine.split(' ')[1]), headers, body: Buffer.from(rest.slice(end + 4, end + 4 + length), 'latin1').toString('utf8') });
    rest = rest.slice(end + 4 + length);
  }
  return out;
}

/** Opens a connection and sends the request line, headers and the first half of the body. */
function startSlowRequest(port: number): Promise<{ socket: Socket; rest: Buffer; received: Promise<Buffer> }> {
  const body = Buffer.from(QUERY);
  const half = Math.floor(body.length / 2);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
      socket.write(body.subarray(0, half));
      resolve({ socket, rest: body.subarray(half), received });
    });
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    const received = new Promise<Buffer>((done) => socket.once('close', () => done(Buffer.concat(chunks))));
    socket.once('error', reject);
  });
}

/** GET /readyz on a new connection: its status, or 'refused' when nothing listens any more. */
async function readiness(url: string): Promise<number | 'refused'> {
  try {
    return (await fetch(`${url}/readyz`)).status;
  } catch (e) {
    const code = (e as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return 'refused';
    throw e;
  }
}

describe('SIGTERM with requests in flight', () => {
  it(`lets ${IN_FLIGHT} in-flight requests finish with 2xx, turns readiness off at once, and exits 0`, async () => {
    const port = await freePort();
    app = spawnBuiltApp({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: db.url });
    await app.ready();
    const sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    await sql.query(
      `insert into profiles (first_name, display_name, category, published_at) select 'Person' || i, 'Person ' || i, 'dating', now() from generate_series(1, 30) i`,
    );
    await sql.end();
    expect(await readiness(app.url)).toBe(200);

    const requests = await Promise.all(Array.from({ length: IN_FLIGHT }, () => startSlowRequest(port)));
    // Let the app accept the connections and read the headers: from then on each request is in progress.
    await new Promise((r) => setTimeout(r, 1500));

    app.child.kill('SIGTERM');
    await app.logged('shutting down: finishing in-flight requests');
    // The drain has begun: a new connection is refused, or (in the moment before the listener closes) told 503.
    expect(['refused', 503]).toContain(await readiness(app.url));
    await new Promise((r) => setTimeout(r, 500));
    expect(app.child.exitCode).toBeNull();

    // The clients finish sending; on one connection a readiness probe follows its request (HTTP/1.1 pipelining).
    requests.forEach(({ socket, rest }, i) => {
      socket.write(rest);
      if (i === 0) socket.write(`GET /readyz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    });
    const answers = await Promise.all(requests.map(({ received }) => received.then(parseResponses)));

    const [first, probe] = answers[0];
    expect(probe).toMatchObject({ status: 503, body: JSON.stringify({ status: 'draining' }) });
    const completed = answers.map((responses) => responses[0]);
    expect(completed.filter((r) => r.status >= 200 && r.status < 300)).toHaveLength(IN_FLIGHT);
    for (const r of [first, ...completed]) {
      const body = JSON.parse(r.body) as { data?: { profiles: { total: number; items: unknown[] } }; errors?: unknown };
      expect(body.errors).toBeUndefined();
      expect(body.data?.profiles.items).toHaveLength(20);
    }

    expect(await app.exited).toEqual({ code: 0, signal: null });
    expect(app.logs()).toContain('requests drained');
    expect(app.logs()).not.toContain('forced exit');
  }, 120_000);
});
