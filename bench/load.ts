/**
 * `pnpm --filter bench run load` (after `pnpm build`): the load suite of issue 9 (SECURITY-PLAN §6.12 E, scorecard
 * "Load").
 *
 * The built app (`node api/dist/main.js`, NODE_ENV=production, behind a pretend TLS proxy on loopback) runs on a copy
 * of the bench's 10,000-profile database (bench/lib/seed.ts: seeded once into LOAD_BENCH_DIR, its own cluster so it
 * can run beside `pnpm bench`; the copy takes this run's writes and is dropped at the end). The read workload is a browsing visitor and a signed-in
 * member sending the web client's own documents (web/src/gql/preload-queries.ts): BrowseProfiles (a few sorts, pages
 * 1-5), ProfileRoute and ProfileReports of random profiles, and the member's `me` (CurrentUser) and BrowseProfiles.
 *
 * 1. Calibration: closed loop, 16 connections, 10 s -> capacity C (2xx answers per second) on this machine, now.
 * 2. Half load: open loop at C/2 for 30 s. Goal: 0 errors (non-2xx, socket errors, timeouts), p99 < 300 ms, the
 *    offered rate reached.
 * 3. Writes: members post reports (the web client's CreateReport mutation) at 20 per second for 60 s. Goal: 0 errors
 *    and the rows in the reports table equal the acknowledged reports exactly.
 * 4. Overload: open loop at 2C for 20 s. Goal: every answer 2xx, 429 or 503 (some shed), no socket error, the process
 *    still serving /healthz. Then recovery: probes of the half load (5 s each) from the moment the overload stops
 *    until one passes (0 errors, p99 < 300 ms); goal: within 30 s.
 *
 * Open loop with autocannon: its `overallRate` lets every connection send its share back to back at the start of
 * each second, so one instance is a burst once a second. The rate is split over up to 10 instances started 1/10 s
 * apart (bursts every 100 ms), with enough connections that a slower server still gets the rate (0.3 s worth of the
 * rate, at least 16; for the overload 1 s worth: arrivals that do not wait for the server). Each instance sends its
 * exact share and waits for every answer, so nothing is cut off in flight at the end of a phase. An error is a
 * non-2xx answer (429/503 allowed during the overload only), a 2xx whose GraphQL body holds `errors`, a socket error
 * or a timeout (10 s). Latencies are each answer's own time (recorded here from autocannon's `response` events,
 * without its coordinated-omission fill-in), with this process's own event-loop delay printed beside them. The
 * generator, PostgreSQL and the app share the machine: calibration is in the same run, so the figures are relative to
 * this machine at this time. Prints the machine, its load average through the run, the overload second by second and
 * a verdict table (the app's log must hold no error line either); exits 1 when a goal is missed.
 *
 * Live connections (issue 24): before the calibration, LOAD_LIVE_CONNECTIONS (1,000) WebSocket connections open as
 * members' open apps do (bench/lib/live.ts: graphql-transport-ws, each subscribed to `notificationAdded` with her
 * session cookie, 8 per member and 32 per address, the app's limits) and stay open through every phase: the goals
 * above hold with them open. Printed: the app's RSS before and after they open, and so the memory per connection;
 * goals: all of them acknowledged, /readyz counting them, and all still open after the overload.
 *
 * Environment: LOAD_SECONDS_SCALE (1; e.g. 0.2 for a quick smoke run: every phase shorter, the 30 s recovery goal
 * unchanged), LOAD_LIVE_CONNECTIONS (1000; 0: none), LOAD_BASELINE_RPS (a committed capacity: adds the "no > 20% regression" goal), LOAD_BENCH_DIR
 * (default $TMPDIR/tea-bench-load).
 */
import 'reflect-metadata';
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { print } from 'graphql';
import pg from 'pg';
import { PRELOAD_QUERIES } from '../web/src/gql/preload-queries.js';
import { CreateReportDocument } from '../web/src/gql/graphql.js';
import { seededDatabase, startCluster } from './lib/seed.js';
import { freePort } from '../api/test/free-port.js';
import { signUpAndConfirm } from './lib/sign-up.js';
import { builtAppEnv, exitWithVerdict } from './lib/product-env.js';
import { openLiveConnections, rssMb, type LiveConnections } from './lib/live.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCALE = Number(process.env.LOAD_SECONDS_SCALE ?? 1);
const BASELINE = process.env.LOAD_BASELINE_RPS ? Number(process.env.LOAD_BASELINE_RPS) : null;
const BENCH_DIR = process.env.LOAD_BENCH_DIR ?? join(tmpdir(), 'tea-bench-load');
const PROFILES = 10_000;
const LIVE_CONNECTIONS = Number(process.env.LOAD_LIVE_CONNECTIONS ?? 1000);
const seconds = (s: number) => Math.max(1, Math.round(s * SCALE));
const PHASES = { warmup: seconds(3), calibrate: seconds(10), half: seconds(30), writes: seconds(60), overload: seconds(20), probe: seconds(5) };
const CALIBRATION_CONNECTIONS = 16;
const GOALS = { p99Ms: 300, offered: 0.9, recoverS: 30, writesPerSecond: 20, regression: 0.8 };
const WRITERS = 10;
const PASSWORD = 'Kettle-Harbour-Lantern-4821';
/** The app sits behind a TLS proxy (TRUST_PROXY=127.0.0.1): production session cookies are Secure. */
const PROXY_HEADERS = { 'x-forwarded-proto': 'https' };

const log = (...a: unknown[]) => console.log(...a);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)];
const randomProfile = () => String(2 + Math.floor(Math.random() * (PROFILES - 1)));

// ---------- the workloads ----------

const SORTS = [{}, { sortBy: 'NEWEST' }, { sortBy: 'RATING' }, { sortBy: 'ALPHABETICAL' }, { location: 'Austin, TX' }];
const gqlBody = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });
const browse = () => gqlBody(PRELOAD_QUERIES.BrowseProfiles, { filter: pick(SORTS), page: 1 + Math.floor(Math.random() * 5), pageSize: 20 });

/** Answers with status 2xx whose GraphQL body holds `errors` (a top-level key: in a string its quotes are escaped). */
const bodyErrors = { n: 0 };
const countBodyErrors = (status: number, text: string) => {
  if (status >= 200 && status < 300 && text.includes('"errors":')) bodyErrors.n += 1;
};

/** The mixed read workload: each connection cycles through these, visitor's and member's requests in turn. */
function readRequests(memberCookie: string): autocannon.Request[] {
  const member = { 'content-type': 'application/json', ...PROXY_HEADERS, cookie: memberCookie };
  const visitor = { 'content-type': 'application/json', ...PROXY_HEADERS };
  const post = (headers: Record<string, string>, body: () => string): autocannon.Request => ({
    method: 'POST',
    path: '/graphql',
    headers,
    body: body(),
    setupRequest: (req) => ({ ...req, body: body() }),
    onResponse: countBodyErrors,
  });
  return [
    post(visitor, browse),
    post(visitor, () => gqlBody(PRELOAD_QUERIES.ProfileRoute, { id: randomProfile() })),
    post(visitor, () => gqlBody(PRELOAD_QUERIES.ProfileReports, { profileId: randomProfile(), first: 20 })),
    post(member, () => gqlBody(PRELOAD_QUERIES.CurrentUser, {})),
    post(member, browse),
  ];
}

const CREATE_REPORT = print(CreateReportDocument);
const TITLES = ['Kind and punctual', 'Friendly and honest', 'Late but apologetic', 'A pleasant evening'];
const CONTENTS = [
  'We met for coffee twice; she was kind, funny and on time.',
  'Good conversation over dinner and she was honest about what she wanted.',
  'She arrived twenty minutes late but apologised and the evening went well.',
];

/** Reports by the writers, in turn; an answer counts as acknowledged when it carries the new report's id. */
function writeRequests(cookies: string[], acked: { n: number }): autocannon.Request[] {
  const body = () =>
    gqlBody(CREATE_REPORT, {
      profileId: randomProfile(),
      input: { reportType: 'POSITIVE', title: pick(TITLES), content: pick(CONTENTS), category: 'DATING' },
    });
  return cookies.map((cookie) => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', ...PROXY_HEADERS, cookie },
    body: body(),
    setupRequest: (req) => ({ ...req, body: body() }),
    onResponse: (status, text) => {
      countBodyErrors(status, text);
      if (status !== 200) return;
      try {
        const answer = JSON.parse(text) as { data?: { createReport?: { id?: string } }; errors?: unknown[] };
        if (answer.data?.createReport?.id && !answer.errors) acked.n += 1;
      } catch {
        /* not acknowledged */
      }
    },
  }));
}

// ---------- measuring ----------

interface Tally {
  statuses: Map<number, number>;
  /** 2xx answers whose body held GraphQL errors. */
  bodyErrors: number;
  /** Milliseconds of every 2xx answer. */
  latencies: number[];
  /** Milliseconds of every 503 and 429 answer. */
  shedLatencies: number[];
  /** p99 delay of this process's own event loop meanwhile (ms): how late the generator itself may have read answers. */
  generatorDelayMs: number;
  /** Every answer: when its request was sent (ms from the start), how long it took, its status. */
  answered: { sentAt: number; ms: number; status: number }[];
  errors: number;
  timeouts: number;
  answers: number;
  elapsedS: number;
}

const ok2xx = (t: Tally) => [...t.statuses].filter(([s]) => s >= 200 && s < 300).reduce((n, [, c]) => n + c, 0);
/** Answers that are not a success: non-2xx, and 2xx carrying GraphQL errors. */
const nonOk = (t: Tally) => t.answers - ok2xx(t) + t.bodyErrors;
function percentile(t: Tally, p: number, of: 'latencies' | 'shedLatencies' = 'latencies'): number {
  if (!t[of].length) return NaN;
  const sorted = Float64Array.from(t[of]).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
/** Latencies of the served answers (and of the shed ones, if any) and how late the generator itself was. */
const timing = (t: Tally) =>
  `p50 ${percentile(t, 50).toFixed(1)} ms, p99 ${percentile(t, 99).toFixed(1)} ms` +
  (t.shedLatencies.length
    ? ` (503/429: p50 ${percentile(t, 50, 'shedLatencies').toFixed(1)} ms, p99 ${percentile(t, 99, 'shedLatencies').toFixed(1)} ms)`
    : '') +
  `; generator loop p99 ${t.generatorDelayMs.toFixed(0)} ms`;
/** Per second of sending: requests, served (2xx) with their slowest answer, shed (503/429) with theirs. */
function timeline(t: Tally): string[] {
  const seconds: { served: number[]; shed: number[]; other: number }[] = [];
  for (const a of t.answered) {
    const s = (seconds[Math.floor(a.sentAt / 1000)] ??= { served: [], shed: [], other: 0 });
    if (a.status >= 200 && a.status < 300) s.served.push(a.ms);
    else if (a.status === 503 || a.status === 429) s.shed.push(a.ms);
    else s.other += 1;
  }
  const max = (xs: number[]) => (xs.length ? `${Math.max(...xs).toFixed(0)} ms` : '-');
  return [...seconds.entries()].map(
    ([i, s = { served: [], shed: [], other: 0 }]) =>
      `+${i} s: ${s.served.length + s.shed.length + s.other} sent, ${s.served.length} served (slowest ${max(s.served)}), ${s.shed.length} shed (slowest ${max(s.shed)})` +
      (s.other ? `, ${s.other} other` : ''),
  );
}
const statusList = (t: Tally) =>
  [...t.statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, c]) => `${s}: ${c}`)
    .join(', ') + (t.bodyErrors ? ` (${t.bodyErrors} of the 2xx with GraphQL errors)` : '');

/** Runs autocannon instances (each after its delay), counting every answer and error across them. */
async function drive(url: string, runs: { delayMs: number; opts: Partial<autocannon.Options> }[]): Promise<Tally> {
  const bodyErrorsBefore = bodyErrors.n;
  const tally: Tally = {
    bodyErrors: 0,
    statuses: new Map(),
    latencies: [],
    shedLatencies: [],
    errors: 0,
    timeouts: 0,
    answers: 0,
    elapsedS: 0,
    generatorDelayMs: 0,
    answered: [],
  };
  const generator = monitorEventLoopDelay({ resolution: 10 });
  generator.enable();
  const started = performance.now();
  await Promise.all(
    runs.map(async ({ delayMs, opts }) => {
      await sleep(delayMs);
      const result = await new Promise<autocannon.Result>((done, fail) => {
        const instance = autocannon({ url, timeout: 10, ...(opts.overallRate ? { ignoreCoordinatedOmission: true } : {}), ...opts }, (err, r) =>
          err ? fail(err) : done(r),
        );
        instance.on('response', (_client, status, _bytes, ms) => {
          tally.answers += 1;
          tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
          tally.answered.push({ sentAt: performance.now() - ms - started, ms, status });
          if (status >= 200 && status < 300) tally.latencies.push(ms);
          else if (status === 503 || status === 429) tally.shedLatencies.push(ms);
        });
      });
      tally.errors += result.errors;
      tally.timeouts += result.timeouts;
    }),
  );
  tally.elapsedS = (performance.now() - started) / 1000;
  tally.bodyErrors = bodyErrors.n - bodyErrorsBefore;
  generator.disable();
  tally.generatorDelayMs = Math.max(0, generator.percentile(99) / 1e6 - 10);
  return tally;
}

function closedLoop(url: string, requests: autocannon.Request[], durationS: number): Promise<Tally> {
  return drive(url, [{ delayMs: 0, opts: { connections: CALIBRATION_CONNECTIONS, duration: durationS, requests } }]);
}

/**
 * `rate` requests per second for `durationS`, split over instances a fraction of a second apart (see the top), with
 * connections for `backlogS` seconds' worth of the rate. Each instance sends its share of rate x duration and waits for
 * every answer: nothing is left in flight (a request cut off by the end of a run would be counted by the server, not
 * by the generator).
 */
function openLoop(url: string, requests: autocannon.Request[], rate: number, durationS: number, backlogS = 0.3): Promise<Tally> {
  const instances = Math.max(1, Math.min(10, Math.floor(rate / 2)));
  const connections = Math.max(16, Math.ceil(rate * backlogS));
  const share = (total: number, i: number) => Math.floor(total / instances) + (i < total % instances ? 1 : 0);
  return drive(
    url,
    Array.from({ length: instances }, (_, i) => ({
      delayMs: (i * 1000) / instances,
      opts: {
        overallRate: share(rate, i),
        connections: Math.max(1, Math.min(share(connections, i), share(rate, i))),
        amount: share(rate, i) * durationS,
        requests,
      },
    })),
  );
}

// ---------- the app ----------

interface AppLog {
  overloadWarnings: number;
  /** Requests whose client closed the connection before the answer (a closed-loop run ends with some in flight). */
  clientClosed: number;
  errors: string[];
}

async function startApp(databaseUrl: string, dataDir: string): Promise<{ url: string; child: ChildProcess; appLog: AppLog }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
    cwd: join(root, 'api'),
    env: {
      ...process.env,
      ...builtAppEnv({ port, databaseUrl, dataDir }),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      SERVE_WEB: 'false',
      // Many reports per member in a minute: the posting limit is not what is measured.
      POSTS_PER_HOUR: '1000000',
      // The bench signs up its readers and writers from one address.
      SIGNUPS_PER_IP_PER_HOUR: '1000000',
      // Many writers report on the same few profiles: pile-on protection would pause them (pile-on.service.ts).
      PILE_ON_MAX_REPORTS: '1000000',
      PILE_ON_MAX_NEW_ACCOUNT_REPORTS: '1000000',
      ADMIN_USERNAME: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const appLog: AppLog = { overloadWarnings: 0, clientClosed: 0, errors: [] };
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      const entry = JSON.parse(line) as { level: number; msg: string; err?: { stack?: string } };
      if (entry.msg === 'overloaded: shedding requests with 503') appLog.overloadWarnings += 1;
      // The access log's line for a connection the client closed before its answer (access-log.ts).
      else if (entry.msg === 'request aborted') appLog.clientClosed += 1;
      else if (entry.level >= 50) appLog.errors.push(line.slice(0, 2000));
    } catch {
      appLog.errors.push(line.slice(0, 2000));
    }
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; ; await sleep(250)) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('the app did not become ready in 2 minutes');
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child, appLog };
  }
}

interface Verdict {
  figure: string;
  mark: string;
  result: string;
  ok: boolean;
}

async function main() {
  const started = Date.now();
  const commit = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
  log(`tea load: ${cpus().length} cores (${cpus()[0]?.model}), ${(totalmem() / 2 ** 30).toFixed(0)} GB, node ${process.version}, commit ${commit}`);
  log(`load average at start (1, 5, 15 min): ${load()}; durations x${SCALE} (LOAD_SECONDS_SCALE); data in ${BENCH_DIR}`);
  log('the generator (this process), PostgreSQL and the app share these cores: every rate below is relative to this machine, now\n');

  const cluster = await startCluster(BENCH_DIR);
  const dataDir = mkdtempSync(join(tmpdir(), 'tea-load-'));
  const copyName = `load_${process.pid}`;
  const adminUrl = cluster.url;
  const copyUrl = adminUrl.replace(/\/[^/]+$/, `/${copyName}`);
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  const verdicts: Verdict[] = [];
  const loads: string[] = [];
  try {
    const seeded = await seededDatabase(cluster, PROFILES);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${copyName} template ${seeded.name}`);
    await admin.end();
    app = await startApp(copyUrl, dataDir);
    const { url } = app;
    log(`app: node api/dist/main.js (pid ${app.child.pid}) on a copy of ${seeded.name} (${PROFILES.toLocaleString('en-US')} profiles with reports)`);

    const stamp = Date.now().toString(36);
    const memberCookie = await signUpAndConfirm(url, dataDir, { username: `reader_${stamp}`, password: PASSWORD }, PROXY_HEADERS);
    const writerNames = Array.from({ length: WRITERS }, (_, i) => `writer${i}_${stamp}`);
    const writerCookies: string[] = [];
    for (const name of writerNames) writerCookies.push(await signUpAndConfirm(url, dataDir, { username: name, password: PASSWORD }, PROXY_HEADERS));
    const db = new pg.Client({ connectionString: copyUrl });
    db.on('error', (e) => log(`   (bench's database connection: ${e.message})`));
    await db.connect();
    // Posting needs a verified phone (the SMS round trip is not what is measured here).
    await db.query('update users set phone_verified_at = now() where username = any($1)', [writerNames]);
    const reads = readRequests(memberCookie);

    // ---------- 0. live connections, open through every phase ----------
    let live: LiveConnections | null = null;
    if (LIVE_CONNECTIONS > 0) {
      const pid = app.child.pid!;
      const before = rssMb(pid);
      live = await openLiveConnections(url, dataDir, LIVE_CONNECTIONS, { password: PASSWORD, stamp, headers: PROXY_HEADERS, log });
      // Settled: what opening them allocated is in use or collected before the reading.
      await sleep(5_000);
      const after = rssMb(pid);
      const ready = (await fetch(`${url}/readyz`).then((r) => r.json())) as { detail?: { liveConnections?: number } };
      log(
        `0. live: ${live.open()} WebSocket connections (graphql-transport-ws, notificationAdded) of ${live.members} members from ${live.addresses} addresses, ` +
          `opened in ${live.openedInS.toFixed(1)} s (after the sign-ups); app RSS ${before.toFixed(0)} -> ${after.toFixed(0)} MB: ` +
          `${(((after - before) * 1024) / LIVE_CONNECTIONS).toFixed(1)} KB per connection; /readyz counts ${ready.detail?.liveConnections ?? 'none'}`,
      );
      verdicts.push({
        figure: 'live: connections acknowledged',
        mark: String(LIVE_CONNECTIONS),
        result: String(live.open()),
        ok: live.open() === LIVE_CONNECTIONS,
      });
      verdicts.push({
        figure: 'live: /readyz liveConnections',
        mark: String(LIVE_CONNECTIONS),
        result: String(ready.detail?.liveConnections ?? 'none'),
        ok: ready.detail?.liveConnections === LIVE_CONNECTIONS,
      });
    }

    // ---------- 1. calibration ----------
    await closedLoop(url, reads, PHASES.warmup);
    const cal = await closedLoop(url, reads, PHASES.calibrate);
    const capacity = ok2xx(cal) / cal.elapsedS;
    loads.push(`calibration ${load()}`);
    log(
      `1. calibration: closed loop, ${CALIBRATION_CONNECTIONS} connections, ${PHASES.calibrate} s: C = ${capacity.toFixed(0)} req/s ` +
        `(${timing(cal)}; ${statusList(cal)}; ${cal.errors} socket errors)`,
    );
    verdicts.push({ figure: 'calibration: errors (non-2xx + socket)', mark: '0', result: String(nonOk(cal) + cal.errors), ok: nonOk(cal) + cal.errors === 0 });
    if (BASELINE) {
      verdicts.push({
        figure: `capacity vs baseline ${BASELINE} req/s`,
        mark: `>= ${GOALS.regression}x`,
        result: `${(capacity / BASELINE).toFixed(2)}x`,
        ok: capacity >= GOALS.regression * BASELINE,
      });
    }
    const half = Math.max(1, Math.round(capacity / 2));

    // ---------- 2. half load ----------
    const h = await openLoop(url, reads, half, PHASES.half);
    loads.push(`half load ${load()}`);
    const hErrors = nonOk(h) + h.errors;
    const hOffered = h.answers / (half * PHASES.half);
    log(
      `2. half load: open loop at ${half} req/s for ${PHASES.half} s: ${h.answers} answers (${(hOffered * 100).toFixed(0)}% of the rate), ` +
        `${timing(h)}; ${statusList(h)}; ${h.errors} socket errors (${h.timeouts} timeouts)`,
    );
    verdicts.push({ figure: `half load (${half} req/s): errors`, mark: '0', result: String(hErrors), ok: hErrors === 0 });
    verdicts.push({ figure: 'half load: p99', mark: `< ${GOALS.p99Ms} ms`, result: `${percentile(h, 99).toFixed(1)} ms`, ok: percentile(h, 99) < GOALS.p99Ms });
    verdicts.push({
      figure: 'half load: rate reached',
      mark: `>= ${GOALS.offered * 100}%`,
      result: `${(hOffered * 100).toFixed(1)}%`,
      ok: hOffered >= GOALS.offered,
    });

    // ---------- 3. writes ----------
    const writerIds = (await db.query<{ id: string }>('select id from users where username = any($1)', [writerNames])).rows.map((r) => r.id);
    const before = Number((await db.query<{ n: string }>('select count(*) as n from reports where author_id = any($1)', [writerIds])).rows[0].n);
    const acked = { n: 0 };
    const w = await openLoop(url, writeRequests(writerCookies, acked), GOALS.writesPerSecond, PHASES.writes);
    loads.push(`writes ${load()}`);
    const rows = Number((await db.query<{ n: string }>('select count(*) as n from reports where author_id = any($1)', [writerIds])).rows[0].n) - before;
    const wErrors = nonOk(w) + w.errors;
    log(
      `3. writes: createReport at ${GOALS.writesPerSecond}/s for ${PHASES.writes} s by ${WRITERS} members: ${w.answers} answers, ${acked.n} acknowledged, ` +
        `${rows} rows; ${timing(w)}; ${statusList(w)}; ${w.errors} socket errors`,
    );
    verdicts.push({ figure: 'writes: errors', mark: '0', result: String(wErrors), ok: wErrors === 0 });
    verdicts.push({ figure: 'writes: rows = acknowledged', mark: 'equal', result: `${rows} = ${acked.n}`, ok: rows === acked.n && acked.n > 0 });
    const wOffered = w.answers / (GOALS.writesPerSecond * PHASES.writes);
    verdicts.push({
      figure: 'writes: rate reached',
      mark: `>= ${GOALS.offered * 100}%`,
      result: `${(wOffered * 100).toFixed(1)}%`,
      ok: wOffered >= GOALS.offered,
    });

    // ---------- 4. overload and recovery ----------
    const double = Math.round(capacity * 2);
    // Arrivals that do not wait for the server: a second's worth of connections (a client gives up after 10 s).
    const o = await openLoop(url, reads, double, PHASES.overload, 1);
    const overloadEnded = performance.now();
    loads.push(`overload ${load()}`);
    const shed = (o.statuses.get(503) ?? 0) + (o.statuses.get(429) ?? 0);
    const other = [...o.statuses].filter(([s]) => !(s >= 200 && s < 300) && s !== 429 && s !== 503).reduce((n, [, c]) => n + c, 0) + o.bodyErrors;
    const alive =
      app.child.exitCode === null &&
      (await fetch(`${url}/healthz`).then(
        (r) => r.status,
        () => 0,
      )) === 200;
    log(
      `4. overload: open loop at ${double} req/s for ${PHASES.overload} s: ${o.answers} answers (${(o.answers / o.elapsedS).toFixed(0)}/s), ` +
        `${ok2xx(o)} served (${(ok2xx(o) / o.elapsedS).toFixed(0)}/s), ${shed} shed; ${timing(o)}; ${statusList(o)}; ` +
        `${o.errors} socket errors (${o.timeouts} timeouts); app ${alive ? 'alive' : 'DOWN'}`,
    );
    log(
      `   by second of sending:\n${timeline(o)
        .map((l) => `     ${l}`)
        .join('\n')}`,
    );
    verdicts.push({ figure: `overload (${double} req/s): answers other than 2xx/429/503`, mark: '0', result: String(other), ok: other === 0 });
    verdicts.push({ figure: 'overload: socket errors and timeouts', mark: '0', result: String(o.errors), ok: o.errors === 0 });
    verdicts.push({
      figure: 'overload: shed with 503/429',
      mark: '> 0',
      result: `${shed} (${((shed / Math.max(1, o.answers)) * 100).toFixed(1)}%)`,
      ok: shed > 0,
    });
    verdicts.push({ figure: 'overload: process alive, /healthz 200', mark: 'yes', result: alive ? 'yes' : 'no', ok: alive });

    let recoveredAt: number | null = null;
    const probes: string[] = [];
    while (recoveredAt === null && (performance.now() - overloadEnded) / 1000 < GOALS.recoverS) {
      const p = await openLoop(url, reads, half, PHASES.probe);
      const at = (performance.now() - overloadEnded) / 1000;
      const errors = nonOk(p) + p.errors;
      probes.push(`+${at.toFixed(1)} s: ${errors} errors, p99 ${percentile(p, 99).toFixed(1)} ms`);
      if (errors === 0 && percentile(p, 99) < GOALS.p99Ms) recoveredAt = at;
    }
    loads.push(`recovery ${load()}`);
    log(`   recovery probes (half load, ${PHASES.probe} s each; time = end of the probe after the overload stopped): ${probes.join('; ')}`);
    verdicts.push({
      figure: 'recovery: a half-load probe with 0 errors and p99 < 300 ms',
      mark: `done within ${GOALS.recoverS} s`,
      result: recoveredAt === null ? 'not recovered' : `${recoveredAt.toFixed(1)} s`,
      ok: recoveredAt !== null && recoveredAt <= GOALS.recoverS,
    });

    if (live) {
      const closed = [...live.closed()].map(([code, n]) => `${n} x ${code}`).join(', ') || 'none';
      log(
        `   live: ${live.open()} of ${LIVE_CONNECTIONS} connections still open after every phase (closed by the server: ${closed}); app RSS now ${rssMb(app.child.pid!).toFixed(0)} MB`,
      );
      verdicts.push({
        figure: 'live: connections still open at the end',
        mark: String(LIVE_CONNECTIONS),
        result: String(live.open()),
        ok: live.open() === LIVE_CONNECTIONS,
      });
      await live.close();
    }
    const conns = await db.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [copyName]);
    log(
      `   app log: ${app.appLog.overloadWarnings} overload warnings, ${app.appLog.errors.length} error lines, ` +
        `${app.appLog.clientClosed} requests closed by the generator before their answer; PostgreSQL connections to the run's database now: ${conns.rows[0].n}`,
    );
    for (const line of app.appLog.errors.slice(0, 5)) log(`     ${line}`);
    verdicts.push({ figure: 'app log: error lines', mark: '0', result: String(app.appLog.errors.length), ok: app.appLog.errors.length === 0 });
    await db.end();
  } finally {
    if (app && app.child.exitCode === null) {
      const exited = new Promise((r) => app!.child.once('exit', r));
      app.child.kill('SIGTERM');
      await exited;
    }
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${copyName} with (force)`);
    await admin.end();
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  log(`\nload average (1, 5, 15 min) after each phase: ${loads.join('; ')}`);
  log(`\nverdict (${((Date.now() - started) / 60000).toFixed(1)} min):`);
  const widths = [
    Math.max(...verdicts.map((v) => v.figure.length)),
    Math.max(...verdicts.map((v) => v.mark.length)),
    Math.max(...verdicts.map((v) => v.result.length)),
  ];
  log(`  ${'figure'.padEnd(widths[0])}  ${'pass mark'.padEnd(widths[1])}  ${'result'.padEnd(widths[2])}  ok`);
  for (const v of verdicts) log(`  ${v.figure.padEnd(widths[0])}  ${v.mark.padEnd(widths[1])}  ${v.result.padEnd(widths[2])}  ${v.ok ? 'yes' : 'NO'}`);
  exitWithVerdict(log, verdicts);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
