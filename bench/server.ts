/**
 * `pnpm bench`: the server side of issue 7, measured side by side in one run and held to its goals.
 *
 * Seeds (once, kept in BENCH_DIR) 10,000 and 1,000,000 profiles with reports, one profile with 5,000 reports
 * and 100,000 pending reports. Then, in one run, with every server a child process on the same PostgreSQL:
 *   raw      node:http + pg running only the bare page query (rows, no count): the best that could be done
 *   product  the real app (`node api/dist/main.js`, NODE_ENV=production) answering the web client's GraphQL requests
 *            as it sends them (the persisted query's hash and the variables)
 * alternating raw/product and 10k/1M in every round, autocannon with 16 connections, medians of the rounds (flat: the
 * median of each round's paired 1M/10k figure).
 * Also EXPLAIN ANALYZE of every shape at 1M, SQL statements per request (pg_stat_statements) and the
 * product's RSS idle after start and across five load rounds. Prints a verdict table; exits 1 when a goal is missed.
 *
 * Speed is never asserted in tests; this is where it is measured. Environment: BENCH_DIR (default
 * $TMPDIR/tea-bench), BENCH_SECONDS (3), BENCH_ROUNDS (4), BENCH_SIZES ("10000,1000000"), BENCH_ONLY
 * (a substring of shape names; "sweep" runs the EXPLAIN sweep alone), BENCH_EXPLAIN_ONLY, BENCH_PLANS (1: the plans of
 * missed shapes, all: every plan).
 */
import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildBrowseSql } from '../api/src/modules/profile/browse.js';
import { LISTED_PROFILE_SQL } from '../api/src/policies/visibility.js';
import { PHOTO_CHECK_LIMIT, PHOTO_CHECK_SQL, photoCheckParams } from '../api/src/modules/photo-check/photo-check.lookup.js';
import { PHOTO_MATCHABLE_SQL } from '../api/src/core/photo-check-indexes.js';
import { CROP_MATCH_DISTANCE, CROP_WINDOW_SIDES, type WindowHashes } from '../api/src/modules/upload/crop-hash.js';
import { IMAGE_MATCH_DISTANCE } from '../api/src/modules/image-hash/image-hash.service.js';
import { WATCH_MATCH_SQL, WATCH_PROFILE_SQL, watchMatchParams, type WatchedProfileRow } from '../api/src/modules/watch/watch.match.js';
import { browseSchema, maxOffsetFor } from '../api/src/modules/profile/profile.inputs.js';
import { PRELOAD_HASHES, PRELOAD_QUERIES, type PreloadedOperation } from '../web/src/gql/preload-queries.js';
import { freePort } from '../api/test/free-port.js';
import { benchAdminEnv, signInBenchAdmin } from './lib/admin.js';
import { exitWithVerdict, launcher, productEnv } from './lib/product-env.js';
import { BENCH_DIR, BENCH_SIZES, startCluster, seededDatabase, BIG_REPORTS_PROFILE, type BenchDatabase } from './lib/seed.js';
import { ADMIN_CONSOLE_CASES, adminConsoleRoutes, profileRoutes, QUEUE_GQL, QUEUE_VARIABLES, queueRoute, skeletonBody, type Routes } from './lib/routes.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SIZES = BENCH_SIZES;
const BIG = Math.max(...SIZES);
const SMALL = Math.min(...SIZES);
const ONLY = process.env.BENCH_ONLY;
const EXPLAIN_CLUSTER = process.env.BENCH_PG_URL; // an already running cluster (development)
const CONNECTIONS = 16;
const NYC = { latitude: 40.71, longitude: -74.01 };
/** The last page the API allows for a filter (50 pages, 10 for a search). */
const lastPage = (filter: Record<string, unknown>) => maxOffsetFor(filter as { search?: string }) / 20;

/** The web client's own documents, as Apollo Client sends them (web/src/gql/preload-queries.ts, made by `pnpm codegen`). */
const BROWSE_GQL = PRELOAD_QUERIES.BrowseProfiles;
const PROFILE_GQL = PRELOAD_QUERIES.ProfileRoute;
const REPORTS_GQL = PRELOAD_QUERIES.ProfileReports;
/** The body the web app sends under load: the persisted query's hash, not the text (issue 11; apollo-client.ts, preload.ts). */
const persistedBody = (operationName: PreloadedOperation, variables: unknown) =>
  JSON.stringify({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: PRELOAD_HASHES[operationName] } } });

type Filter = Record<string, unknown>;
interface BrowseShape {
  name: string;
  filter: Filter;
  page?: number;
}

/** Every sort, the filtered shapes, combinations and the last allowed page. */
const SHAPES: BrowseShape[] = [
  { name: 'sort newest', filter: { sortBy: 'NEWEST' } },
  { name: 'sort oldest', filter: { sortBy: 'OLDEST' } },
  { name: 'sort rating', filter: { sortBy: 'RATING' } },
  { name: 'sort rating_low', filter: { sortBy: 'RATING_LOW' } },
  { name: 'sort reports_high (default)', filter: {} },
  { name: 'sort reports_low', filter: { sortBy: 'REPORTS_LOW' } },
  { name: 'sort alphabetical', filter: { sortBy: 'ALPHABETICAL' } },
  { name: 'sort alphabetical_desc', filter: { sortBy: 'ALPHABETICAL_DESC' } },
  { name: 'sort distance (KNN)', filter: { sortBy: 'DISTANCE', ...NYC } },
  { name: 'location', filter: { location: 'Austin, TX', sortBy: 'NEWEST' } },
  { name: 'rating >= 4', filter: { minRating: 4, sortBy: 'RATING' } },
  { name: 'search 1 letter "k"', filter: { search: 'k' } },
  { name: 'search 2 letters "ka"', filter: { search: 'ka' } },
  { name: 'search "karamar"', filter: { search: 'karamar', sortBy: 'NEWEST' } },
  { name: 'search "quill" (rare)', filter: { search: 'quinn quill' } },
  { name: 'distance 25 mi + sort distance', filter: { distance: 25, sortBy: 'DISTANCE', ...NYC } },
  { name: 'distance 25 mi + newest', filter: { distance: 25, sortBy: 'NEWEST', ...NYC } },
  { name: 'location + rating', filter: { location: 'Austin, TX', minRating: 4 } },
  { name: 'location + rating + alphabetical', filter: { location: 'Boston, MA', minRating: 4, sortBy: 'ALPHABETICAL' } },
  { name: 'search + rating', filter: { search: 'ava', minRating: 4, sortBy: 'RATING' } },
  { name: 'distance 10 mi + rating + search', filter: { distance: 10, minRating: 3, search: 'mia', sortBy: 'DISTANCE', ...NYC } },
  { name: 'last allowed page, newest', filter: { sortBy: 'NEWEST' }, page: lastPage({}) },
  { name: 'last allowed page, rating', filter: { sortBy: 'RATING' }, page: lastPage({}) },
  { name: 'last allowed page, location + rating', filter: { location: 'Austin, TX', minRating: 4 }, page: lastPage({}) },
  { name: 'last allowed page, search "karamar"', filter: { search: 'karamar', sortBy: 'NEWEST' }, page: lastPage({ search: 'karamar' }) },
].filter((s) => !ONLY || s.name.includes(ONLY));

/** photoCheckMs: issue 26's goal for the photo check's lookup at 1M photos (its 169 windows probe 676 index entries). */
const GOALS = { ratio: 0.6, flat: 0.9, sqlMs: 5, rssGrowth: 0.05, seqRows: 10_000, photoCheckMs: 20, idleRssMb: 200, loadedRssMb: 300 };
/**
 * `BENCH_ONLY=photo check`: the photo check's lookup alone (an EXPLAIN goal; no throughput case: a member may check
 * 10 photos a day, so the HTTP route is never under load).
 */
const PHOTO_CHECK_SHAPE = 'photo check';
/**
 * `BENCH_ONLY=name watch`: the name watch's match for one published profile among the seeded active watches (an EXPLAIN
 * goal; it runs in a job per published profile, never on a request).
 */
const NAME_WATCH_SHAPE = 'name watch';
/**
 * `BENCH_ONLY=admin console`: the admin console's statements alone (issue 25 item 7: the dashboard's figures, recent
 * activity, analytics for 30 and 365 days, the profile and account lists' first and last allowed pages), each within
 * GOALS.sqlMs and reading no table whole (rows read by sequential scans of profiles, reports and users at most
 * GOALS.seqRows: a count of the first 1,001 rows of a table is fine, a full scan is not). Their throughput cases run with
 * the others.
 */
const ADMIN_SHAPE = 'admin console';

/** The sweep: search terms of 1, 2 and 3+ letters (names that cluster in name order, a place name, a rare one) x sorts. */
const SWEEP_TERMS = ['k', 'ka', 'ava', 'mia', 'quinn', 'zoe', 'new', 'quill'];
const SWEEP_SORTS = ['NEWEST', 'OLDEST', 'RATING', 'RATING_LOW', 'REPORTS_HIGH', 'REPORTS_LOW', 'ALPHABETICAL', 'ALPHABETICAL_DESC', 'DISTANCE'];

const log = (...a: unknown[]) => console.log(...a);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (n: number, d = 2) => n.toFixed(d);

function browseQuery(shape: BrowseShape) {
  const f = shape.filter;
  return browseSchema.parse({ ...f, sortBy: typeof f.sortBy === 'string' ? f.sortBy.toLowerCase() : undefined, page: shape.page ?? 1, pageSize: 20 });
}

/** The bare page query for a shape: the product's own page statement without any total. */
function rawBrowse(shape: BrowseShape) {
  const { sql, params } = buildBrowseSql(browseQuery(shape), LISTED_PROFILE_SQL, false);
  return { sql, params };
}

interface Server {
  port: number;
  child: ChildProcess;
}

async function waitForHttp(url: string, child: ChildProcess, name: string) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not start`);
}

async function startProduct(db: BenchDatabase, dataDir: string): Promise<Server> {
  const port = await freePort();
  // As `pnpm start` runs it: its node flags and MALLOC_ARENA_MAX (not this bench's --import of swc-node).
  const start = launcher();
  const child = fork(join(root, 'api/dist/main.js'), [], {
    cwd: join(root, 'api'),
    execArgv: start.execArgv,
    env: {
      ...process.env,
      ...start.env,
      ...productEnv({ port, databaseUrl: db.url, dataDir: join(dataDir, db.name) }),
      // Production cookies are Secure: the admin's sign-in goes through as if behind a TLS proxy on loopback.
      TRUST_PROXY: '127.0.0.1',
      ...benchAdminEnv(),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, child, 'product');
  return { port, child };
}

/** The raw baseline (lib/raw-server.ts) or, with `skeleton`, the stack's skeleton app (lib/skeleton-server.ts) on the same routes. */
async function startRaw(db: BenchDatabase, routes: Routes, dataDir: string, kind: 'raw' | 'skeleton' = 'raw'): Promise<Server> {
  const port = await freePort();
  const file = join(dataDir, `routes-${db.name}.json`);
  writeFileSync(file, JSON.stringify(routes));
  const child = fork(join(here, `lib/${kind}-server.ts`), [], {
    execArgv: ['--import', '@swc-node/register/esm-register'],
    cwd: here,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATABASE_URL: db.url, BENCH_ROUTES: file },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await waitForHttp(`http://127.0.0.1:${port}/${kind === 'raw' ? 'none' : 'graphql'}`, child, kind);
  return { port, child };
}

async function gql(port: number, query: string, variables: unknown, cookie?: string) {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data!;
}

function signInAdmin(port: number): Promise<string> {
  return signInBenchAdmin(`http://127.0.0.1:${port}`, { 'x-forwarded-proto': 'https' });
}

type Load = { requests: autocannon.Request[]; headers?: Record<string, string> };

async function load(port: number, l: Load, seconds = SECONDS) {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: l.headers,
    requests: l.requests,
  });
  if (r.non2xx || r.errors) {
    // One sample answer says why (a limit, a validation error, a crash).
    const sample = l.requests[0];
    const res = await fetch(`http://127.0.0.1:${port}${sample.path}`, { method: sample.method, headers: l.headers, body: sample.body as string | undefined });
    throw new Error(
      `${r.non2xx} non-2xx answers, ${r.errors} errors on port ${port} (${JSON.stringify(r.statusCodeStats)}); a sample: ${res.status} ${(await res.text()).slice(0, 300)}`,
    );
  }
  return { rps: r.requests.average, p99: r.latency.p99 };
}

const gqlLoad = (query: string, variables: unknown, cookie?: string): Load => ({
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  requests: [{ method: 'POST', path: '/graphql', body: JSON.stringify({ query, variables }) }],
});
const rawLoad = (...names: string[]): Load => ({ requests: names.map((n) => ({ method: 'GET', path: `/${encodeURIComponent(n)}` })) });

/** SQL statements one request causes, from pg_stat_statements (everything but the counting itself and the job queue's own polling). */
async function statementsOf(client: pg.Client, dbName: string, action: () => Promise<unknown>) {
  await new Promise((r) => setTimeout(r, 300));
  await client.query('select pg_stat_statements_reset()');
  await action();
  await new Promise((r) => setTimeout(r, 300));
  const { rows } = await client.query<{ n: string; q: string }>(
    `select sum(calls)::int as n, string_agg(left(query, 60), ' | ') as q from pg_stat_statements s join pg_database d on d.oid = s.dbid
     where d.datname = $1 and query not ilike '%pg_stat_statements%' and query not ilike '%pgboss%'`,
    [dbName],
  );
  return { n: Number(rows[0].n ?? 0), queries: rows[0].q ?? '' };
}

/** How long the product idles after it answers /healthz before its idle RSS is read. */
const IDLE_SETTLE_MS = 3000;
const mb = (bytes: number) => (bytes / 1048576).toFixed(1);

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
}

interface Verdict {
  goal: string;
  value: string;
  target: string;
  ok: boolean;
}

async function main() {
  const started = Date.now();
  log(
    `tea bench: ${cpus().length} cores (${cpus()[0]?.model}), node ${process.version}, commit ${execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim()}`,
  );
  log(`data in ${BENCH_DIR} (kept between runs); ${SECONDS} s per measurement, ${ROUNDS} rounds, ${CONNECTIONS} connections`);
  const cluster = EXPLAIN_CLUSTER ? { url: EXPLAIN_CLUSTER, stop: async () => {}, signalStop: () => {} } : await startCluster(BENCH_DIR);
  const dataDir = mkdtempSync(join(tmpdir(), 'tea-bench-run-'));
  const children: ChildProcess[] = [];
  const verdicts: Verdict[] = [];
  try {
    const dbs = new Map<number, BenchDatabase>();
    for (const n of SIZES) dbs.set(n, await seededDatabase(cluster, n));
    const big = dbs.get(BIG)!;

    // ---------- EXPLAIN ANALYZE at the biggest size ----------
    const sql = new pg.Client({ connectionString: big.url });
    sql.on('error', () => {});
    await sql.connect();
    log(`\nEXPLAIN ANALYZE at ${BIG.toLocaleString('en-US')} profiles (page alone | page with its total, as on a cache miss):`);
    const explained = SHAPES.flatMap((s) => (s.page ? [s] : [s, { ...s, name: `${s.name}, page ${lastPage(s.filter)}`, page: lastPage(s.filter) }]));
    /**
     * Best of 3 EXPLAIN ANALYZE runs (planning + execution) of the page alone and of the page with its total. A sequential
     * scan of profiles is read from the transaction's own table statistics, so one inside browse_by_city() or
     * browse_by_name() counts too.
     */
    const timed = async (stmt: { sql: string; params: unknown[] }) => {
      let best = Infinity;
      let seq = false;
      for (let i = 0; i < 3; i++) {
        await sql.query('begin');
        const { rows } = await sql.query(`explain (analyze, format json) ${stmt.sql}`, stmt.params);
        const { rows: scans } = await sql.query<{ n: string }>(`select seq_scan as n from pg_stat_xact_user_tables where relname = 'profiles'`);
        await sql.query('commit');
        const p = rows[0]['QUERY PLAN'][0];
        best = Math.min(best, p['Execution Time'] + p['Planning Time']);
        if (Number(scans[0]?.n ?? 0) > 0) seq = true;
      }
      return { ms: best, seq };
    };
    const explain = async (shape: BrowseShape) => {
      const q = browseQuery(shape);
      const page = buildBrowseSql(q, LISTED_PROFILE_SQL, false);
      const full = buildBrowseSql(q, LISTED_PROFILE_SQL, true);
      const runs = [await timed(page), await timed(full)];
      const times = runs.map((r) => r.ms);
      const seq = runs.some((r) => r.seq);
      return { times, seq, page, full, ok: times[0] <= GOALS.sqlMs && times[1] <= GOALS.sqlMs && !seq };
    };
    for (const shape of explained) {
      const { times, seq, page, full, ok } = await explain(shape);
      const { rows: totals } = await sql.query(full.sql, full.params);
      const exactCount = totals[0]?.total_is_exact;
      if (process.env.BENCH_PLANS && (!ok || process.env.BENCH_PLANS === 'all')) {
        const { rows } = await sql.query(`explain (analyze, costs off) ${page.sql}`, page.params);
        log(rows.map((r) => `      ${r['QUERY PLAN']}`).join('\n'));
      }
      verdicts.push({
        goal: `SQL ${shape.name}`,
        value: `${fmt(times[0])} | ${fmt(times[1])} ms${seq ? ' SEQ SCAN' : ''}`,
        target: `<= ${GOALS.sqlMs} ms, no seq scan`,
        ok,
      });
      log(
        `  ${shape.name.padEnd(52)} ${fmt(times[0]).padStart(7)} | ${fmt(times[1]).padStart(7)} ms  total ${totals[0]?.total} (${exactCount ? 'exact' : 'estimate'})${seq ? '  SEQ SCAN' : ''}`,
      );
    }

    // Every sort crossed with search terms (1, 2 and 3+ letters; names that cluster in name order, a place name, a rare
    // one), with and without a rating filter and a 10-mile radius, on the first and the last allowed page.
    if (!ONLY || ONLY === 'sweep') {
      const sweep: BrowseShape[] = [];
      for (const search of SWEEP_TERMS)
        for (const sortBy of SWEEP_SORTS)
          for (const extra of [{}, { minRating: 4 }, { distance: 10 }] as Filter[])
            for (const page of [1, lastPage({ search })])
              sweep.push({
                name: `${search} / ${sortBy.toLowerCase()}${extra.minRating ? ' / rating 4+' : ''}${extra.distance ? ' / 10 mi' : ''}, page ${page}`,
                filter: { search, sortBy, ...NYC, ...extra },
                page,
              });
      log(`\nsweep: ${sweep.length} combinations of search term, sort, filter and page (over ${GOALS.sqlMs} ms or with a sequential scan):`);
      const missed: { name: string; ms: number; seq: boolean }[] = [];
      for (const shape of sweep) {
        const r = await explain(shape);
        if (!r.ok) {
          missed.push({ name: shape.name, ms: Math.max(...r.times), seq: r.seq });
          log(`  ${shape.name.padEnd(52)} ${fmt(r.times[0]).padStart(7)} | ${fmt(r.times[1]).padStart(7)} ms${r.seq ? '  SEQ SCAN' : ''}`);
        }
      }
      const worst = missed.sort((a, b) => b.ms - a.ms)[0];
      log(
        `  ${sweep.length - missed.length} of ${sweep.length} within ${GOALS.sqlMs} ms without a sequential scan${worst ? `; slowest: ${worst.name} ${fmt(worst.ms)} ms` : ''}`,
      );
      verdicts.push({
        goal: `SQL sweep: ${sweep.length} search x sort x filter x page`,
        value: `${sweep.length - missed.length} of ${sweep.length}${worst ? `, max ${fmt(worst.ms, 0)} ms` : ''}`,
        target: `all <= ${GOALS.sqlMs} ms, no seq scan`,
        ok: missed.length === 0,
      });
    }

    // The photo check's lookup (issue 26 item 2, photo-check.lookup.ts): the whole picture's 4 segment indexes probed 68
    // times and the central parts' 4 indexes probed for 169 windows, for a random photo (the usual case: no match), a
    // stored one (a match at distance 0) and a crop of one (a window at distance 0), against the raw baseline that compares
    // every approved photo's hashes (a sequential scan). Both must answer the same profiles.
    if (!ONLY || ONLY === PHOTO_CHECK_SHAPE) {
      log(`\n${PHOTO_CHECK_SHAPE} at ${BIG.toLocaleString('en-US')} profiles with photos (lookup | raw scan):`);
      const { rows: stored } = await sql.query<{ hash: string; across: string; down: string }>(
        'select image_hash::text as hash, image_center_hash::text as across, image_center_vhash::text as down from profiles where id = $1',
        [Math.ceil(BIG / 2)],
      );
      // A check hashes 169 windows of her photo (crop-hash.ts): random ones, and for a crop one of them is a stored
      // photo's central part.
      const randomHash = (i: number) => BigInt.asIntN(64, 0x9e3779b97f4a7c15n * BigInt(i + 2)).toString();
      const windows = Array.from({ length: CROP_WINDOW_SIDES.length ** 2 }, (_, i) => ({ across: randomHash(2 * i + 1), down: randomHash(2 * i + 2) }));
      const probes: [string, string, WindowHashes[]][] = [
        ['a random hash', randomHash(0), windows],
        ['a stored hash', stored[0].hash, windows],
        ['a crop of a stored photo', randomHash(0), [...windows.slice(1), { across: stored[0].across, down: stored[0].down }]],
      ];
      const statements = probes.map(([name, hash, hashes]) => ({
        name,
        lookup: { sql: PHOTO_CHECK_SQL, params: photoCheckParams(hash, hashes) },
        // The raw baseline: every approved photo's two hashes compared (the whole one to the hash, the central one to
        // every window), the nearer qualifying distance kept.
        scan: {
          sql: `select id, display_name, location, distance from (
                  select id, display_name, location,
                         least(case when whole <= $2 then whole end, case when central <= $4 then central end) as distance
                  from (select id, display_name, location, bit_count((image_hash # $1::bigint)::bit(64))::int as whole,
                               (select min(greatest(bit_count((image_center_hash # h)::bit(64)), bit_count((image_center_vhash # v)::bit(64))))
                                from unnest($3::bigint[], $5::bigint[]) w(h, v))::int as central
                        from profiles where ${PHOTO_MATCHABLE_SQL}) s) r
                where distance is not null order by distance, id limit ${PHOTO_CHECK_LIMIT}`,
          params: [hash, IMAGE_MATCH_DISTANCE, hashes.map((w) => w.across), CROP_MATCH_DISTANCE, hashes.map((w) => w.down)],
        },
      }));
      // The lookup as the product runs it (photo-check.service.ts): a named statement in a transaction without parallel
      // workers, its best wall time of 10 runs after 6 (the plan then is the connection's generic one), and whether a
      // sequential scan of profiles happened in it. The raw scan runs once (tens of seconds at 1M), after every lookup: a
      // backend's scan counts reach pg_stat_xact_user_tables' next transactions until they are flushed.
      const lookupOnce = async (st: { sql: string; params: unknown[] }) => {
        await sql.query('begin');
        await sql.query('set local max_parallel_workers_per_gather = 0');
        const t0 = performance.now();
        const { rows } = await sql.query({ name: 'photo-check', text: st.sql, values: st.params });
        const ms = performance.now() - t0;
        const { rows: scans } = await sql.query<{ n: string }>(`select seq_scan as n from pg_stat_xact_user_tables where relname = 'profiles'`);
        await sql.query('commit');
        return { ms, rows, seq: Number(scans[0]?.n ?? 0) > 0 };
      };
      const fast = [];
      for (const st of statements) {
        for (let i = 0; i < 6; i++) await lookupOnce(st.lookup);
        const runs = [];
        for (let i = 0; i < 10; i++) runs.push(await lookupOnce(st.lookup));
        fast.push({ ms: Math.min(...runs.map((r) => r.ms)), seq: runs.some((r) => r.seq), rows: runs[0].rows });
      }
      for (const [i, st] of statements.entries()) {
        const t0 = performance.now();
        const expected = (await sql.query(st.scan.sql, st.scan.params)).rows;
        const slowMs = performance.now() - t0;
        const same = JSON.stringify(fast[i].rows) === JSON.stringify(expected);
        log(
          `  ${st.name.padEnd(52)} ${fmt(fast[i].ms).padStart(7)} | ${fmt(slowMs).padStart(7)} ms  ${fast[i].rows.length} match(es)${same ? '' : '  DIFFERENT ANSWERS'}${fast[i].seq ? '  SEQ SCAN' : ''}`,
        );
        verdicts.push({
          goal: `SQL ${PHOTO_CHECK_SHAPE}, ${st.name}`,
          value: `${fmt(fast[i].ms)} ms (scan ${fmt(slowMs, 0)})`,
          target: `<= ${GOALS.photoCheckMs} ms, no seq scan, = scan`,
          ok: fast[i].ms <= GOALS.photoCheckMs && !fast[i].seq && same,
        });
      }
    }

    // The name watch's match (issue 26 item 1, watch.match.ts) for published profiles with a city: the watches of one first
    // name from `watches_match_idx`, against the raw baseline that reads every watch (the same rule, the name compared
    // through upper(), which no index serves). Both must answer the same watches.
    if (!ONLY || ONLY === NAME_WATCH_SHAPE) {
      const { rows: watchCount } = await sql.query<{ n: number }>('select count(*)::int as n from watches where ended_at is null');
      log(`\n${NAME_WATCH_SHAPE} at ${watchCount[0].n.toLocaleString('en-US')} active watches (match | raw scan):`);
      // Three profiles from the middle of the table (usually no watch of theirs), and one whose name a watch in her city
      // follows (the match then writes and notifies).
      const { rows: picked } = await sql.query<{ id: number }>(
        `(select p.id from profiles p where ${LISTED_PROFILE_SQL} and p.location is not null order by p.id limit 3 offset $1)
         union all
         (select p.id from watches w join profiles p on lower(p.first_name) = lower(w.first_name) and p.location = w.location
          where ${LISTED_PROFILE_SQL} and w.last_name is null order by w.id limit 1)`,
        [Math.floor(BIG / 3)],
      );
      type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
      const watchSeq = (node: PlanNode): boolean =>
        (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'watches') || (node.Plans ?? []).some(watchSeq);
      for (const { id } of picked) {
        const [profile] = (await sql.query<WatchedProfileRow>(WATCH_PROFILE_SQL, [id])).rows;
        const params = watchMatchParams(profile)!;
        const match = { sql: `${WATCH_MATCH_SQL} order by w.id`, params };
        const raw = {
          sql: `${WATCH_MATCH_SQL.replace('lower(w.first_name) = lower($1::text)', 'upper(w.first_name) = upper($1::text)')} order by w.id`,
          params,
        };
        const fast = await timed(match);
        const { rows: plan } = await sql.query(`explain (format json) ${match.sql}`, match.params);
        const seq = watchSeq(plan[0]['QUERY PLAN'][0].Plan as PlanNode);
        const slow = await timed(raw);
        const [found, expected] = [(await sql.query(match.sql, match.params)).rows, (await sql.query(raw.sql, raw.params)).rows];
        const same = JSON.stringify(found) === JSON.stringify(expected);
        const name = `profile ${id} (${profile.first_name}, ${profile.location})`;
        log(
          `  ${name.padEnd(52)} ${fmt(fast.ms).padStart(7)} | ${fmt(slow.ms).padStart(7)} ms  ${found.length} watch(es)${same ? '' : '  DIFFERENT ANSWERS'}${seq ? '  SEQ SCAN' : ''}`,
        );
        verdicts.push({
          goal: `SQL ${NAME_WATCH_SHAPE}, ${name}`,
          value: `${fmt(fast.ms)} ms (scan ${fmt(slow.ms, 0)})`,
          target: `<= ${GOALS.sqlMs} ms, no seq scan, = scan`,
          ok: fast.ms <= GOALS.sqlMs && !seq && same,
        });
      }
    }

    // The admin console at a million (issue 25 item 7): each screen's statement, as the product runs it once its total is
    // cached (the lists), warmed once (analytics counts its past days once, then reads them).
    if (!ONLY || ONLY === ADMIN_SHAPE) {
      log(`\n${ADMIN_SHAPE} at ${BIG.toLocaleString('en-US')} profiles (statement ms, rows read by sequential scans):`);
      // As the product runs them: a named statement (the dashboard's, the activity's and the analytics' are; the lists' are
      // cheap to plan), its best wall time of 10 runs after 6; the rows sequential scans read in the run's transaction.
      const seqRowsRead = async () =>
        Number(
          (
            await sql.query<{ n: string }>(
              `select coalesce(sum(seq_tup_read), 0) as n from pg_stat_xact_user_tables where relname in ('profiles', 'reports', 'users')`,
            )
          ).rows[0].n,
        );
      for (const [i, c] of ADMIN_CONSOLE_CASES.entries()) {
        const name = `admin-case-${i}`;
        let best = Infinity;
        let seqRows = 0;
        for (let run = 0; run < 16; run++) {
          await sql.query('begin');
          const before = await seqRowsRead();
          const t0 = performance.now();
          await sql.query({ name, text: c.statement.sql, values: c.statement.params });
          const ms = performance.now() - t0;
          const read = (await seqRowsRead()) - before;
          await sql.query('commit');
          if (run < 6) continue;
          best = Math.min(best, ms);
          seqRows = Math.max(seqRows, read);
        }
        log(`  ${c.name.padEnd(52)} ${fmt(best).padStart(7)} ms  ${seqRows.toLocaleString('en-US')} rows by sequential scans`);
        verdicts.push({
          goal: `SQL admin ${c.name}`,
          value: `${fmt(best)} ms, ${seqRows} seq rows`,
          target: `<= ${GOALS.sqlMs} ms, <= ${GOALS.seqRows} seq rows`,
          ok: best <= GOALS.sqlMs && seqRows <= GOALS.seqRows,
        });
      }
    }

    if (process.env.BENCH_EXPLAIN_ONLY || ONLY === PHOTO_CHECK_SHAPE || ONLY === NAME_WATCH_SHAPE || ONLY === ADMIN_SHAPE) return;

    // ---------- servers ----------
    log('\nstarting servers (product = node api/dist/main.js, raw = node:http + pg)...');
    const routes = async (shapes: BrowseShape[], cookie: string) => ({
      ...Object.fromEntries(shapes.map((s) => [s.name, rawBrowse(s)])),
      ...profileRoutes(BIG_REPORTS_PROFILE),
      // An admin-only page: the least it takes is her session and account (one statement), then the page.
      queue: await queueRoute(sql, cookie),
      ...(await adminConsoleRoutes(sql, cookie)),
    });
    const servers = new Map<number, { product: Server; raw: Server; cookie: string }>();
    let idleRss = NaN;
    for (const [n, db] of dbs) {
      const product = await startProduct(db, dataDir);
      if (n === BIG) {
        // Idle after start: answering /healthz, before any other request (the memory goal, read again under load below).
        await new Promise((r) => setTimeout(r, IDLE_SETTLE_MS));
        idleRss = rssOf(product.child.pid!);
        log(`  product at ${BIG.toLocaleString('en-US')}: ${mb(idleRss)} MB RSS idle after start`);
      }
      const cookie = await signInAdmin(product.port);
      const raw = await startRaw(db, await routes(SHAPES, cookie), dataDir);
      children.push(product.child, raw.child);
      servers.set(n, { product, raw, cookie });
    }
    // The stack's skeleton (Express + Apollo + graphql-jit, nothing of the product) on the 1M database's non-browse routes.
    const skeletonRoutes = await routes([], servers.get(BIG)!.cookie);
    const skeleton = await startRaw(big, skeletonRoutes, dataDir, 'skeleton');
    children.push(skeleton.child);
    /** The skeleton's request for a route: every column the raw server answers for it. */
    const skeletonRequest = async (route: string): Promise<autocannon.Request> => ({
      method: 'POST',
      path: '/graphql',
      body: await skeletonBody(sql, skeletonRoutes, route),
    });
    const skeletonLoad = async (...names: string[]): Promise<Load> => ({
      headers: { 'content-type': 'application/json' },
      requests: await Promise.all(names.map(skeletonRequest)),
    });

    // ---------- statements per request ----------
    const sp = servers.get(BIG)!;
    const stm: [string, number, () => Promise<unknown>][] = [
      ['browse, total not cached', 1, () => gql(sp.product.port, BROWSE_GQL, { filter: { location: 'Miami, FL', minRating: 2.5 }, page: 1, pageSize: 20 })],
      ['browse, total cached', 1, () => gql(sp.product.port, BROWSE_GQL, { filter: { location: 'Miami, FL', minRating: 2.5 }, page: 2, pageSize: 20 })],
      [
        'profile page (profile + first reports page)',
        2,
        () =>
          Promise.all([
            gql(sp.product.port, PROFILE_GQL, { id: String(BIG_REPORTS_PROFILE) }),
            gql(sp.product.port, REPORTS_GQL, { profileId: String(BIG_REPORTS_PROFILE), first: 20 }),
          ]),
      ],
      ['report list of a profile with 5,000 reports', 1, () => gql(sp.product.port, REPORTS_GQL, { profileId: String(BIG_REPORTS_PROFILE), first: 20 })],
      // Her session with her account (one statement, auth/session.ts), then the page; the queue's estimated total is
      // reused for a while (the warm-up before counting asked for it).
      ['admin queue (session + account, page)', 2, () => gql(sp.product.port, QUEUE_GQL, QUEUE_VARIABLES, sp.cookie)],
    ];
    await gql(sp.product.port, QUEUE_GQL, QUEUE_VARIABLES, sp.cookie);
    log('\nSQL statements per request (pg_stat_statements):');
    for (const [name, target, action] of stm) {
      const { n, queries } = await statementsOf(sql, big.name, action);
      verdicts.push({ goal: `statements: ${name}`, value: String(n), target: `${target}`, ok: n === target });
      log(`  ${name.padEnd(46)} ${n}   ${queries}`);
    }

    // ---------- throughput ----------
    type Case = { name: string; product: (s: { cookie: string }) => Load; raw: Load; flat: boolean; skeleton?: Load; admin?: boolean };
    const cases: Case[] = [
      ...SHAPES.map((s) => ({
        name: `browse ${s.name}`,
        product: (): Load => ({
          headers: { 'content-type': 'application/json' },
          requests: [{ method: 'POST', path: '/graphql', body: persistedBody('BrowseProfiles', { filter: s.filter, page: s.page ?? 1, pageSize: 20 }) }],
        }),
        raw: rawLoad(s.name),
        flat: true,
      })),
      {
        // The profile with 5,000 reports and the first page of them (published in every seed: its reports are approved).
        name: 'profile page (profile + reports)',
        product: () => ({
          headers: { 'content-type': 'application/json' },
          requests: [
            { method: 'POST', path: '/graphql', body: persistedBody('ProfileRoute', { id: String(BIG_REPORTS_PROFILE) }) },
            { method: 'POST', path: '/graphql', body: persistedBody('ProfileReports', { profileId: String(BIG_REPORTS_PROFILE), first: 20 }) },
          ],
        }),
        raw: rawLoad('profile', 'reports'),
        skeleton: await skeletonLoad('profile', 'reports'),
        flat: true,
      },
      {
        name: 'admin queue (100,000 pending)',
        product: (s) => gqlLoad(QUEUE_GQL, QUEUE_VARIABLES, s.cookie),
        raw: rawLoad('queue'),
        skeleton: await skeletonLoad('queue'),
        flat: false,
        admin: true,
      },
      // The admin console's screens (issue 25 item 7), each against her session and the product's own statement.
      ...ADMIN_CONSOLE_CASES.map((c): Case => ({
        name: `admin ${c.name}`,
        product: (s) => gqlLoad(c.query, c.variables, s.cookie),
        raw: rawLoad(`admin ${c.name}`),
        flat: false,
        admin: true,
      })),
    ];
    // Warm-up: every case once on every server.
    for (const [, s] of servers) {
      for (const c of cases) {
        await load(s.raw.port, c.raw, 1);
        await load(s.product.port, c.product(s), 1);
        if (c.skeleton && s === servers.get(BIG)) await load(skeleton.port, c.skeleton, 1);
      }
    }
    const results = new Map<string, Map<number, { raw: number[]; product: number[]; p99: number[]; skeleton: number[] }>>();
    for (let round = 1; round <= ROUNDS; round++) {
      log(`\nround ${round}/${ROUNDS}`);
      for (const c of cases) {
        // The sizes alternate too (10k first in odd rounds, 1M first in even ones), so neither is always measured second.
        const sizes = round % 2 ? [...servers] : [...servers].reverse();
        for (const [n, s] of sizes) {
          const withSkeleton = c.skeleton && n === BIG ? ['skeleton'] : [];
          const order = round % 2 ? ['raw', 'product', ...withSkeleton] : [...withSkeleton, 'product', 'raw'];
          const entry = results.get(c.name)?.get(n) ?? { raw: [], product: [], p99: [], skeleton: [] };
          for (const which of order) {
            if (which === 'raw') entry.raw.push((await load(s.raw.port, c.raw)).rps);
            else if (which === 'skeleton') entry.skeleton.push((await load(skeleton.port, c.skeleton!)).rps);
            else {
              const r = await load(s.product.port, c.product(s));
              entry.product.push(r.rps);
              entry.p99.push(r.p99);
            }
          }
          if (!results.has(c.name)) results.set(c.name, new Map());
          results.get(c.name)!.set(n, entry);
          log(
            `  ${c.name.padEnd(48)} ${String(n).padStart(8)}  raw ${fmt(entry.raw.at(-1)!, 0).padStart(6)}  product ${fmt(entry.product.at(-1)!, 0).padStart(6)} req/s` +
              (entry.skeleton.length ? `  skeleton ${fmt(entry.skeleton.at(-1)!, 0).padStart(6)}` : ''),
          );
        }
      }
    }

    log(`\nthroughput (medians of ${ROUNDS} rounds, c=${CONNECTIONS}):`);
    log(`  ${'case'.padEnd(48)} ${'raw 1M'.padStart(8)} ${'prod 1M'.padStart(8)} ${'ratio'.padStart(6)} ${'p99 ms'.padStart(7)} ${'flat'.padStart(6)}`);
    for (const c of cases) {
      const b = results.get(c.name)!.get(BIG)!;
      const s = results.get(c.name)!.get(SMALL);
      const ratio = median(b.product) / median(b.raw);
      // Flat: the median over rounds of each round's own 1M/10k figure (both sizes of a case measured back to back), so
      // the machine's drift between rounds cancels out; the ratio of the medians is printed beside it.
      const paired = (big: number[], small: number[]) => median(big.map((x, i) => x / small[i]));
      const flat = s ? paired(b.product, s.product) : NaN;
      const flatOfMedians = s ? median(b.product) / median(s.product) : NaN;
      // Flat cost: the product keeps >= 0.9 of its 10k throughput at 1M. Where the bare page query itself is not flat
      // (a last allowed page that is empty at 10k and full at 1M: not the same page), the goal is 0.9 of the raw's own
      // 1M/10k figure, and both figures are printed.
      const rawFlat = s ? paired(b.raw, s.raw) : NaN;
      const flatTarget = GOALS.flat * Math.min(1, rawFlat);
      log(
        `  ${c.name.padEnd(48)} ${fmt(median(b.raw), 0).padStart(8)} ${fmt(median(b.product), 0).padStart(8)} ${fmt(ratio).padStart(6)} ${fmt(median(b.p99), 0).padStart(7)} ${fmt(flat).padStart(6)} (raw ${fmt(rawFlat)}; of medians ${fmt(flatOfMedians)})`,
      );
      verdicts.push({ goal: `ratio ${c.name}`, value: fmt(ratio), target: `>= ${GOALS.ratio}x raw`, ok: ratio >= GOALS.ratio });
      if (c.flat && s)
        verdicts.push({
          goal: `flat ${c.name}`,
          value: `${fmt(flat)} (raw ${fmt(rawFlat)})`,
          target: rawFlat < 1 ? `>= ${fmt(flatTarget)} (${GOALS.flat} x raw's)` : `>= ${GOALS.flat}x 10k`,
          ok: flat >= flatTarget,
        });
    }

    // Not a goal: where the product stands against its own stack with nothing of the product in it.
    log(`\nthe stack's ceiling at 1M (skeleton: Express 5 + Apollo Server 5 + graphql-jit, the raw statements, no product code):`);
    log(`  ${'case'.padEnd(48)} ${'raw'.padStart(8)} ${'skeleton'.padStart(9)} ${'product'.padStart(8)} ${'skel/raw'.padStart(9)} ${'prod/skel'.padStart(10)}`);
    for (const c of cases.filter((x) => x.skeleton)) {
      const b = results.get(c.name)!.get(BIG)!;
      const [raw, skel, prod] = [median(b.raw), median(b.skeleton), median(b.product)];
      log(
        `  ${c.name.padEnd(48)} ${fmt(raw, 0).padStart(8)} ${fmt(skel, 0).padStart(9)} ${fmt(prod, 0).padStart(8)} ${fmt(skel / raw).padStart(9)} ${fmt(prod / skel).padStart(10)}`,
      );
    }

    // ---------- memory ----------
    log('\nmemory: product RSS after each of five load rounds (all browse shapes and the profile page), after one warm-up round:');
    log(`  idle after start: ${mb(idleRss)} MB`);
    const mixed: Load = {
      headers: { 'content-type': 'application/json' },
      requests: cases.filter((c) => !c.admin).flatMap((c) => c.product({ cookie: '' }).requests),
    };
    // After warm-up, as the goal says: one unmeasured round of this mixed load first. Each case ran alone before; mixed,
    // the first round still grew the heap once (+29 MB from round 1 to 2, then flat within 1 MB, 2026-11-26).
    await load(sp.product.port, mixed, SECONDS * 2);
    const rss: number[] = [];
    for (let i = 0; i < 5; i++) {
      await load(sp.product.port, mixed, SECONDS * 2);
      rss.push(rssOf(sp.product.child.pid!));
      log(`  round ${i + 1}: ${mb(rss[i])} MB`);
    }
    const growth = rss[4] / rss[0] - 1;
    verdicts.push({
      goal: 'memory: RSS growth over 5 rounds',
      value: `${(growth * 100).toFixed(1)}%`,
      target: `< ${GOALS.rssGrowth * 100}%`,
      ok: growth < GOALS.rssGrowth,
    });
    verdicts.push({
      goal: 'memory: RSS idle after start',
      value: `${mb(idleRss)} MB`,
      target: `<= ${GOALS.idleRssMb} MB`,
      ok: idleRss / 1048576 <= GOALS.idleRssMb,
    });
    const loadedRss = Math.max(...rss);
    verdicts.push({
      goal: 'memory: RSS under the mixed load (most of 5 rounds)',
      value: `${mb(loadedRss)} MB`,
      target: `<= ${GOALS.loadedRssMb} MB`,
      ok: loadedRss / 1048576 <= GOALS.loadedRssMb,
    });
    await sql.end();
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  log(`\nverdict (${((Date.now() - started) / 60000).toFixed(1)} min):`);
  log(`  ${'goal'.padEnd(60)} ${'value'.padStart(22)}  ${'target'.padEnd(24)} ok`);
  for (const v of verdicts) log(`  ${v.goal.padEnd(60)} ${v.value.padStart(22)}  ${v.target.padEnd(24)} ${v.ok ? 'yes' : 'NO'}`);
  exitWithVerdict(log, verdicts);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
