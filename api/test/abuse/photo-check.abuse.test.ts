import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestClient, type TestServer } from '../test-server.js';
import { memberAt, tally } from './abuse-kit.js';
import { plainJpeg } from '../upload-corpus/corpus.js';
import { PHOTO_CHECKS_PER_DAY } from '../../src/modules/photo-check/photo-check-limiter.js';

/**
 * The photo check (issue 26 item 2) tried as someone who wants to probe the published photos at scale would: many fresh
 * accounts, each signed in from its own loopback address, with and without a verified phone, and API tokens. With the
 * product's defaults it prints what probing costs: every check needs an account with a verified phone number (an SMS
 * the prober must receive), and each such account gets PHOTO_CHECKS_PER_DAY checks a day, whatever address it uses.
 */

let t: TestServer;
const figures: string[] = [];
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  console.log(['Photo check abuse (issue 26 item 2), product defaults:', ...figures.map((f) => `  ${f}`)].join('\n'));
  await t.close();
});

async function check(client: TestClient, image: Buffer, headers: Record<string, string> = {}): Promise<number> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'probe.jpg');
  const res = await client.fetch('/api/photo-check', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch', ...headers } });
  await res.arrayBuffer();
  return res.status;
}

describe('probing the published photos', () => {
  it('fresh accounts from fresh addresses: none without a phone, 10 a day with one, whatever the address', async () => {
    const image = await plainJpeg();

    // 20 accounts without a phone, each from its own address, 3 tries each.
    const phoneless: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const client = await memberAt(t, `127.0.31.${i + 1}`, false);
      for (let k = 0; k < 3; k += 1) phoneless.push(await check(client, image));
    }
    expect(tally(phoneless)).toEqual({ 403: 60 });
    figures.push(`20 fresh accounts without a phone, 20 addresses, 60 tries: ${JSON.stringify(tally(phoneless))} (no check at all)`);

    // 5 accounts with a verified phone, each from its own address, 15 tries each.
    const phoned: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const client = await memberAt(t, `127.0.32.${i + 1}`, true);
      for (let k = 0; k < 15; k += 1) phoned.push(await check(client, image));
    }
    expect(tally(phoned)).toEqual({ 200: 5 * PHOTO_CHECKS_PER_DAY, 429: 5 * (15 - PHOTO_CHECKS_PER_DAY) });
    figures.push(`5 fresh accounts with a verified phone, 5 addresses, 75 tries: ${JSON.stringify(tally(phoned))}`);

    // One account moving across addresses keeps her one budget (it is kept per member, in PostgreSQL).
    const { user } = await t.signedIn();
    const moving: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const client = t.clientFrom(`127.0.33.${i + 1}`);
      expect((await client.rest('POST', '/api/login', { username: user.username, password: 'password123' })).status).toBe(200);
      moving.push(await check(client, image));
    }
    expect(tally(moving)).toEqual({ 200: PHOTO_CHECKS_PER_DAY, 429: 12 - PHOTO_CHECKS_PER_DAY });
    figures.push(`1 account signing in from 12 addresses, one try each: ${JSON.stringify(tally(moving))}`);

    // An API token (read and write scopes) cannot script checks at all.
    const owner = await t.signedIn();
    const created = await owner.rest('POST', '/api/user/tokens', { name: 'prober', scopes: ['read', 'write'] });
    expect(created.status).toBe(201);
    const viaToken = await check(t.clientFrom('127.0.34.1'), image, { authorization: `Bearer ${created.body.secret as string}` });
    expect(viaToken).toBe(403);
    figures.push(`an API token with read and write scopes: ${viaToken} (checks are never scripted through tokens)`);
    figures.push(`cost: one verified phone number (an SMS received) per ${PHOTO_CHECKS_PER_DAY} checks a day; 1,000 checks a day need 100 numbers`);
  });
});
