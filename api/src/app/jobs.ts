import type { MikroORM } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { AppCrypto } from '../shared/crypto.js';
import { SpanKind, withSpan } from '../shared/tracing.js';
import { QueueableEmailSender, QueueableSmsSender, type EmailMessage, type EmailSender, type SmsMessage, type SmsSender } from '../shared/outbox.js';
import type { Env } from './env.js';
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

/**
 * The app's scheduled work: the 30-day purge of undecided ID documents and expired idempotency keys, hourly; the notice of
 * suspensions that ended by themselves, every 5 minutes; the last quarter's transparency figures and the prune of the name
 * search's dictionaries, daily; the central hash of photos stored before crops were found and the queue's median wait, every 10 minutes.
 */
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
      // A suspension ends by itself (its time is compared at each request); this tells her it did, once.
      name: 'suspension-end-notice',
      cron: '*/5 * * * *',
      async run() {
        const told = await services.suspensionEnds.run(orm.em.fork());
        if (told) logger.info({ told }, 'told members that their suspension ended');
      },
    },
    {
      // The name search's dictionaries (Migration20261126054257) keep a first name or place no profile holds any more
      // until this removes it.
      name: 'search-words-prune',
      cron: '50 3 * * *',
      async run() {
        const pruned = await services.profiles.pruneSearchWords();
        if (pruned.names || pruned.places) logger.info(pruned, 'pruned first names and places no profile holds any more');
      },
    },
    {
      // The queue's median waiting time for the dashboard when the queue is too long to take it on every view.
      name: 'queue-health-snapshot',
      cron: '*/10 * * * *',
      async run() {
        await services.adminStats.snapshotQueueHealth();
      },
    },
    {
      // Photos approved before the photo check found crops get the hash of their central part (photo-check.backfill.ts).
      name: 'photo-center-hash-backfill',
      cron: '*/10 * * * *',
      async run() {
        const hashed = await services.centerHashBackfill.run();
        if (hashed) logger.info({ hashed }, 'hashed the central part of photos stored before crops were found');
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

/** One run of a job (or one delivery from a message queue) in a span named after its queue: the SQL and sends it makes are its children. */
function jobSpan(queue: string, run: () => Promise<void>): Promise<void> {
  return withSpan(`job ${queue}`, { kind: SpanKind.CONSUMER, attributes: { 'tea.job.name': queue } }, run);
}

export interface QueueOptions {
  pollingIntervalSeconds?: number;
  retryDelaySeconds?: number;
  /** A run of a job or a delivery failed (it will be retried): the metrics' failures by queue (metrics.ts). */
  onFailure?(queue: string): void;
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
  options: QueueOptions = {},
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
          await jobSpan(job.name, () => job.run());
        } catch (err) {
          logger.error({ err, job: job.name }, 'scheduled job failed; it will be retried');
          options.onFailure?.(job.name);
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
export const SMS_QUEUE = 'sms';
export const PUSH_QUEUE = 'push';
/** The name watch's match runs, one per profile a moderator published (watch.service.ts). */
export const WATCH_QUEUE = 'watch-match';

/**
 * Messages of one kind through the queue: `sendThrough` hands the sender a function that stores each message as a job
 * (sealed with APP_ENCRYPTION_KEY, since it holds an address or a number and maybe a code or a link) and wakes this
 * instance's worker, so a message usually goes out at once; any instance's worker delivers it, retried with back-off
 * while the provider fails, deleted once delivered. At least once: a worker that dies between delivering and completing
 * sends the message again.
 */
async function deliverThroughQueue<M>(
  queue: JobQueue,
  name: string,
  sender: { deliver(message: M): Promise<void>; sendThrough(enqueue: (message: M, startAfter?: Date | null) => Promise<void>): void },
  crypto: Pick<AppCrypto, 'encrypt' | 'decrypt'>,
  logger: Pick<Logger, 'error'>,
  retry: { limit: number; delaySeconds: number },
  options: QueueOptions,
): Promise<void> {
  const { boss } = queue;
  await boss.createQueue(name, {
    retryLimit: retry.limit,
    retryDelay: options.retryDelaySeconds ?? retry.delaySeconds,
    retryBackoff: true,
    deleteAfterSeconds: 1,
  });
  const worker = await boss.work<{ sealed: string }>(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
    for (const job of jobs) {
      const message = JSON.parse(crypto.decrypt(Buffer.from(job.data.sealed, 'base64'), name).toString('utf8')) as M;
      try {
        await jobSpan(name, () => sender.deliver(message));
      } catch (err) {
        logger.error({ err, job: job.id, queue: name }, 'message delivery failed; it will be retried');
        options.onFailure?.(name);
        throw err;
      }
    }
  });
  // `startAfter` holds a message until then (a push during her quiet hours).
  sender.sendThrough(async (message, startAfter) => {
    const sealed = crypto.encrypt(Buffer.from(JSON.stringify(message)), name).toString('base64');
    if (!(await boss.send(name, { sealed }, startAfter ? { startAfter } : {}))) throw new Error(`the message could not be queued (${name})`);
    boss.notifyWorker(worker);
  });
}

/**
 * E-mails from the queue (EMAIL_DELIVERY=queue, the default): from now on `sender.send` in a request only enqueues the
 * message and a worker delivers it, retried for about an hour while the provider fails. False (and nothing changes)
 * for a sender that cannot be queued.
 */
export async function sendEmailsThroughQueue(
  queue: JobQueue,
  sender: EmailSender,
  crypto: Pick<AppCrypto, 'encrypt' | 'decrypt'>,
  logger: Pick<Logger, 'error'>,
  options: QueueOptions = {},
): Promise<boolean> {
  if (!(sender instanceof QueueableEmailSender)) return false;
  await deliverThroughQueue<EmailMessage>(queue, EMAIL_QUEUE, sender, crypto, logger, { limit: 6, delaySeconds: 60 }, options);
  return true;
}

/**
 * Texts from the queue (SMS_DELIVERY=queue, the default), as e-mails; retried for a few minutes only, since the code
 * they carry expires. False (and nothing changes) for a sender that cannot be queued.
 */
export async function sendSmsThroughQueue(
  queue: JobQueue,
  sender: SmsSender,
  crypto: Pick<AppCrypto, 'encrypt' | 'decrypt'>,
  logger: Pick<Logger, 'error'>,
  options: QueueOptions = {},
): Promise<boolean> {
  if (!(sender instanceof QueueableSmsSender)) return false;
  await deliverThroughQueue<SmsMessage>(queue, SMS_QUEUE, sender, crypto, logger, { limit: 4, delaySeconds: 15 }, options);
  return true;
}

/** What EMAIL_DELIVERY and SMS_DELIVERY ask for, Web Push and the name watch's match runs (main.ts, and the tests' in-process app). */
export async function deliverMessagesThroughQueue(
  env: Pick<Env, 'EMAIL_DELIVERY' | 'SMS_DELIVERY'>,
  queue: JobQueue,
  services: Pick<Services, 'email' | 'sms' | 'crypto' | 'push' | 'watches'>,
  logger: Pick<Logger, 'error'>,
  options: QueueOptions = {},
): Promise<void> {
  if (env.EMAIL_DELIVERY === 'queue') await sendEmailsThroughQueue(queue, services.email, services.crypto, logger, options);
  if (env.SMS_DELIVERY === 'queue') await sendSmsThroughQueue(queue, services.sms, services.crypto, logger, options);
  // Web Push always leaves from the queue when one runs: a push service that fails is retried for about half an hour.
  await deliverThroughQueue(queue, PUSH_QUEUE, services.push, services.crypto, logger, { limit: 5, delaySeconds: 30 }, options);
  // The name watch's match runs leave from the queue too, so a moderator's decision waits for none of them.
  await deliverThroughQueue(queue, WATCH_QUEUE, services.watches, services.crypto, logger, { limit: 5, delaySeconds: 30 }, options);
}
