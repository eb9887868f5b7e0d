import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Services } from './services.js';

export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Scheduled work, at start and every hour: the 30-day purge of undecided ID documents, expired idempotency keys. */
export function startJobs(orm: MikroORM, services: Services, logger: Logger): () => void {
  const run = async () => {
    try {
      const purged = await services.verification.purgeStale(orm.em.fork());
      if (purged) logger.info({ purged }, 'purged undecided ID documents older than 30 days');
    } catch (err) {
      logger.error({ err }, 'ID document purge failed');
    }
    try {
      const expired = await services.idempotency.purgeExpired();
      if (expired) logger.info({ expired }, 'deleted idempotency keys older than 24 hours');
    } catch (err) {
      logger.error({ err }, 'idempotency key purge failed');
    }
  };
  void run();
  const timer = setInterval(run, PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
