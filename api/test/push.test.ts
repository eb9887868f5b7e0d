import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PushService } from '../src/modules/push/push.service.js';
import { isAllowedEndpoint, parsePushEndpointHosts } from '../src/modules/push/push-endpoints.js';
import { startPushStandIn } from './push-stand-in.js';
import { startTestServer, type TestClient, type TestServer } from './test-server.js';

/**
 * Web Push (issue 24 item 2) against a local stand-in push service (RFC 8030, push-stand-in.ts) that does what a
 * browser vendor's does with a message: checks the VAPID signature (RFC 8292) and, as the browser would, decrypts the
 * payload with the subscription's keys (RFC 8291, aes128gcm).
 */

let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
let pushPort = 0;
let received: Awaited<ReturnType<typeof startPushStandIn>>['received'];
let answers: Map<string, number>;
let t: TestServer;
let member: TestClient & { user: { id: string } };
let other: TestClient & { user: { id: string } };

beforeAll(async () => {
  standIn = await startPushStandIn();
  ({ port: pushPort, received, answers } = standIn);
  t = await startTestServer({
    PUSH_ENDPOINT_HOSTS: `fcm.googleapis.com,${standIn.host}`,
    VAPID_SUBJECT: 'mailto:team@tea.example',
    // The job queue runs (as in production): pushes leave from it.
    EMAIL_DELIVERY: 'queue',
  });
  member = await t.signedIn({ username: 'pushmember' });
  other = await t.signedIn({ username: 'pushother' });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const browserAt = (path: string) => standIn.browserAt(path);

const subscriptionsOf = (userId: string) =>
  t.sql<{ endpoint: string }>('select endpoint from push_subscriptions where user_id = $1 order by endpoint', [userId]);

describe('web push', () => {
  it('gives a member the VAPID public key browsers subscribe with', async () => {
    const res = await member.rest('GET', '/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body.publicKey).toBe(t.env.VAPID_PUBLIC_KEY);
    expect(res.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('refuses an endpoint that is not an allowed push service (server-side request forgery), and stores nothing', async () => {
    const keys = browserAt('/unused').keys;
    const tried = [
      'https://evil.example/collect',
      'http://fcm.googleapis.com/fcm/send/x', // the right host without TLS
      'https://fcm.googleapis.com:8443/fcm/send/x', // another port
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      `http://127.0.0.1:${pushPort + 1}/push`, // the stand-in's host on another port
      'https://fcm.googleapis.com.evil.example/x',
      'http://169.254.169.254/latest/meta-data',
    ];
    for (const endpoint of tried) {
      const res = await member.rest('POST', '/api/push/subscriptions', { endpoint, keys });
      expect([endpoint, res.status, res.body.message]).toEqual([
        endpoint,
        400,
        'This push service is not one Tea sends to. Turn notifications on from a current browser.',
      ]);
    }
    const bad = await member.rest('POST', '/api/push/subscriptions', { endpoint: `http://127.0.0.1:${pushPort}/x`, keys: { p256dh: 'short', auth: 'x' } });
    expect([bad.status, bad.body.message]).toEqual([400, 'This is not a valid push subscription.']);
    expect(await subscriptionsOf(member.user.id)).toEqual([]);
    console.log(`push abuse: ${tried.length} endpoints off the allowlist refused, 0 rows stored`);
  });

  it('sends an encrypted, VAPID-signed message that says only that there is a notification, in her language', async () => {
    const subscription = browserAt('/push/member-phone');
    const res = await member.rest('POST', '/api/push/subscriptions', subscription);
    expect(res.status).toBe(201);
    // The same browser subscribing again replaces its row.
    expect((await member.rest('POST', '/api/push/subscriptions', subscription)).status).toBe(201);
    expect(await subscriptionsOf(member.user.id)).toEqual([{ endpoint: subscription.endpoint }]);

    const notification = { title: 'Your report was approved', message: 'Your report about Ann Lee is published.', actionUrl: '/reviews' };
    received.length = 0;
    expect(await t.app.services.push.sendTo(member.user.id, PushService.payload('es', notification, false))).toEqual({ sent: 1, gone: 0 });
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message.path).toBe('/push/member-phone');
    // Nothing on the lock screen names a person or quotes a report unless she chose details.
    expect(message.payload).toEqual({ title: 'Tea', body: 'Tienes una nueva notificación en Tea', url: '/' });
    expect(message.vapid).toMatchObject({ aud: `http://127.0.0.1:${pushPort}`, sub: 'mailto:team@tea.example', k: t.env.VAPID_PUBLIC_KEY });
    expect(message.vapid.exp * 1000).toBeGreaterThan(Date.now());
    expect(message.ttl).toBe(String(24 * 60 * 60));

    received.length = 0;
    await t.app.services.push.sendTo(member.user.id, PushService.payload('en', notification, true));
    expect(received[0].payload).toEqual({ title: 'Your report was approved', body: 'Your report about Ann Lee is published.', url: '/reviews' });
  });

  it('deletes a subscription its push service says is gone (410, 404), and keeps one that failed otherwise for the retry', async () => {
    const gone = browserAt('/push/gone');
    const missing = browserAt('/push/missing');
    const flaky = browserAt('/push/flaky');
    for (const subscription of [gone, missing, flaky]) await other.rest('POST', '/api/push/subscriptions', subscription);
    answers.set('/push/gone', 410);
    answers.set('/push/missing', 404);
    answers.set('/push/flaky', 503);
    await expect(t.app.services.push.sendTo(other.user.id, PushService.payload('en', { title: 'x', message: 'y', actionUrl: null }, false))).rejects.toThrow(
      `push not delivered (127.0.0.1:${pushPort}: 503)`,
    );
    expect(await subscriptionsOf(other.user.id)).toEqual([{ endpoint: flaky.endpoint }]);
    answers.set('/push/flaky', 201);
    expect(await t.app.services.push.sendTo(other.user.id, PushService.payload('en', { title: 'x', message: 'y', actionUrl: null }, false))).toEqual({
      sent: 1,
      gone: 0,
    });
  });

  it('a new notification reaches her browsers through the job queue, worded in her language, only once it has committed', async () => {
    const subscription = browserAt('/push/member-laptop');
    expect((await member.rest('POST', '/api/push/subscriptions', subscription)).status).toBe(201);
    const saved = await member.rest('POST', '/graphql', {
      query: 'mutation { updateMyPreferences(input: { appearance: { language: "de" } }) { appearance { language } } }',
    });
    expect(saved.status).toBe(200);
    expect(t.jobs).not.toBeNull();
    received.length = 0;
    const { services } = t.app;
    const em = t.orm.em.fork();
    // A rolled-back decision pushes nothing.
    await em
      .transactional(async (tx) => {
        await services.notifications.notify(tx, member.user.id, { type: 'review', title: 'Rolled back', message: 'Never committed.' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await em.transactional((tx) =>
      services.notifications.notify(tx, member.user.id, { type: 'review', title: 'Your report was approved', message: 'Published.', actionUrl: '/reviews' }),
    );
    const deadline = Date.now() + 20_000;
    while (!received.some((m) => m.path === '/push/member-laptop') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const laptop = received.filter((m) => m.path === '/push/member-laptop');
    expect(laptop).toHaveLength(1);
    expect(laptop[0].payload).toEqual({ title: 'Tea', body: 'Du hast eine neue Benachrichtigung auf Tea', url: '/' });
    // Still one after the queue has had time for a second (the rolled-back one never went in).
    await new Promise((r) => setTimeout(r, 1500));
    expect(received.filter((m) => m.path === '/push/member-laptop')).toHaveLength(1);
    expect(received.some((m) => JSON.stringify(m.payload).includes('Never committed'))).toBe(false);
  });

  it('turns push off for her own browser only', async () => {
    const before = await subscriptionsOf(member.user.id);
    expect(before).toHaveLength(2);
    const [{ endpoint }] = before;
    const byOther = await other.rest('DELETE', '/api/push/subscriptions', { endpoint });
    expect([byOther.status, byOther.body]).toEqual([200, { removed: 0 }]);
    expect(await subscriptionsOf(member.user.id)).toHaveLength(2);
    const byHer = await member.rest('DELETE', '/api/push/subscriptions', { endpoint });
    expect([byHer.status, byHer.body]).toEqual([200, { removed: 1 }]);
    expect(await subscriptionsOf(member.user.id)).toEqual(before.slice(1));
  });
});

describe('the push service allowlist', () => {
  const rules = parsePushEndpointHosts('fcm.googleapis.com, *.notify.windows.com, http://127.0.0.1:9000');
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://wns2-by3p.notify.windows.com/w/?token=x', true],
    ['https://notify.windows.com/w', false],
    ['https://evilnotify.windows.com.example/w', false],
    ['http://127.0.0.1:9000/push/1', true],
    ['https://127.0.0.1:9000/push/1', false],
    ['http://127.0.0.1/push/1', false],
    ['not a url', false],
  ])('%s -> %s', (endpoint, allowed) => {
    expect(isAllowedEndpoint(endpoint, rules)).toBe(allowed);
  });
});
