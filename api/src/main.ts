import './app/heap-growth.js';
import 'reflect-metadata';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError, configWarnings, loadEnv, type Env } from './app/env.js';
import { createLogger } from './app/logger.js';
import type { EmbeddedDatabase } from './app/database.js';

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
for (const warning of configWarnings(env)) logger.warn(warning);

// Traces (docs/operations/tracing.md), only with OTEL_EXPORTER_OTLP_ENDPOINT: the SDK is loaded and started before the
// app's modules, so its require hooks see `http`, `express` and `pg` load; without it nothing of the SDK is loaded.
const tracing = env.OTEL_EXPORTER_OTLP_ENDPOINT ? (await import('./app/tracing-sdk.js')).startTracing(env) : undefined;
const { connectDatabase, describeError, startEmbeddedPostgres } = await import('./app/database.js');
const { createApp } = await import('./app/create-app.js');
const { bootstrapAdmin } = await import('./app/bootstrap-admin.js');
const { deliverMessagesThroughQueue, scheduledJobs, startJobQueue } = await import('./app/jobs.js');
const { applyMigrations, pendingMigrations, withMigrationLock } = await import('./app/migrate.js');
const { sendTraceparent } = await import('./app/tracing.js');

/** The drain plugin forces open connections closed after 10 s; this is the backstop after that. */
const FORCED_EXIT_MS = 11_000;

let embedded: EmbeddedDatabase | undefined;
// Whatever way this process ends (a crash, a forced exit, a failed start), the embedded PostgreSQL is asked to stop
// too: only a kill -9 can leave it running, and the next start cleans that up (database.ts).
process.on('exit', () => embedded?.signalStop());

async function start() {
  let url = env.DATABASE_URL;
  if (!url) {
    const dir = join(env.DATA_DIR, 'postgres');
    embedded = await startEmbeddedPostgres({ dir, port: env.EMBEDDED_PG_PORT, database: 'app', logger });
    url = embedded.url;
    logger.info({ port: env.EMBEDDED_PG_PORT, dir }, 'embedded PostgreSQL started');
  }
  const orm = await connectDatabase(url, logger, { migrate: false });
  // One instance at a time: migrations (or, with MIGRATE_ON_START=false, the check that `pnpm migrate` ran) and the
  // configured admin, so instances starting together on one database neither migrate twice nor race on the admin.
  await withMigrationLock(url, logger, async () => {
    if (env.MIGRATE_ON_START) {
      await applyMigrations(orm, logger);
    } else {
      const pending = await pendingMigrations(orm);
      if (pending.length) {
        throw new Error(`the database lacks ${pending.length} migration(s) (${pending.join(', ')}); run \`pnpm migrate\` first (MIGRATE_ON_START=false)`);
      }
    }
    await bootstrapAdmin(orm.em.fork(), env, logger);
  });
  const app = await createApp({ env, orm, databaseUrl: url, logger });
  if (tracing) sendTraceparent(app.server);
  // Scheduled work goes through the PostgreSQL job queue: once per occurrence however many instances run.
  const onFailure = app.metrics ? (queue: string) => app.metrics!.jobFailed(queue) : undefined;
  const jobs = await startJobQueue(url, scheduledJobs(orm, app.services, logger), logger, { onFailure });
  // EMAIL_DELIVERY / SMS_DELIVERY=queue (the default): a request only enqueues its e-mails and texts, a worker on any
  // instance delivers them.
  await deliverMessagesThroughQueue(env, jobs, app.services, logger, { onFailure });
  await new Promise<void>((resolve, reject) => {
    app.server.once('error', reject);
    app.server.listen(env.PORT, env.HOST, () => {
      app.server.off('error', reject);
      resolve();
    });
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info(`listening on http://localhost:${port}`);
  // Prometheus's scrape listener, on its own port (METRICS_HOST, loopback by default): never the public one.
  const metricsAddress = await app.listenMetrics();
  if (metricsAddress) logger.info(`metrics on http://${env.METRICS_HOST}:${metricsAddress.port}/metrics`);
  return { orm, app, jobs };
}

let running: Awaited<ReturnType<typeof start>> | undefined;
let stopping = false;
let signalDuringStart: string | undefined;

async function shutdown(signal: string) {
  if (!running) {
    // Still starting: stop as soon as the start is over; a second signal stops at once.
    if (signalDuringStart) process.exit(1);
    signalDuringStart = signal;
    logger.info({ signal }, 'shutting down as soon as start-up is over');
    return;
  }
  if (stopping) return;
  stopping = true;
  const { orm, app, jobs } = running;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    logger.error(`forced exit after ${FORCED_EXIT_MS / 1000} s`);
    process.exit(1);
  }, FORCED_EXIT_MS);
  force.unref();
  try {
    // A running job finishes (or is left to be retried by another instance) while the requests drain.
    await Promise.all([app.drain().then(() => logger.info('requests drained')), jobs.stop().then(() => logger.info('job queue stopped'))]);
    await orm.close();
    logger.info('database connections closed');
    await embedded?.stop();
    // The spans of the last requests, sent before the process ends.
    await tracing?.shutdown();
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

try {
  running = await start();
} catch (err) {
  // Plain stderr, whatever LOG_LEVEL says: a start that fails must always say why.
  const where = err instanceof Error ? (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)) : [];
  console.error([`Start-up failed: ${describeError(err)}`, ...where].join('\n'));
  if (embedded) await Promise.race([embedded.stop().catch(() => {}), sleep(10_000)]);
  process.exit(1);
}
if (signalDuringStart) void shutdown(signalDuringStart);
