/**
 * Browse benchmark (PERFORMANCE.md G1, G4, G5, G7). Seeds N synthetic profiles into a throw-away embedded
 * PostgreSQL, then measures, interleaved in one run:
 *   raw      node:http + pg running the exact SQL the product emits, JSON out (the physical limit)
 *   product  the real app (Express 5 + Apollo 5 + type-graphql) answering `profiles(...)` over GraphQL
 * and prints req/s, p50/p99 and the product/raw ratio per query shape, plus EXPLAIN checks (no Seq Scan on
 * profiles, no large Sort). Ratios only: absolute numbers on a 2-core box are noise.
 *
 * Usage: pnpm bench            (BENCH_ROWS=100000 BENCH_SECONDS=8 BENCH_ROUNDS=2 by default)
 */
import 'reflect-metadata';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres, connectDatabase } from '../api/src/app/database.js';
import { createApp } from '../api/src/app/create-app.js';
import { loadEnv } from '../api/src/app/env.js';
import { createLogger } from '../api/src/app/logger.js';
import { buildBrowseSql } from '../api/src/modules/profile/browse.js';
import { browseSchema } from '../api/src/modules/profile/profile.inputs.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const SHAPES: Record<string, Record<string, unknown>> = {
  newest: { sortBy: 'newest' },
  'rating>=4': { minRating: 4, sortBy: 'rating' },
  'search karamar': { search: 'karamar', sortBy: 'newest' },
  'distance KNN': { sortBy: 'distance', latitude: 40.7, longitude: -74 },
  'location+rating': { location: 'Austin, TX', minRating: 4, sortBy: 'reports_high' },
};

const GQL = `query($filter: ProfileFilter) { profiles(filter: $filter) { total items { id firstName lastName displayName location averageRating reviewCount flagStatus profileImageUrl distance } } }`;

function log(...args: unknown[]) {
  console.log(...args);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'tea-bench-'));
  chmodSync(dir, 0o755);
  log(`starting PostgreSQL and seeding ${ROWS.toLocaleString('en-US')} profiles...`);
  const db = await startEmbeddedPostgres({ dir, port: 56000 + Math.floor(Math.random() * 1000), database: 'bench', persistent: false });
  const orm = await connectDatabase(db.url);
  const seed = new pg.Client({ connectionString: db.url });
  await seed.connect();
  const started = Date.now();
  await seed.query(
    `
    insert into profiles (first_name, last_name, display_name, category, location, latitude, longitude, average_rating, review_count, flag_status, created_at)
    select f, l, f || ' ' || l, (case when g % 2 = 0 then 'dating' else 'friends' end)::category, c.name, c.lat, c.lng,
           r, (g * 7) % 40, (case when r >= 3.5 then 'green' when r >= 2.5 then 'neutral' else 'red' end)::flag_status,
           now() - (g || ' seconds')::interval
    from generate_series(1, $1::int) g
    cross join lateral (select round((1 + (g * 37 % 400) / 100.0)::numeric, 2) as r,
      (array['Ava','Mia','Zoe','Lily','Emma','Nora','Ruby','Karamar','Isla','Maya'])[1 + g % 10] || (g % 997)::text as f,
      (array['Smith','Garcia','Chen','Patel','Kim','Lopez','Brown','Nguyen'])[1 + g % 8] as l) x
    cross join lateral (select * from (values ('New York, NY', 40.7128, -74.006), ('Austin, TX', 30.2672, -97.7431), ('Boston, MA', 42.3601, -71.0589), ('Seattle, WA', 47.6062, -122.3321), (null, null, null)) v(name, lat, lng) offset (g % 5) limit 1) c`,
    [ROWS],
  );
  await seed.query('analyze profiles');
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // EXPLAIN every shape with the product's exact SQL.
  log('\nEXPLAIN (index use):');
  for (const [name, filter] of Object.entries(SHAPES)) {
    const { sql, params } = buildBrowseSql(browseSchema.parse(filter));
    const { rows } = await seed.query(`explain (analyze, format json) ${sql}`, params);
    const plan = JSON.stringify(rows[0]['QUERY PLAN']);
    // The capped count (`limit 10001`) may scan sequentially: bounded work, whatever the table size.
    const seq = /"Seq Scan"[^}]*"profiles"/.test(plan);
    const ms = rows[0]['QUERY PLAN'][0]['Execution Time'];
    log(`  ${name.padEnd(18)} ${ms.toFixed(2).padStart(8)} ms  ${seq ? 'seq scan (bounded by the count cap)' : 'index scans only'}`);
  }
  await seed.end();

  // The product, in process, production settings.
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dir,
    DATABASE_URL: db.url,
    SESSION_SECRET: 'b'.repeat(40),
    APP_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
  });
  const app = await createApp({ env, orm, databaseUrl: db.url, logger: createLogger(env) });
  await new Promise<void>((r) => app.server.listen(0, '127.0.0.1', r));
  const productPort = (app.server.address() as AddressInfo).port;

  // The raw baseline: same SQL, pg pool of 10, JSON.stringify.
  const pool = new pg.Pool({ connectionString: db.url, max: 10 });
  const prepared = Object.fromEntries(Object.entries(SHAPES).map(([k, f]) => [k, buildBrowseSql(browseSchema.parse(f))]));
  const raw = createServer(async (req, res) => {
    const shape = decodeURIComponent((req.url ?? '/').slice(1));
    const q = prepared[shape];
    // Unnamed statements, like the product (a named one gets a generic plan that is bad for LIKE patterns).
    const { rows } = await pool.query(q.sql, q.params);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ total: rows[0]?.total, items: rows }));
  });
  await new Promise<void>((r) => raw.listen(0, '127.0.0.1', r));
  const rawPort = (raw.address() as AddressInfo).port;

  const run = (opts: autocannon.Options) => autocannon({ duration: SECONDS, connections: 16, ...opts });
  const results: Record<string, { raw: number[]; product: number[]; p99: number[] }> = {};
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, filter] of Object.entries(SHAPES)) {
      const r = await run({ url: `http://127.0.0.1:${rawPort}/${encodeURIComponent(name)}` });
      const p = await run({
        url: `http://127.0.0.1:${productPort}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: GQL, variables: { filter: toGraphql(filter) } }),
      });
      if (p.non2xx || r.non2xx) throw new Error(`non-2xx responses in ${name}: product ${p.non2xx}, raw ${r.non2xx}`);
      const entry = (results[name] ??= { raw: [], product: [], p99: [] });
      entry.raw.push(r.requests.average);
      entry.product.push(p.requests.average);
      entry.p99.push(p.latency.p99);
      log(
        `round ${round} ${name.padEnd(18)} raw ${r.requests.average.toFixed(0).padStart(6)} req/s   product ${p.requests.average.toFixed(0).padStart(6)} req/s`,
      );
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  log(`\nresults (${ROWS.toLocaleString('en-US')} rows, c=16, ${SECONDS}s x ${ROUNDS} rounds, node ${process.version}):`);
  for (const [name, r] of Object.entries(results)) {
    log(`  ${name.padEnd(18)} product/raw = ${(median(r.product) / median(r.raw)).toFixed(2)}   product p99 ${median(r.p99)} ms`);
  }
  await new Promise((r) => setTimeout(r, 1000)); // let the last in-flight load requests finish
  const before = app.services.db.statements;
  await fetch(`http://127.0.0.1:${productPort}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: GQL, variables: { filter: {} } }),
  });
  log(`  SQL statements per browse request: ${app.services.db.statements - before}`);

  raw.close();
  await pool.end();
  await app.drain();
  await orm.close();
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}

function toGraphql(filter: Record<string, unknown>) {
  return { ...filter, sortBy: String(filter.sortBy).toUpperCase() };
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
