import { afterAll, describe, expect, it } from '@jest/globals';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/app/database.js';
import { imageFileKeys } from '../../src/modules/upload/image-variants.js';
import { SERVICE_UNAVAILABLE } from '../../src/core/errors.js';
import { freePort, isRunning, postmasterPid, spawnBuiltApp, waitFor, type BuiltApp } from '../built-app.js';
import { TestClient } from '../test-server.js';
import { waitForSmsCode } from '../cluster/cluster-harness.js';
import { signUpAndConfirm } from '../sign-up.js';

/**
 * Issue 9 item 7, the crash suite, against the built app (api/dist; `pnpm test` builds first).
 *
 * 1. App crashes: 8 members write (reports and added people with a photo, REST and GraphQL, each with its own
 *    Idempotency-Key) while the app is killed with SIGKILL and restarted, CRASH_CYCLES times (20; nightly 200), in the
 *    default set-up (embedded PostgreSQL in DATA_DIR, left running by the killed app and recovered by the next start).
 *    A request whose answer never came is sent again, same key, once the app is back. Pass: every acknowledged write
 *    exists exactly once, no duplicates, no row naming a file missing on disk, ready again within 10 s of the kill.
 * 2. Database crashes: the app on an external PostgreSQL owned by this test, whose postmaster is killed with SIGKILL
 *    PG_KILL_CYCLES times (2; nightly 20). While it is down the API answers 503 in its JSON error formats (no stack
 *    trace) and /readyz says 503; once PostgreSQL is back the same app process serves again.
 */
const CRASH_CYCLES = Number(process.env.CRASH_CYCLES ?? 20);
const PG_KILL_CYCLES = Number(process.env.PG_KILL_CYCLES ?? 2);
const WRITERS = 8;
/**
 * The plan's mark for "ready again" (10 s) is a figure this suite prints (max and median), not an assertion: speed is
 * never asserted in a test (AGENTS.md), and a busy shared machine stretches a restart. What is asserted is that a
 * restart never hangs: HANG_LIMIT_MS.
 */
const READY_MARK_MS = 10_000;
const HANG_LIMIT_MS = 60_000;
const PASSWORD = 'Kettle-Harbour-Lantern-4821';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const temporaryDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
};
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
});

/** Kills whatever is left of an app (and its embedded PostgreSQL) and removes its folder. */
function leaveNothingBehind(apps: () => BuiltApp[], pgData: string | null, dir: string) {
  cleanups.push(async () => {
    for (const app of apps()) if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
    const pid = pgData ? postmasterPid(pgData) : null;
    if (pid && isRunning(pid)) {
      process.kill(pid, 'SIGINT');
      await waitFor(() => !isRunning(pid), 15_000, `postgres ${pid} did not stop`).catch(() => process.kill(pid, 'SIGKILL'));
    }
    rmSync(dir, { recursive: true, force: true });
  });
}

/**
 * A request sent again while it is answered 503 (the app sheds load when the machine is busy, overload.ts), for the
 * set-up and the checks around the crashes; at most 30 s.
 */
async function admitted<T extends { status: number; headers: Headers }>(send: () => Promise<T>): Promise<T> {
  for (const deadline = Date.now() + 30_000; ;) {
    const res = await send();
    if (res.status !== 503 || Date.now() > deadline) return res;
    await sleep(1000 * Number(res.headers.get('retry-after') ?? 1));
  }
}

/** A member made through the API: sign-up (with the e-mailed link), then the phone check with the code from the app's SMS outbox. */
async function member(url: string, dataDir: string, n: number): Promise<TestClient> {
  const c = new TestClient(url);
  const username = `crash${n}_${Math.random().toString(36).slice(2, 8)}`;
  const reg = await signUpAndConfirm(c, { username, email: `${username}@example.com`, password: PASSWORD }, [dataDir], admitted);
  if (reg.status !== 200) throw new Error(`sign-up failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const phone = `+1212555${1000 + n * 97 + Math.floor(Math.random() * 90)}`;
  const sent = await admitted(() => c.rest('POST', '/api/phone/send-code', { phone }));
  if (sent.status !== 200) throw new Error(`send-code failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = await waitForSmsCode([dataDir], phone);
  const verified = await admitted(() => c.rest('POST', '/api/phone/verify', { phone, code }));
  if (verified.status !== 200) throw new Error(`phone check failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return c;
}

const CONTENT = 'We met twice for coffee and she was kind and honest each time.';
const CREATE_REPORT = 'mutation($id: ID!, $input: CreateReportInput!) { createReport(profileId: $id, input: $input) { id } }';
const CREATE_PROFILE = 'mutation($input: CreateProfileInput!, $img: Upload) { createProfile(input: $input, profileImage: $img) { id } }';

type Kind = 'rest-report' | 'graphql-report' | 'rest-person' | 'graphql-person';
const KINDS: Kind[] = ['rest-report', 'graphql-report', 'rest-person', 'graphql-person'];

interface Ack {
  key: string;
  title: string;
  kind: Kind;
  /** The report id (reports) or the profile id (people) in the answer. */
  id: string;
}

/** One write as an HTTP request; answers status, whether it was a replay, and the id in the body. */
async function send(c: TestClient, kind: Kind, key: string, title: string, profileId: string, photo: Buffer) {
  const headers = { 'Idempotency-Key': key };
  const signal = AbortSignal.timeout(60_000);
  if (kind === 'rest-report') {
    const res = await c.fetch(`/api/profiles/${profileId}/reports`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ reportType: 'positive', title, content: CONTENT, category: 'dating' }),
      signal,
    });
    const body = (await res.json()) as { id?: string };
    return { status: res.status, res, id: body.id };
  }
  if (kind === 'graphql-report') {
    const res = await c.fetch('/graphql', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: CREATE_REPORT,
        variables: { id: profileId, input: { reportType: 'POSITIVE', title, content: CONTENT, category: 'DATING' } },
      }),
      signal,
    });
    const body = (await res.json()) as { data?: { createReport?: { id: string } } };
    return { status: res.status, res, id: body.data?.createReport?.id };
  }
  const person = { firstName: 'Tess', category: 'friends', confirmAdult: true, reportType: 'neutral', reportTitle: title, reportContent: CONTENT };
  const form = new FormData();
  if (kind === 'rest-person') {
    for (const [k, v] of Object.entries({ ...person, reportCategory: 'friends' })) form.append(k, String(v));
    form.append('profileImage', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await c.fetch('/api/profiles', { method: 'POST', body: form, headers: { ...headers, 'x-requested-with': 'fetch' }, signal });
    const body = (await res.json()) as { id?: string };
    return { status: res.status, res, id: body.id };
  }
  const input = { ...person, category: 'FRIENDS', reportType: 'NEUTRAL', reportCategory: 'FRIENDS' };
  form.append('operations', JSON.stringify({ query: CREATE_PROFILE, variables: { input, img: null } }));
  form.append('map', JSON.stringify({ '0': ['variables.img'] }));
  form.append('0', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await c.fetch('/graphql', { method: 'POST', body: form, headers: { ...headers, 'apollo-require-preflight': 'true' }, signal });
  const body = (await res.json()) as { data?: { createProfile?: { id: string } } };
  return { status: res.status, res, id: body.data?.createProfile?.id };
}

/** Resolves while the app is up; a new pending promise from just before each kill until it is ready again. */
class Availability {
  private current = Promise.resolve();
  private open: () => void = () => {};
  down() {
    this.current = new Promise((r) => (this.open = r));
  }
  up() {
    this.open();
  }
  whenUp() {
    return this.current;
  }
}

interface Tally {
  acks: Ack[];
  replayed: number;
  unanswered: number;
  inFlight409: number;
  unavailable503: number;
  unexpected: string[];
}

async function writer(i: number, c: TestClient, profileId: string, photo: Buffer, app: Availability, stop: () => boolean, tally: Tally) {
  for (let n = 1; !stop(); n++) {
    const kind = KINDS[(n + i) % KINDS.length];
    const key = `crash-w${i}-n${n}`;
    const title = `Crash report w${i} n${n}`;
    for (;;) {
      await app.whenUp();
      let answer: Awaited<ReturnType<typeof send>>;
      try {
        answer = await send(c, kind, key, title, profileId, photo);
      } catch {
        // Killed before it answered (reset, refused, or a body cut short): the same request again once the app is back.
        tally.unanswered++;
        await sleep(50);
        continue;
      }
      if (answer.status >= 200 && answer.status < 300 && answer.id) {
        if (answer.res.headers.get('idempotent-replayed') === 'true') tally.replayed++;
        tally.acks.push({ key, title, kind, id: answer.id });
        break;
      }
      if (answer.status === 409) {
        tally.inFlight409++;
        await sleep(1000 * Number(answer.res.headers.get('retry-after') ?? 1));
        continue;
      }
      if (answer.status === 503) {
        tally.unavailable503++;
        await sleep(200);
        continue;
      }
      tally.unexpected.push(`${kind} ${key}: ${answer.status}`);
      break;
    }
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : 0;
};

describe(`kill -9 of the app while ${WRITERS} members write with Idempotency-Key`, () => {
  it(
    `loses no acknowledged write, duplicates none and names no missing file over ${CRASH_CYCLES} crashes; ready again within 10 s each time`,
    async () => {
      const dataDir = temporaryDir('tea-crash-');
      const pgData = join(dataDir, 'postgres', 'pg');
      const apps: BuiltApp[] = [];
      leaveNothingBehind(() => apps, pgData, dataDir);
      const [port, pgPort] = [await freePort(), await freePort()];
      const env = {
        PORT: String(port),
        EMBEDDED_PG_PORT: String(pgPort),
        DATA_DIR: dataDir,
        POSTS_PER_HOUR: '1000000',
        // Eight new members reporting on one profile is what pile-on protection pauses; not the subject here.
        PILE_ON_MAX_REPORTS: '1000000',
        PILE_ON_MAX_NEW_ACCOUNT_REPORTS: '1000000',
        LOG_LEVEL: 'warn',
      };
      const start = () => {
        const app = spawnBuiltApp(env);
        apps.push(app);
        return app;
      };
      let app = start();
      await app.ready();

      const clients = await Promise.all(Array.from({ length: WRITERS }, (_, i) => member(app.url, dataDir, i)));
      const created = await admitted(() => clients[0].rest('POST', '/api/profiles', { firstName: 'Wren', category: 'dating', confirmAdult: true }));
      expect(created.status).toBe(201);
      const profileId = String(created.body.id);
      // The other members may report on her once she is public (SAFETY 15): a moderator's approval, stood in for here.
      const publisher = new pg.Client({ connectionString: `postgresql://postgres:embedded-local-only@127.0.0.1:${pgPort}/app` });
      await publisher.connect();
      await publisher.query('update profiles set published_at = now() where id = $1', [Number(profileId)]).finally(() => publisher.end());
      // Wide enough for the 160, 320 and 640 px copies: each person write stores 7 files.
      const photo = await sharp({ create: { width: 720, height: 540, channels: 3, background: { r: 190, g: 110, b: 150 } } })
        .jpeg()
        .toBuffer();

      const availability = new Availability();
      let stopping = false;
      const tally: Tally = { acks: [], replayed: 0, unanswered: 0, inFlight409: 0, unavailable503: 0, unexpected: [] };
      const writers = clients.map((c, i) => writer(i, c, profileId, photo, availability, () => stopping, tally));

      const readyMs: number[] = [];
      for (let cycle = 0; cycle < CRASH_CYCLES; cycle++) {
        // Writes flow: the new process's first answers (its first requests are slow, more so on a busy machine), then
        // 0.3 to 1 s more, so the kill lands anywhere in the writes in flight.
        const acked = tally.acks.length;
        await waitFor(() => tally.acks.length >= acked + WRITERS / 2 || tally.unexpected.length > 0, 60_000, 'no write was acknowledged');
        await sleep(300 + Math.random() * 700);
        availability.down();
        app.child.kill('SIGKILL');
        const killedAt = Date.now();
        expect(await app.exited).toEqual({ code: null, signal: 'SIGKILL' });
        app = start();
        await app.ready(60_000);
        readyMs.push(Date.now() - killedAt);
        availability.up();
      }
      await sleep(500);
      stopping = true;
      await Promise.all(writers);

      const db = new pg.Client({ connectionString: `postgresql://postgres:embedded-local-only@127.0.0.1:${pgPort}/app` });
      await db.connect();
      let rows: { id: number; title: string; profile_id: number }[];
      let images: { id: number; image_key: string; image_variant_widths: number[] | null }[];
      let openKeys: number;
      try {
        rows = (await db.query("select id, title, profile_id from reports where title like 'Crash report %'")).rows;
        images = (await db.query('select id, image_key, image_variant_widths from profiles where image_key is not null')).rows;
        openKeys = (await db.query("select count(*)::int as n from idempotency_keys where status <> 'completed'")).rows[0].n;
      } finally {
        await db.end();
      }
      const byTitle = new Map<string, typeof rows>();
      for (const r of rows) byTitle.set(r.title, [...(byTitle.get(r.title) ?? []), r]);
      const missing = tally.acks.filter((a) => {
        const found = byTitle.get(a.title) ?? [];
        return !found.some((r) => String(a.kind.endsWith('report') ? r.id : r.profile_id) === a.id);
      });
      const duplicates = [...byTitle.values()].reduce((sum, rs) => sum + rs.length - 1, 0);
      const uploads = join(dataDir, 'uploads');
      const onDisk = (key: string) => existsSync(join(uploads, ...key.split('/'))) && existsSync(join(uploads, ...key.split('/')) + '.meta.json');
      const dangling = images.filter((p) => !imageFileKeys(p.image_key, p.image_variant_widths).every(onDisk));
      const named = new Set(images.flatMap((p) => imageFileKeys(p.image_key, p.image_variant_widths).map((k) => join(uploads, ...k.split('/')))));
      const files = existsSync(uploads)
        ? readdirSync(uploads, { recursive: true, withFileTypes: true })
            .filter((e) => e.isFile() && !e.name.endsWith('.meta.json') && !e.name.endsWith('.tmp'))
            .map((e) => join(e.parentPath, e.name))
        : [];
      const orphans = files.filter((f) => !named.has(f)).length;

      console.log(
        `crash figures: cycles ${CRASH_CYCLES}, writers ${WRITERS}, writes acknowledged ${tally.acks.length} ` +
          `(${tally.acks.filter((a) => a.kind.endsWith('person')).length} with a photo), replayed ${tally.replayed}, unanswered and resent ${tally.unanswered}, ` +
          `409 ${tally.inFlight409}, 503 ${tally.unavailable503}, missing ${missing.length}, duplicates ${duplicates}, dangling files ${dangling.length}, ` +
          `orphan files ${orphans}, time to ready max ${Math.max(...readyMs)} ms, median ${median(readyMs)} ms, ` +
          `over the ${READY_MARK_MS / 1000} s mark ${readyMs.filter((ms) => ms > READY_MARK_MS).length} of ${readyMs.length}`,
      );
      expect(tally.unexpected).toEqual([]);
      expect(missing).toEqual([]);
      expect(duplicates).toBe(0);
      expect(dangling).toEqual([]);
      expect(openKeys).toBe(0);
      expect(readyMs.filter((ms) => ms > HANG_LIMIT_MS)).toEqual([]);
      // Every write that was started was acknowledged in the end, so the rows are exactly the acknowledged writes.
      expect(rows.length).toBe(tally.acks.length);
      expect(tally.acks.length).toBeGreaterThanOrEqual(CRASH_CYCLES);

      app.child.kill('SIGTERM');
      expect(await app.exited).toEqual({ code: 0, signal: null });
    },
    120_000 + CRASH_CYCLES * 30_000,
  );
});

describe('kill -9 of the PostgreSQL postmaster under a running app', () => {
  it(
    `answers 503 (JSON, no stack trace) while it is down and serves again without a restart, ${PG_KILL_CYCLES} times`,
    async () => {
      const dir = temporaryDir('tea-pgkill-');
      const pgDir = join(dir, 'db');
      const pgData = join(pgDir, 'pg');
      const apps: BuiltApp[] = [];
      leaveNothingBehind(() => apps, pgData, dir);
      const pgPort = await freePort();
      const startPostgres = () => startEmbeddedPostgres({ dir: pgDir, port: pgPort, database: 'app', persistent: true });
      let database: EmbeddedDatabase = await startPostgres();
      cleanups.push(() => database.stop());

      const app = spawnBuiltApp({ PORT: String(await freePort()), DATA_DIR: join(dir, 'data'), DATABASE_URL: database.url, LOG_LEVEL: 'warn' });
      apps.push(app);
      await app.ready();
      const visitor = new TestClient(app.url);
      const signedIn = await member(app.url, join(dir, 'data'), 0);
      const browse = JSON.stringify({ query: '{ profiles(page: 1, pageSize: 5) { total items { id } } }' });
      const gql = (c: TestClient) => c.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: browse });
      const readiness = async () => (await fetch(`${app.url}/readyz`)).status;
      const serving = async () => (await readiness()) === 200 && (await visitor.rest('GET', '/api/profiles')).status === 200;
      expect(await serving()).toBe(true);

      for (let cycle = 0; cycle < PG_KILL_CYCLES; cycle++) {
        const pid = postmasterPid(pgData)!;
        process.kill(pid, 'SIGKILL');
        await waitFor(() => !isRunning(pid), 10_000, `postmaster ${pid} did not die`);
        // Its backends notice the death by themselves; from then on nothing answers on the port.
        const until = Date.now() + 15_000;
        while ((await readiness()) !== 503) {
          if (Date.now() > until) throw new Error('readiness stayed 200 with PostgreSQL killed');
          await sleep(100);
        }

        for (const c of [visitor, signedIn]) {
          const rest = await c.fetch('/api/profiles');
          const text = await rest.text();
          expect({ status: rest.status, body: JSON.parse(text) }).toEqual({
            status: 503,
            body: expect.objectContaining({ message: SERVICE_UNAVAILABLE }),
          });
          expect(rest.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
          const graphql = await gql(c);
          const gtext = await graphql.text();
          expect(graphql.status).toBe(503);
          expect(JSON.parse(gtext)).toMatchObject({ errors: [{ message: SERVICE_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
          expect(graphql.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
          for (const body of [text, gtext]) {
            expect(body).not.toMatch(/stacktrace|\n\s+at |\bat .+\.js:\d+|ECONNREFUSED|postgres/i);
          }
        }
        // A write is refused the same way (nothing to undo: it never reached the database).
        const write = await signedIn.rest(
          'POST',
          '/api/profiles',
          { firstName: 'Down', category: 'friends', confirmAdult: true },
          { 'Idempotency-Key': `down-${cycle}` },
        );
        expect(write.status).toBe(503);
        expect(await readiness()).toBe(503);
        expect(app.child.exitCode).toBeNull();

        database = await startPostgres();
        const back = Date.now() + 15_000;
        while (!(await serving())) {
          if (Date.now() > back) throw new Error(`the app did not recover after PostgreSQL came back:\n${app.logs()}`);
          await sleep(200);
        }
        expect((await admitted(() => gql(signedIn))).status).toBe(200);
        // Her session survived, and the write refused while the database was down stored no key: it is written now.
        expect((await admitted(() => signedIn.rest('GET', '/api/auth/user'))).status).toBe(200);
        const retried = await admitted(() =>
          signedIn.rest('POST', '/api/profiles', { firstName: 'Down', category: 'friends', confirmAdult: true }, { 'Idempotency-Key': `down-${cycle}` }),
        );
        expect(retried.status).toBe(201);
        expect(retried.headers.get('idempotent-replayed')).toBeNull();
      }
      // The same process all along.
      expect(app.child.exitCode).toBeNull();
      expect(app.child.signalCode).toBeNull();
      // The outage is logged as such (a warning every 10 s at most), not as unhandled errors.
      expect(app.logs()).toContain('database unavailable: answering 503');
      expect(app.logs()).not.toMatch(/unhandled error|Unhandled|uncaught/i);

      app.child.kill('SIGTERM');
      expect(await app.exited).toEqual({ code: 0, signal: null });
    },
    120_000 + PG_KILL_CYCLES * 60_000,
  );
});
