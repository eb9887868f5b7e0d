import { emailsTo } from './outbox.js';
import type { Response, TestClient } from './test-client.js';

/** The confirmation link e-mailed at sign-up (and again at a sign-in before confirming). */
export const CONFIRM_LINK = /(\S+)\/confirm-email\?token=([A-Za-z0-9_-]{43})\b/;

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** The confirmation tokens e-mailed to `to` in these DATA_DIRs' e-mail outboxes, oldest first per directory. */
export function confirmTokensTo(dataDirs: string[], to: string): string[] {
  return dataDirs.flatMap((DATA_DIR) =>
    emailsTo({ env: { DATA_DIR } }, to)
      .map((m) => CONFIRM_LINK.exec(m.text)?.[2])
      .filter((token): token is string => !!token),
  );
}

/** Waits for a confirmation token e-mailed to `to` that is not among `seen` (e-mails leave through the job queue). */
export async function waitForConfirmToken(dataDirs: string[], to: string, seen: string[] = [], timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const token = confirmTokensTo(dataDirs, to)
      .filter((t) => !seen.includes(t))
      .at(-1);
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no confirmation link to ${to} in the e-mail outbox after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Signs up through the API as a person does: `POST /api/register` (202, no session), then the link e-mailed to her
 * address, confirmed on the same client (`POST /api/auth/confirm-email`), which signs her in. Answers the confirmation's
 * answer (200 and the user, what `/api/register` answered before sign-up confirmed addresses), or the sign-up's own when
 * it was refused. `dataDirs`: the server's DATA_DIR (each instance's, for a cluster); `send` wraps each request (e.g. a
 * retry while the app sheds load).
 */
export async function signUpAndConfirm<T = any>(
  c: TestClient,
  input: SignUpInput,
  dataDirs: string[],
  send: <R extends Response>(request: () => Promise<R>) => Promise<R> = (request) => request(),
): Promise<Response<T>> {
  const email = input.email.toLowerCase();
  const seen = confirmTokensTo(dataDirs, email);
  const signedUp = await send(() => c.rest('POST', '/api/register', input));
  if (signedUp.status !== 202) return signedUp;
  const token = await waitForConfirmToken(dataDirs, email, seen);
  return send(() => c.rest<T>('POST', '/api/auth/confirm-email', { token }));
}
