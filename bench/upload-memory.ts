/**
 * `pnpm --filter bench run upload-memory` (after `pnpm build`): what a too-large upload costs the server
 * (issue 9, SECURITY-PLAN §6.7 case 15).
 *
 * Starts the built app (`node api/dist/main.js`, its embedded PostgreSQL in a temporary DATA_DIR), signs a member in,
 * then streams 50 MB and 2 GB multipart bodies (generated while sending, chunked or with their Content-Length) to
 * `POST /api/profiles` and to the GraphQL `createProfile` upload. For each one it prints the answer, the bytes the
 * client got out, the bytes the app read and wrote meanwhile (/proc/<pid>/io rchar and wchar: sockets, files,
 * everything) and the growth of the app's resident memory over its level before the request (VmRSS sampled every
 * 5 ms, peak). Goals: 413 for every body; RSS growth < 10 MB; at most limit + 64 KB written anywhere.
 * Exits 1 when a goal is missed. Linux only (/proc).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { freePort } from '../api/test/free-port.js';
import { BOUNDARY, closingBoundary, fileChunks, GRAPHQL_PROFILE_UPLOAD, REST_PROFILE_UPLOAD, type ProfileUpload } from '../api/test/multipart-stream.js';
import { signUpAndConfirm } from './lib/sign-up.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MB = 1024 * 1024;
const LIMIT = 5 * MB; // IMAGE_LIMITS.maxBytes
const GOAL_RSS = 10 * MB;
const GOAL_WRITTEN = LIMIT + 64 * 1024;

const rss = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
function io(pid: number) {
  const text = readFileSync(`/proc/${pid}/io`, 'utf8');
  return { read: Number(/rchar:\s+(\d+)/.exec(text)![1]), written: Number(/wchar:\s+(\d+)/.exec(text)![1]) };
}
const mb = (n: number) => `${(n / MB).toFixed(2)} MB`;

const closing = closingBoundary();
/** Both ways to create a profile with an image (the same bodies as api/test/upload-limits.test.ts). */
const TARGETS: ProfileUpload[] = [REST_PROFILE_UPLOAD, GRAPHQL_PROFILE_UPLOAD];

/** Streams one multipart body; resolves with the status and the bytes the client handed to its socket. */
function upload(url: string, cookie: string, target: ProfileUpload, file: Buffer | number, declareLength: boolean) {
  const head = target.head();
  const fileBytes = typeof file === 'number' ? file : file.length;
  async function* body() {
    yield head;
    yield* fileChunks(file, 256 * 1024);
    yield closing;
  }
  return new Promise<{ status: number; written: number; text: string }>((done, fail) => {
    const req = request(`${url}${target.path}`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        connection: 'keep-alive',
        cookie,
        ...target.headers,
        ...(declareLength ? { 'content-length': String(head.length + fileBytes + closing.length) } : {}),
      },
    });
    let status = 0;
    let text = '';
    req.on('socket', (s: Socket) =>
      s.once('close', () => (status ? done({ status, written: s.bytesWritten, text }) : fail(new Error(`no answer after ${s.bytesWritten} bytes`)))),
    );
    req.on('response', (res) => {
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d.slice(0, 500)));
      res.on('end', () => {
        status = res.statusCode!;
        req.destroy();
      });
      res.on('error', () => {});
    });
    req.on('error', () => {});
    Readable.from(body(), { objectMode: false }).pipe(req);
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'tea-upload-bench-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const app = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
  cwd: join(root, 'api'),
  env: {
    ...process.env,
    DATABASE_URL: '',
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    LOG_LEVEL: 'error',
    SERVE_WEB: 'false',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const pid = app.pid!;
let exitCode = 0;
try {
  console.log(`starting the built app (pid ${pid}, embedded PostgreSQL in ${dataDir})...`);
  for (const deadline = Date.now() + 120_000; ; await sleep(250)) {
    if (app.exitCode !== null) throw new Error(`the app exited (${app.exitCode})`);
    if (Date.now() > deadline) throw new Error('the app did not become ready');
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
  }
  const username = `bench${Date.now().toString(36)}`;
  const cookie = await signUpAndConfirm(url, dataDir, { username, password: 'Kettle-Harbour-Lantern-4821' });
  // Posting needs a verified phone: the code arrives in the local SMS outbox (DATA_DIR/outbox/sms.jsonl).
  const phone = `+1201555${1000 + Math.floor(Math.random() * 8000)}`;
  const json = { 'content-type': 'application/json', cookie };
  const sent = await fetch(`${url}/api/phone/send-code`, { method: 'POST', headers: json, body: JSON.stringify({ phone }) });
  if (sent.status !== 200) throw new Error(`phone code not sent: ${sent.status} ${await sent.text()}`);
  const sms = readFileSync(join(dataDir, 'outbox', 'sms.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .at(-1)!;
  const code = /\b(\d{6})\b/.exec((JSON.parse(sms) as { body: string }).body)![1];
  const verified = await fetch(`${url}/api/phone/verify`, { method: 'POST', headers: json, body: JSON.stringify({ phone, code }) });
  if (verified.status !== 200) throw new Error(`phone not verified: ${verified.status} ${await verified.text()}`);

  // Warm-up: every code path once (an accepted image, a refused body), so the measured runs see a warm process.
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  for (const target of TARGETS) {
    const ok = await upload(url, cookie, target, jpeg, true);
    if (ok.status !== 201 && ok.status !== 200) throw new Error(`${target.name}: a valid image was refused (${ok.status} ${ok.text})`);
    await upload(url, cookie, target, 50 * MB, false);
    await upload(url, cookie, target, 50 * MB, false);
  }
  await sleep(500);

  const rows: string[][] = [['target', 'body', 'sent as', 'status', 'client sent', 'app read', 'app wrote', 'RSS growth (peak)', 'verdict']];
  for (const target of TARGETS) {
    for (const size of [50 * MB, 2048 * MB]) {
      for (const declareLength of [false, true]) {
        const levels: number[] = [];
        for (let i = 0; i < 5; i++, await sleep(20)) levels.push(rss(pid));
        const base = levels.sort((a, b) => a - b)[2];
        const ioBefore = io(pid);
        let peak = base;
        const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 5);
        const res = await upload(url, cookie, target, size, declareLength);
        await sleep(100);
        clearInterval(sampler);
        peak = Math.max(peak, rss(pid));
        const ioAfter = io(pid);
        const read = ioAfter.read - ioBefore.read;
        const wrote = ioAfter.written - ioBefore.written;
        const growth = peak - base;
        const ok = res.status === 413 && growth < GOAL_RSS && wrote <= GOAL_WRITTEN;
        if (!ok) exitCode = 1;
        rows.push([
          target.name,
          size >= 1024 * MB ? `${size / 1024 / MB} GB` : `${size / MB} MB`,
          declareLength ? 'Content-Length' : 'chunked',
          String(res.status),
          mb(res.written),
          mb(read),
          mb(wrote),
          mb(growth),
          ok ? 'ok' : 'MISSED',
        ]);
      }
    }
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  console.log('');
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  '));
  console.log(
    `\ngoals: 413; RSS growth < ${mb(GOAL_RSS)}; at most limit + 64 KB (${mb(GOAL_WRITTEN)}) written by the app. ` +
      `'app read' is every byte the app read meanwhile (the body up to the cut, plus its database traffic).`,
  );
  console.log(exitCode ? 'verdict: MISSED' : 'verdict: all goals met');
} catch (e) {
  console.error(e);
  exitCode = 1;
} finally {
  const exited = new Promise((r) => app.once('exit', r));
  app.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
