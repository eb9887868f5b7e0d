import { describe, expect, it } from '@jest/globals';
import { adminEnv, apiSignInAdmin } from './support/admin.js';
import { useAppAndBrowser } from './support/start.js';
import { DESKTOP, openWatchedPage } from './support/browser.js';
import { apiSignUp, graphql } from './support/community.js';

/** Issue 24 item 1: the bell of an open app counts a moderator's decision as it happens, without a reload. */
const ADMIN = adminEnv('livemod', 'admin-secret-live');
const run = useAppAndBrowser(ADMIN);

/** Subscriptions listening for notifications on the app (/readyz's detail). */
async function liveSubscriptions(): Promise<number> {
  const res = await fetch(`${run.app.url}/readyz`);
  return ((await res.json()) as { detail: { liveSubscriptions: number } }).detail.liveSubscriptions;
}

describe('live notifications in a real browser', () => {
  it('updates the bell when a moderator decides on her report, without a reload', async () => {
    const { id: memberId, cookie } = await apiSignUp(run.app, {
      username: 'lena',
      email: 'lena@example.com',
      password: 'harbor-violet-lantern',
      firstName: 'Lena',
    });
    if (!cookie) throw new Error('sign-up set no session cookie');
    const [{ id: profileId }] = await run.app.sql<{ id: number }>(
      "insert into profiles (first_name, display_name, category, published_at) values ('Noor', 'Noor', 'friends', now()) returning id",
    );
    const [{ id: reportId }] = await run.app.sql<{ id: number }>(
      "insert into reports (profile_id, author_id, report_type, title, content, category, rating) values ($1, $2, 'positive', 'Kind and on time', 'We met twice for coffee; she was kind and on time both times.', 'friends', 5) returning id",
      [profileId, memberId],
    );

    // No service worker: it would answer the chime's request from its cache, out of the page's sight (installable.e2e.ts
    // tests the worker).
    const { context, page, errors } = await openWatchedPage(run.browser, { viewport: DESKTOP, serviceWorkers: 'block' });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: run.app.url }]);
    await page.goto(`${run.app.url}/`);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 30_000 });
    // Marks this page load: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { liveMarker: 'same page' }));
    // The app subscribes a second after the bell mounts; the decision is made once its subscription is in place.
    const until = Date.now() + 30_000;
    while ((await liveSubscriptions()) < 1) {
      if (Date.now() > until) throw new Error('the app never subscribed');
      await new Promise((r) => setTimeout(r, 100));
    }

    // Sound Effects and the notification sounds are on by default: the chime is fetched from the app itself (allowed by
    // the CSP; a blocked one is a page error).
    const chime = page.waitForResponse((res) => /\/assets\/notification-[\w-]+\.wav$/.test(new URL(res.url()).pathname), { timeout: 30_000 });
    const adminCookie = await apiSignInAdmin(run.app, ADMIN);
    const decidedAt = Date.now();
    await graphql(run.app, 'mutation($id: ID!) { approveReport(id: $id) { id } }', { id: String(reportId) }, adminCookie);
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 30_000 });
    console.log(`the bell showed the decision ${Date.now() - decidedAt} ms after it was sent`);

    expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('same page');
    // Media elements ask for a range: 206.
    expect((await chime).ok()).toBe(true);
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByText('Kind and on time', { exact: false }).first().waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });
});
