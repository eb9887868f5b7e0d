/**
 * `pnpm migrate`: applies the committed migrations and exits, for operators who run them as a separate release step
 * (then start the instances with MIGRATE_ON_START=false). Same database as the app: DATABASE_URL, or the embedded
 * PostgreSQL in DATA_DIR (started for the run and stopped after). Takes the same advisory lock as a starting instance,
 * so it is safe to run while instances start or run. Prints what it applied; exit code 1 with the cause on failure.
 */
import 'reflect-metadata';
import { join } from 'node:path';
import { loadEnv, ConfigError } from '../app/env.js';
import { createLogger } from '../app/logger.js';
import { connectDatabase, describeError, startEmbeddedPostgres, type EmbeddedDatabase } from '../app/database.js';
import { applyMigrations, pendingMigrations, withMigrationLock } from '../app/migrate.js';

let embedded: EmbeddedDatabase | undefined;
try {
  const env = loadEnv();
  const logger = createLogger(env);
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dir: join(env.DATA_DIR, 'postgres'), port: env.EMBEDDED_PG_PORT, database: 'app', logger });
    url = embedded.url;
  }
  const orm = await connectDatabase(url, logger, { migrate: false });
  try {
    const applied = await withMigrationLock(url, logger, async () => {
      const pending = await pendingMigrations(orm);
      console.log(pending.length ? `Applying ${pending.length} migration(s): ${pending.join(', ')}` : 'The database is up to date.');
      return applyMigrations(orm);
    });
    if (applied.length) console.log(`Applied ${applied.length} migration(s).`);
  } finally {
    await orm.close();
  }
  await embedded?.stop();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `Migration failed: ${describeError(err)}`);
  await embedded?.stop().catch(() => {});
  process.exit(1);
}
