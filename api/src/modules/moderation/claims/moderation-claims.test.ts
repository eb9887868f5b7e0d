import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, type TestClient, type TestServer } from '../../../../test/test-server.js';
import { seedProfiles } from '../../../../test/factories.js';
import { eventually, liveClient, type LiveClient } from '../../../../test/live-client.js';
import { Role, type User } from '../../user/user.entity.js';

/**
 * Moderators' claims and live queues (issue 24): two admins, A and B; a real server, PostgreSQL and the graphql-ws
 * client over `ws`.
 */
let t: TestServer;
let adminA: TestClient & { user: User };
let adminB: TestClient & { user: User };
let author: TestClient & { user: User };
let profileId: number;
const open: LiveClient[] = [];

beforeAll(async () => {
  t = await startTestServer();
  [adminA, adminB, author] = await Promise.all([t.signedIn({ role: Role.ADMIN }), t.signedIn({ role: Role.ADMIN }), t.signedIn()]);
  [profileId] = await seedProfiles(t, [{ firstName: 'Claire', lastName: 'Claim' }]);
  await t.sql('update profiles set published_at = now() where id = $1', [profileId]);
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.dispose().catch(() => {})));
  await t.close();
});

const report = { reportType: 'negative', title: 'Cancelled on me', content: 'She cancelled three times and then was rude about it.', category: 'dating' };

/** A report the author submits, as members do (REST): waiting in the queue. */
async function submit(): Promise<string> {
  const res = await author.rest('POST', `/api/profiles/${profileId}/reports`, report);
  expect(res.status).toBe(201);
  return String(res.body.id);
}

const CLAIM = 'mutation($id: ID!) { claimModerationItem(queue: REPORTS, id: $id) { itemId adminId adminName expiresAt } }';
const TAKE_OVER = 'mutation($id: ID!) { takeOverModerationItem(queue: REPORTS, id: $id) { adminId } }';
const RELEASE = 'mutation($id: ID!) { releaseModerationItem(queue: REPORTS, id: $id) }';
const APPROVE = 'mutation($id: ID!) { approveReport(id: $id) { id status } }';
const stateOf = async (id: string) => (await t.sql<{ approved: boolean | null }>('select approved from reports where id = $1', [id]))[0].approved;

describe('claims', () => {
  it("refuses B's decision with 409 while A reviews the item, leaves it unchanged, and lets B take over and decide", async () => {
    const id = await submit();
    const claimed = await adminA.gql(CLAIM, { id });
    expect(claimed.body.data.claimModerationItem).toMatchObject({ itemId: id, adminId: adminA.user.id, adminName: adminA.user.username });

    // B opens it too: A's claim is answered, unchanged.
    const seen = await adminB.gql(CLAIM, { id });
    expect(seen.body.data.claimModerationItem.adminId).toBe(adminA.user.id);

    const refused = await adminB.gql(APPROVE, { id });
    expect(gqlError(refused.body)).toEqual({
      code: 'CONFLICT',
      message: 'Another moderator is reviewing this item. Try again when they are done, or take it over.',
    });
    const rest = await adminB.rest('POST', `/api/admin/reports/${id}/approve`, {});
    expect(rest.status).toBe(409);
    expect(await stateOf(id)).toBeNull();
    expect(await t.sql('select 1 from audit_log where target_id = $1', [id])).toHaveLength(0);

    // In her language (es).
    const spanish = await adminB.gql(APPROVE, { id }, { 'Accept-Language': 'es' });
    expect(gqlError(spanish.body)?.message).toBe('Otra moderadora está revisando este elemento. Inténtalo de nuevo cuando termine o toma el relevo.');

    const taken = await adminB.gql(TAKE_OVER, { id });
    expect(taken.body.data.takeOverModerationItem.adminId).toBe(adminB.user.id);
    // Now A is the one refused; B decides.
    expect(gqlError((await adminA.gql(APPROVE, { id })).body)?.code).toBe('CONFLICT');
    const approved = await adminB.gql(APPROVE, { id });
    expect(approved.body.errors).toBeUndefined();
    expect(await stateOf(id)).toBe(true);
    // Deciding lets the claim go.
    expect(await t.sql('select 1 from moderation_claims where item_id = $1', [id])).toHaveLength(0);
    // A decided item keeps its own answer (not a 409), and cannot be claimed.
    expect(gqlError((await adminA.gql(CLAIM, { id })).body)?.code).toBe('NOT_FOUND');
  });

  it('an expired claim blocks nothing', async () => {
    const id = await submit();
    await adminA.gql(CLAIM, { id });
    await t.sql("update moderation_claims set expires_at = now() - interval '1 second' where queue = 'reports' and item_id = $1", [id]);
    expect((await adminB.gql('{ moderationClaims(queue: REPORTS) { itemId } }')).body.data.moderationClaims).not.toContainEqual({ itemId: id });
    const approved = await adminB.gql(APPROVE, { id });
    expect(approved.body.errors).toBeUndefined();
    expect(await stateOf(id)).toBe(true);
  });

  it('her own claim never blocks her, and a released claim blocks nobody', async () => {
    const id = await submit();
    await adminA.gql(CLAIM, { id });
    expect((await adminA.gql(RELEASE, { id })).body.data.releaseModerationItem).toBe(true);
    expect((await adminA.gql(RELEASE, { id })).body.data.releaseModerationItem).toBe(false);
    await adminA.gql(CLAIM, { id });
    // B cannot release A's claim.
    expect((await adminB.gql(RELEASE, { id })).body.data.releaseModerationItem).toBe(false);
    const approved = await adminA.gql(APPROVE, { id });
    expect(approved.body.errors).toBeUndefined();
  });

  it('answers NOT_FOUND for an id that names nothing waiting', async () => {
    expect(gqlError((await adminA.gql(CLAIM, { id: 'x; drop table reports' })).body)?.code).toBe('NOT_FOUND');
    expect(gqlError((await adminA.gql(CLAIM, { id: '2147483647' })).body)?.code).toBe('NOT_FOUND');
  });
});

describe('moderationQueueChanged', () => {
  const SUBSCRIPTION = 'subscription { moderationQueueChanged { queue itemId change counts { reports } claim { adminId adminName } } }';
  const subscribe = async (client: TestClient & { user: User }) => {
    const hub = t.app.services.notificationHub;
    const before = hub.listening(client.user.id);
    const live = liveClient(t.url, { cookie: client.cookieHeader(), origin: t.url });
    open.push(live);
    const sub = live.subscribe(SUBSCRIPTION);
    // In place once the hub listens for her.
    await eventually(() => hub.listening(client.user.id) > before);
    return { live, sub };
  };
  /** The next event about `id` (others' tests' events are skipped). */
  const nextAbout = async (sub: { next(): Promise<any> }, id: string) => {
    for (;;) {
      const result = await sub.next();
      expect(result.errors).toBeUndefined();
      if (result.data.moderationQueueChanged.itemId === id) return result.data.moderationQueueChanged;
    }
  };

  it("tells a moderator of a member's new report, of a claim, and of another moderator's decision", async () => {
    const { sub } = await subscribe(adminA);
    const pendingBefore = (await adminA.gql('{ moderationQueueCounts { reports } }')).body.data.moderationQueueCounts.reports;
    const id = await submit();
    const added = await nextAbout(sub, id);
    expect(added).toMatchObject({ queue: 'REPORTS', change: 'ADDED', claim: null });
    expect(added.counts.reports).toBe(pendingBefore + 1);

    await adminB.gql(CLAIM, { id });
    expect(await nextAbout(sub, id)).toMatchObject({ change: 'CLAIMED', claim: { adminId: adminB.user.id, adminName: adminB.user.username } });

    await adminB.gql(APPROVE, { id });
    const removed = await nextAbout(sub, id);
    expect(removed).toMatchObject({ queue: 'REPORTS', change: 'REMOVED' });
    expect(removed.counts.reports).toBe(pendingBefore);
    expect(await nextAbout(sub, id)).toMatchObject({ change: 'RELEASED', claim: null });
  });

  it("refuses a member's subscription", async () => {
    const live = liveClient(t.url, { cookie: author.cookieHeader(), origin: t.url });
    open.push(live);
    const result = await live.subscribe(SUBSCRIPTION).next();
    expect(gqlError(result)?.code).toBe('FORBIDDEN');
    expect(t.app.services.notificationHub.listening(author.user.id)).toBe(0);
  });

  it('closes when her admin session ends', async () => {
    const admin = await t.signedIn({ role: Role.ADMIN });
    const { live } = await subscribe(admin);
    await admin.gql('mutation { logout }');
    await submit();
    expect((await live.closed).code).toBe(4401);
  });
});
