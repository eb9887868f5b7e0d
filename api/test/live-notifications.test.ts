import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import WebSocket from 'ws';
import { LIVE_LIMITS } from '@tea/limits';
import type { AddressInfo } from 'node:net';
import { Role } from '../src/modules/user/user.entity.js';
import { connectDatabase } from '../src/app/database.js';
import { createApp } from '../src/app/create-app.js';
import { createLogger } from '../src/app/logger.js';
import { startTestServer, type TestClient, type TestServer } from './test-server.js';
import { eventually, liveClient, type LiveClient } from './live-client.js';

/**
 * Live notifications (issue 24 item 1): `notificationAdded` over WebSocket on /graphql (graphql-ws), a real server,
 * the graphql-ws client over `ws`. Sessions and tokens are checked again every second here (LIVE_RECHECK_SECONDS).
 */
let t: TestServer;
let profileId: number;
const open: LiveClient[] = [];

beforeAll(async () => {
  t = await startTestServer({ LIVE_RECHECK_SECONDS: '1' });
  const [p] = await t.sql<{ id: number }>(
    "insert into profiles (first_name, display_name, category, published_at) values ('Lina', 'Lina', 'friends', now()) returning id",
  );
  profileId = p.id;
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.dispose().catch(() => {})));
  await t.close();
});

const SUBSCRIPTION = 'subscription { notificationAdded { id type message createdAt } }';
const origin = () => t.url;

function connect(opts: Parameters<typeof liveClient>[1]): LiveClient {
  const c = liveClient(t.url, opts);
  open.push(c);
  return c;
}

const asMember = (member: TestClient) => connect({ cookie: member.cookieHeader(), origin: origin() });

/** A pending report by `author` on the fixture profile. */
async function pendingReport(authorId: string): Promise<string> {
  const [row] = await t.sql<{ id: number }>(
    "insert into reports (profile_id, author_id, report_type, title, content, category, rating) values ($1, $2, 'neutral', 'Met for coffee', 'We met once for coffee; it was fine.', 'friends', 3) returning id",
    [profileId, authorId],
  );
  return String(row.id);
}

type Detail = { liveConnections: number; liveSubscriptions: number };
const readiness = async (): Promise<Detail> => ((await t.client().rest('GET', '/readyz')).body as { detail: Detail }).detail;
/** Open live connections on the server (/readyz's detail). */
const liveConnections = async () => (await readiness()).liveConnections;
/** Subscriptions listening for notifications on the server (/readyz's detail): one is in place once counted. */
const liveSubscriptions = async () => (await readiness()).liveSubscriptions;

/** A raw handshake on /graphql: the HTTP status of a refusal, or 101 once the socket is open. */
function handshake(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${t.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers });
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      resolve(101);
      ws.close();
    });
    ws.on('error', (err) => reject(err));
  });
}

describe('notificationAdded', () => {
  it('reaches the author over her session cookie when a moderator decides on her report', async () => {
    const member = await t.signedIn();
    const admin = await t.signedIn({ role: Role.ADMIN });
    const reportId = await pendingReport(member.user.id);
    const before = await readiness();
    const live = asMember(member);
    const sub = live.subscribe(SUBSCRIPTION);
    await eventually(async () => (await liveSubscriptions()) === before.liveSubscriptions + 1);
    expect(await liveConnections()).toBe(before.liveConnections + 1);

    const decidedAt = performance.now();
    const approved = await admin.gql('mutation($id: ID!) { approveReport(id: $id) { id } }', { id: reportId });
    expect(approved.body.errors).toBeUndefined();
    const result = await sub.next();
    console.log(`notificationAdded arrived ${(performance.now() - decidedAt).toFixed(0)} ms after the decision was sent`);

    expect(result.errors).toBeUndefined();
    const added = result.data.notificationAdded;
    expect(added).toMatchObject({ type: 'REVIEW' });
    const [row] = await t.sql<{ id: string }>('select id from notifications where user_id = $1', [member.user.id]);
    expect(added.id).toBe(row.id);
    expect(new Date(added.createdAt).getTime()).not.toBeNaN();
  });

  it("never hears another member's notifications", async () => {
    const member = await t.signedIn();
    const other = await t.signedIn();
    const admin = await t.signedIn({ role: Role.ADMIN });
    const before = await liveSubscriptions();
    const sub = asMember(other).subscribe(SUBSCRIPTION);
    const mine = asMember(member).subscribe(SUBSCRIPTION);
    await eventually(async () => (await liveSubscriptions()) === before + 2);
    await admin.gql('mutation($id: ID!) { approveReport(id: $id) { id } }', { id: await pendingReport(member.user.id) });
    expect((await mine.next()).data.notificationAdded.type).toBe('REVIEW');
    // Her own next notification is the first the other member hears: nothing of the first member's came before it.
    await admin.gql('mutation($id: ID!) { approveReport(id: $id) { id } }', { id: await pendingReport(other.user.id) });
    const heard = (await sub.next()).data.notificationAdded;
    const [row] = await t.sql<{ id: string }>('select id from notifications where user_id = $1', [other.user.id]);
    expect(heard.id).toBe(row.id);
  });

  it('is refused to a visitor and to a banned member (4401), and carries no queries or mutations', async () => {
    const visitor = connect({ origin: origin() });
    expect((await visitor.closed).code).toBe(4401);

    const banned = await t.signedIn();
    await t.sql('update users set banned = true where id = $1', [banned.user.id]);
    expect((await asMember(banned).closed).code).toBe(4401);

    const member = await t.signedIn();
    const live = asMember(member);
    const query = live.subscribe('{ unreadNotificationCount }');
    await expect(query.next()).rejects.toBeDefined();
    const mutation = live.subscribe('mutation { markAllNotificationsRead }');
    await expect(mutation.next()).rejects.toBeDefined();
  });
});

describe('the handshake', () => {
  it("refuses another site's Origin (cross-site WebSocket hijacking), even with her cookie", async () => {
    const member = await t.signedIn();
    expect(await handshake({ cookie: member.cookieHeader(), origin: 'https://evil.example' })).toBe(403);
    expect(await handshake({ cookie: member.cookieHeader(), origin: 'null' })).toBe(403);
    expect(await handshake({ cookie: member.cookieHeader(), origin: origin() })).toBe(101);
    // A tool sends no Origin.
    expect(await handshake({ cookie: member.cookieHeader() })).toBe(101);
  });

  it('limits the open connections of one member', async () => {
    const member = await t.signedIn();
    const before = await liveConnections();
    const clients = Array.from({ length: LIVE_LIMITS.connectionsPerMember }, () => asMember(member));
    for (const c of clients) c.subscribe(SUBSCRIPTION);
    await eventually(async () => (await liveConnections()) === before + LIVE_LIMITS.connectionsPerMember);
    expect((await asMember(member).closed).code).toBe(4429);
    await Promise.all(clients.map((c) => c.dispose()));
    await eventually(async () => (await liveConnections()) === before);
  });
});

describe('API tokens', () => {
  it('a token in connection_init subscribes, and a revoked one is closed', async () => {
    const member = await t.signedIn();
    const admin = await t.signedIn({ role: Role.ADMIN });
    const created = await member.rest('POST', '/api/user/tokens', { name: 'live tool', scopes: ['read'] });
    expect(created.status).toBe(201);
    const { secret, token } = created.body as { secret: string; token: { id: string } };
    const before = await liveSubscriptions();
    const tool = connect({ connectionParams: { authorization: `Bearer ${secret}` } });
    const sub = tool.subscribe(SUBSCRIPTION);
    await eventually(async () => (await liveSubscriptions()) === before + 1);
    await admin.gql('mutation($id: ID!) { approveReport(id: $id) { id } }', { id: await pendingReport(member.user.id) });
    expect((await sub.next()).data.notificationAdded.type).toBe('REVIEW');

    expect((await member.gql('mutation($id: ID!) { revokeApiToken(id: $id) }', { id: token.id })).body.data).toEqual({ revokeApiToken: true });
    expect((await tool.closed).code).toBe(4401);
    // And a revoked token cannot connect again.
    expect((await connect({ connectionParams: { authorization: `Bearer ${secret}` } }).closed).code).toBe(4401);
  });

  it('refuses an unknown token, and a token sent with the session cookie', async () => {
    expect((await connect({ connectionParams: { authorization: 'Bearer tea_pat_nope' } }).closed).code).toBe(4401);
    const member = await t.signedIn();
    const created = await member.rest('POST', '/api/user/tokens', { name: 'both', scopes: ['read'] });
    expect(created.status).toBe(201);
    const both = connect({ cookie: member.cookieHeader(), connectionParams: { authorization: `Bearer ${created.body.secret}` } });
    expect((await both.closed).code).toBe(4400);
  });
});

describe('sessions that end', () => {
  it('closes the connection of a member who signs out, and of one who is banned', async () => {
    const member = await t.signedIn();
    const before = await liveConnections();
    const live = asMember(member);
    live.subscribe(SUBSCRIPTION);
    await eventually(async () => (await liveConnections()) === before + 1);
    expect((await member.rest('POST', '/api/logout')).status).toBeLessThan(300);
    expect((await live.closed).code).toBe(4401);

    const other = await t.signedIn();
    const second = asMember(other);
    second.subscribe(SUBSCRIPTION);
    await t.sql('update users set banned = true where id = $1', [other.user.id]);
    expect((await second.closed).code).toBe(4401);
  });
});

describe('two instances on one PostgreSQL', () => {
  it('a member on instance B hears a decision made on instance A', async () => {
    // A second instance of the app (its own HTTP server, pools and LISTEN connection) on the same database.
    const url = t.env.DATABASE_URL!;
    const orm = await connectDatabase(url, undefined, { poolMax: 3 });
    const b = await createApp({ env: t.env, orm, databaseUrl: url, logger: createLogger(t.env) });
    await new Promise<void>((resolve) => b.server.listen(0, '127.0.0.1', resolve));
    const bUrl = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
    try {
      const member = await t.signedIn();
      const admin = await t.signedIn({ role: Role.ADMIN });
      const reportId = await pendingReport(member.user.id);
      const live = liveClient(bUrl, { cookie: member.cookieHeader(), origin: bUrl });
      open.push(live);
      const sub = live.subscribe(SUBSCRIPTION);
      await eventually(() => b.services.notificationHub.listening(member.user.id) === 1);

      const decidedAt = performance.now();
      expect((await admin.gql('mutation($id: ID!) { approveReport(id: $id) { id } }', { id: reportId })).body.errors).toBeUndefined();
      const heard = (await sub.next()).data.notificationAdded;
      console.log(`instance B heard instance A's decision ${(performance.now() - decidedAt).toFixed(0)} ms after it was sent`);
      const [row] = await t.sql<{ id: string }>('select id from notifications where user_id = $1', [member.user.id]);
      expect(heard.id).toBe(row.id);
      // Instance A had no subscription of hers: the event went through PostgreSQL.
      expect(t.app.services.notificationHub.listening(member.user.id)).toBe(0);
      await live.dispose();
    } finally {
      await b.drain();
      await orm.close();
    }
  });
});
