import { afterAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { MIGRATION_LOCK_KEY, withMigrationLock } from '../src/app/migrate.js';
import { migrationsList } from '../src/migrations/index.js';
import { BUILT_MAIN, freePort, spawnBuiltApp, type BuiltApp } from './built-app.js';
import { createTestDatabase } from './test-server.js';

// Issue 11 item 5: migrations run once under an advisory lock when several instances start together, and
// `pnpm migrate` applies them as a separate step (api/src/app/migrate.ts, api/src/scripts/migrate.ts).

const MIGRATE_SCRIPT = resolve(BUILT_MAIN, '../scripts/migrate.js');
const run = promisify(execFile);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function database() {
  const db = await createTestDatabase('migrate');
  cleanups.push(db.drop);
  return db.url;
}

async function query<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

async function app(url: string, extra: Record<string, string> = {}): Promise<BuiltApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tea-migrate-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const started = spawnBuiltApp({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    ADMIN_USERNAME: 'lockadmin',
    ADMIN_EMAIL: 'lockadmin@example.com',
    ADMIN_PASSWORD: 'a-long-admin-password-1',
    ...extra,
  });
  cleanups.push(async () => {
    if (started.child.exitCode === null && started.child.signalCode === null) {
      started.child.kill('SIGTERM');
      await started.exited;
    }
  });
  return started;
}

const silent = { info: () => {} };

describe('the migration lock', () => {
  it('makes a second holder wait until the first has finished its work', async () => {
    const url = await database();
    const events: string[] = [];
    let release!: () => void;
    const first = withMigrationLock(url, silent, async () => {
      events.push('first starts');
      await new Promise<void>((r) => (release = r));
      events.push('first ends');
    });
    while (!events.length) await new Promise((r) => setTimeout(r, 20));
    const waiting: string[] = [];
    const second = withMigrationLock(url, { info: (msg: unknown) => void waiting.push(String(msg)) }, async () => {
      events.push('second runs');
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(events).toEqual(['first starts']);
    expect(waiting).toContain('another instance is applying migrations: waiting for it');
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['first starts', 'first ends', 'second runs']);
  });

  it('is released by PostgreSQL when its holder dies (no lock left behind by a crash)', async () => {
    const url = await database();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    holder.on('error', () => {});
    await holder.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    const [{ pid }] = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
    let ran = false;
    const waiter = withMigrationLock(url, silent, async () => {
      ran = true;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(ran).toBe(false);
    // What a kill -9 of the holding instance amounts to for PostgreSQL: its connection ends.
    await query(url, 'select pg_terminate_backend($1)', [pid]);
    await waiter;
    expect(ran).toBe(true);
    await holder.end().catch(() => {});
  });

  it('bounds the wait when asked to, with PostgreSQL’s lock timeout', async () => {
    const url = await database();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    await expect(withMigrationLock(url, silent, async () => undefined, { lockTimeoutMs: 200 })).rejects.toThrow(/lock timeout/);
    await holder.end();
  });
});

describe('instances starting together', () => {
  it('three instances on one new database: all ready, every migration applied once, one admin', async () => {
    const url = await database();
    const instances = await Promise.all([app(url), app(url), app(url)]);
    await Promise.all(instances.map((i) => i.ready(120_000)));
    const rows = await query<{ name: string; n: number }>(url, 'select name, count(*)::int as n from mikro_orm_migrations group by name');
    expect(rows).toHaveLength(migrationsList.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    expect(await query(url, "select username from users where role = 'admin'")).toEqual([{ username: 'lockadmin' }]);
    // Exactly one applied them; the others waited (or found nothing pending).
    const appliers = instances.filter((i) => i.logs().includes('applied migrations'));
    expect(appliers).toHaveLength(1);
  }, 180_000);
});

describe('pnpm migrate and MIGRATE_ON_START=false', () => {
  it('an instance refuses to start on a database that lacks migrations, and starts once `pnpm migrate` ran', async () => {
    const url = await database();
    const refused = await app(url, { MIGRATE_ON_START: 'false' });
    const { code } = await refused.exited;
    expect(code).toBe(1);
    expect(refused.logs()).toMatch(/Start-up failed: the database lacks \d+ migration\(s\) .*run `pnpm migrate` first/);
    expect(await query(url, "select to_regclass('public.users') as t")).toEqual([{ t: null }]);

    const env = { ...process.env, DATABASE_URL: url, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
    const first = await run(process.execPath, [MIGRATE_SCRIPT], { env });
    expect(first.stdout).toContain(`Applying ${migrationsList.length} migration(s)`);
    expect(first.stdout).toContain(`Applied ${migrationsList.length} migration(s).`);
    const again = await run(process.execPath, [MIGRATE_SCRIPT], { env });
    expect(again.stdout.trim()).toBe('The database is up to date.');

    const started = await app(url, { MIGRATE_ON_START: 'false' });
    await started.ready(120_000);
  }, 180_000);

  it('pnpm migrate says why it failed and exits 1', async () => {
    const env = { ...process.env, DATABASE_URL: 'postgresql://nobody:wrong@127.0.0.1:1/none', NODE_ENV: 'development', LOG_LEVEL: 'warn' };
    const failed = await run(process.execPath, [MIGRATE_SCRIPT], { env }).catch((e: { code: number; stderr: string }) => e);
    expect('code' in failed && failed.code).toBe(1);
    expect((failed as { stderr: string }).stderr).toMatch(/^Migration failed: .*ECONNREFUSED/m);
  });
});
