import 'reflect-metadata';
import { join } from 'node:path';
import { ConfigError, loadEnv, type Env } from './app/env.js';
import { createLogger } from './app/logger.js';
import { connectDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from './app/database.js';
import { createApp } from './app/create-app.js';
import { bootstrapAdmin } from './app/bootstrap-admin.js';
import { startJobs } from './app/jobs.js';

let env: Env;
try {
  env = loadEnv();
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
const logger = createLogger(env);

let embedded: EmbeddedDatabase | undefined;
let url = env.DATABASE_URL;
if (!url) {
  embedded = await startEmbeddedPostgres({ dir: join(env.DATA_DIR, 'postgres'), port: env.EMBEDDED_PG_PORT, database: 'app', logger });
  url = embedded.url;
  logger.info({ port: env.EMBEDDED_PG_PORT, dir: join(env.DATA_DIR, 'postgres') }, 'embedded PostgreSQL started');
}
const orm = await connectDatabase(url, logger);
await bootstrapAdmin(orm.em.fork(), env, logger);
const app = await createApp({ env, orm, databaseUrl: url, logger });
const stopJobs = startJobs(orm, app.services, logger);
app.server.listen(env.PORT, env.HOST, () => {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info(`listening on http://localhost:${port}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    logger.error('forced exit after 10 s');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    stopJobs();
    await app.drain();
    logger.info('requests drained');
    await orm.close();
    logger.info('database connections closed');
    await embedded?.stop();
    logger.info('stopped');
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGHUP', () => void shutdown('SIGHUP'));
