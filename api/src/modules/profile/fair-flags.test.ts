import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../test/test-server.js';
import { seedProfiles } from '../../../test/factories.js';
import { submitConfirmedRemoval } from '../../../test/removal-kit.js';
import { Role } from '../user/user.entity.js';

/*
 * Fair flags (SAFETY 16, issue 10 item 2): the flag and the banner colour show only once approved reports come from
 * at least FLAG_MIN_REPORTERS (2 by default) distinct members; below that the flag is NEUTRAL and `flagShown` false,
 * in every read (profile, browse, REST), and the stored columns follow every moderation change.
 */

let t: TestServer;
let admin: Awaited<ReturnType<TestServer['signedIn']>>;
let first: Awaited<ReturnType<TestServer['signedIn']>>;
let second: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signedIn({ role: Role.ADMIN });
  first = await t.signedIn();
  second = await t.signedIn();
});
afterAll(() => t.close());

const negative = { reportType: 'negative', title: 'Not great at all', content: 'She cancelled three times and then was rude about it.', category: 'dating' };

/** A member's negative report, approved by the admin; answers its id. */
async function approvedReport(member: typeof first, profileId: number): Promise<string> {
  const posted = await member.rest('POST', `/api/profiles/${profileId}/reports`, negative);
  expect(posted.status).toBe(201);
  expect((await admin.rest('POST', `/api/admin/reports/${posted.body.id}/approve`)).status).toBe(200);
  return posted.body.id as string;
}

const PROFILE = 'query($id: ID!) { profile(id: $id) { flagStatus flagShown reviewCount averageRating } }';
const BROWSE = 'query($search: String) { profiles(filter: { search: $search }) { items { id flagStatus flagShown reviewCount } } }';

/** The flag as every read shows it: GraphQL profile, GraphQL browse, REST profile, and the stored columns. */
async function flagOf(profileId: number, name: string) {
  const gql = (await t.client().gql(PROFILE, { id: String(profileId) })).body.data.profile;
  const browse = (await t.client().gql(BROWSE, { search: name })).body.data.profiles.items as { id: string; flagStatus: string; flagShown: boolean }[];
  const rest = (await t.client().rest('GET', `/api/profiles/${profileId}`)).body;
  const [row] = await t.sql<{ reporter_count: number; flag_shown: boolean; flag_status: string }>(
    'select reporter_count, flag_shown, flag_status from profiles where id = $1',
    [profileId],
  );
  const listed = browse.find((p) => p.id === String(profileId));
  expect({ flagStatus: listed?.flagStatus, flagShown: listed?.flagShown }).toEqual({ flagStatus: gql.flagStatus, flagShown: gql.flagShown });
  expect({ flagStatus: rest.flagStatus, flagShown: rest.flagShown }).toEqual({ flagStatus: gql.flagStatus.toLowerCase(), flagShown: gql.flagShown });
  expect({ flag_shown: row.flag_shown, flag_status: row.flag_status }).toEqual({ flag_shown: gql.flagShown, flag_status: rest.flagStatus });
  return {
    flagStatus: gql.flagStatus,
    flagShown: gql.flagShown,
    reviewCount: gql.reviewCount,
    averageRating: gql.averageRating,
    reporters: row.reporter_count,
  };
}

describe('fair flags', () => {
  it('three approved reports from one member show no flag; a second member brings it; rejecting or deleting hers takes it away', async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Fairflag', lastName: 'Alpha' }]);
    expect(await flagOf(profileId, 'Fairflag Alpha')).toEqual({ flagStatus: 'NEUTRAL', flagShown: false, reviewCount: 0, averageRating: null, reporters: 0 });

    for (let i = 0; i < 3; i += 1) await approvedReport(first, profileId);
    expect(await flagOf(profileId, 'Fairflag Alpha')).toEqual({ flagStatus: 'NEUTRAL', flagShown: false, reviewCount: 3, averageRating: '1.00', reporters: 1 });

    const hers = await approvedReport(second, profileId);
    expect(await flagOf(profileId, 'Fairflag Alpha')).toEqual({ flagStatus: 'RED', flagShown: true, reviewCount: 4, averageRating: '1.00', reporters: 2 });

    const rejected = await admin.rest('POST', `/api/admin/reports/${hers}/reject`, { reason: 'defamation' });
    expect(rejected.status).toBe(200);
    expect(await flagOf(profileId, 'Fairflag Alpha')).toEqual({ flagStatus: 'NEUTRAL', flagShown: false, reviewCount: 3, averageRating: '1.00', reporters: 1 });

    const again = await approvedReport(second, profileId);
    expect(await flagOf(profileId, 'Fairflag Alpha')).toMatchObject({ flagStatus: 'RED', flagShown: true, reporters: 2 });
    expect((await admin.rest('DELETE', `/api/admin/reports/${again}`, { reason: 'other' })).status).toBe(200);
    expect(await flagOf(profileId, 'Fairflag Alpha')).toEqual({ flagStatus: 'NEUTRAL', flagShown: false, reviewCount: 3, averageRating: '1.00', reporters: 1 });
  });

  it('pending reports and reports hidden by a removal request do not count as reporters', async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Fairflag', lastName: 'Beta' }]);
    await approvedReport(first, profileId);
    const hers = await approvedReport(second, profileId);
    expect(await flagOf(profileId, 'Fairflag Beta')).toMatchObject({ flagStatus: 'RED', flagShown: true, reporters: 2 });

    const pending = await t.signedIn();
    expect((await pending.rest('POST', `/api/profiles/${profileId}/reports`, negative)).status).toBe(201);
    expect(await flagOf(profileId, 'Fairflag Beta')).toMatchObject({ reporters: 2 });

    // Submitted and confirmed through the e-mailed link, as its sender does (a request hides only once confirmed).
    const request = await submitConfirmedRemoval(t, t.client(), {
      targetType: 'report',
      targetId: hers,
      reason: 'minor',
      explanation: 'This report is about a person who is under eighteen years old.',
      contactEmail: 'someone@example.com',
      goodFaith: true,
    });
    expect(request.body.contentHidden).toBe(true);
    expect(await flagOf(profileId, 'Fairflag Beta')).toEqual({ flagStatus: 'NEUTRAL', flagShown: false, reviewCount: 1, averageRating: '1.00', reporters: 1 });
  });

  it('a green flag also waits for a second member', async () => {
    const positive = { ...negative, reportType: 'positive', title: 'Lovely person', content: 'Kind, funny and thoughtful the whole evening long.' };
    const [profileId] = await seedProfiles(t, [{ firstName: 'Fairflag', lastName: 'Gamma' }]);
    for (const member of [first, second]) {
      const posted = await member.rest('POST', `/api/profiles/${profileId}/reports`, positive);
      await admin.rest('POST', `/api/admin/reports/${posted.body.id}/approve`);
      const flag = await flagOf(profileId, 'Fairflag Gamma');
      expect({ flagStatus: flag.flagStatus, flagShown: flag.flagShown }).toEqual(
        member === first ? { flagStatus: 'NEUTRAL', flagShown: false } : { flagStatus: 'GREEN', flagShown: true },
      );
    }
  });

  // Last: it rolls the migrations back and forth under the running app.
  it('the migration backfills the distinct reporters and the flag of existing profiles', async () => {
    const report = (member: typeof first) => ({ rating: 1, approved: true, authorId: member.user.id });
    const [alone, pair] = await seedProfiles(t, [
      { firstName: 'Backfill', lastName: 'Alone', reports: [report(first), report(first), { rating: 1, approved: false, authorId: second.user.id }] },
      { firstName: 'Backfill', lastName: 'Pair', reports: [report(first), report(second)] },
    ]);
    await t.orm.migrator.down({ migrations: ['Migration20261125161000', 'Migration20261125160000'] });
    // As the code before fair flags stored them: red from the rating alone.
    await t.sql("update profiles set flag_status = 'red' where id = any($1)", [[alone, pair]]);
    await t.orm.migrator.up();
    expect(await t.sql('select id, reporter_count, flag_shown, flag_status from profiles where id = any($1) order by id', [[alone, pair]])).toEqual([
      { id: alone, reporter_count: 1, flag_shown: false, flag_status: 'neutral' },
      { id: pair, reporter_count: 2, flag_shown: true, flag_status: 'red' },
    ]);
  });
});
