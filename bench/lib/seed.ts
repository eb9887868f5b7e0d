/**
 * Benchmark data: one embedded PostgreSQL cluster (kept in BENCH_DIR between runs, so the 1M seed is paid once)
 * with one database per size. Profiles (each with an approved photo's hash), approved reports (about one per profile),
 * one profile with 5,000 reports (the report-list goal) and 100,000 pending reports (the admin-queue goal). Deterministic: the same
 * rows on every run.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, connectDatabase, type EmbeddedDatabase } from '../../api/src/app/database.js';
import { PLACES } from '../../api/src/modules/profile/gazetteer.js';

export const BIG_REPORTS_PROFILE = 1;
export const BIG_REPORTS = 5_000;
export const PENDING_REPORTS = 100_000;

export interface BenchDatabase {
  name: string;
  rows: number;
  url: string;
}

/** Where the seeded cluster is kept between runs (BENCH_DIR), and the sizes a run seeds and measures (BENCH_SIZES). */
export const BENCH_DIR = process.env.BENCH_DIR ?? join(tmpdir(), 'tea-bench');
export const BENCH_SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);

/** Starts (creating it once) the bench's PostgreSQL cluster in `dir`, on a random free-looking port unless given one. */
export async function startCluster(dir: string, port = 57000 + Math.floor(Math.random() * 900)): Promise<EmbeddedDatabase> {
  mkdirSync(dir, { recursive: true });
  return startEmbeddedPostgres({
    dir,
    port,
    database: 'postgres',
    persistent: true,
    // A warm working set for 1M profiles (~0.5 GB with indexes) and statement counts per request.
    extraFlags: ['-c', 'shared_buffers=1GB', '-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'max_connections=200', '-c', 'jit=off'],
  });
}

const log = (...a: unknown[]) => console.log(...a);

/** Creates (once) and returns the database with `rows` profiles. */
export async function seededDatabase(cluster: EmbeddedDatabase, rows: number): Promise<BenchDatabase> {
  const name = `bench_${rows}`;
  const adminUrl = cluster.url;
  const url = adminUrl.replace(/\/[^/]+$/, `/${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();

  const orm = await connectDatabase(url); // applies every migration
  await orm.close();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('create extension if not exists pg_stat_statements');
    const have = (await c.query<{ n: number }>(`select count(*)::int as n from profiles`)).rows[0].n;
    if (have === rows) {
      await seedPhotoHashes(c, name);
      await seedWatches(c, name);
      // A migration that rewrote rows since the seed (a backfill) leaves dead tuples and a GIN pending list, which every
      // search then reads (a rare-name search went from 0.2 to 3 ms): vacuum as autovacuum would on a live database.
      // A migration that rewrote the table (a new stored column) leaves its visibility map empty: index-only scans then
      // read the heap anyway until a vacuum.
      const { rows: dead } = await c.query<{ relname: string }>(
        `select s.relname from pg_stat_user_tables s join pg_class c on c.oid = s.relid
         where s.relname in ('profiles', 'reports') and (s.n_dead_tup > s.n_live_tup / 10 or c.relallvisible < c.relpages * 0.9)`,
      );
      for (const { relname } of dead) {
        log(`  ${name}: vacuum analyze ${relname} (dead rows or an unset visibility map left by a migration)...`);
        await c.query(`vacuum analyze ${relname}`);
      }
      return { name, rows, url };
    }
    if (have !== 0) throw new Error(`${name} holds ${have} profiles, expected 0 or ${rows}: delete BENCH_DIR and run again`);
    const started = Date.now();
    await c.query(
      `create or replace function pg_temp.h(g int, k int) returns int language sql immutable as $$ select hashint8(g::bigint * 1000 + k) & 2147483647 $$`,
    );
    const bulk = rows >= BULK_LOAD_FROM;
    log(`seeding ${rows.toLocaleString('en-US')} profiles into ${name}${bulk ? ' (bulk load: indexes built after the rows)' : ''}...`);
    // One transaction: a seed stopped half-way leaves an empty database (seeded again next run), never rows without
    // their indexes.
    await c.query('begin');
    const dropped = bulk ? await dropSecondaryIndexes(c) : [];
    const places = JSON.stringify(PLACES);
    // Attributes drawn independently (hashes of the row number), so filters and sorts are not correlated
    // by construction, as in real data.
    await c.query(
      `insert into profiles (first_name, last_name, display_name, category, location, latitude, longitude, average_rating, review_count, flag_status, created_at, updated_at, published_at,
                             image_approval_status, image_hash, image_center_hash, image_center_vhash)
       select f, l, f || ' ' || l, (case when pg_temp.h(g, 1) % 2 = 0 then 'dating' else 'friends' end)::category,
              pl->>'name', (pl->>'latitude')::float8, (pl->>'longitude')::float8,
              r, pg_temp.h(g, 2) % 40, (case when r >= 3.5 then 'green' when r >= 2.5 then 'neutral' when r is null then 'neutral' else 'red' end)::flag_status,
              now() - (g || ' seconds')::interval, now(), now(),
              'approved', ${PHOTO_HASH_SQL('g')}, ${PHOTO_CENTER_HASH_SQL('g', 27)}, ${PHOTO_CENTER_HASH_SQL('g', 28)}
       from generate_series(1, $1::int) g
       cross join lateral (select case when pg_temp.h(g, 3) % 11 = 0 then null else round((1 + (pg_temp.h(g, 4) % 401) / 100.0)::numeric, 2) end as r,
         (array['Ava','Mia','Zoe','Lily','Emma','Nora','Ruby','Karamar','Isla','Maya','Tessa','Quinn'])[1 + pg_temp.h(g, 5) % 12] || (pg_temp.h(g, 6) % 997)::text as f,
         (array['Smith','Garcia','Chen','Patel','Kim','Lopez','Brown','Nguyen','Quill','Okafor'])[1 + pg_temp.h(g, 7) % 10] as l,
         case when pg_temp.h(g, 8) % 10 = 9 then null else ($2::jsonb) -> (pg_temp.h(g, 9) % jsonb_array_length($2::jsonb)) end as pl) x`,
      [rows, places],
    );
    log(`  profiles: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // About one approved report per profile, the 5,000 of the big profile, and the pending queue.
    await c.query(
      `insert into reports (profile_id, report_type, title, content, category, rating, approved, moderated_at, created_at, updated_at)
       select 1 + pg_temp.h(g, 10) % $1::int, 'positive', 'Kind and punctual', 'We met for coffee twice; she was kind, funny and on time.', 'dating', 5, true, now(), now() - (g || ' seconds')::interval, now()
       from generate_series(1, $1::int) g`,
      [rows],
    );
    await c.query(
      `insert into reports (profile_id, report_type, title, content, category, rating, approved, moderated_at, created_at, updated_at)
       select $1::int, 'neutral', 'Report ' || g, 'An ordinary evening, nothing to add beyond that it was fine.', 'friends', 3, true, now(), now() - (g || ' minutes')::interval, now()
       from generate_series(1, $2::int) g`,
      [BIG_REPORTS_PROFILE, BIG_REPORTS],
    );
    await c.query(
      `insert into reports (profile_id, report_type, title, content, category, rating, approved, created_at, updated_at)
       select 1 + pg_temp.h(g, 11) % $1::int, 'negative', 'Waiting for review ' || g, 'She cancelled at the last minute three times in a row.', 'dating', 2, null, now() - (g || ' seconds')::interval, now()
       from generate_series(1, $2::int) g`,
      [rows, PENDING_REPORTS],
    );
    log(`  reports: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await rebuildIndexes(c, dropped);
    await c.query('commit');
    await seedPhotoHashes(c, name);
    await seedWatches(c, name);
    await c.query('vacuum analyze profiles');
    await c.query('vacuum analyze reports');
    log(`  seeded and analysed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { name, rows, url };
  } finally {
    await c.end();
  }
}

/**
 * From this size on, a seed drops the secondary indexes of profiles and reports, loads the rows and builds the indexes
 * after (sorted builds, parallel workers): at 10M the row-by-row upkeep of 40 indexes larger than memory would take
 * hours. Smaller sizes load into the indexes as a live database grows, so their figures stay comparable run to run.
 * The bulk-built indexes are denser than grown ones (docs/performance.md, *The benchmarks*).
 */
const BULK_LOAD_FROM = Number(process.env.BENCH_BULK_LOAD_FROM ?? 2_000_000);

interface DroppedIndex {
  name: string;
  definition: string;
}

/** Drops (in the seed's transaction) every index of profiles and reports that backs no constraint, and returns them. */
async function dropSecondaryIndexes(c: pg.Client): Promise<DroppedIndex[]> {
  const { rows } = await c.query<DroppedIndex>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition from pg_index i
     where i.indrelid in ('profiles'::regclass, 'reports'::regclass)
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid) order by 1`,
  );
  for (const { name } of rows) await c.query(`drop index ${name}`);
  log(`  dropped ${rows.length} indexes of profiles and reports until the rows are in`);
  return rows;
}

/** Builds the indexes `dropSecondaryIndexes` dropped, each timed. */
async function rebuildIndexes(c: pg.Client, indexes: DroppedIndex[]): Promise<void> {
  if (indexes.length === 0) return;
  await c.query(`set local maintenance_work_mem = '2GB'`);
  await c.query('set local max_parallel_maintenance_workers = 2');
  for (const [i, { name, definition }] of indexes.entries()) {
    const t0 = Date.now();
    await c.query(definition);
    log(`  index ${i + 1}/${indexes.length} ${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
}

/**
 * Every seeded profile has an approved photo (the photo check's lookup, issue 26 item 2): its 64-bit difference hash and
 * the hash of its central part (crop-hash.ts) are hashes of the profile id (uniformly spread, like the hashes of unrelated
 * photos). No files: nothing serves them in the bench. Added once to a database seeded before (the central hashes on
 * their own to one seeded before they existed), which then gets vacuumed like any backfill.
 */
async function seedPhotoHashes(c: pg.Client, name: string): Promise<void> {
  const { rows } = await c.query<{ whole: boolean; central: boolean }>(
    `select exists (select 1 from profiles where image_hash is not null) as whole, exists (select 1 from profiles where image_center_vhash is not null) as central`,
  );
  if (rows[0].whole && rows[0].central) return;
  const started = Date.now();
  log(`  ${name}: an approved photo's hashes on every profile...`);
  await c.query(
    `update profiles set image_approval_status = 'approved', image_hash = ${PHOTO_HASH_SQL('id')}, image_center_hash = ${PHOTO_CENTER_HASH_SQL('id', 27)}, image_center_vhash = ${PHOTO_CENTER_HASH_SQL('id', 28)}`,
  );
  await c.query('vacuum analyze profiles');
  await rebuildTrigramIndexes(c, name);
  log(`  photo hashes: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Rebuilds the trigram (GIN) indexes of profiles after an UPDATE of every row, as docs/operations.md tells an operator to
 * after such a backfill. Each updated row adds a new entry to every posting list of its trigrams; vacuum then removes the
 * old ones but merges no pages, so a search walks half-empty posting trees: at 1M, after the photo hashes were written,
 * the search "quinn quill" read 662 index pages in 16 ms, and 31 pages in 0.2 ms once the index was rebuilt.
 */
async function rebuildTrigramIndexes(c: pg.Client, name: string): Promise<void> {
  const { rows } = await c.query<{ index: string }>(
    `select i.indexrelid::regclass::text as index from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
     where i.indrelid = 'profiles'::regclass and a.amname = 'gin' order by 1`,
  );
  for (const { index } of rows) {
    log(`  ${name}: reindex ${index} (rewritten by the update of every profile)...`);
    await c.query(`reindex index ${index}`);
  }
}

/** Active name watches in every database (the name watch's match, issue 26 item 1), whatever its number of profiles. */
export const BENCH_WATCHES = 100_000;

/**
 * 100,000 active name watches (issue 26 item 1) held by 34,000 members (3 each, the most a member keeps): first names
 * drawn as the profiles' are (so a published profile's name is watched about as often as real names would be), a third
 * with a last name, a third with an initial, a gazetteer city and a radius. Deterministic ids (md5 of the row number).
 * Added once to a database seeded before.
 */
async function seedWatches(c: pg.Client, name: string): Promise<void> {
  const { rows } = await c.query<{ done: boolean }>('select exists (select 1 from watches) as done');
  if (rows[0].done) return;
  const started = Date.now();
  const members = Math.ceil(BENCH_WATCHES / 3);
  log(`  ${name}: ${BENCH_WATCHES.toLocaleString('en-US')} name watches of ${members.toLocaleString('en-US')} members...`);
  await c.query(
    `create or replace function pg_temp.h(g int, k int) returns int language sql immutable as $$ select hashint8(g::bigint * 1000 + k) & 2147483647 $$`,
  );
  await c.query(
    `insert into users (id, username, email, password_hash, phone_verified_at)
     select md5('bench watcher ' || g)::uuid, 'watcher' || g, 'watcher' || g || '@example.com', 'not a hash', now() from generate_series(1, $1::int) g`,
    [members],
  );
  await c.query(
    `insert into watches (id, user_id, first_name, last_name, location, radius, expires_at)
     select md5('bench watch ' || g)::uuid, md5('bench watcher ' || (1 + (g - 1) % $2::int))::uuid,
            (array['Ava','Mia','Zoe','Lily','Emma','Nora','Ruby','Karamar','Isla','Maya','Tessa','Quinn'])[1 + pg_temp.h(g, 21) % 12] || (pg_temp.h(g, 22) % 997)::text,
            case pg_temp.h(g, 23) % 3 when 0 then null when 1 then 'K' else (array['Smith','Garcia','Chen','Patel','Kim','Lopez','Brown','Nguyen','Quill','Okafor'])[1 + pg_temp.h(g, 24) % 10] end,
            ($3::jsonb -> (pg_temp.h(g, 25) % jsonb_array_length($3::jsonb))) ->> 'name',
            (array[5, 10, 25, 50, 100])[1 + pg_temp.h(g, 26) % 5], now() + interval '30 days'
     from generate_series(1, $1::int) g`,
    [BENCH_WATCHES, members, JSON.stringify(PLACES)],
  );
  await c.query('vacuum analyze users');
  await c.query('vacuum analyze watches');
  log(`  name watches: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The seeded photo hash of profile `id`, in SQL (a signed bigint, as profiles.image_hash stores it). */
const PHOTO_HASH_SQL = (id: string) => `hashint8extended((${id})::bigint, 26)`;
/** The seeded hashes of the central part of profile `id`'s photo, in SQL (profiles.image_center_hash and _vhash). */
const PHOTO_CENTER_HASH_SQL = (id: string, seed: number) => `hashint8extended((${id})::bigint, ${seed})`;

export function ensureDir(dir: string) {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
}
