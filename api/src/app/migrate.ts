import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * Migrations (and the other one-time start-up writes, such as the configured admin) run under a PostgreSQL
 * session-level advisory lock, so that several instances starting at the same moment on one database apply them once:
 * the first takes the lock and migrates, the others wait for it, then find nothing pending. The lock is held by its
 * own connection (not one of the ORM's pool), taken with `pg_advisory_lock` and released by `pg_advisory_unlock` or,
 * if this process dies, by PostgreSQL when that connection ends: a crash never leaves it held.
 */

/** The advisory lock key (a bigint): 'tea:migrations' in ASCII, the same for every instance and `pnpm migrate`. */
export const MIGRATION_LOCK_KEY = '8389100049620361075';

/** How often a waiting instance says it is still waiting. */
const WAIT_LOG_EVERY_MS = 10_000;

type Log = Pick<Logger, 'info'>;

/**
 * Runs `work` while holding the migration lock on `url`'s database; waits (logging every 10 s) while another instance
 * holds it. `lockTimeoutMs` bounds the wait (0: wait as long as it takes).
 */
export async function withMigrationLock<T>(url: string, logger: Log, work: () => Promise<T>, opts: { lockTimeoutMs?: number } = {}): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'tea-migrations' });
  await client.connect();
  // An idle error on this connection (PostgreSQL stopped while waiting) is reported by the query that is waiting.
  client.on('error', () => {});
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [MIGRATION_LOCK_KEY]);
    if (!rows[0].locked) {
      logger.info('another instance is applying migrations: waiting for it');
      const started = Date.now();
      const ticker = setInterval(
        () => logger.info({ waitedSeconds: Math.round((Date.now() - started) / 1000) }, 'still waiting for the migration lock'),
        WAIT_LOG_EVERY_MS,
      );
      ticker.unref();
      try {
        if (opts.lockTimeoutMs) await client.query(`set lock_timeout = ${Math.max(1, Math.floor(opts.lockTimeoutMs))}`);
        await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
      } finally {
        clearInterval(ticker);
      }
      logger.info({ waitedMs: Date.now() - started }, 'got the migration lock');
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/** Applies every pending committed migration (call it under the lock); answers their names. */
export async function applyMigrations(orm: MikroORM, logger?: Pick<Logger, 'info'>): Promise<string[]> {
  const applied = await orm.migrator.up();
  const names = applied.map((m) => m.name);
  if (names.length) logger?.info({ migrations: names }, 'applied migrations');
  return names;
}

/** The committed migrations not yet applied to this database. */
export async function pendingMigrations(orm: MikroORM): Promise<string[]> {
  return (await orm.migrator.getPending()).map((m) => m.name);
}
