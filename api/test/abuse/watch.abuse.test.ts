import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WATCH_LIMITS } from '@tea/limits';
import { startTestServer, type TestClient, type TestServer } from '../test-server.js';
import { memberAt, tally } from './abuse-kit.js';

/**
 * The name watch (issue 26 item 1) tried as a stalker would: fresh accounts, each signed in from its own loopback
 * address, with and without a verified phone, one account moving across addresses, and API tokens. With the product's
 * defaults it prints what following names costs: every watch needs an account with a verified phone number (an SMS the
 * stalker must receive), each such account keeps WATCH_LIMITS.active watches at once and starts WATCH_LIMITS.perMonth in
 * 30 days whatever address it uses, and a watch tells only of profiles moderators published.
 */

let t: TestServer;
const figures: string[] = [];
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  console.log(['Name watch abuse (issue 26 item 1), product defaults:', ...figures.map((f) => `  ${f}`)].join('\n'));
  await t.close();
});

const watch = async (client: TestClient, n: number, headers: Record<string, string> = {}) =>
  (await client.rest('POST', '/api/watches', { firstName: `Target${n}`, location: 'Seattle, WA', radius: 100 }, headers)).status;

describe('following names at scale', () => {
  it('fresh accounts from fresh addresses: none without a phone, 3 at once and 10 a month with one, whatever the address', async () => {
    // 10 accounts without a phone, each from its own address, 3 tries each.
    const phoneless: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const client = await memberAt(t, `127.0.41.${i + 1}`, false);
      for (let k = 0; k < 3; k += 1) phoneless.push(await watch(client, k));
    }
    expect(tally(phoneless)).toEqual({ 403: 30 });
    figures.push(`10 fresh accounts without a phone, 10 addresses, 30 tries: ${JSON.stringify(tally(phoneless))} (no watch at all)`);

    // 3 accounts with a verified phone, each from its own address, 6 tries each: 3 watches each, then 409.
    const phoned: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const client = await memberAt(t, `127.0.42.${i + 1}`, true);
      for (let k = 0; k < 6; k += 1) phoned.push(await watch(client, k));
    }
    expect(tally(phoned)).toEqual({ 201: 3 * WATCH_LIMITS.active, 409: 3 * (6 - WATCH_LIMITS.active) });
    figures.push(`3 fresh accounts with a verified phone, 3 addresses, 18 tries: ${JSON.stringify(tally(phoned))}`);

    // One account moving across addresses, deleting each watch to start another: WATCH_LIMITS.perMonth in 30 days.
    const { user } = await t.signedIn();
    const moving: number[] = [];
    for (let i = 0; i < WATCH_LIMITS.perMonth + 4; i += 1) {
      const client = t.clientFrom(`127.0.43.${i + 1}`);
      expect((await client.rest('POST', '/api/login', { username: user.username, password: 'password123' })).status).toBe(200);
      const res = await client.rest('POST', '/api/watches', { firstName: `Rotating${i}`, location: 'Miami, FL', radius: 5 });
      moving.push(res.status);
      if (res.status === 201) expect((await client.rest('DELETE', `/api/watches/${res.body.id as string}`)).status).toBe(204);
    }
    expect(tally(moving)).toEqual({ 201: WATCH_LIMITS.perMonth, 429: 4 });
    figures.push(`1 account from ${WATCH_LIMITS.perMonth + 4} addresses, deleting each watch to start another: ${JSON.stringify(tally(moving))}`);

    // An API token (read and write scopes) cannot script watches at all.
    const owner = await t.signedIn();
    const created = await owner.rest('POST', '/api/user/tokens', { name: 'stalker', scopes: ['read', 'write'] });
    expect(created.status).toBe(201);
    const viaToken = await watch(t.clientFrom('127.0.44.1'), 1, { authorization: `Bearer ${created.body.secret as string}` });
    expect(viaToken).toBe(403);
    figures.push(`an API token with read and write scopes: ${viaToken} (watches are never scripted through tokens)`);
    figures.push(
      `cost: one verified phone number (an SMS received) per ${WATCH_LIMITS.active} names followed at once and ${WATCH_LIMITS.perMonth} a month; 100 names need 34 numbers`,
    );
  });
});
