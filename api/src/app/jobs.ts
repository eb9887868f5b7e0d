import type { MikroORM } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { AppCrypto } from '../shared/crypto.js';
import { QueueableEmailSender, type EmailMessage, type EmailSender } from '../shared/outbox.js';
import type { Services } from './services.js';

/** A piece of scheduled work: a pg-boss queue of that name, a cron expression (UTC) and what one run does. */
export interface ScheduledJob {
  name: string;
  cron: string;
  /** One run; a throw fails the job and pg-boss retries it. */
  run(): Promise<void>;
}

/** Tries per run (1 + retries), with exponential back-off from `RETRY_DELAY_SECONDS`. */
export const JOB_RETRY_LIMIT = 3;
const RETRY_DELAY_SECONDS = 30;

/** The app's scheduled work: the 30-day purge of undecided ID documents and expired idempotency keys, hourly; the last quarter's transparency figures, daily. */
export function scheduledJobs(orm: MikroORM, services: Services, logger: Logger): ScheduledJob[] {
  return [
    {
      name: 'id-document-purge',
      cron: '5 * * * *',
      async run() {
        const purged = await services.verification.purgeStale(orm.em.fork());
        if (purged) logger.info({ purged }, 'purged undecided ID documents older than 30 days');
      },
    },
    {
      name: 'idempotency-key-purge',
      cron: '35 * * * *',
      async run() {
        const expired = await services.idempotency.purgeExpired();
        if (expired) logger.info({ expired }, 'deleted idempotency keys older than 24 hours');
      },
    },
    {
      // The transparency report of the quarter that ended is computed once, soon after its end, and never changes.
      name: 'transparency-freeze',
      cron: '20 0 * * *',
      async run() {
        if (await services.transparency.freezeFinishedQuarter()) logger.info('froze the transparency report of the last quarter');
      },
    },
  ];
}

export interface JobQueue {
  boss: PgBoss;
  /** Stops taking jobs, lets running ones finish (up to `timeoutMs`) and closes the queue's connections. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Scheduled work through pg-boss, in PostgreSQL (schema `pgboss`, created and migrated by pg-boss itself under its
 * own lock): every instance schedules and works the same jobs, and pg-boss makes each occurrence one job (the cron
 * pass is claimed by one instance at a time and an occurrence is filed under a one-minute singleton slot), which
 * one worker takes (SKIP LOCKED). A failed run is retried; jobs and schedules live in the database, so they survive
 * a restart, and an occurrence missed while every instance was down is run once when one comes back.
 */
export async function startJobQueue(
  databaseUrl: string,
  jobs: ScheduledJob[],
  logger: Pick<Logger, 'error' | 'warn'>,
  options: { pollingIntervalSeconds?: number; retryDelaySeconds?: number } = {},
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 3, application_name: 'tea-jobs' });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));
  await boss.start();
  try {
    for (const job of jobs) {
      await boss.createQueue(job.name, {
        // One run of a job at a time, across every instance.
        policy: 'singleton',
        retryLimit: JOB_RETRY_LIMIT - 1,
        retryDelay: options.retryDelaySeconds ?? RETRY_DELAY_SECONDS,
        retryBackoff: true,
      });
      await boss.schedule(job.name, job.cron, null, { tz: 'UTC', missed: 'once' });
      await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, async () => {
        try {
          await job.run();
        } catch (err) {
          logger.error({ err, job: job.name }, 'scheduled job failed; it will be retried');
          throw err;
        }
      });
    }
  } catch (e) {
    await boss.stop({ graceful: false, close: true }).catch(() => {});
    throw e;
  }
  return {
    boss,
    stop: (timeoutMs = 5_000) => boss.stop({ graceful: true, close: true, timeout: timeoutMs }),
  };
}

export const EMAIL_QUEUE = 'email';

/**
 * E-mails from the queue: from now on `sender.send` in a request only stores the message as a job (encrypted with
 * APP_ENCRYPTION_KEY: it holds an address and maybe a sign-in link) and a worker on any instance delivers it, retried
 * with back-off for about an hour while the provider fails, deleted once delivered. At least once: a worker that dies
 * between delivering and completing sends the message again. False (and nothing changes) for a sender that cannot
 * be queued.
 */
export async function sendEmailsThroughQueue(
  queue: JobQueue,
  sender: EmailSender,
  crypto: Pick<AppCrypto, 'encrypt' | 'decrypt'>,
  logger: Pick<Logger, 'error'>,
  options: { pollingIntervalSeconds?: number; retryDelaySeconds?: number } = {},
): Promise<boolean> {
  if (!(sender instanceof QueueableEmailSender)) return false;
  const { boss } = queue;
  await boss.createQueue(EMAIL_QUEUE, { retryLimit: 6, retryDelay: options.retryDelaySeconds ?? 60, retryBackoff: true, deleteAfterSeconds: 1 });
  await boss.work<{ sealed: string }>(EMAIL_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
    for (const job of jobs) {
      const message = JSON.parse(crypto.decrypt(Buffer.from(job.data.sealed, 'base64'), EMAIL_QUEUE).toString('utf8')) as EmailMessage;
      try {
        await sender.deliver(message);
      } catch (err) {
        logger.error({ err, job: job.id }, 'e-mail delivery failed; it will be retried');
        throw err;
      }
    }
  });
  sender.sendThrough(async (message) => {
    const sealed = crypto.encrypt(Buffer.from(JSON.stringify(message)), EMAIL_QUEUE).toString('base64');
    if (!(await boss.send(EMAIL_QUEUE, { sealed }))) throw new Error('the e-mail could not be queued');
  });
  return true;
}
