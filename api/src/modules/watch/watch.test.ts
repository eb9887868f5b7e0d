import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WATCH_LIMITS } from '@tea/limits';
import { startTestServer, type TestClient, type TestServer } from '../../../test/test-server.js';
import { seedProfiles, type ProfileSpec } from '../../../test/factories.js';
import { databaseFingerprint } from '../../../test/db-fingerprint.js';
import { eventually } from '../../../test/live-client.js';
import { Role } from '../user/user.entity.js';
import { WATCH_MESSAGES } from './watch.messages.js';

/*
 * The name watch (issue 26 item 1) through the real app: watches made over REST and GraphQL, profiles published by a
 * moderator approving a report (the command runner's one hook; without a job queue the match runs at once, after the
 * commit), and the notifications and rows that follow, read back from the database.
 */

let t: TestServer;
let admin: TestClient & { user: { id: string; username: string } };
let reporter: TestClient & { user: { id: string } };
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signedIn({ role: Role.ADMIN });
  reporter = await t.signedIn();
});
afterAll(() => t.close());

interface WatchBody {
  id: string;
  firstName: string;
  lastName: string | null;
  location: string;
  radius: number;
  status: string;
  lastMatchedAt: string | null;
}

const watch = (member: TestClient, body: Record<string, unknown>) => member.rest('POST', '/api/watches', body);

/** A person with one pending report (awaiting review unless `published`), seeded straight into the database. */
async function person(spec: Omit<ProfileSpec, 'reports'>): Promise<{ profileId: number; reportId: number }> {
  const [profileId] = await seedProfiles(t, [{ published: false, ...spec, reports: [{ rating: 2, approved: null, authorId: reporter.user.id }] }]);
  const [{ id }] = await t.sql<{ id: number }>('select id from reports where profile_id = $1 order by id desc limit 1', [profileId]);
  return { profileId, reportId: id };
}

/** A moderator approves the report (which publishes the person): the real moderation path. */
async function approve(reportId: number): Promise<void> {
  const res = await admin.rest('POST', `/api/admin/reports/${reportId}/approve`, {});
  expect(res.status).toBe(200);
}

/** Her watch notifications (the ones linking to a profile). */
async function watchNotices(userId: string) {
  return t.sql<{ title: string; message: string; action_url: string }>(
    "select title, message, action_url from notifications where user_id = $1 and title = 'A name you watch was published' order by created_at",
    [userId],
  );
}

describe('matching a published profile', () => {
  let member: TestClient & { user: { id: string } };
  let watchId: string;
  beforeAll(async () => {
    member = await t.signedIn();
    const res = await watch(member, { firstName: 'Jordan', lastName: 'K', location: 'austin, tx', radius: 100 });
    expect(res.status).toBe(201);
    watchId = (res.body as WatchBody).id;
    expect(res.body).toMatchObject({ firstName: 'Jordan', lastName: 'K', location: 'Austin, TX', radius: 100, status: 'active', lastMatchedAt: null });
  });

  it('notifies her of a published profile with the same name in the radius, with a link and nothing of who reported', async () => {
    const { profileId, reportId } = await person({ firstName: 'JORDAN', lastName: 'Kim', location: 'Austin, TX' });
    await approve(reportId);
    const notices = await watchNotices(member.user.id);
    expect(notices).toEqual([
      {
        title: 'A name you watch was published',
        message: 'A profile matching your watch for Jordan near Austin, TX was published on Tea.',
        action_url: `/profile/${profileId}`,
      },
    ]);
    expect(notices[0].message).not.toContain(reporter.user.id);
    const [listed] = (await member.rest('GET', '/api/watches')).body as WatchBody[];
    expect(listed.id).toBe(watchId);
    expect(listed.lastMatchedAt).not.toBeNull();
  });

  it('does not match outside the radius, another first name or another last initial', async () => {
    const before = (await watchNotices(member.user.id)).length;
    for (const spec of [
      { firstName: 'Jordan', lastName: 'Kim', location: 'Seattle, WA' },
      { firstName: 'Jordana', lastName: 'Kim', location: 'Austin, TX' },
      { firstName: 'Jordan', lastName: 'Smith', location: 'Austin, TX' },
      { firstName: 'Jordan', lastName: 'Kim', location: null },
    ]) {
      const { reportId } = await person(spec);
      await approve(reportId);
    }
    expect((await watchNotices(member.user.id)).length).toBe(before);
  });

  it('never matches a pending or hidden profile, nor a member’s own profile', async () => {
    const pending = await person({ firstName: 'Jordan', lastName: 'Kim', location: 'Austin, TX' });
    expect(await t.app.services.watches.matchProfile(pending.profileId)).toBe(0);
    const hidden = await person({ firstName: 'Jordan', lastName: 'Kim', location: 'Austin, TX', published: true });
    await t.sql('update profiles set hidden_at = now() where id = $1', [hidden.profileId]);
    expect(await t.app.services.watches.matchProfile(hidden.profileId)).toBe(0);
    const own = await person({ firstName: 'Jordan', lastName: 'Kim', location: 'Austin, TX', published: true });
    await t.sql('update profiles set is_user = true where id = $1', [own.profileId]);
    expect(await t.app.services.watches.matchProfile(own.profileId)).toBe(0);
    // The same profile once listed: matched (the three above were refused for what they are, not for their name).
    await t.sql('update profiles set hidden_at = null where id = $1', [hidden.profileId]);
    expect(await t.app.services.watches.matchProfile(hidden.profileId)).toBe(1);
  });

  it('tells her once per profile per day, however many reports are published about it', async () => {
    const { profileId, reportId } = await person({ firstName: 'Jordan', lastName: 'Keller', location: 'Austin, TX' });
    await approve(reportId);
    const [{ id: another }] = await t.sql<{ id: number }>(
      "insert into reports (profile_id, author_id, report_type, title, content, category, rating) values ($1, $2, 'neutral', 'Second one', 'Another report long enough to pass.', 'dating', 3) returning id",
      [profileId, reporter.user.id],
    );
    await approve(another);
    expect(await t.app.services.watches.matchProfile(profileId)).toBe(0);
    const about = (await watchNotices(member.user.id)).filter((n) => n.action_url === `/profile/${profileId}`);
    expect(about).toHaveLength(1);
    expect(await t.sql('select 1 from watch_matches where watch_id = $1 and profile_id = $2', [watchId, profileId])).toHaveLength(1);
    // The next day (the row of today moved back a day): told again.
    await t.sql('update watch_matches set day = day - 1 where watch_id = $1 and profile_id = $2', [watchId, profileId]);
    expect(await t.app.services.watches.matchProfile(profileId)).toBe(1);
  });

  it('pauses the watches of a suspended member until her suspension ends', async () => {
    const paused = await t.signedIn();
    expect((await watch(paused, { firstName: 'Morgan', location: 'Boston, MA', radius: 5 })).status).toBe(201);
    expect((await admin.rest('POST', '/api/admin/suspend-user', { userId: paused.user.id, reason: 'spam', days: 7 })).status).toBe(200);
    const first = await person({ firstName: 'Morgan', lastName: 'Lee', location: 'Boston, MA' });
    await approve(first.reportId);
    expect(await watchNotices(paused.user.id)).toEqual([]);
    expect((await admin.rest('POST', '/api/admin/lift-suspension', { userId: paused.user.id })).status).toBe(200);
    const second = await person({ firstName: 'Morgan', lastName: 'Lee', location: 'Boston, MA' });
    await approve(second.reportId);
    expect((await watchNotices(paused.user.id)).map((n) => n.action_url)).toEqual([`/profile/${second.profileId}`]);
  });

  it('matches nothing once expired, until she renews it', async () => {
    const owner = await t.signedIn();
    const { id } = (await watch(owner, { firstName: 'Riley', location: 'Miami, FL', radius: 10 })).body as WatchBody;
    await t.sql("update watches set expires_at = now() - interval '1 minute' where id = $1", [id]);
    const first = await person({ firstName: 'Riley', location: 'Miami, FL', published: true });
    expect(await t.app.services.watches.matchProfile(first.profileId)).toBe(0);
    const renewed = await owner.gql('mutation($id: ID!) { renewWatch(id: $id) { status expiresAt } }', { id });
    expect(renewed.body.data.renewWatch.status).toBe('ACTIVE');
    expect(new Date(renewed.body.data.renewWatch.expiresAt).getTime()).toBeGreaterThan(Date.now() + (WATCH_LIMITS.days - 1) * 86_400_000);
    expect(await t.app.services.watches.matchProfile(first.profileId)).toBe(1);
  });
});

describe('limits against stalking', () => {
  it('needs a verified phone', async () => {
    const unverified = await t.signedIn({ phoneVerified: false });
    const before = await databaseFingerprint(t);
    const res = await watch(unverified, { firstName: 'Sam', location: 'Austin, TX', radius: 5 });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: WATCH_MESSAGES.phoneRequired.defaultMessage });
    expect(await databaseFingerprint(t)).toEqual(before);
  });

  it('refuses a city not on the list and a radius not offered, changing nothing', async () => {
    const member = await t.signedIn();
    const before = await databaseFingerprint(t);
    expect((await watch(member, { firstName: 'Sam', location: 'Paris', radius: 5 })).status).toBe(400);
    expect((await watch(member, { firstName: 'Sam', location: 'Austin, TX', radius: 7 })).status).toBe(400);
    expect((await watch(member, { firstName: ' ', location: 'Austin, TX', radius: 5 })).status).toBe(400);
    expect(await databaseFingerprint(t)).toEqual(before);
  });

  it(`keeps ${WATCH_LIMITS.active} active and ${WATCH_LIMITS.perMonth} started in 30 days`, async () => {
    const member = await t.signedIn();
    const ids: string[] = [];
    for (let i = 0; i < WATCH_LIMITS.active; i += 1) {
      const res = await watch(member, { firstName: `Name${i}`, location: 'Chicago, IL', radius: 25 });
      expect(res.status).toBe(201);
      ids.push((res.body as WatchBody).id);
    }
    const full = await watch(member, { firstName: 'Fourth', location: 'Chicago, IL', radius: 25 });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ message: `You already watch ${WATCH_LIMITS.active} names. Delete one before watching another.` });
    // Deleting one makes room; the deleted ones still count toward the month.
    let started = WATCH_LIMITS.active;
    while (started < WATCH_LIMITS.perMonth) {
      expect((await member.rest('DELETE', `/api/watches/${ids.shift()}`)).status).toBe(204);
      const res = await watch(member, { firstName: `More${started}`, location: 'Chicago, IL', radius: 25 });
      expect(res.status).toBe(201);
      ids.push((res.body as WatchBody).id);
      started += 1;
    }
    expect((await member.rest('DELETE', `/api/watches/${ids.shift()}`)).status).toBe(204);
    const before = await databaseFingerprint(t);
    const monthly = await watch(member, { firstName: 'Eleventh', location: 'Chicago, IL', radius: 25 });
    expect(monthly.status).toBe(429);
    expect(monthly.body).toMatchObject({ message: `You have started ${WATCH_LIMITS.perMonth} watches in the last 30 days. Please try again later.` });
    expect(await databaseFingerprint(t)).toEqual(before);
    expect((await member.rest('GET', '/api/watches')).body).toHaveLength(WATCH_LIMITS.active - 1);
  });

  it('keeps watches private: another member can neither read, renew nor delete hers', async () => {
    const owner = await t.signedIn();
    const other = await t.signedIn();
    const { id } = (await watch(owner, { firstName: 'Casey', location: 'Seattle, WA', radius: 5 })).body as WatchBody;
    expect((await other.rest('GET', '/api/watches')).body).toEqual([]);
    expect((await other.rest('DELETE', `/api/watches/${id}`)).status).toBe(404);
    expect((await other.rest('POST', `/api/watches/${id}/renew`)).status).toBe(404);
    expect(((await owner.rest('GET', '/api/watches')).body as WatchBody[]).map((w) => w.id)).toEqual([id]);
  });

  it('audits created, renewed and deleted watches without the name', async () => {
    const owner = await t.signedIn();
    const { id } = (await watch(owner, { firstName: 'Quintessa', lastName: 'Zed', location: 'Seattle, WA', radius: 5 })).body as WatchBody;
    expect((await owner.rest('POST', `/api/watches/${id}/renew`)).status).toBe(200);
    expect((await owner.rest('DELETE', `/api/watches/${id}`)).status).toBe(204);
    const entries = await t.sql<Record<string, unknown>>('select * from audit_log where target_id = $1 order by created_at', [id]);
    expect(entries.map((e) => e.action)).toEqual(['watch.create', 'watch.renew', 'watch.delete']);
    expect(JSON.stringify(entries)).not.toMatch(/Quintessa|Zed/);
    // Deleted: the name and the place she watched are erased; the dates stay for the monthly limit.
    expect(await t.sql('select first_name, last_name, location, ended_reason from watches where id = $1', [id])).toEqual([
      { first_name: '', last_name: null, location: '', ended_reason: 'deleted' },
    ]);
  });
});

describe('a moderator ends a watch', () => {
  it('lists the watches a profile matches, ends one, and tells its owner without naming the moderator', async () => {
    const owner = await t.signedIn();
    const { id } = (await watch(owner, { firstName: 'Avery', location: 'San Francisco, CA', radius: 5 })).body as WatchBody;
    const target = await person({ firstName: 'avery', lastName: 'Stone', location: 'San Francisco, CA', published: true });
    const matching = await admin.gql('query($p: ID!) { watchesMatchingProfile(profileId: $p) { id firstName } }', { p: String(target.profileId) });
    expect(matching.body.data.watchesMatchingProfile).toEqual([{ id, firstName: 'Avery' }]);

    const ended = await admin.gql('mutation($id: ID!) { endWatch(id: $id, note: "removal request") { id status } }', { id });
    expect(ended.body.data.endWatch).toEqual({ id, status: 'ENDED' });
    const [notice] = await t.sql<{ title: string; message: string }>(
      "select title, message from notifications where user_id = $1 and title = 'A name watch was ended'",
      [owner.user.id],
    );
    expect(notice.message).toBe('Your watch for Avery was ended by the moderators: the person asked for their content to be removed.');
    expect(JSON.stringify(notice)).not.toContain(admin.user.username);
    const [entry] = await t.sql<Record<string, unknown>>("select * from audit_log where action = 'watch.end' and target_id = $1", [id]);
    expect(entry).toMatchObject({ actor_id: admin.user.id, target_label: 'Name watch' });
    expect(JSON.stringify(entry)).not.toContain('Avery');

    // Ended: it matches nothing, cannot be renewed, and shows as ended in her list.
    expect(await t.app.services.watches.matchProfile(target.profileId)).toBe(0);
    expect((await owner.rest('POST', `/api/watches/${id}/renew`)).status).toBe(404);
    expect(((await owner.rest('GET', '/api/watches')).body as WatchBody[]).map((w) => w.status)).toEqual(['ended']);
    expect((await admin.rest('POST', `/api/admin/watches/${id}/end`, {})).status).toBe(404);
  });
});

describe('through the job queue (as in production)', () => {
  let queued: TestServer;
  beforeAll(async () => {
    // The queue runs when a delivery is queued (test-server.ts); the match runs then leave from its worker.
    queued = await startTestServer({ EMAIL_DELIVERY: 'queue' });
  });
  afterAll(() => queued?.close());

  it('a moderator’s approval queues the match, and its worker tells her', async () => {
    const moderator = await queued.signedIn({ role: Role.ADMIN });
    const author = await queued.signedIn();
    const member = await queued.signedIn();
    expect((await member.rest('POST', '/api/watches', { firstName: 'Dakota', location: 'Chicago, IL', radius: 10 })).status).toBe(201);
    const [profileId] = await seedProfiles(queued, [
      { firstName: 'Dakota', lastName: 'Reyes', location: 'Chicago, IL', published: false, reports: [{ rating: 2, approved: null, authorId: author.user.id }] },
    ]);
    const [{ id }] = await queued.sql<{ id: number }>('select id from reports where profile_id = $1', [profileId]);
    expect((await moderator.rest('POST', `/api/admin/reports/${id}/approve`, {})).status).toBe(200);
    await eventually(async () => (await queued.sql('select 1 from watch_matches where profile_id = $1', [profileId])).length === 1, 30_000);
    const notices = await queued.sql<{ action_url: string }>(
      "select action_url from notifications where user_id = $1 and title = 'A name you watch was published'",
      [member.user.id],
    );
    expect(notices).toEqual([{ action_url: `/profile/${profileId}` }]);
  }, 60_000);
});
