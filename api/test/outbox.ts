import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestServer } from './test-server.js';

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
}

/** The e-mails to `to` in the local outbox (DATA_DIR/outbox/email.jsonl), oldest first; none when nothing was sent yet. */
export function emailsTo(t: TestServer, to: string): OutboxEmail[] {
  let text: string;
  try {
    text = readFileSync(join(t.env.DATA_DIR, 'outbox', 'email.jsonl'), 'utf8');
  } catch {
    return [];
  }
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as OutboxEmail)
    .filter((m) => m.to === to);
}
