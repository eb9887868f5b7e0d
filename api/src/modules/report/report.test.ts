import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, type TestServer } from '../../../test/test-server.js';
import { seedProfiles } from '../../../test/factories.js';
import { findPersonalInformation } from './pii-filter.js';
import { refreshProfileAggregates } from '../profile/aggregates.js';

let t: TestServer;
let profileId: number;
beforeAll(async () => {
  t = await startTestServer();
  [profileId] = await seedProfiles(t, [{ firstName: 'Gina', lastName: 'Gold', location: 'Miami, FL' }]);
});
afterAll(() => t.close());

const valid = { reportType: 'positive', title: 'Lovely person', content: 'We met for coffee and she was kind and honest throughout.', category: 'dating' };
const CREATE =
  'mutation($id: ID!, $input: CreateReportInput!) { createReport(profileId: $id, input: $input) { id status approved rating isAnonymous reportType } }';
const count = async () => (await t.sql<{ n: number }>('select count(*)::int as n from reports'))[0].n;

describe('report submission', () => {
  it('needs a signed-in member (401) with a verified phone (403 saying what to do)', async () => {
    expect((await t.client().rest('POST', `/api/profiles/${profileId}/reports`, valid)).status).toBe(401);
    const unverified = await t.signedIn({ phoneVerified: false });
    const res = await unverified.rest('POST', `/api/profiles/${profileId}/reports`, valid);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/verify your phone number/);
    const gql = await unverified.gql(CREATE, { id: String(profileId), input: { ...valid, reportType: 'POSITIVE', category: 'DATING' } });
    expect(gqlError(gql.body)?.code).toBe('FORBIDDEN');
    expect(await count()).toBe(0);
  });

  it('creates a pending, anonymous report; the star preset follows the type when no rating is sent', async () => {
    const c = await t.signedIn();
    const res = await c.rest('POST', `/api/profiles/${profileId}/reports`, { ...valid, isAnonymous: false });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', approved: null, rating: 5, isAnonymous: true });
    const neutral = await c.gql(CREATE, { id: String(profileId), input: { ...valid, reportType: 'NEUTRAL', category: 'FRIENDS' } });
    expect(neutral.body.data.createReport).toMatchObject({ rating: 3, status: 'PENDING', reportType: 'NEUTRAL' });
    const negative = await c.gql(CREATE, { id: String(profileId), input: { ...valid, reportType: 'NEGATIVE', category: 'DATING', rating: 2 } });
    expect(negative.body.data.createReport.rating).toBe(2);
  });

  it('keeps pending reports invisible to the public and to the aggregates', async () => {
    const pub = await t.client().rest('GET', `/api/profiles/${profileId}/reports`);
    expect(pub.body).toEqual([]);
    const profile = await t.client().rest('GET', `/api/profiles/${profileId}`);
    expect(profile.body).toMatchObject({ reviewCount: 0, averageRating: null, flagStatus: 'neutral' });
  });

  it.each([
    [{ title: 'Hey' }, 'Title must be at least 5 characters'],
    [{ content: 'Too short.' }, 'Report must be at least 20 characters'],
    [{ reportType: 'amazing' }, 'Please choose an experience type (positive, negative or neutral).'],
    [{ category: 'work' }, 'Category must be Friends/Social or Dating/Romantic.'],
    [{ dateOfInteraction: 'yesterday' }, 'Date of interaction must be a date (YYYY-MM-DD).'],
    [{ dateOfInteraction: '2999-01-01' }, 'Date of interaction cannot be in the future.'],
    [{ rating: 9 }, 'Rating must be 1 to 5 stars.'],
  ])('refuses %j with the SPEC message and stores nothing', async (patch, message) => {
    const c = await t.signedIn();
    const before = await count();
    const res = await c.rest('POST', `/api/profiles/${profileId}/reports`, { ...valid, ...patch });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
    expect(await count()).toBe(before);
  });

  it.each([
    ['Call her on (415) 555-0134 anytime, she never answers though.', 'a phone number'],
    ['Her email is gina.gold@example.com and she ignores everything.', 'an email address'],
    ['She lives at 1234 Ocean Drive and was rude to everyone there.', 'a street address'],
    ['Find her on instagram.com/gina_gold_99 she posts about it all.', 'a social media handle'],
    ['Message @gina_gold on there, she will tell you the same story.', 'a social media handle'],
  ])('refuses personal information in "%s"', async (content, what) => {
    const c = await t.signedIn();
    const before = await count();
    const res = await c.rest('POST', `/api/profiles/${profileId}/reports`, { ...valid, content });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(what);
    expect(res.body.message).toMatch(/^Please remove personal information before posting/);
    expect(await count()).toBe(before);
  });

  it('answers 404 for an unknown profile', async () => {
    const c = await t.signedIn();
    expect((await c.rest('POST', '/api/profiles/999999/reports', valid)).body).toMatchObject({ message: 'Profile not found' });
    expect((await c.rest('POST', '/api/profiles/abc/reports', valid)).status).toBe(404);
  });
});

describe('PII filter', () => {
  it('lets ordinary text through, dates and years included', () => {
    expect(findPersonalInformation('We met in 2024 on March 3rd at a cafe downtown, 2 hours, 5 stars.')).toEqual([]);
    expect(findPersonalInformation('Dated 2019-2021, around 300 days in total; she is 5 ft 6 in.')).toEqual([]);
    expect(findPersonalInformation('She was 25 and lived near 5th street market area.')).toEqual([]);
  });
});

describe('public reports and aggregates', () => {
  it('lists approved reports only, newest first, without authors, and recounts aggregates from approved ones', async () => {
    const author = await t.signedIn();
    const [id] = await seedProfiles(t, [
      {
        firstName: 'Hana',
        reports: [
          { rating: 5, approved: true, authorId: author.user.id, title: 'Oldest approved', createdAt: '2026-02-01T00:00:00Z' },
          { rating: 1, approved: true, authorId: author.user.id, title: 'Newest approved', createdAt: '2026-03-01T00:00:00Z' },
          { rating: 1, approved: null, authorId: author.user.id, title: 'Pending one', createdAt: '2026-04-01T00:00:00Z' },
          { rating: 1, approved: false, authorId: author.user.id, title: 'Rejected one', createdAt: '2026-05-01T00:00:00Z' },
        ],
      },
    ]);
    const res = await t.client().rest('GET', `/api/profiles/${id}/reports`);
    expect(res.body.map((r: { title: string }) => r.title)).toEqual(['Newest approved', 'Oldest approved']);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(author.user.id);
    expect(text).not.toContain(author.user.username);
    expect(res.body[0]).toMatchObject({ isAnonymous: true, status: 'approved', profileName: 'Hana' });
    expect((await t.client().rest('GET', `/api/profiles/${id}`)).body).toMatchObject({ reviewCount: 2, averageRating: '3.00', flagStatus: 'neutral' });
    await t.sql("update reports set approved = true where title = 'Rejected one'");
    await refreshProfileAggregates(t.orm.em.fork(), id);
    // One member's reports: no flag, whatever their rating (SAFETY 16).
    expect((await t.client().rest('GET', `/api/profiles/${id}`)).body).toMatchObject({
      reviewCount: 3,
      averageRating: '2.33',
      flagStatus: 'neutral',
      flagShown: false,
    });
    // The GraphQL Report type has no author field at all.
    const gql = await t.client().gql('query($id: ID!) { profileReports(profileId: $id) { items { author { id } } } }', { id: String(id) });
    expect(gql.status).toBe(400);
  });

  it('pages reports with a cursor', async () => {
    const [id] = await seedProfiles(t, [
      {
        firstName: 'Ines',
        reports: Array.from({ length: 5 }, (_, i) => ({ rating: 4, approved: true, title: `R${i}`, createdAt: `2026-01-0${i + 1}T00:00:00Z` })),
      },
    ]);
    const q = 'query($id: ID!, $after: String) { profileReports(profileId: $id, first: 2, after: $after) { items { title } nextCursor } }';
    const p1 = (await t.client().gql(q, { id: String(id) })).body.data.profileReports;
    expect(p1.items.map((r: { title: string }) => r.title)).toEqual(['R4', 'R3']);
    const p2 = (await t.client().gql(q, { id: String(id), after: p1.nextCursor })).body.data.profileReports;
    expect(p2.items.map((r: { title: string }) => r.title)).toEqual(['R2', 'R1']);
    const p3 = (await t.client().gql(q, { id: String(id), after: p2.nextCursor })).body.data.profileReports;
    expect(p3).toEqual({ items: [{ title: 'R0' }], nextCursor: null });
    expect(gqlError((await t.client().gql(q, { id: String(id), after: 'garbage' })).body)?.message).toBe('Invalid cursor.');
  });

  it('answers 404 "Profile not found" for a missing profile', async () => {
    expect(await t.client().rest('GET', '/api/profiles/424242/reports')).toMatchObject({
      status: 404,
      body: expect.objectContaining({ message: 'Profile not found' }),
    });
    expect(await t.client().rest('GET', '/api/profiles/424242')).toMatchObject({
      status: 404,
      body: expect.objectContaining({ message: 'Profile not found' }),
    });
    const gql = await t.client().gql('{ profile(id: "424242") { id } }');
    expect(gqlError(gql.body)).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' });
  });
});

describe('My Reports', () => {
  it("shows the member's own reports with status, and nobody else's", async () => {
    const me = await t.signedIn();
    const other = await t.signedIn();
    const [id] = await seedProfiles(t, [
      {
        firstName: 'Jo',
        reports: [
          { rating: 5, approved: true, authorId: me.user.id, title: 'Mine approved' },
          { rating: 2, approved: false, authorId: me.user.id, title: 'Mine rejected' },
          { rating: 3, approved: null, authorId: other.user.id, title: 'Theirs' },
        ],
      },
    ]);
    const mine = await me.rest('GET', '/api/reviews/my');
    expect(mine.body.map((r: { title: string; status: string }) => [r.title, r.status]).sort()).toEqual([
      ['Mine approved', 'approved'],
      ['Mine rejected', 'rejected'],
    ]);
    expect(mine.body[0].profileId).toBe(String(id));
    const gql = await other.gql('{ myReports { title status } }');
    expect(gql.body.data.myReports).toEqual([{ title: 'Theirs', status: 'PENDING' }]);
  });
});

describe('posting limit', () => {
  it('lets a member post a limited number of reports and people per hour, then answers 429 with Retry-After', async () => {
    const limited = await startTestServer({ POSTS_PER_HOUR: '2' });
    try {
      const [id] = await seedProfiles(limited, [{ firstName: 'Vera' }]);
      const c = await limited.signedIn();
      expect((await c.rest('POST', `/api/profiles/${id}/reports`, valid)).status).toBe(201);
      expect((await c.rest('POST', '/api/profiles', { firstName: 'Wendy', category: 'friends', confirmAdult: true })).status).toBe(201);
      const third = await c.rest('POST', `/api/profiles/${id}/reports`, valid);
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/^You have posted a lot in the last hour\. Please try again in \d+ minutes?\.$/);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await limited.sql<{ n: number }>('select count(*)::int as n from reports'))[0].n).toBe(1);
      // Invalid input does not use up the budget.
      const other = await limited.signedIn();
      for (let i = 0; i < 3; i++) expect((await other.rest('POST', `/api/profiles/${id}/reports`, { ...valid, title: 'x' })).status).toBe(400);
      expect((await other.rest('POST', `/api/profiles/${id}/reports`, valid)).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
