import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startPushStandIn } from '../api/test/push-stand-in.js';
import { adminEnv, apiSignInAdmin } from './support/admin.js';
import type { RunningApp } from './support/app.js';
import { DESKTOP, openWatchedPage } from './support/browser.js';
import { apiSignUp, graphql } from './support/community.js';
import { startAppAndBrowser } from './support/start.js';

/**
 * Issue 24 item 2 in a real browser: she turns push on in Settings > Notifications (the browser asks permission only
 * then; the test grants it), the server keeps her browser's subscription, a moderator's decision leaves as an encrypted,
 * VAPID-signed push to her push service, and her service worker shows it, saying only that there is a notification.
 *
 * The one part that cannot run here is the browser vendor's push service (Chromium reaches Google's, which this
 * machine has no account or network for). In its place: the local stand-in push service of the API's push tests
 * (api/test/push-stand-in.ts, RFC 8030/8291/8292: checks the signature and decrypts as the browser would), and
 * `PushManager.subscribe` answering a subscription at that stand-in. The message it received is then handed to the
 * real service worker as the push service would deliver it (DevTools' ServiceWorker.deliverPushMessage).
 */
jest.setTimeout(180_000);

const ADMIN = adminEnv('pushmod', 'admin-secret-push');
let app: RunningApp;
let browser: Browser;
let standIn: Awaited<ReturnType<typeof startPushStandIn>>;

/** Asks `read` again every 100 ms until it answers what `done` wants, and answers that (or throws after `ms`). */
async function until<T>(what: string, read: () => Promise<T> | T, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  for (const deadline = Date.now() + ms; ; await new Promise((r) => setTimeout(r, 100))) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
  }
}

beforeAll(async () => {
  standIn = await startPushStandIn();
  [app, browser] = await startAppAndBrowser({ ...ADMIN, PUSH_ENDPOINT_HOSTS: standIn.host });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await standIn?.close();
});

describe('web push in a real browser', () => {
  it('turns on in Settings; a decision reaches her service worker with no details, with details once she chooses them; off forgets the browser', async () => {
    const { id: memberId, cookie } = await apiSignUp(app, {
      username: 'mara',
      email: 'mara@example.com',
      password: 'harbor-violet-lantern',
      firstName: 'Mara',
    });
    if (!cookie) throw new Error('sign-up set no session cookie');
    const [{ id: profileId }] = await app.sql<{ id: number }>(
      "insert into profiles (first_name, display_name, category, published_at) values ('Ines', 'Ines', 'friends', now()) returning id",
    );
    /** Her pending report, approved by a moderator; answers once the push service has received `pushes` messages. */
    const approved = async (title: string, content: string, pushes: number) => {
      const [{ id }] = await app.sql<{ id: number }>(
        "insert into reports (profile_id, author_id, report_type, title, content, category, rating) values ($1, $2, 'positive', $3, $4, 'friends', 5) returning id",
        [profileId, memberId, title, content],
      );
      await graphql(app, 'mutation($id: ID!) { approveReport(id: $id) { id } }', { id: String(id) }, await apiSignInAdmin(app, ADMIN));
      await until(
        'pushes at the stand-in',
        () => standIn.received.length,
        (n) => n >= pushes,
        60_000,
      );
    };

    const subscription = standIn.browserAt('/push/mara');
    const { context, page, errors } = await openWatchedPage(browser, { viewport: DESKTOP });
    await context.grantPermissions(['notifications'], { origin: app.url });
    // The browser's side of the push service: a subscription at the stand-in (see above), with keys the stand-in decrypts with.
    await context.addInitScript((sub: { endpoint: string; keys: { p256dh: string; auth: string } }) => {
      let current: PushSubscription | null = null;
      const make = () =>
        ({
          endpoint: sub.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: null },
          toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
          getKey: () => null,
          unsubscribe: async () => {
            current = null;
            return true;
          },
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        if (!options?.userVisibleOnly || !options.applicationServerKey) throw new Error('subscribe without userVisibleOnly and the VAPID key');
        current = make();
        return current;
      };
      PushManager.prototype.getSubscription = async () => current;
    }, subscription);
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: app.url }]);

    await page.goto(`${app.url}/settings/notifications`);
    const toggle = page.getByRole('switch', { name: 'Notifications on this device' });
    await toggle.waitFor({ timeout: 30_000 });
    // The service worker registers after the page has loaded, when the browser is idle.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await toggle.click();
    await until(
      'the push switch',
      () => toggle.getAttribute('aria-checked'),
      (checked) => checked === 'true',
    );
    const rows = await app.sql<{ endpoint: string }>('select endpoint from push_subscriptions where user_id = $1', [memberId]);
    expect(rows.map((r) => r.endpoint)).toEqual([subscription.endpoint]);

    await approved('Warm and on time', 'We met for lunch twice; she was warm and on time both times.', 1);
    expect(standIn.received).toHaveLength(1);
    const [push] = standIn.received;
    expect(push.path).toBe('/push/mara');
    expect(push.vapid.aud).toBe(standIn.host);
    // No lock-screen details unless she chose them: no name, no report title.
    expect(push.payload).toEqual({ title: 'Tea', body: 'You have a new notification on Tea', url: '/' });

    // The push service delivers it to her browser: the real service worker shows it.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${app.url}/` && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      });
    });
    let workerVersions: unknown = null;
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => (workerVersions = versions));
    await cdp.send('ServiceWorker.enable');
    const shown = async () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body })));
    // DevTools' delivery stands in for the push service's. On 2026-11-28 one delivery in a few showed nothing within 30 s
    // (1 of 3 fresh-clone CI runs, 1 of 3 local runs; the call itself succeeded; cause not found). A push service delivers
    // again until the browser takes the message, so this does too, at most three times, and prints each retry; a worker
    // that never shows the notification still fails the test.
    let list: { title: string; body: string }[] = [];
    for (let delivery = 1; delivery <= 3 && list.length === 0; delivery++) {
      if (delivery > 1) console.log(`push delivery ${delivery}: nothing shown 10 s after the last; worker versions seen: ${JSON.stringify(workerVersions)}`);
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: app.url, registrationId: await registrationId, data: JSON.stringify(push.payload) });
      list = await until('notifications shown', shown, (l) => l.length > 0, 10_000).catch(() => []);
    }
    expect(list).toEqual([{ title: 'Tea', body: 'You have a new notification on Tea' }]);
    console.log(`push payload on her lock screen: ${JSON.stringify(push.payload)}`);

    // She chooses details on her lock screen: the next push names what happened.
    const details = page.getByRole('switch', { name: 'Show details on my lock screen' });
    await details.click();
    await until(
      'the details switch',
      () => details.getAttribute('aria-checked'),
      (checked) => checked === 'true',
    );
    await approved('Kind at the market', 'We met at the market and she helped me carry everything home.', 2);
    expect(JSON.stringify(standIn.received[1].payload)).toMatch(/Kind at the market/);

    // Off: the server forgets this browser.
    await toggle.click();
    await until(
      'the push switch',
      () => toggle.getAttribute('aria-checked'),
      (checked) => checked === 'false',
    );
    expect(await app.sql('select endpoint from push_subscriptions where user_id = $1', [memberId])).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
