import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMAIL_QUEUE, SMS_QUEUE } from '../src/app/jobs.js';
import type { App } from '../src/app/create-app.js';
import type { Env } from '../src/app/env.js';
import type { JobQueue } from '../src/app/jobs.js';

/** The parts of a test server (test-server.ts's TestServer) the outbox helpers read. */
export interface OutboxServer {
  env: Pick<Env, 'DATA_DIR'>;
  app: App;
  jobs: JobQueue | null;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
}

/** The e-mails to `to` in the local outbox (DATA_DIR/outbox/email.jsonl), oldest first; none when nothing was sent yet. */
export function emailsTo(t: Pick<OutboxServer, 'env'>, to: string): OutboxEmail[] {
  let text: string;
  try {
    text = readFileSync(join(t.env.DATA_DIR, 'outbox', 'email.jsonl'), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .slice(0, -1) // complete lines only: the queue worker may be appending one right now
    .map((line) => JSON.parse(line) as OutboxEmail)
    .filter((m) => m.to === to);
}

/**
 * Waits until the e-mails and texts the server has been asked to send are in its outboxes: the reset links still being
 * sent after their answer are handed over, and no message job is waiting, running or due for a retry in the job queue
 * (EMAIL_DELIVERY / SMS_DELIVERY=queue). Polls; throws after `timeoutMs` (a delivery that keeps failing).
 */
export async function waitForOutbox(t: Pick<OutboxServer, 'app' | 'sql' | 'jobs'>, timeoutMs = 30_000): Promise<void> {
  await t.app.services.passwordReset.idle();
  await t.app.services.accountLocks.idle();
  if (!t.jobs) return;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [{ pending }] = await t.sql<{ pending: number }>(
      "select count(*)::int as pending from pgboss.job where name = any($1) and state in ('created', 'retry', 'active')",
      [[EMAIL_QUEUE, SMS_QUEUE]],
    );
    if (pending === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending} e-mail/SMS job(s) still undelivered after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
