import { describe, expect, it } from '@jest/globals';
import { useAppAndBrowser } from './support/start.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { DESKTOP, MOBILE, openWatchedPage, screenshot, watchPageErrors } from './support/browser.js';
import { confirmTokenFor } from './support/community.js';

const run = useAppAndBrowser();
describe('accounts in a real browser', () => {
  it('signs up, signs out and signs in again', async () => {
    const { context, page, errors } = await openWatchedPage(run.browser, { viewport: DESKTOP });
    await page.goto(`${run.app.url}/auth`);
    await page.getByRole('tab', { name: 'Sign In', selected: true }).waitFor();
    await expectNoSeriousA11yViolations(page, '/auth, Sign In tab (desktop)');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('tab', { name: 'Sign Up', selected: true }).waitFor();
    await expectNoSeriousA11yViolations(page, '/auth, Sign Up tab (desktop)');
    await page.getByLabel('First name (optional)').fill('Wren');
    await page.getByLabel('Username', { exact: true }).fill('wren');
    await page.getByLabel('Email').fill('wren@example.com');
    await page.getByLabel('Password', { exact: true }).fill('quiet-harbor-pebble');
    await page.getByLabel('Confirm password').fill('quiet-harbor-pebble');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Membership is private (SAFETY 17): the form asks her to open the e-mailed link, which signs her in.
    await page.getByText('Check your e-mail').waitFor();
    await page.getByText('wren@example.com').first().waitFor();
    await page.goto(`${run.app.url}/confirm-email?token=${await confirmTokenFor(run.app, 'wren@example.com')}`);
    await page.waitForURL(`${run.app.url}/`);
    await page.getByText('Account created successfully!').waitFor();
    await page
      .getByText(/^Welcome,\s*Wren!$/)
      .first()
      .waitFor();

    // Signed in: the session cookie is httpOnly (not readable by page scripts).
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('sid=');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${run.app.url}/auth`);

    await page.getByLabel('Username or email').fill('wren@example.com');
    await page.getByLabel('Password', { exact: true }).fill('quiet-harbor-pebble');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${run.app.url}/`);
    await page.getByText('Welcome back!').first().waitFor();
    expect((await run.app.sql<{ n: number }>('select count(*)::int as n from users where username = $1', ['wren']))[0].n).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the validation toasts of SPEC §5 and keeps the sign-in page usable on mobile', async () => {
    const { context, page, errors } = await openWatchedPage(run.browser, { viewport: MOBILE, isMobile: true, hasTouch: true });
    await page.goto(`${run.app.url}/auth`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please enter both username/email and password.').waitFor();
    await page.getByLabel('Username or email').fill('nobody');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login failed').first().waitFor();
    await screenshot(page, 'auth-mobile-390x844');
    await expectNoSeriousA11yViolations(page, '/auth, Sign In tab with the error toast (phone)');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('tab', { name: 'Sign Up', selected: true }).waitFor();
    await expectNoSeriousA11yViolations(page, '/auth, Sign Up tab (phone)');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders /auth at desktop size (screenshot artefact)', async () => {
    const page = await run.browser.newPage({ viewport: DESKTOP });
    const errors = watchPageErrors(page);
    await page.goto(`${run.app.url}/auth`);
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await screenshot(page, 'auth-desktop-1280x800');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the 404 screen for unknown paths', async () => {
    const page = await run.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${run.app.url}/no/such/page`);
    await page.getByText('404 Page Not Found').waitFor();
    await expectNoSeriousA11yViolations(page, 'the 404 screen');
    await page.close();
  });
});
