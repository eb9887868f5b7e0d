import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { RunningApp } from './app.js';

export type TestAdmin = { ADMIN_USERNAME: string; ADMIN_EMAIL: string; ADMIN_PASSWORD: string; ADMIN_TOTP_SECRET: string };

/**
 * The environment of an app with this admin, her second factor enrolled at start (ADMIN_TOTP_SECRET), so a test can
 * compute her codes. The secret is RFC 6238's test secret ('12345678901234567890' in base32).
 */
export function adminEnv(username: string, password: string): TestAdmin {
  return { ADMIN_USERNAME: username, ADMIN_EMAIL: `${username}@example.com`, ADMIN_PASSWORD: password, ADMIN_TOTP_SECRET: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' };
}

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The 6-digit TOTP code (RFC 6238: HMAC-SHA1, 30 s steps) of `secret` for time step `step`. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const usedSteps = new Map<string, number>();

/**
 * A code the app will accept now: the server takes each time step once, so when this process already used the
 * current step for `secret`, this waits for the next one (at most 30 s).
 */
async function freshCode(secret: string): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  const last = usedSteps.get(secret);
  if (last !== undefined && step <= last) {
    step = last + 1;
    await new Promise((r) => setTimeout(r, step * 30_000 - Date.now() + 100));
  }
  usedSteps.set(secret, step);
  return totpCode(secret, step);
}

/** Signs the admin in through the Sign In tab of /auth: her password, then the code from her authenticator app. */
export async function signInAdmin(page: Page, app: RunningApp, admin: TestAdmin): Promise<void> {
  await page.goto(`${app.url}/auth`);
  await page.getByLabel('Username or email').fill(admin.ADMIN_USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(admin.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Code from your authenticator app', { exact: true }).fill(await freshCode(admin.ADMIN_TOTP_SECRET));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${app.url}/`);
}

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Signs the admin in through the API in two steps (`/api/login`, then `/api/auth/2fa/verify`); returns the session cookie. */
export async function apiSignInAdmin(app: RunningApp, admin: TestAdmin): Promise<string> {
  const login = await fetch(`${app.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.ADMIN_USERNAME, password: admin.ADMIN_PASSWORD }),
  });
  const pending = cookiesOf(login);
  if (login.status !== 200 || !pending) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const verify = await fetch(`${app.url}/api/auth/2fa/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: pending },
    body: JSON.stringify({ code: await freshCode(admin.ADMIN_TOTP_SECRET) }),
  });
  const cookie = cookiesOf(verify);
  if (verify.status !== 200 || !cookie) throw new Error(`admin second factor failed: ${verify.status} ${await verify.text()}`);
  return cookie;
}
