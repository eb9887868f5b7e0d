import { beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, watchPageErrors } from './support/browser.js';
import { apiSignIn, apiSignUp } from './support/community.js';
import { useAppAndBrowser } from './support/start.js';

/**
 * What a new user tripped over on a walk of every screen at 1280 and 390 px (issue 22 item 6), where only a browser
 * shows it: layout (one search box per viewport, toasts clear of the header, a centred column, one row of tabs) and
 * the way back to a member-only page after signing in.
 */

const run = useAppAndBrowser();
const IVY = { username: 'ivy_walks', email: 'ivy_walks@example.com', password: 'amber-lantern-orchard', firstName: 'Ivy' };
let ivyCookie: string;
beforeAll(async () => {
  await apiSignUp(run.app, IVY);
  ivyCookie = await apiSignIn(run.app, IVY.username, IVY.password);
}, 60_000);

async function open(viewport: typeof DESKTOP, signedIn = false): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const mobile = viewport === MOBILE;
  const context = await run.browser.newContext({ viewport, ...(mobile ? { isMobile: true, hasTouch: true } : {}) });
  if (signedIn) {
    const [name, value] = ivyCookie.split('=');
    await context.addCookies([{ name, value, url: run.app.url }]);
  }
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) };
}

/** The values of the search boxes a person can see (display:none and zero-size ones left out). */
const visibleSearchBoxes = (page: Page) =>
  page
    .getByRole('searchbox', { includeHidden: true })
    .evaluateAll((boxes) => boxes.filter((box) => box.getClientRects().length > 0).map((box) => (box as HTMLInputElement).value));

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

describe("a new user's first steps, in a browser", () => {
  it.each([
    ['a desktop', DESKTOP],
    ['a phone', MOBILE],
  ])('shows one search box on %s, holding the ?search= term', async (_size, viewport) => {
    const { context, page, errors } = await open(viewport);
    await page.goto(`${run.app.url}/?search=Clara`);
    await page.getByRole('heading', { level: 1, name: 'Browse Profiles' }).waitFor();
    // The header's box follows the URL once the app runs (the server render may show it empty for a moment).
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLInputElement>('input[type=search]')).some((box) => box.getClientRects().length > 0 && box.value === 'Clara'),
    );
    expect(await visibleSearchBoxes(page)).toEqual(['Clara']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a visitor on a member-only URL to the sign-in, and back there once signed in', async () => {
    const { context, page, errors } = await open(DESKTOP);
    // The admin console: straight to the sign-in (not the developers' 404 hint), remembering where she was.
    await page.goto(`${run.app.url}/admin/users`);
    await page.waitForURL(`${run.app.url}/auth?next=%2Fadmin%2Fusers`);
    await page.getByRole('tab', { name: 'Sign In', selected: true }).waitFor();
    // A member screen: the guard's card, whose Sign In returns to the same tab of Settings.
    await page.goto(`${run.app.url}/settings/security`);
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(`${run.app.url}/auth?next=%2Fsettings%2Fsecurity`);
    await page.getByLabel('Username or email').fill(IVY.username);
    await page.getByLabel('Password', { exact: true }).fill(IVY.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${run.app.url}/settings/security`);
    await page.getByRole('tab', { name: 'Security', selected: true }).waitFor();
    // A wide screen: the settings column is centred, not pinned to the left of an empty one.
    const column = await box(page.getByRole('tablist', { name: 'Settings sections' }));
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(column.width).toBeLessThan(width * 0.75);
    expect(Math.abs(column.x - (width - column.x - column.width))).toBeLessThan(4);
    // Its eight tabs on one row (the eighth, 'Account', wrapped under the others once 'Watches' came).
    const rows = await page
      .getByRole('tablist', { name: 'Settings sections' })
      .getByRole('tab')
      .evaluateAll((tabs) => new Set(tabs.map((tab) => (tab as HTMLElement).offsetTop)).size);
    expect(rows).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone: a failed sign-in toast stays clear of the header and goes with its tab', async () => {
    const { context, page, errors } = await open(MOBILE);
    await page.goto(`${run.app.url}/auth`);
    await page.getByLabel('Username or email').fill(IVY.username);
    await page.getByLabel('Password', { exact: true }).fill('not-her-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('alert');
    await toast.getByText('Login failed').waitFor();
    const header = await box(page.getByRole('banner').filter({ visible: true }));
    expect((await box(toast)).y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await toast.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone: the Settings tabs are one row that scrolls, and the open tab is in the address', async () => {
    const { context, page, errors } = await open(MOBILE, true);
    await page.goto(`${run.app.url}/settings`);
    const tablist = page.getByRole('tablist', { name: 'Settings sections' });
    await tablist.waitFor();
    const rows = await tablist.getByRole('tab').evaluateAll((tabs) => new Set(tabs.map((tab) => (tab as HTMLElement).offsetTop)).size);
    expect(rows).toBe(1);
    expect(await tablist.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    await page.getByRole('tab', { name: 'Account' }).click();
    await page.waitForURL(`${run.app.url}/settings/account`);
    await page.getByRole('button', { name: 'Request Data Export' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
