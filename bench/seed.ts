/**
 * `pnpm --filter bench run seed`: seeds the bench databases (BENCH_SIZES, default "10000,1000000") into BENCH_DIR without
 * running a bench, and prints each database's size with its largest tables and indexes. For a size that takes an hour
 * (10,000,000) seed first, then run `pnpm bench` with the same BENCH_SIZES: it finds the seed in place.
 */
import pg from 'pg';
import { BENCH_DIR, BENCH_SIZES, startCluster, seededDatabase } from './lib/seed.js';

const cluster = await startCluster(BENCH_DIR);
try {
  for (const rows of BENCH_SIZES) {
    const started = Date.now();
    const db = await seededDatabase(cluster, rows);
    console.log(`${db.name}: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      const { rows: sizes } = await c.query<{ name: string; bytes: string }>(
        `select 'database' as name, pg_size_pretty(pg_database_size(current_database())) as bytes
         union all
         select * from (select c.relname || case c.relkind when 'i' then ' (index)' else ' (table, with its TOAST)' end,
                               pg_size_pretty(case c.relkind when 'i' then pg_relation_size(c.oid) else pg_table_size(c.oid) end)
                        from pg_class c join pg_namespace n on n.oid = c.relnamespace
                        where n.nspname = 'public' and c.relkind in ('r', 'i')
                        order by case c.relkind when 'i' then pg_relation_size(c.oid) else pg_table_size(c.oid) end desc limit 12) t`,
      );
      const { rows: totals } = await c.query<{ table: string; heap: string; indexes: string }>(
        `select relname as table, pg_size_pretty(pg_table_size(oid)) as heap, pg_size_pretty(pg_indexes_size(oid)) as indexes
         from pg_class where relname in ('profiles', 'reports') order by 1`,
      );
      for (const t of totals) console.log(`  ${t.table}: ${t.heap} of rows, ${t.indexes} of indexes`);
      for (const s of sizes) console.log(`  ${s.name.padEnd(56)} ${s.bytes}`);
    } finally {
      await c.end();
    }
  }
} finally {
  await cluster.stop();
}
