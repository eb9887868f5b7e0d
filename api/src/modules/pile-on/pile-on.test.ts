import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, type TestServer } from '../../../test/test-server.js';
import { seedProfiles } from '../../../test/factories.js';
import { Role } from '../user/user.entity.js';
import { REPORTS_PAUSED } from '../../policies/can.js';

type Member = Awaited<ReturnType<TestServer['signedIn']>>;

// Thresholds below the defaults (5 reports, 2 from new accounts): the configuration is what decides.
let t: TestServer;
let admin: Member;
beforeAll(async () => {
  t = await startTestServer({
    PILE_ON_MAX_REPORTS: '3',
    PILE_ON_MAX_NEW_ACCOUNT_REPORTS: '1',
    PILE_ON_NEW_ACCOUNT_DAYS: '7',
    PILE_ON_PAUSE_HOURS: '48',
    FLAG_TRUST_MIN_ACCOUNT_DAYS: '7',
  });
  admin = await t.signedIn({ role: Role.ADMIN });
});
afterAll(() => t.close());

/**
 * Members signed in, each with a verified mobile number; `old` ones have accounts 30 days old (above the trust floor:
 * a pause does not stop them), the others are new (younger than 7 days: a pause stops them).
 */
async function members(n: number, old: boolean): Promise<Member[]> {
  const list: Member[] = [];
  for (let i = 0; i < n; i++) list.push(await t.signedIn(old ? { accountAgeDays: 30 } : {}));
  return list;
}

/** A published profile whose one report is long past the window. */
const profile = async (firstName: string) =>
  (await seedProfiles(t, [{ firstName, lastName: 'Piled', reports: [{ rating: 4, approved: true, createdAt: '2020-01-01T00:00:00Z' }] }]))[0];
const body = (i: number) => ({
  reportType: 'negative',
  title: `Report number ${i}`,
  content: 'A detailed account of what happened when we met.',
  category: 'dating',
});
const post = (m: Member, profileId: number, i = 0) => m.rest('POST', `/api/profiles/${profileId}/reports`, body(i));
const reportCount = async (profileId: number) => (await t.sql<{ n: number }>('select count(*)::int as n from reports where profile_id = $1', [profileId]))[0].n;
const paused = async (client: { gql: Member['gql'] }, profileId: number) =>
  (await client.gql('query($id: ID!) { profile(id: $id) { reportsPaused } }', { id: String(profileId) })).body.data.profile.reportsPaused as boolean;
const PAUSES = '{ adminReportPauses { id profileId profileName trigger reportCount newAccountReportCount pendingReportCount startedAt endsAt liftedAt } }';
const pauseOf = async (profileId: number) =>
  ((await admin.gql(PAUSES)).body.data.adminReportPauses as { profileId: string; [k: string]: unknown }[]).find((p) => p.profileId === String(profileId));
const audit = (action: string, profileId: number) =>
  t.sql<{ actor_id: string | null; actor_label: string; note: string | null; metadata: Record<string, unknown> }>(
    'select actor_id, actor_label, note, metadata from audit_log where action = $1 and target_id = $2 order by created_at',
    [action, String(profileId)],
  );
const LIFT = 'mutation($id: ID!, $note: String) { liftReportPause(profileId: $id, note: $note) { profileId liftedAt } }';
const EXTEND = 'mutation($id: ID!, $hours: Int!) { extendReportPause(profileId: $id, input: { hours: $hours }) { profileId endsAt } }';

describe('pile-on protection', () => {
  it('pauses new reports once more than PILE_ON_MAX_REPORTS members report within the window: the crossing report is accepted, later ones refused', async () => {
    const id = await profile('Ursa');
    // Four established members, then two new accounts (a pause stops accounts below the trust floor only).
    const crowd = [...(await members(4, true)), ...(await members(2, false))];
    for (let i = 0; i < 3; i++) expect((await post(crowd[i], id, i)).status).toBe(201);
    expect(await paused(t.client(), id)).toBe(false);
    expect(await pauseOf(id)).toBeUndefined();

    // The fourth report crosses 3: it is accepted, and pauses further ones in its own transaction.
    expect((await post(crowd[3], id, 3)).status).toBe(201);
    expect(await reportCount(id)).toBe(5);
    const refused = await post(crowd[4], id, 4);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: REPORTS_PAUSED });
    const viaGql = await crowd[5].gql('mutation($id: ID!, $i: CreateReportInput!) { createReport(profileId: $id, input: $i) { id } }', {
      id: String(id),
      i: { reportType: 'NEGATIVE', title: 'Through GraphQL', content: 'A detailed account of what happened when we met.', category: 'DATING' },
    });
    expect(gqlError(viaGql.body)).toEqual({ code: 'CONFLICT', message: REPORTS_PAUSED });
    expect(await reportCount(id)).toBe(5);
    // A trusted member is still heard: her report reaches the moderators' queue (pending, like every report).
    const [trusted] = await members(1, true);
    expect((await post(trusted, id, 9)).status).toBe(201);
    expect(await reportCount(id)).toBe(6);
    await t.sql('delete from reports where profile_id = $1 and author_id = $2', [id, trusted.user.id]);

    // Everyone sees the notice on the profile page; admins get the alert with its counts; the pause is audited as automatic.
    expect(await paused(t.client(), id)).toBe(true);
    expect(await paused(crowd[0], id)).toBe(true);
    expect(await pauseOf(id)).toMatchObject({
      profileName: 'Ursa Piled',
      trigger: 'VOLUME',
      reportCount: 4,
      newAccountReportCount: 0,
      pendingReportCount: 4,
      liftedAt: null,
    });
    const [entry] = await audit('reports.pause', id);
    expect(entry).toMatchObject({ actor_id: null, actor_label: 'system', metadata: { automatic: true, trigger: 'volume', reports: 4 } });
    expect(entry.note).toContain('new reports from 4 members within 24 hours');
  });

  it('an admin lifts the pause: reports are accepted again and the reports before it do not count towards the next one', async () => {
    const id = await profile('Vesna');
    const [a, b, c, d, young, e] = [...(await members(4, true)), ...(await members(1, false)), ...(await members(1, true))];
    const crowd = [a, b, c, d, young, e];
    for (let i = 0; i < 4; i++) expect((await post(crowd[i], id, i)).status).toBe(201);
    expect((await post(crowd[4], id)).status).toBe(409);

    const byMember = await crowd[0].gql(LIFT, { id: String(id) });
    expect(gqlError(byMember.body)?.code).toBe('FORBIDDEN');
    expect(await paused(t.client(), id)).toBe(true);

    const lifted = await admin.gql(LIFT, { id: String(id), note: 'Checked: ordinary interest.' });
    expect(lifted.body.errors).toBeUndefined();
    expect(lifted.body.data.liftReportPause.liftedAt).not.toBeNull();
    expect(await paused(t.client(), id)).toBe(false);
    expect(await pauseOf(id)).toBeUndefined();
    expect(await audit('reports.pause_lift', id)).toEqual([
      expect.objectContaining({ actor_id: admin.user.id, note: 'Checked: ordinary interest.', metadata: expect.objectContaining({ automatic: false }) }),
    ]);

    expect((await post(crowd[4], id, 4)).status).toBe(201);
    expect((await post(crowd[5], id, 5)).status).toBe(201);
    expect(await paused(t.client(), id)).toBe(false);
    // Lifting again: nothing is paused.
    expect(gqlError((await admin.gql(LIFT, { id: String(id) })).body)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'New reports on this profile are not paused.',
    });
  });

  it('pauses on reports from new accounts (PILE_ON_MAX_NEW_ACCOUNT_REPORTS), whatever the old ones; one member reporting often is no pile-on', async () => {
    const id = await profile('Wren');
    const [old] = await members(1, true);
    const young = await members(3, false);
    // One member's reports count once: four from her cross no threshold.
    for (let i = 0; i < 4; i++) expect((await post(old, id, i)).status).toBe(201);
    expect(await paused(t.client(), id)).toBe(false);
    expect((await post(young[0], id)).status).toBe(201);
    expect(await paused(t.client(), id)).toBe(false);
    // The second report from a new account crosses 1 (three reports in all: under the volume threshold).
    expect((await post(young[1], id)).status).toBe(201);
    expect(await paused(t.client(), id)).toBe(true);
    expect((await post(young[2], id)).status).toBe(409);
    expect(await pauseOf(id)).toMatchObject({ trigger: 'NEW_ACCOUNTS', reportCount: 3, newAccountReportCount: 2, pendingReportCount: 6 });
  });

  it('an admin extends the pause from its end; bad hours change nothing; an expired pause lets reports in', async () => {
    const id = await profile('Xia');
    const young = await members(3, false);
    for (const m of young.slice(0, 2)) expect((await post(m, id)).status).toBe(201);
    const before = (await pauseOf(id))!.endsAt as string;
    expect(Date.parse(before) - Date.now()).toBeGreaterThan(47 * 3_600_000);

    for (const hours of [0, 721]) {
      const bad = await admin.gql(EXTEND, { id: String(id), hours });
      expect(gqlError(bad.body)?.code).toBe('BAD_USER_INPUT');
    }
    expect((await pauseOf(id))!.endsAt).toBe(before);
    expect(await audit('reports.pause_extend', id)).toEqual([]);

    const extended = await admin.gql(EXTEND, { id: String(id), hours: 24 });
    expect(extended.body.errors).toBeUndefined();
    expect(Date.parse(extended.body.data.extendReportPause.endsAt) - Date.parse(before)).toBe(24 * 3_600_000);
    expect((await pauseOf(id))!.endsAt).toBe(extended.body.data.extendReportPause.endsAt);
    expect(await audit('reports.pause_extend', id)).toEqual([
      expect.objectContaining({ actor_id: admin.user.id, metadata: expect.objectContaining({ hours: 24 }) }),
    ]);
    expect((await post(young[2], id)).status).toBe(409);

    // A pause ends by itself at its end; the reports before it do not start the next one.
    await t.sql('update report_pauses set ends_at = now() where profile_id = $1', [id]);
    expect(await paused(t.client(), id)).toBe(false);
    expect((await post(young[2], id)).status).toBe(201);
    expect(await paused(t.client(), id)).toBe(false);
  });
});
