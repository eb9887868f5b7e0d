import { beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { useAppAndBrowser } from './support/start.js';
import { MOBILE } from './support/browser.js';

// Server rendering of a visitor's first screen (issue 7: api/src/app/ssr.ts, web/src/entry-server.tsx) in Chromium
// against the built app: the screen is there without JavaScript, and with it the browser takes the server's markup
// over (hydration) without a mismatch, or renders its own when her saved preferences differ from the server's.

const PEOPLE = ['Wilhelmina Ashgrove', 'Cordelia Fairweather', 'Henrietta Larkspur', 'Theodora Quillfeather'];

// A generous render budget: this file is about what is rendered, not how fast (a busy machine must not make the
// server fall back to the plain page).
const run = useAppAndBrowser({ SSR_BUDGET_MS: '30000' });
let profileId: number;

beforeAll(async () => {
  for (const name of PEOPLE) {
    const [first, last] = name.split(' ');
    const [{ id }] = await run.app.sql<{ id: number }>(
      "insert into profiles (first_name, last_name, display_name, category, location, published_at) values ($1, $2, $3, 'dating', 'Austin, TX', now()) returning id",
      [first, last, name],
    );
    // Reports written at different times of day, so their dates and 'n days ago' depend on the clock and time zone.
    await run.app.sql(
      `insert into reports (profile_id, report_type, title, content, category, rating, approved, created_at)
       values ($1, 'positive', 'Kind and always on time', 'She was honest from the start and kept every promise she made.', 'dating', 5, true, now() - interval '2 days 5 hours'),
              ($1, 'neutral', 'Quiet but friendly enough', 'We met twice for coffee; pleasant, if a little distant the second time.', 'dating', 3, true, now() - interval '40 days 21 hours')`,
      [id],
    );
    profileId ??= id;
  }
}, 60_000);

/** Console messages and page errors that mean the server's markup did not match what the browser rendered. */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(?:418|423|425)\b/i;

/** Everything the page reports as an error (and any word of hydration), and every GraphQL operation it asks for. */
function watch(page: Page) {
  const problems: string[] = [];
  const operations: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || HYDRATION_PROBLEM.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql')) operations.push((JSON.parse(r.postData() ?? '{}') as { operationName?: string }).operationName ?? '?');
  });
  return { problems, operations };
}

/** Resolves once React owns the markup of the root (hydrated or rendered by the browser). */
async function reactOwnsRoot(page: Page) {
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
  });
}

async function newPage(options: BrowserContextOptions = {}, preferences?: Record<string, string>) {
  const context = await run.browser.newContext({ viewport: MOBILE, ...options });
  if (preferences) {
    await context.addInitScript((stored: Record<string, string>) => {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    }, preferences);
  }
  return { context, page: await context.newPage() };
}

const cards = (page: Page) => page.getByRole('list', { name: 'Profiles' }).getByRole('link');

describe('a visitor on the first screen', () => {
  it('sees the profile cards with JavaScript turned off', async () => {
    const { context, page } = await newPage({ javaScriptEnabled: false });
    try {
      await page.goto(`${run.app.url}/`);
      expect(await page.title()).toBe('Tea - Browse profiles');
      expect(await cards(page).count()).toBe(PEOPLE.length);
      for (const name of PEOPLE) await expect(page.getByRole('heading', { name }).isVisible()).resolves.toBe(true);
      // The profile page too, with its reports.
      await page.goto(`${run.app.url}/profile/${profileId}`);
      await expect(page.getByRole('heading', { level: 1, name: PEOPLE[0] }).isVisible()).resolves.toBe(true);
      await expect(page.getByText('Kind and always on time').isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('gets the markup hydrated without a mismatch or a new request for its data, and it works', async () => {
    const { context, page } = await newPage();
    const { problems, operations } = watch(page);
    try {
      await page.goto(`${run.app.url}/`);
      await reactOwnsRoot(page);
      expect(await cards(page).count()).toBe(PEOPLE.length);
      // The page's data came with it: the browse query is not asked again.
      expect(operations.filter((name) => name === 'BrowseProfiles')).toEqual([]);
      // The app is live: a card opens the profile in the app (no new document: the marker survives).
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      await cards(page).filter({ hasText: PEOPLE[0] }).click();
      await page.getByRole('heading', { level: 1, name: PEOPLE[0] }).waitFor();
      expect(page.url()).toBe(`${run.app.url}/profile/${profileId}`);
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      expect(await page.title()).toBe(`${PEOPLE[0]} - Tea`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('gets a profile page with relative times hydrated in a time zone far from the server’s', async () => {
    for (const timezoneId of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
      const { context, page } = await newPage({ timezoneId });
      const { problems } = watch(page);
      try {
        await page.goto(`${run.app.url}/profile/${profileId}`);
        await reactOwnsRoot(page);
        await page.getByText('2 days ago').waitFor();
        await page.getByText('last month').waitFor();
        // Interactive: Sign Up to Share Experience leads to the sign-up form in the app.
        await page.getByRole('link', { name: 'Sign Up to Share Experience' }).click();
        await page.getByRole('button', { name: 'Create Account' }).waitFor();
        expect({ timezoneId, problems }).toEqual({ timezoneId, problems: [] });
      } finally {
        await context.close();
      }
    }
  });

  it('with a saved theme and text size, gets her own render of the page instead', async () => {
    const saved = { theme: 'dark', userPreferences: JSON.stringify({ fontSize: 18, theme: 'dark' }) };
    const { context, page } = await newPage({}, saved);
    const { problems } = watch(page);
    try {
      await page.goto(`${run.app.url}/`);
      await reactOwnsRoot(page);
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark' && document.documentElement.style.fontSize === '18px');
      expect(await cards(page).count()).toBe(PEOPLE.length);
      // The dark theme's colours, not the server's default ones.
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const { context: plainContext, page: plain } = await newPage({ javaScriptEnabled: false });
      await plain.goto(`${run.app.url}/`);
      const serverBackground = await plain.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await plainContext.close();
      expect(background).not.toBe(serverBackground);
      await cards(page).filter({ hasText: PEOPLE[1] }).click();
      await page.getByRole('heading', { level: 1, name: PEOPLE[1] }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the sign-in form before the app has started', () => {
  it('cannot be submitted by the browser itself: the password never reaches an address', async () => {
    // The server's markup without the app's code, as on a slow phone before the scripts arrive (the Sign In click in a
    // busy CI run once landed there: the browser sent GET /auth?username=...&password=... and the test waited for home).
    const { context, page } = await newPage({ javaScriptEnabled: false });
    const requested: string[] = [];
    page.on('request', (r) => void requested.push(r.url()));
    try {
      await page.goto(`${run.app.url}/auth`);
      await page.getByLabel('Username or email').fill('someone');
      await page.getByLabel('Password', { exact: true }).fill('never-in-a-url');
      const signIn = page.getByRole('button', { name: 'Sign In' });
      expect(await signIn.isDisabled()).toBe(true);
      expect(await page.locator('form[aria-label="Sign in"]').getAttribute('method')).toBe('post');
      // Enter in the password field: implicit submission, which a disabled default button stops.
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await page.waitForTimeout(500);
      expect(page.url()).toBe(`${run.app.url}/auth`);
      expect(requested.filter((url) => url.includes('never-in-a-url'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is enabled once hydrated', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto(`${run.app.url}/auth`);
      await reactOwnsRoot(page);
      await page.getByRole('button', { name: 'Sign In' }).and(page.locator(':enabled')).waitFor();
    } finally {
      await context.close();
    }
  });
});
