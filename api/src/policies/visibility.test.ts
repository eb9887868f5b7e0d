import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.js';
import { seedProfiles } from '../../test/factories.js';
import { Role, User } from '../modules/user/user.entity.js';
import { ApiTokenScope } from '../modules/api-token/api-token.entity.js';
import {
  decisionViewerOf,
  imageVisibleTo,
  LISTED_PROFILE_SQL,
  listedProfilesSql,
  listedReportSql,
  profileListedTo,
  profileVisibleSql,
  profileVisibleTo,
  reportVisibleTo,
  viewerOf,
  type ImageVisibilityRow,
  type ProfileVisibilityRow,
  type ReportVisibilityRow,
} from './visibility.js';

/**
 * The policy module's rules over real PostgreSQL (every SQL predicate against its in-memory twin, on the same rows), then
 * every public read through the real HTTP server: browse, search, counts, the profile, its reports, recommendations and
 * images follow the same rules for visitors, members, the member who added a person, a report's author and admins.
 */
type Member = Awaited<ReturnType<TestServer['signedIn']>>;

let t: TestServer;
let adder: Member;
let author: Member;
let other: Member;
let admin: Member;
let visitor: TestClient;
const ids: Record<string, number> = {};
const reportIds: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestServer();
  [adder, author, other, admin] = [await t.signedIn(), await t.signedIn(), await t.signedIn(), await t.signedIn({ role: Role.ADMIN })];
  visitor = t.client();
  // Every profile is in Austin, dating: a member who follows Austin gets recommendations from all the listed ones.
  await t.sql("update users set location = 'Austin, TX' where id = any($1::uuid[])", [[adder.user.id, author.user.id, other.user.id, admin.user.id]]);
  const names = ['Visvis', 'Hidhid', 'Waitwait', 'Hidwait'];
  const seeded = await seedProfiles(
    t,
    names.map((firstName) => ({
      firstName,
      location: 'Austin, TX',
      category: 'dating' as const,
      bio: 'Someone the community wrote about.',
      age: 31,
      imageStatus: 'approved' as const,
      reports: [{ rating: 5, approved: true }],
      published: !firstName.endsWith('wait'),
    })),
  );
  names.forEach((n, i) => (ids[n] = seeded[i]));
  await t.sql('update profiles set created_by_id = $1 where id = any($2::int[])', [adder.user.id, seeded]);
  await t.sql('update profiles set hidden_at = now() where id = any($1::int[])', [[ids.Hidhid, ids.Hidwait]]);
  // Reports on the visible profile: published, hidden, pending and rejected, all by the author.
  for (const [title, approved, hidden] of [
    ['Published', true, false],
    ['Hidden', true, true],
    ['Pending', null, false],
    ['Rejected', false, false],
  ] as const) {
    const [r] = await t.sql<{ id: number }>(
      `insert into reports (profile_id, author_id, report_type, title, content, category, rating, approved, hidden_at)
       values ($1, $2, 'positive', $3, 'A detailed account of what happened here.', 'dating', 5, $4, case when $5::boolean then now() end) returning id`,
      [ids.Visvis, author.user.id, `${title} report`, approved, hidden],
    );
    reportIds[title] = r.id;
  }
  // Profiles with images in every state, uploaded by the adder.
  const images = await seedProfiles(
    t,
    (['approved', 'pending', 'rejected'] as const).map((imageStatus) => ({
      firstName: `Img${imageStatus}`,
      imageStatus,
      reports: [{ rating: 4, approved: true }],
    })),
  );
  [ids.Imgapproved, ids.Imgpending, ids.Imgrejected] = images;
  await t.sql('update profiles set image_uploaded_by_id = $1 where id = any($2::int[])', [adder.user.id, images]);
  const [hiddenImage] = await seedProfiles(t, [{ firstName: 'Imghidden', imageStatus: 'approved', reports: [{ rating: 4, approved: true }] }]);
  ids.Imghidden = hiddenImage;
  await t.sql('update profiles set image_hidden_at = now(), image_uploaded_by_id = $1 where id = $2', [adder.user.id, hiddenImage]);
});
afterAll(() => t.close());

/** A viewer as a request carries it: the session's second factor and, for tokens, the scopes. */
function as(member: Member | null, extra: Partial<User> = {}): User | null {
  if (!member) return null;
  return Object.assign(new User(), { id: member.user.id, role: member.user.role, banned: false, sessionSecondFactorAt: Date.now(), apiToken: null }, extra);
}

describe('policies/visibility.ts over PostgreSQL', () => {
  const viewers = () => ({
    visitor: as(null),
    adder: as(adder),
    author: as(author),
    other: as(other),
    admin: as(admin),
    adminWithoutSecondFactor: as(admin, { sessionSecondFactorAt: null }),
    adminWithReadToken: as(admin, { apiToken: { id: 'x', scopes: new Set([ApiTokenScope.READ]) } }),
    adminWithModerateToken: as(admin, { apiToken: { id: 'x', scopes: new Set([ApiTokenScope.MODERATE]) } }),
  });
  const moderators = new Set(['admin', 'adminWithModerateToken']);
  const name = (id: number) => Object.entries(ids).find(([, v]) => v === id)![0];

  it('profiles: SQL and in-memory rules agree, and say who sees what', async () => {
    const rows = await t.sql<ProfileVisibilityRow & { id: number }>(
      'select id, hidden_at, published_at, created_by_id from profiles p where p.id = any($1::int[])',
      [[ids.Visvis, ids.Hidhid, ids.Waitwait, ids.Hidwait]],
    );
    for (const [who, viewer] of Object.entries(viewers())) {
      const bySql = (
        await t.sql<{ id: number }>(`select p.id from profiles p where p.id = any($1::int[]) and ${profileVisibleSql(viewer)} order by p.id`, [
          rows.map((r) => r.id),
        ])
      ).map((r) => name(r.id));
      const inMemory = rows
        .filter((r) => profileVisibleTo(r, viewer))
        .sort((a, b) => a.id - b.id)
        .map((r) => name(r.id));
      expect({ who, seen: bySql }).toEqual({ who, seen: inMemory });
      const expected = moderators.has(who) ? ['Visvis', 'Hidhid', 'Waitwait', 'Hidwait'] : who === 'adder' ? ['Visvis', 'Waitwait'] : ['Visvis'];
      expect({ who, seen: bySql }).toEqual({ who, seen: expected });

      // Lists: moderators see everything; everyone else (the adder too) only published, unhidden profiles.
      const listed = listedProfilesSql(viewer);
      const listedBySql = (
        await t.sql<{ id: number }>(`select p.id from profiles p where p.id = any($1::int[]) and ${listed ?? 'true'} order by p.id`, [rows.map((r) => r.id)])
      ).map((r) => name(r.id));
      const listedInMemory = rows
        .filter((r) => profileListedTo(r, viewer))
        .sort((a, b) => a.id - b.id)
        .map((r) => name(r.id));
      expect({ who, listed: listedBySql }).toEqual({ who, listed: listedInMemory });
      expect({ who, listed: listedBySql }).toEqual({ who, listed: moderators.has(who) ? expected : ['Visvis'] });
      if (!moderators.has(who)) expect(listed).toBe(LISTED_PROFILE_SQL);
    }
  });

  it('a viewer id that is not a UUID is never inlined into SQL', () => {
    const forged = Object.assign(new User(), { id: "x' or true --", role: Role.MEMBER, banned: false });
    expect(profileVisibleSql(forged)).toBe(profileVisibleSql(null));
  });

  it('reports: the list hides hidden ones from all but moderators; one report is visible to its author in any state', async () => {
    const rows = await t.sql<ReportVisibilityRow & { id: number; title: string }>(
      'select id, title, approved, hidden_at, author_id from reports r where r.profile_id = $1',
      [ids.Visvis],
    );
    for (const [who, viewer] of Object.entries(viewers())) {
      const listed = (
        await t.sql<{ title: string }>(
          `select r.title from reports r where r.profile_id = $1 and r.approved = true and r.author_id is not null ${listedReportSql(viewer)} order by r.title`,
          [ids.Visvis],
        )
      ).map((r) => r.title);
      expect({ who, listed }).toEqual({ who, listed: moderators.has(who) ? ['Hidden report', 'Published report'] : ['Published report'] });
      const one = rows
        .filter((r) => r.author_id !== null && reportVisibleTo(r, viewer))
        .map((r) => r.title)
        .sort();
      const all = ['Hidden report', 'Pending report', 'Published report', 'Rejected report'];
      expect({ who, one }).toEqual({ who, one: moderators.has(who) || who === 'author' ? all : ['Published report'] });
    }
  });

  it('images: approved for all, pending for moderators and the uploader, rejected and hidden for moderators', async () => {
    const rows = await t.sql<ImageVisibilityRow & { id: number }>(
      'select id, image_approval_status, image_uploaded_by_id, image_hidden_at from profiles where id = any($1::int[]) order by id',
      [[ids.Imgapproved, ids.Imgpending, ids.Imgrejected, ids.Imghidden]],
    );
    for (const [who, viewer] of Object.entries(viewers())) {
      const seen = rows.filter((r) => imageVisibleTo(r, viewer)).map((r) => name(r.id));
      const expected = moderators.has(who)
        ? ['Imgapproved', 'Imgpending', 'Imgrejected', 'Imghidden']
        : who === 'adder'
          ? ['Imgapproved', 'Imgpending']
          : ['Imgapproved'];
      expect({ who, seen }).toEqual({ who, seen: expected });
      // The presenters' viewer carries the same decision.
      expect({ who, seen: rows.filter((r) => imageVisibleTo(r, viewerOf(viewer))).map((r) => name(r.id)) }).toEqual({ who, seen: expected });
    }
  });

  it("decisions: the moderator's identity reaches moderators only", () => {
    for (const [who, viewer] of Object.entries(viewers()))
      expect({ who, sees: decisionViewerOf(viewer).seesModerator }).toEqual({ who, sees: moderators.has(who) });
    expect(decisionViewerOf(as(other), true)).toEqual({ userId: other.user.id, seesModerator: false, holdsLink: true });
  });
});

describe('every read uses the policy module', () => {
  const clients = () => ({ visitor, adder, author, other, admin });
  const browse = async (c: TestClient) =>
    ((await c.gql('{ profiles(pageSize: 100) { items { firstName } } }')).body.data.profiles.items as { firstName: string }[]).map((p) => p.firstName);

  it('browse and search: moderators see hidden and awaiting-review profiles; nobody else does, not even the member who added them', async () => {
    for (const [who, c] of Object.entries(clients())) {
      const seen = await browse(c);
      const searched = ((await c.rest('GET', '/api/profiles?search=wait')).body as { firstName: string }[]).map((p) => p.firstName).sort();
      if (who === 'admin') {
        expect(seen).toEqual(expect.arrayContaining(['Visvis', 'Hidhid', 'Waitwait', 'Hidwait']));
        expect(searched).toEqual(['Hidwait', 'Waitwait']);
      } else {
        expect({ who, seen: seen.filter((n) => ['Visvis', 'Hidhid', 'Waitwait', 'Hidwait'].includes(n)) }).toEqual({ who, seen: ['Visvis'] });
        expect({ who, searched }).toEqual({ who, searched: [] });
      }
    }
  });

  it('counts never include hidden or awaiting-review profiles', async () => {
    const [{ n }] = await t.sql<{ n: number }>(`select count(*)::int as n from profiles p where ${LISTED_PROFILE_SQL}`);
    for (const c of Object.values(clients())) expect((await c.gql('{ profileCount }')).body.data.profileCount).toBe(n);
  });

  it('the profile page: hidden ones for moderators, awaiting-review ones for moderators and the adder', async () => {
    for (const [who, c] of Object.entries(clients())) {
      const seen: string[] = [];
      for (const n of ['Visvis', 'Hidhid', 'Waitwait', 'Hidwait']) {
        const res = await c.gql('query($id: ID!) { profile(id: $id) { firstName } }', { id: String(ids[n]) });
        if (res.body.data?.profile) seen.push(res.body.data.profile.firstName);
        else expect(res.body.errors?.[0]?.message).toBe('Profile not found');
      }
      expect({ who, seen }).toEqual({
        who,
        seen: who === 'admin' ? ['Visvis', 'Hidhid', 'Waitwait', 'Hidwait'] : who === 'adder' ? ['Visvis', 'Waitwait'] : ['Visvis'],
      });
    }
  });

  it("a profile's reports: hidden ones for moderators; pending ones only in the author's own list", async () => {
    for (const [who, c] of Object.entries(clients())) {
      const page = await c.gql('query($id: ID!) { profileReports(profileId: $id, first: 50) { items { title } } myPendingReports(profileId: $id) { title } }', {
        id: String(ids.Visvis),
      });
      const titles = (page.body.data.profileReports.items as { title: string }[]).map((r) => r.title).filter((x) => x.endsWith(' report'));
      expect({ who, titles: titles.sort() }).toEqual({ who, titles: who === 'admin' ? ['Hidden report', 'Published report'] : ['Published report'] });
      expect({ who, pending: page.body.data.myPendingReports.map((r: { title: string }) => r.title) }).toEqual({
        who,
        pending: who === 'author' ? ['Pending report'] : [],
      });
    }
  });

  it('recommendations never include hidden or awaiting-review profiles', async () => {
    for (const c of [adder, other, admin]) {
      expect((await c.gql('mutation($id: ID!) { recordProfileView(profileId: $id) }', { id: String(ids.Visvis) })).body.errors).toBeUndefined();
      const names = ((await c.gql('{ recommendations { profile { firstName } } }')).body.data.recommendations as { profile: { firstName: string } }[]).map(
        (r) => r.profile.firstName,
      );
      expect(names).not.toEqual(expect.arrayContaining(['Hidhid']));
      for (const n of ['Hidhid', 'Waitwait', 'Hidwait']) expect(names).not.toContain(n);
    }
  });

  it('images: the URL reaches whoever may see the image, and no one else', async () => {
    for (const [who, c] of Object.entries(clients())) {
      const seen: string[] = [];
      for (const n of ['Imgapproved', 'Imgpending', 'Imgrejected', 'Imghidden']) {
        const res = await c.gql('query($id: ID!) { profile(id: $id) { profileImageUrl imageApprovalStatus } }', { id: String(ids[n]) });
        if (res.body.data.profile.profileImageUrl) seen.push(n);
      }
      expect({ who, seen }).toEqual({
        who,
        seen: who === 'admin' ? ['Imgapproved', 'Imgpending', 'Imgrejected', 'Imghidden'] : who === 'adder' ? ['Imgapproved', 'Imgpending'] : ['Imgapproved'],
      });
    }
  });
});

describe('viewerCan', () => {
  const ABILITIES =
    '{ useAdminTools moderate manageUsers viewAuditLog reviewIdDocuments reviewBlockedUploads generateSampleData createProfile createReport flag }';

  it("me.viewerCan: a member's posting rights, an admin's rights once past the second factor", async () => {
    const memberCan = (await other.gql(`{ me { viewerCan ${ABILITIES} } }`)).body.data.me.viewerCan;
    expect(memberCan).toEqual({
      useAdminTools: false,
      moderate: false,
      manageUsers: false,
      viewAuditLog: false,
      reviewIdDocuments: false,
      reviewBlockedUploads: false,
      generateSampleData: false,
      createProfile: true,
      createReport: true,
      flag: true,
    });
    const adminCan = (await admin.gql(`{ me { viewerCan ${ABILITIES} } }`)).body.data.me.viewerCan;
    expect(Object.values(adminCan).every((v) => v === true)).toBe(true);

    // An admin whose session has not passed a second factor: the admin pages (which ask for it), no admin right yet.
    const client = await t.signedIn();
    await t.sql("update users set role = 'admin' where id = $1", [client.user.id]);
    const before = (await client.gql(`{ me { viewerCan ${ABILITIES} } }`)).body.data.me.viewerCan;
    expect(before).toMatchObject({ useAdminTools: true, moderate: false, manageUsers: false, viewAuditLog: false });
  });

  it('a suspended member may not post: createProfile, createReport and flag say so', async () => {
    const member = await t.signedIn();
    await t.sql("update users set suspended_until = now() + interval '2 days' where id = $1", [member.user.id]);
    expect((await member.gql(`{ me { viewerCan ${ABILITIES} } }`)).body.data.me.viewerCan).toMatchObject({
      createProfile: false,
      createReport: false,
      flag: false,
    });
  });

  it('Profile.viewerCan and Report.viewerCan follow the viewer and the row', async () => {
    const query = `query($id: ID!) { profile(id: $id) { viewerCan { moderate edit flag report seeHidden } }
      profileReports(profileId: $id) { items { title viewerCan { moderate flag } } } }`;
    const forVisitor = (await visitor.gql(query, { id: String(ids.Visvis) })).body.data;
    expect(forVisitor.profile.viewerCan).toEqual({ moderate: false, edit: false, flag: false, report: false, seeHidden: false });
    expect(forVisitor.profileReports.items[0].viewerCan).toEqual({ moderate: false, flag: false });
    const forMember = (await other.gql(query, { id: String(ids.Visvis) })).body.data;
    expect(forMember.profile.viewerCan).toEqual({ moderate: false, edit: false, flag: true, report: true, seeHidden: false });
    expect(forMember.profileReports.items[0].viewerCan).toEqual({ moderate: false, flag: true });
    const forAdmin = (await admin.gql(query, { id: String(ids.Visvis) })).body.data;
    expect(forAdmin.profile.viewerCan).toEqual({ moderate: true, edit: true, flag: true, report: true, seeHidden: true });
    expect(forAdmin.profileReports.items[0].viewerCan).toEqual({ moderate: true, flag: true });
    // The member who added a person awaiting review sees her, but may not flag her yet.
    const awaiting = (await adder.gql('query($id: ID!) { profile(id: $id) { viewerCan { flag report } } }', { id: String(ids.Waitwait) })).body.data;
    expect(awaiting.profile.viewerCan).toEqual({ flag: false, report: true });
  });
});
