import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { gqlError, startTestServer, type TestClient, type TestServer } from '../../../test/test-server.js';
import { seedProfiles } from '../../../test/factories.js';
import { Role } from '../user/user.entity.js';
import { Migration20261125235000 } from '../../migrations/Migration20261125235000.js';

type Member = Awaited<ReturnType<TestServer['signedIn']>>;

let t: TestServer;
let adder: Member;
let other: Member;
let admin: Member;
let visitor: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  [adder, other, admin] = [await t.signedIn(), await t.signedIn(), await t.signedIn({ role: Role.ADMIN })];
  visitor = t.client();
  // The other member follows Austin and dating profiles: a profile there scores well above the recommendation threshold.
  await t.sql("update users set location = 'Austin, TX' where id = $1", [other.user.id]);
  const [seen] = await seedProfiles(t, [{ firstName: 'Seen', category: 'dating', location: 'Austin, TX', reports: [{ rating: 4, approved: true }] }]);
  expect((await other.gql('mutation($id: ID!) { recordProfileView(profileId: $id) }', { id: String(seen) })).body.errors).toBeUndefined();
});
afterAll(() => t.close());

const newPerson = (client: TestClient, firstName: string, extra: Record<string, unknown> = {}) =>
  client.rest('POST', '/api/profiles', {
    firstName,
    lastName: 'Newcomer',
    category: 'dating',
    location: 'Austin, TX',
    age: 30,
    bio: 'Added by a member a moment ago.',
    confirmAdult: true,
    reportType: 'positive',
    reportTitle: `About ${firstName}`,
    reportContent: 'She was thoughtful, on time and honest about what she wanted.',
    reportCategory: 'dating',
    ...extra,
  });

async function photoForm(firstName: string): Promise<FormData> {
  const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 120, g: 30, b: 200 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  for (const [k, v] of Object.entries({ firstName, category: 'friends', location: 'Austin, TX', confirmAdult: 'true' })) form.append(k, v);
  form.append('profileImage', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'p.jpg');
  return form;
}

const PROFILE = 'query($id: ID!) { profile(id: $id) { id awaitingReview } }';
const browseIds = async (client: TestClient, search: string) =>
  ((await client.rest('GET', `/api/profiles?search=${encodeURIComponent(search)}`)).body as { id: string }[]).map((p) => p.id);
const gqlBrowseIds = async (client: TestClient, search: string) =>
  (
    (await client.gql('query($s: String) { profiles(filter: { search: $s }) { items { id } total } }', { s: search })).body.data.profiles.items as {
      id: string;
    }[]
  ).map((p) => p.id);
const count = async (client: TestClient) => (await client.rest('GET', '/api/profiles/count')).body.count as number;
const recommendedIds = async (client: Member) =>
  ((await client.gql('{ recommendations { profile { id } } }')).body.data.recommendations as { profile: { id: string } }[]).map((r) => r.profile.id);
const reportIdOf = async (profileId: string) => (await t.sql<{ id: number }>('select id from reports where profile_id = $1', [Number(profileId)]))[0].id;
const publishedAt = async (id: string) =>
  (await t.sql<{ published_at: Date | null }>('select published_at from profiles where id = $1', [Number(id)]))[0].published_at;

describe('a new person awaits review (SAFETY 15)', () => {
  it('is seen only by the member who added her and by admins until a moderator approves a report about her, then by everyone', async () => {
    const before = await count(visitor);
    const created = await newPerson(adder, 'Quorra');
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    expect(await publishedAt(id)).toBeNull();

    // Visitors and other members: not in browse, search, counts or recommendations; her page is a 404, like a hidden one.
    for (const client of [visitor, other]) {
      expect(await browseIds(client, 'Quorra')).toEqual([]);
      expect(await gqlBrowseIds(client, 'Quorra')).toEqual([]);
      expect(gqlError((await client.gql(PROFILE, { id })).body)).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' });
      expect((await client.rest('GET', `/api/profiles/${id}`)).status).toBe(404);
      expect((await client.rest('GET', `/api/profiles/${id}/reports`)).status).toBe(404);
    }
    expect(await count(visitor)).toBe(before);
    expect(await recommendedIds(other)).not.toContain(id);
    // Nor can another member act on her: report, record a view.
    const reportBody = { reportType: 'negative', title: 'Not her', content: 'Someone else wrote about her before anyone reviewed it.', category: 'dating' };
    expect((await other.rest('POST', `/api/profiles/${id}/reports`, reportBody)).status).toBe(404);
    expect(gqlError((await other.gql('mutation($id: ID!) { recordProfileView(profileId: $id) }', { id })).body)?.code).toBe('NOT_FOUND');
    expect(await t.sql('select 1 from reports where profile_id = $1 and author_id = $2', [Number(id), other.user.id])).toEqual([]);

    // The member who added her sees her page marked awaiting review, and her in the list of people she added; never in browse.
    expect((await adder.gql(PROFILE, { id })).body.data.profile).toEqual({ id, awaitingReview: true });
    expect((await adder.rest('GET', `/api/profiles/${id}`)).body).toMatchObject({ id, awaitingReview: true });
    expect((await adder.gql('{ myAddedProfiles { id awaitingReview } }')).body.data.myAddedProfiles).toEqual([{ id, awaitingReview: true }]);
    expect(await browseIds(adder, 'Quorra')).toEqual([]);
    expect((await adder.rest('GET', `/api/profiles/${id}/reports`)).status).toBe(200);
    // Admins see her too.
    expect((await admin.gql(PROFILE, { id })).body.data.profile).toEqual({ id, awaitingReview: true });
    expect((await other.gql('{ myAddedProfiles { id } }')).body.data.myAddedProfiles).toEqual([]);

    // The first approval publishes her, in the approval's transaction.
    const approved = await admin.gql('mutation($id: ID!) { approveReport(id: $id) { id } }', { id: String(await reportIdOf(id)) });
    expect(approved.body.errors).toBeUndefined();
    expect(await publishedAt(id)).not.toBeNull();
    for (const client of [visitor, other]) {
      expect(await browseIds(client, 'Quorra')).toEqual([id]);
      expect(await gqlBrowseIds(client, 'Quorra')).toEqual([id]);
      expect((await client.gql(PROFILE, { id })).body.data.profile).toEqual({ id, awaitingReview: false });
    }
    expect(await count(visitor)).toBe(before + 1);
    expect(await recommendedIds(other)).toContain(id);
    expect((await adder.gql('{ myAddedProfiles { id awaitingReview } }')).body.data.myAddedProfiles).toEqual([{ id, awaitingReview: false }]);
  });

  it('keeps her photo from anyone but her adder and admins, and an approved photo publishes her', async () => {
    const res = await adder.fetch('/api/profiles', { method: 'POST', body: await photoForm('Yori'), headers: { 'x-requested-with': 'fetch' } });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { id: string }).id;
    const image = (client: TestClient) => client.fetch(`/api/images/profiles/${id}`).then((r) => r.status);
    expect(await image(visitor)).toBe(404);
    expect(await image(other)).toBe(404);
    expect(await image(adder)).toBe(200);
    expect(await image(admin)).toBe(200);

    const decided = await admin.gql('mutation($id: ID!) { decideImage(profileId: $id, status: APPROVED) }', { id });
    expect(decided.body.errors).toBeUndefined();
    expect(await publishedAt(id)).not.toBeNull();
    expect(await image(visitor)).toBe(200);
    expect(await browseIds(other, 'Yori')).toEqual([id]);
  });

  it('stays public once published, and a rejected report does not publish her', async () => {
    const created = await newPerson(adder, 'Xanthe');
    const id = (created.body as { id: string }).id;
    const rejected = await admin.gql('mutation($id: ID!) { rejectReport(id: $id, reason: SPAM) { id } }', { id: String(await reportIdOf(id)) });
    expect(rejected.body.errors).toBeUndefined();
    expect(await publishedAt(id)).toBeNull();
    expect(await browseIds(visitor, 'Xanthe')).toEqual([]);
    expect(gqlError((await visitor.gql(PROFILE, { id })).body)?.code).toBe('NOT_FOUND');
  });
});

describe('the migration backfill', () => {
  it('publishes every profile with an approved report or an approved photo, and no other', async () => {
    const [withReport, withPhoto, pendingOnly, rejectedOnly, pendingPhoto] = await seedProfiles(t, [
      {
        firstName: 'Backfill',
        lastName: 'Approved',
        reports: [
          { rating: 4, approved: true },
          { rating: 2, approved: null },
        ],
      },
      { firstName: 'Backfill', lastName: 'Photo', imageStatus: 'approved' },
      { firstName: 'Backfill', lastName: 'Pending', reports: [{ rating: 4, approved: null }] },
      { firstName: 'Backfill', lastName: 'Rejected', reports: [{ rating: 1, approved: false }] },
      { firstName: 'Backfill', lastName: 'PendingPhoto', imageStatus: 'pending' },
    ]);
    const ids = [withReport, withPhoto, pendingOnly, rejectedOnly, pendingPhoto];
    await t.sql("update reports set moderated_at = '2026-01-02T03:04:05Z' where profile_id = $1 and approved = true", [withReport]);
    await t.sql('update profiles set published_at = null where id = any($1::int[])', [ids]);

    // The migration's own statements, as migrate.ts runs them; only its backfill is replayed (the column exists already).
    const migration = new Migration20261125235000(t.orm.em.getDriver(), t.orm.config);
    await migration.up();
    const backfill = migration
      .getQueries()
      .map((q) => String(q))
      .filter((sql) => sql.startsWith('update "profiles"'));
    expect(backfill).toHaveLength(1);
    await t.sql(backfill[0]);

    const rows = await t.sql<{ id: number; published_at: Date | null }>('select id, published_at from profiles where id = any($1::int[]) order by id', [ids]);
    const published = Object.fromEntries(rows.map((r) => [r.id, r.published_at]));
    expect(published[withReport]?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(published[withPhoto]).not.toBeNull();
    expect([published[pendingOnly], published[rejectedOnly], published[pendingPhoto]]).toEqual([null, null, null]);
  });
});
