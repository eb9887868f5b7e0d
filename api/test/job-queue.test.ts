import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { pino } from 'pino';
import { EMAIL_QUEUE, sendEmailsThroughQueue, startJobQueue, type JobQueue, type ScheduledJob } from '../src/app/jobs.js';
import { OutboxEmailSender } from '../src/shared/outbox.js';
import { emailsTo } from './outbox.js';
import { createTestDatabase, startTestServer } from './test-server.js';

/*
 * Issue 11 item 4: scheduled work through pg-boss on PostgreSQL. Two queue instances on one database (as two app
 * instances would be) schedule and work the same job: each occurrence runs once. A failed run is retried, and jobs
 * and schedules outlive the instances that made them. E-mails are sent from the queue: a request only enqueues them.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
const started: JobQueue[] = [];
const logger = { error: () => {}, warn: () => {} };

beforeAll(async () => {
  db = await createTestDatabase('jobs');
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((q) => q.stop(1_000)));
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});

async function start(jobs: ScheduledJob[]): Promise<JobQueue> {
  const queue = await startJobQueue(db.url, jobs, logger, { pollingIntervalSeconds: 1, retryDelaySeconds: 1 });
  started.push(queue);
  return queue;
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const jobsOf = async (name: string) =>
  (
    await pool.query<{ id: string; state: string; retry_count: number }>('select id, state, retry_count from pgboss.job where name = $1 order by created_on', [
      name,
    ])
  ).rows;

/** The minute slots pg-boss's cron pass filed occurrences of `name` under (one forwarding job each). */
const occurrencesOf = async (name: string) =>
  (await pool.query<{ slot: string }>("select data->>'slot' as slot from pgboss.job where name = '__pgboss__send-it' and data->>'name' = $1", [name])).rows.map(
    (r) => r.slot,
  );

/** Nothing waiting, retrying or running in these queues, nor in pg-boss's own queue that forwards cron occurrences. */
async function idle(...names: string[]): Promise<boolean> {
  const { rows } = await pool.query("select count(*)::int as n from pgboss.job where name = any($1) and state in ('created', 'retry', 'active')", [
    [...names, '__pgboss__send-it'],
  ]);
  return rows[0].n === 0;
}

describe('scheduled jobs on two instances sharing one database', () => {
  it('run each occurrence once, on one of the two workers', async () => {
    const runs: string[] = [];
    const job = (instance: string): ScheduledJob => ({
      name: 'every-minute',
      cron: '* * * * *',
      run: async () => void runs.push(instance),
    });
    await Promise.all([start([job('a')]), start([job('b')])]);
    // Two occurrences (two minutes): by then each instance has had its cron passes, which is when an instance that
    // did not coordinate with the other would have sent and run its own copy.
    await waitUntil('two occurrences ran', async () => (await jobsOf('every-minute')).filter((j) => j.state === 'completed').length >= 2, 200_000);
    await waitUntil('the queues are idle', () => idle('every-minute'));
    const occurrences = await occurrencesOf('every-minute');
    const jobs = await jobsOf('every-minute');
    // Each occurrence was forwarded once, became one job, and that job ran once, on one of the two instances.
    expect(new Set(occurrences).size).toBe(occurrences.length);
    expect(jobs).toHaveLength(occurrences.length);
    expect(jobs.every((j) => j.state === 'completed')).toBe(true);
    expect(runs).toHaveLength(jobs.length);
    // Both instances kept the same single schedule.
    const { rows } = await pool.query('select name, cron from pgboss.schedule');
    expect(rows).toEqual([{ name: 'every-minute', cron: '* * * * *' }]);
  }, 240_000);

  it('retry a run that failed', async () => {
    let attempts = 0;
    // The retry belongs to the queue, not to the schedule: the run is sent at once instead of waiting up to a minute
    // for the cron (its schedule, at 03:00, does not fire during the test).
    const queue = await start([
      {
        name: 'fails-once',
        cron: '0 3 * * *',
        run: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('the database blinked');
        },
      },
    ]);
    await queue.boss.send('fails-once', null);
    await waitUntil('the retry completed', async () => (await jobsOf('fails-once')).some((j) => j.state === 'completed'));
    const [first] = await jobsOf('fails-once');
    expect(first).toMatchObject({ state: 'completed', retry_count: 1 });
    expect(attempts).toBe(2);
  }, 180_000);

  it('keep jobs and schedules across a restart: a job queued while no instance ran is done by the next one', async () => {
    const runs: unknown[] = [];
    const job: ScheduledJob = { name: 'nightly-report', cron: '0 3 * * *', run: async () => void runs.push(1) };
    const first = await start([job]);
    await first.stop(1_000);
    started.splice(started.indexOf(first), 1);
    // Sent by a client that works nothing, while no instance is running.
    const client = new PgBoss({ connectionString: db.url, schema: 'pgboss', schedule: false, supervise: false, migrate: false });
    client.on('error', () => {});
    await client.start();
    const id = await client.send('nightly-report', null);
    await client.stop({ graceful: false, close: true });
    expect(runs).toEqual([]);
    expect((await pool.query("select cron from pgboss.schedule where name = 'nightly-report'")).rows).toEqual([{ cron: '0 3 * * *' }]);

    await start([job]);
    await waitUntil('the queued job ran', async () => (await jobsOf('nightly-report')).some((j) => j.id === id && j.state === 'completed'));
    expect(runs).toHaveLength(1);
  }, 180_000);
});

describe('e-mails from the queue', () => {
  it('a request only enqueues its e-mail, encrypted; a worker on another instance delivers it', async () => {
    // The test wires the queue itself: an app whose own worker is off.
    const t = await startTestServer({ EMAIL_DELIVERY: 'direct', SMS_DELIVERY: 'direct' });
    try {
      const m = await t.signedIn();
      const url = t.env.DATABASE_URL!;
      // This instance enqueues e-mails but works none (its worker is off, as if every e-mail went to the other one).
      const here = await startJobQueue(url, [], logger);
      started.push(here);
      expect(await sendEmailsThroughQueue(here, t.app.services.email, t.app.services.crypto, logger)).toBe(true);
      await here.boss.offWork(EMAIL_QUEUE, { wait: true });

      expect((await t.client().rest('POST', '/api/auth/forgot-password', { email: m.user.email })).status).toBe(202);
      await t.app.services.passwordReset.idle();
      expect(emailsTo(t, m.user.email)).toEqual([]);
      const queued = await t.sql<{ state: string; data: unknown }>('select state, data from pgboss.job where name = $1', [EMAIL_QUEUE]);
      expect(queued.map((j) => j.state)).toEqual(['created']);
      expect(JSON.stringify(queued[0].data)).not.toContain(m.user.email.split('@')[0]);
      expect(JSON.stringify(queued[0].data)).not.toContain('reset-password');

      // Another instance's worker, with its own sender (writing to the same local outbox here), delivers it.
      const other = await startJobQueue(url, [], logger);
      started.push(other);
      await sendEmailsThroughQueue(other, new OutboxEmailSender(t.env.DATA_DIR, pino({ level: 'silent' })), t.app.services.crypto, logger, {
        pollingIntervalSeconds: 1,
      });
      await waitUntil('the e-mail was delivered', async () => emailsTo(t, m.user.email).length > 0);
      expect(emailsTo(t, m.user.email)).toEqual([
        expect.objectContaining({ subject: 'Reset your Tea password', text: expect.stringContaining('/reset-password?token=') }),
      ]);
    } finally {
      await Promise.all(started.splice(0).map((q) => q.stop(1_000)));
      await t.close();
    }
  }, 120_000);
});
