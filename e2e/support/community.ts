import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import type { RunningApp } from './app.js';
import { waitForEmail } from './outbox.js';

/**
 * A real JPEG (a horizontal gradient with a contrasting block, so it is not a flat colour) made with sharp from raw
 * pixels. No SVG: the app's image pipeline blocks every libvips loader but JPEG/PNG/WebP process-wide, and Jest may
 * run this file in a worker that already loaded it.
 */
export async function makeJpeg(width: number, height: number, [r, g, b]: [number, number, number]): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = x / Math.max(1, width - 1);
      const inBlock = x > width * 0.3 && x < width * 0.7 && y > height * 0.25 && y < height * 0.65;
      const i = (y * width + x) * 3;
      pixels[i] = inBlock ? b : Math.round(r + (255 - r) * t);
      pixels[i + 1] = inBlock ? r : Math.round(g + (255 - g) * t);
      pixels[i + 2] = inBlock ? g : Math.round(b + (255 - b) * t);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A photo-like picture, different for each seed: a 16x12 grid of seeded random colours blown up with a smooth kernel
 * (soft blobs of colour, as a blurred photo has), as a JPEG of `width` x `height`. Unlike `makeJpeg`'s shapes, two seeds
 * have unrelated perceptual hashes, so the photo check can tell them apart.
 */
export async function makePhoto(seed: number, width = 480, height = 360): Promise<Buffer> {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % 256;
  };
  const grid = Buffer.from(Array.from({ length: 16 * 12 * 3 }, next));
  return sharp(grid, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The 6-digit code of the newest text message sent to `e164`, read from DATA_DIR/outbox/sms.jsonl (waits for it). */
export async function smsCodeFor(app: RunningApp, e164: string): Promise<string> {
  const file = join(app.dataDir, 'outbox', 'sms.jsonl');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const text = await readFile(file, 'utf8').catch(() => '');
    const messages = text
      .split('\n')
      .slice(0, -1) // complete lines only: the app's queue worker may be appending one right now
      .map((line) => JSON.parse(line) as { to: string; body: string; createdAt: string })
      .filter((m) => m.to === e164);
    const code = messages.at(-1)?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${e164} in ${file}:\n${text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A GraphQL call outside the browser (for setting the stage), with a session cookie if given. */
export async function graphql<T = Record<string, unknown>>(
  app: RunningApp,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<{ data: T; cookie?: string }> {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  if (!res.ok || body.errors) throw new Error(`GraphQL ${res.status}: ${JSON.stringify(body.errors ?? body)}`);
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  return { data: body.data, cookie: sid?.split(';')[0] };
}

/** Signs in through the API and returns the session cookie ("sid=..."). */
export async function apiSignIn(app: RunningApp, username: string, password: string): Promise<string> {
  const { cookie } = await graphql(app, 'mutation($input: LoginInput!) { login(input: $input) { id } }', { input: { username, password } });
  if (!cookie) throw new Error('login set no session cookie');
  return cookie;
}

/** The token of the newest e-mail confirmation link sent to `email` (waits for it: e-mails leave from the job queue). */
export async function confirmTokenFor(app: RunningApp, email: string): Promise<string> {
  const mail = await waitForEmail(app, email.toLowerCase(), 'Confirm your e-mail address for Tea');
  const token = /\/confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no confirmation link in: ${mail.text}`);
  return token;
}

/**
 * A member signed up through the API as the web app does it: `signUp`, then `confirmEmail` with the token of the link
 * e-mailed to her. Answers her id and session cookie.
 */
export async function apiSignUp(
  app: RunningApp,
  input: { username: string; email: string; password: string; firstName?: string },
): Promise<{ id: string; cookie?: string }> {
  await graphql(app, 'mutation($input: RegisterInput!) { signUp(input: $input) { confirmEmail } }', { input });
  const token = await confirmTokenFor(app, input.email);
  const { data, cookie } = await graphql<{ confirmEmail: { id: string } }>(app, 'mutation($t: String!) { confirmEmail(token: $t) { id } }', { t: token });
  return { id: data.confirmEmail.id, cookie };
}

export type NewMember = { firstName: string; username: string; password?: string };

/**
 * Signs a new member up through the Sign Up tab of /auth, opens the link e-mailed to her (as she would from her inbox)
 * and waits for the signed-in home page (which greets a new member with 'Welcome, <name>!'; 'Welcome back' is accepted
 * too, so the helper does not depend on which of the two greetings a later change picks).
 */
export async function signUp(page: Page, app: RunningApp, member: NewMember): Promise<void> {
  await page.goto(`${app.url}/auth`);
  // The screen is server-rendered: a tab clicked before the app has hydrated does nothing. Its Sign In button is
  // enabled once it has (LoginForm), so the click waits for that, and then for the tab to be open.
  await page.locator('form[aria-label="Sign in"] button[type="submit"]:not([disabled])').waitFor();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('tab', { name: 'Sign Up', selected: true }).waitFor();
  await page.getByLabel('First name (optional)').fill(member.firstName);
  await page.getByLabel('Username', { exact: true }).fill(member.username);
  await page.getByLabel('Email').fill(`${member.username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(member.password ?? 'quiet-harbor-pebble');
  await page.getByLabel('Confirm password').fill(member.password ?? 'quiet-harbor-pebble');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  await page.goto(`${app.url}/confirm-email?token=${await confirmTokenFor(app, `${member.username}@example.com`)}`);
  await page.waitForURL(`${app.url}/`);
  await page
    .getByText(new RegExp(`\\bWelcome(?: back)?,\\s*${member.firstName}\\b`))
    .first()
    .waitFor();
}

/** Signs in through the Sign In tab of /auth. */
export async function signIn(page: Page, app: RunningApp, username: string, password: string): Promise<void> {
  await page.goto(`${app.url}/auth`);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${app.url}/`);
}

/** The naturalWidth of an <img> once it has finished loading (0 when it failed). */
export async function naturalWidth(img: Locator): Promise<number> {
  await img.waitFor();
  return img.evaluate((el: HTMLImageElement) =>
    el.complete
      ? el.naturalWidth
      : new Promise<number>((resolve) => {
          el.addEventListener('load', () => resolve(el.naturalWidth));
          el.addEventListener('error', () => resolve(0));
        }),
  );
}
