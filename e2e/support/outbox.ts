import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunningApp } from './app.js';

/** One e-mail of the app's local outbox (DATA_DIR/outbox/email.jsonl, one JSON object a line). */
export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
}

/** The e-mails to `to` in the outbox, oldest first; none when nothing was sent yet. */
export async function emailsTo(app: RunningApp, to: string): Promise<OutboxEmail[]> {
  const text = await readFile(join(app.dataDir, 'outbox', 'email.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .slice(0, -1) // complete lines only: the app's queue worker may be appending one right now
    .map((line) => JSON.parse(line) as OutboxEmail)
    .filter((m) => m.to === to);
}

/** The newest e-mail to `to` with this subject, waiting for it (some e-mails are sent after the answer). */
export async function waitForEmail(app: RunningApp, to: string, subject: string): Promise<OutboxEmail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await emailsTo(app, to)).findLast((m) => m.subject === subject);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail '${subject}' to ${to} in the outbox; sent to them: ${JSON.stringify(await emailsTo(app, to))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The e-mails to `to`, waiting until there are at least `count` (e-mails go out from the job queue, after the answer). */
export async function waitForEmails(app: RunningApp, to: string, count: number): Promise<OutboxEmail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await emailsTo(app, to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} e-mails to ${to} in the outbox: ${JSON.stringify(mails)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
