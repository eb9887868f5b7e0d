import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { scoreProfile } from './recommendation.service.js';
import { startTestServer, type TestServer } from '../../../test/test-server.js';
import { seedProfiles } from '../../../test/factories.js';

const prefs = { locations: ['Austin, TX'], categories: ['dating'] };
const base = { location: null, category: 'friends', average_rating: null, bio: null, age: null, image_approval_status: null };

describe('recommendation score (SPEC §9)', () => {
  it.each([
    ['nothing in common, already seen', { ...base }, true, 0],
    ['not yet interacted', { ...base }, false, 10],
    ['has another location', { ...base, location: 'Miami, FL' }, true, 10 + 4],
    ['same preferred location', { ...base, location: 'Austin, TX' }, true, 25 + 4],
    ['matching category', { ...base, category: 'dating' }, true, 30],
    ['rating 4.5', { ...base, average_rating: '4.50' }, true, 20],
    ['rating 4.0', { ...base, average_rating: '4.00' }, true, 15],
    ['rating 3.5', { ...base, average_rating: '3.50' }, true, 10],
    ['rating 3.49', { ...base, average_rating: '3.49' }, true, 0],
    ['completeness', { ...base, bio: 'b', age: 30, image_approval_status: 'approved' }, true, 4 + 3 + 4],
    ['pending image does not count', { ...base, image_approval_status: 'pending' }, true, 0],
    [
      'everything, capped at 100',
      { location: 'Austin, TX', category: 'dating', average_rating: '5.00', bio: 'b', age: 30, image_approval_status: 'approved' },
      false,
      100,
    ],
  ])('%s', (_name, profile, interacted, score) => {
    const result = scoreProfile(profile, prefs, interacted);
    expect(result.score).toBe(score);
    expect(result.reasons.length).toBeLessThanOrEqual(3);
  });

  it('gives the strongest reasons first', () => {
    const r = scoreProfile(
      { location: 'Austin, TX', category: 'dating', average_rating: '4.80', bio: 'b', age: 22, image_approval_status: null },
      prefs,
      false,
    );
    expect(r.reasons).toEqual(['Matches your interest in dating', 'In Austin, TX, a location you follow', 'Highly rated (4.8★)']);
  });
});

describe('recommendations for a member', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('derives preferences from viewed profiles and shows at most 5 with score >= 60', async () => {
    const c = await t.signedIn();
    const ids = await seedProfiles(t, [
      { firstName: 'Seen', location: 'Austin, TX', category: 'dating' },
      ...Array.from({ length: 7 }, (_, i) => ({
        firstName: `Good${i}`,
        location: 'Austin, TX',
        category: 'dating' as const,
        bio: 'bio',
        age: 25,
        reports: [{ rating: 5, approved: true }],
      })),
      { firstName: 'Weak', location: 'Miami, FL', category: 'friends' as const },
    ]);
    expect((await c.rest('GET', '/api/profiles/recommendations')).body).toEqual([]);
    await c.gql('mutation($id: ID!) { recordProfileView(profileId: $id) }', { id: String(ids[0]) });
    const res = await c.gql('{ recommendations { score reasons profile { firstName } } }');
    const recs = res.body.data.recommendations;
    expect(recs).toHaveLength(5);
    for (const r of recs) {
      expect(r.score).toBeGreaterThanOrEqual(60);
      expect(r.profile.firstName).toMatch(/^Good/);
      expect(r.reasons.length).toBeLessThanOrEqual(3);
    }
    expect(recs[0].score).toBe(25 + 30 + 20 + 4 + 4 + 3 + 10);
  });
});
