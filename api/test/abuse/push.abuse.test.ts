import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createECDH, randomBytes } from 'node:crypto';
import { PUSH_SUBSCRIPTIONS_PER_MEMBER } from '../../src/modules/push/push.service.js';
import { startTestServer, type TestServer } from '../test-server.js';

/**
 * Web Push (issue 24) tried as an abuser would: one account registering endpoints by the hundred (each notification is
 * sent to every one: a fan-out amplifier), endpoints aimed at the server's own network (request forgery), and the same
 * subscription replayed. Prints what each attack gets.
 */
let t: TestServer;
const figures: string[] = [];

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  console.log(['Push abuse (issue 24), product defaults:', ...figures.map((f) => `  ${f}`)].join('\n'));
  await t.close();
});

const keys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};
const rows = async (userId: string) => (await t.sql<{ n: number }>('select count(*)::int as n from push_subscriptions where user_id = $1', [userId]))[0].n;

describe('push abuse', () => {
  it('one account registering 100 endpoints keeps at most the newest few: a notification fans out to that many only', async () => {
    const abuser = await t.signedIn({ username: 'pushflooder' });
    let accepted = 0;
    for (let i = 0; i < 100; i += 1) {
      const res = await abuser.rest('POST', '/api/push/subscriptions', { endpoint: `https://fcm.googleapis.com/fcm/send/flood-${i}`, keys: keys() });
      if (res.status === 201) accepted += 1;
    }
    const kept = await rows(abuser.user.id);
    expect(kept).toBe(PUSH_SUBSCRIPTIONS_PER_MEMBER);
    const newest = await t.sql<{ endpoint: string }>('select endpoint from push_subscriptions where user_id = $1 order by endpoint', [abuser.user.id]);
    expect(newest.map((r) => r.endpoint)).toContain('https://fcm.googleapis.com/fcm/send/flood-99');
    figures.push(`100 endpoints from one account: ${accepted} answered 201, ${kept} kept; each notification costs at most ${kept} outgoing requests`);
  });

  it('refuses endpoints aimed at the server side (metadata, loopback, private ranges, other schemes), storing nothing', async () => {
    const abuser = await t.signedIn({ username: 'pushssrf' });
    const targets = [
      'http://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1:5432/',
      'https://localhost/push',
      'https://10.0.0.5/push',
      'file:///etc/passwd',
      'https://fcm.googleapis.com@evil.example/x',
      'https://evil.example/?fcm.googleapis.com',
    ];
    const statuses = [];
    for (const endpoint of targets) statuses.push((await abuser.rest('POST', '/api/push/subscriptions', { endpoint, keys: keys() })).status);
    expect(statuses).toEqual(targets.map(() => 400));
    expect(await rows(abuser.user.id)).toBe(0);
    figures.push(`${targets.length} server-side targets: all refused (400), 0 rows`);
  });

  it('a replayed subscription stays one row, and a visitor or another member cannot remove it', async () => {
    const member = await t.signedIn({ username: 'pushreplay' });
    const other = await t.signedIn({ username: 'pushthief' });
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/replayed', keys: keys() };
    for (let i = 0; i < 20; i += 1) expect((await member.rest('POST', '/api/push/subscriptions', subscription)).status).toBe(201);
    expect(await rows(member.user.id)).toBe(1);
    expect((await other.rest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint })).body).toEqual({ removed: 0 });
    expect((await t.client().rest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint })).status).toBe(401);
    expect(await rows(member.user.id)).toBe(1);
    figures.push('20 replays of one subscription: 1 row; removal by another member or a visitor: 0 removed');
  });
});
