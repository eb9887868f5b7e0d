import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The token of the newest sign-up confirmation link e-mailed to `email`, from the app's local outbox (DATA_DIR/outbox/email.jsonl). */
async function confirmToken(dataDir: string, email: string): Promise<string> {
  // E-mails go out from the job queue: wait for this one to land.
  for (const deadline = Date.now() + 30_000; ; await sleep(100)) {
    let text = '';
    try {
      text = readFileSync(join(dataDir, 'outbox', 'email.jsonl'), 'utf8');
    } catch {
      /* nothing sent yet */
    }
    const mails = text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { to: string; text: string })
      .filter((m) => m.to === email);
    const token = mails.length ? /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text)?.[1] : undefined;
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no confirmation link reached ${email}`);
  }
}

/**
 * Signs a member up as a browser does since issue 21: `POST /api/register` (202, no session), then the e-mailed link
 * (`POST /api/auth/confirm-email`), which starts her session. Answers the session cookie. A 503 (the app shedding load)
 * is retried after Retry-After, as a client should.
 */
export async function signUpAndConfirm(
  url: string,
  dataDir: string,
  member: { username: string; email?: string; password: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const email = member.email ?? `${member.username}@example.com`;
  const post = async (path: string, body: unknown) => {
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
      if (res.status !== 503 || attempt === 10) return res;
      await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
    }
  };
  const reg = await post('/api/register', { username: member.username, email, password: member.password });
  if (reg.status !== 202) throw new Error(`sign-up of ${member.username} failed: ${reg.status} ${await reg.text()}`);
  const confirmed = await post('/api/auth/confirm-email', { token: await confirmToken(dataDir, email) });
  if (confirmed.status !== 200) throw new Error(`confirming ${member.username} failed: ${confirmed.status} ${await confirmed.text()}`);
  return confirmed.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
