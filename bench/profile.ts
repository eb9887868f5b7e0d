/**
 * `pnpm --filter bench run profile`: where the product's time goes on one browse request. Starts the built app
 * (`node --cpu-prof api/dist/main.js`, NODE_ENV=production) on the benchmark's seeded database (bench/lib/seed.ts,
 * kept in BENCH_DIR), sends the web client's BrowseProfiles request (its persisted hash) for PROFILE_SECONDS (10) with 16 connections,
 * stops it with SIGTERM and prints the self time of the V8 CPU profile grouped by package (and the top functions),
 * plus the server's CPU time per request from /proc. A tool for finding the next cut, not a goal: `pnpm bench`
 * holds the goals. Environment: BENCH_DIR, PROFILE_ROWS (10000), PROFILE_SECONDS (10), PROFILE_TOP (25),
 * PROFILE_TARGET (product | raw: the baseline server | skeleton: the stack with nothing of the product, lib/skeleton-server.ts;
 * raw and skeleton run the same statements as in `pnpm bench`), PROFILE_VARIABLES (the browse variables),
 * PROFILE_CPU_PROF=0 (no profiler: CPU time per request only), PROFILE_NODE_FLAGS (extra node flags for the server),
 * PROFILE_OPERATION (BrowseProfiles, ProfileRoute or ProfileReports, with PROFILE_VARIABLES to match; or ModerationReports: the
 * admin queue's first page as the bench admin, signed in with her second factor, as in `pnpm bench`; or `admin:<case>`, one
 * of the bench's admin console cases by name, e.g. `admin:profiles list, first page`).
 */
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { writeFileSync } from 'node:fs';
import { buildBrowseSql } from '../api/src/modules/profile/browse.js';
import { LISTED_PROFILE_SQL } from '../api/src/policies/visibility.js';
import { browseSchema } from '../api/src/modules/profile/profile.inputs.js';
import { PRELOAD_HASHES } from '../web/src/gql/preload-queries.js';
import { freePort } from '../api/test/free-port.js';
import { BENCH_DIR, startCluster, seededDatabase } from './lib/seed.js';
import { productEnv } from './lib/product-env.js';
import { ADMIN_CONSOLE_CASES, adminConsoleRoutes, profileRoutes, QUEUE_GQL, QUEUE_VARIABLES, queueRoute, skeletonBody, type Routes } from './lib/routes.js';
import { benchAdminEnv, signInBenchAdmin } from './lib/admin.js';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROWS = Number(process.env.PROFILE_ROWS ?? 10_000);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
/** `product` (the built app), `raw` (bench/lib/raw-server.ts running only the page query: the baseline) or `skeleton`. */
const TARGET = process.env.PROFILE_TARGET ?? 'product';
/** PROFILE_CPU_PROF=0: no V8 profiler, only the CPU time per request (the profiler itself costs 10-20%). */
const CPU_PROF = process.env.PROFILE_CPU_PROF !== '0';
/** PROFILE_OPERATION: one of the web app's first-screen operations (BrowseProfiles, ProfileRoute, ProfileReports). */
const OPERATION = (process.env.PROFILE_OPERATION ?? 'BrowseProfiles') as keyof typeof PRELOAD_HASHES | 'ModerationReports' | `admin:${string}`;
/** `admin:<case>`: one of `pnpm bench`'s admin console cases by its name (lib/routes.ts), e.g. `admin:profiles list, first page`. */
const ADMIN_CASE = OPERATION.startsWith('admin:') ? ADMIN_CONSOLE_CASES.find((c) => `admin:${c.name}` === OPERATION) : undefined;
if (OPERATION.startsWith('admin:') && !ADMIN_CASE)
  throw new Error(`no admin console case ${OPERATION} (cases: ${ADMIN_CONSOLE_CASES.map((c) => c.name).join('; ')})`);
const ADMIN = OPERATION === 'ModerationReports' || ADMIN_CASE !== undefined;
const ADMIN_BODY = ADMIN_CASE ? { query: ADMIN_CASE.query, variables: ADMIN_CASE.variables } : { query: QUEUE_GQL, variables: QUEUE_VARIABLES };
const VARIABLES = ADMIN ? ADMIN_BODY.variables : JSON.parse(process.env.PROFILE_VARIABLES ?? '{"page":1,"pageSize":20,"filter":{"sortBy":"NEWEST"}}');

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const cpuTicks = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(f[11]) + Number(f[12]); // utime + stime, in clock ticks (100 per second)
};

/** node_modules/.pnpm/<pkg>@<v>/node_modules/<pkg>/... -> <pkg>; our code -> api/src/<module>. */
function packageOf(url: string): string {
  if (!url) return '(native / idle)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  const m = /api\/dist\/(.*)$/.exec(url);
  if (m) return `app: ${m[1].split('/').slice(0, 3).join('/')}`;
  return url;
}

async function main() {
  const cluster = await startCluster(BENCH_DIR);
  const db = await seededDatabase(cluster, ROWS);
  const port = await freePort();
  const profDir = mkdtempSync(join(tmpdir(), 'tea-prof-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'tea-prof-data-'));
  const routes = join(dataDir, 'routes.json');
  // The baselines' one route: the browse page query, or the profile page's statement for this operation.
  const route = ADMIN_CASE
    ? `admin ${ADMIN_CASE.name}`
    : ADMIN
      ? 'queue'
      : OPERATION === 'BrowseProfiles'
        ? 'browse'
        : OPERATION === 'ProfileRoute'
          ? 'profile'
          : 'reports';
  let table: Routes;
  if (OPERATION === 'BrowseProfiles') {
    const { filter, ...paging } = VARIABLES as { filter: Record<string, unknown>; page: number; pageSize: number };
    const query = browseSchema.parse({ ...filter, sortBy: typeof filter.sortBy === 'string' ? filter.sortBy.toLowerCase() : undefined, ...paging });
    table = { browse: buildBrowseSql(query, LISTED_PROFILE_SQL, false) };
  } else table = ADMIN ? {} : profileRoutes(String((VARIABLES as { id?: string; profileId?: string }).id ?? (VARIABLES as { profileId?: string }).profileId));
  writeFileSync(routes, JSON.stringify(table));
  const env = {
    BENCH_ROUTES: routes,
    ...process.env,
    ...productEnv({ port, databaseUrl: db.url, dataDir }),
    // The admin queue: production cookies are Secure, so her sign-in goes through as if behind a TLS proxy (as in `pnpm bench`).
    ...(ADMIN ? { TRUST_PROXY: '127.0.0.1', ...benchAdminEnv() } : {}),
    MALLOC_ARENA_MAX: '2',
  };
  /** Starts the built app or a baseline server on `port` and waits until it answers. */
  const start = async (target: string, flags: string[]) => {
    const isBaseline = target === 'raw' || target === 'skeleton';
    const args = isBaseline ? ['--import', '@swc-node/register/esm-register', join(root, `bench/lib/${target}-server.ts`)] : [join(root, 'api/dist/main.js')];
    const server = spawn(process.execPath, [...flags, ...args], {
      cwd: isBaseline ? join(root, 'bench') : join(root, 'api'),
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/${isBaseline ? 'none' : 'healthz'}`)).status < 500) break;
      } catch {
        /* not yet */
      }
      if (i > 300) throw new Error('the app did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    return server;
  };
  const stop = async (server: ReturnType<typeof spawn>) => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  };
  let cookie = '';
  if (ADMIN) {
    // Her session, made by the product (the baselines read the same session row, with the product's statement).
    const signIn = await start('product', []);
    try {
      const signInAdmin = () => signInBenchAdmin(`http://127.0.0.1:${port}`, { 'x-forwarded-proto': 'https' });
      // A code is good once: a run started within 30 s of the last one waits for the next code.
      cookie = await signInAdmin().catch(async () => {
        await new Promise((r) => setTimeout(r, (31 - ((Date.now() / 1000) % 30)) * 1000));
        return signInAdmin();
      });
    } finally {
      await stop(signIn);
    }
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    table = ADMIN_CASE ? { [route]: (await adminConsoleRoutes(client, cookie))[route] } : { queue: await queueRoute(client, cookie) };
    await client.end();
    writeFileSync(routes, JSON.stringify(table));
  }
  const cpuFlags = [...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), ...(process.env.PROFILE_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])];
  const child = await start(TARGET, cpuFlags);
  try {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const skeleton = TARGET === 'skeleton' ? await skeletonBody(client, table, route) : '';
    await client.end();
    const opts =
      TARGET === 'raw'
        ? { url: `http://127.0.0.1:${port}/${route}`, connections: 16 }
        : TARGET === 'skeleton'
          ? {
              url: `http://127.0.0.1:${port}`,
              connections: 16,
              headers: { 'content-type': 'application/json' },
              requests: [{ method: 'POST' as const, path: '/graphql', body: skeleton }],
            }
          : {
              url: `http://127.0.0.1:${port}`,
              connections: 16,
              headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
              requests: [
                {
                  method: 'POST' as const,
                  path: '/graphql',
                  body: ADMIN
                    ? JSON.stringify(ADMIN_BODY)
                    : JSON.stringify({
                        operationName: OPERATION,
                        variables: VARIABLES,
                        // As the web app sends it: the persisted query's hash (issue 11).
                        extensions: { persistedQuery: { version: 1, sha256Hash: PRELOAD_HASHES[OPERATION as keyof typeof PRELOAD_HASHES] } },
                      }),
                },
              ],
            };
    await autocannon({ ...opts, duration: 3 }); // warm-up
    const before = cpuTicks(child.pid!);
    const r = await autocannon({ ...opts, duration: SECONDS });
    const ticks = cpuTicks(child.pid!) - before;
    if (r.non2xx || r.errors) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors`);
    console.log(
      `${TARGET}, ${ROWS.toLocaleString('en-US')} profiles, ${OPERATION} ${JSON.stringify(VARIABLES)}: ${r.requests.average} req/s, p99 ${r.latency.p99} ms, ` +
        `server CPU ${((ticks * 10_000) / r.requests.total).toFixed(0)} us per request (${r.requests.total} requests)`,
    );
  } finally {
    await stop(child);
    await cluster.stop();
  }
  if (!CPU_PROF) return;
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'))!;
  const prof = JSON.parse(readFileSync(join(profDir, file), 'utf8')) as Profile;
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  prof.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
  const byPkg = new Map<string, number>();
  const byFn = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    const n = byId.get(id)!;
    if (n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)') continue;
    total += us;
    const pkg = packageOf(n.callFrame.url) || n.callFrame.functionName;
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + us);
    const fn = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + us);
  }
  const print = (title: string, m: Map<string, number>) => {
    console.log(`\n${title} (share of busy self time, ${(total / 1e6).toFixed(1)} s profiled):`);
    for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`);
  };
  print('by package', byPkg);
  print('by function', byFn);
  console.log(`\nprofile: ${join(profDir, file)} (open in Chrome DevTools > Performance)`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
