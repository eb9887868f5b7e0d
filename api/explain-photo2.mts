import pg from 'pg';
import { PHOTO_CHECK_SQL, photoCheckParams } from './src/modules/photo-check/photo-check.lookup.js';
const c = new pg.Client({ connectionString: 'postgres://postgres:embedded-local-only@127.0.0.1:57028/bench_1000000' });
await c.connect();
await c.query('set max_parallel_workers_per_gather = 0');
const rnd = (i: number) => BigInt.asIntN(64, 0x9e3779b97f4a7c15n * BigInt(i + 2)).toString();
const n = Number(process.env.W ?? 169);
for (let k = 0; k < 8; k++) {
  const windows = Array.from({ length: n }, (_, i) => rnd(i + 1 + k * 1000));
  const t = performance.now();
  await c.query({ name: 'pc', text: PHOTO_CHECK_SQL, values: photoCheckParams(rnd(k * 7), windows) });
  console.log(`run ${k}: ${(performance.now() - t).toFixed(1)} ms`);
}
await c.end();
