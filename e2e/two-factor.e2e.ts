import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminEnv, signInAdmin, totpCode } from './support/admin.js';
import { useAppAndBrowser } from './support/start.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { DESKTOP, MOBILE, screenshot, watchPageErrors } from './support/browser.js';
import { signUp } from './support/community.js';

const ADMIN = adminEnv('keeper', 'admin-secret-3');
const PASSWORD = 'quiet-harbor-pebble';
const STEP_MS = 30_000;

const run = useAppAndBrowser(ADMIN, { testTimeout: 180_000 });

async function newPage(viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const context = await run.browser.newContext({ viewport });
  context.setDefaultTimeout(20_000);
  run.contexts.push(context);
  const page = await context.newPage();
  return { page, errors: watchPageErrors(page) };
}

/**
 * The code of a 30-second step after `usedStep` (the app takes each step once: replay protection), waiting for that
 * step only when the current one is used already.
 */
async function codeAfter(secret: string, usedStep: number): Promise<{ code: string; step: number }> {
  let step = Math.floor(Date.now() / STEP_MS);
  if (step <= usedStep) {
    step = usedStep + 1;
    await new Promise((resolve) => setTimeout(resolve, step * STEP_MS - Date.now() + 100));
  }
  return { code: totpCode(secret, step), step };
}

/**
 * The set-up flow on the page (Settings > Security, or the admin panel): Set up, read the key from the page as a person
 * would type it into an app, turn it on with its code, save the recovery codes. Answers the key, the time step used
 * and the recovery codes.
 */
async function turnOn(page: Page, label: string): Promise<{ secret: string; step: number; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: 'Set up' }).click();
  const scan = page.getByRole('region', { name: 'Add Tea to your authenticator app' });
  await scan.getByRole('img', { name: 'QR code to add Tea to an authenticator app' }).waitFor();
  const secret = ((await scan.locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoSeriousA11yViolations(page, `two-step sign-in set-up (${label})`);
  await screenshot(page, `two-factor-setup-${label}`);

  const { code, step } = await codeAfter(secret, 0);
  await scan.getByLabel('Code from your authenticator app').fill(code);
  await scan.getByRole('button', { name: 'Turn on' }).click();
  const saved = page.getByRole('region', { name: 'Save your recovery codes' });
  await saved.waitFor();
  const recoveryCodes = await saved.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await expectNoSeriousA11yViolations(page, `the recovery codes (${label})`);
  await screenshot(page, `two-factor-recovery-codes-${label}`);
  await saved.getByRole('button', { name: 'I have saved them' }).click();
  return { secret, step, recoveryCodes };
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL(`${run.app.url}/auth`);
}

async function enterPassword(page: Page, username: string): Promise<void> {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('two-step sign-in in a real browser', () => {
  it('an admin signs in with her password and a code, and reaches the console', async () => {
    const { page, errors } = await newPage(DESKTOP);
    await signInAdmin(page, run.app, ADMIN);
    await page.goto(`${run.app.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin Portal' }).waitFor();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('list', { name: 'Statistics' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Set up two-step sign-in to use the admin tools' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a member turns it on in Settings (on a phone), signs out, and signs in with her password and a code', async () => {
    const { page, errors } = await newPage(MOBILE);
    await signUp(page, run.app, { firstName: 'Iris', username: 'iris' });
    await page.goto(`${run.app.url}/settings`);
    await page.getByRole('tab', { name: 'Security' }).click();
    const { secret, step } = await turnOn(page, '390');
    await page.getByText('Recovery codes left: 10').waitFor();
    // Her sessions: this one only.
    await page.getByRole('list', { name: 'Your sessions' }).getByText('This device').waitFor();

    await signOut(page);
    await enterPassword(page, 'iris');
    const input = page.getByLabel('Code from your authenticator app');
    await page.getByText('Enter the 6-digit code from your authenticator app to finish signing in.').waitFor();
    await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(await input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await input.getAttribute('inputmode')).toBe('numeric');
    await expectNoSeriousA11yViolations(page, 'the sign-in code step (390)');
    await screenshot(page, 'two-factor-sign-in-code-390');

    // A wrong code is answered under the field; the step stays.
    await input.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'That code is not right.' }).waitFor();

    const next = await codeAfter(secret, step);
    await input.fill(next.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${run.app.url}/`);
    await page.getByText('Welcome back!').first().waitFor();
    const [row] = await run.app.sql<{ enabled: boolean }>(
      `select enabled_at is not null as enabled from two_factor where user_id = (select id from users where username = 'iris')`,
    );
    expect(row.enabled).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a newly made admin is sent to set it up right after her first sign-in, then reaches the portal', async () => {
    const { page, errors } = await newPage(DESKTOP);
    await signUp(page, run.app, { firstName: 'Opal', username: 'opal' });
    await signOut(page);
    await run.app.sql(`update users set role = 'admin' where username = 'opal'`);

    await enterPassword(page, 'opal');
    await page.waitForURL(`${run.app.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in to use the admin tools' }).waitFor();
    await turnOn(page, 'admin-desktop');
    await page.getByRole('heading', { level: 1, name: 'Admin Portal' }).waitFor();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.getByRole('list', { name: 'Statistics' }).waitFor();
    expect(errors).toEqual([]);
  });
});
