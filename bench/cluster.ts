/**
 * Development helper: starts the benchmark's PostgreSQL cluster (BENCH_DIR, seeded databases kept) and holds it,
 * printing its URL, so that `BENCH_PG_URL=<url> pnpm bench` can re-run without restarting PostgreSQL, and plans
 * can be inspected with psql. Stop with Ctrl-C.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from './lib/seed.js';

const cluster = await startCluster(process.env.BENCH_DIR ?? join(tmpdir(), 'tea-bench'), Number(process.env.BENCH_PG_PORT ?? 57321));
console.log(cluster.url);
const stop = async () => {
  await cluster.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => {}, 1 << 30);
