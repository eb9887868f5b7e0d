import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, type TestServer } from '../../../test/test-server.js';
import { QUARTER_FORMAT } from './transparency.inputs.js';
import { ID_DELETION_DEADLINE_SECONDS } from './transparency.service.js';

let t: TestServer;
const names: string[] = [];

const Q = (iso: string) => new Date(iso);
const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;
// The last instant of 2025-Q3 and the first of 2025-Q4: every table gets one row on each side of the boundary.
const Q3_LAST = '2025-09-30T23:59:59.999Z';
const Q4_FIRST = '2025-10-01T00:00:00.000Z';

let profileId: number;
let members: string[];
let entry = 0;

async function report(createdAt: string): Promise<number> {
  const [r] = await t.sql<{ id: number }>(
    "insert into reports (profile_id, report_type, title, content, category, rating, created_at) values ($1, 'neutral', 'Seeded report title', 'A seeded report long enough.', 'friends', 3, $2) returning id",
    [profileId, createdAt],
  );
  return r.id;
}

async function audit(action: string, at: string, targetId: string | number = 1): Promise<void> {
  await t.sql(
    "insert into audit_log (actor_label, action, target_type, target_id, target_label, created_at) values ('Moderator Jane', $1, 'report', $2, 'Report about Carla Seeded', $3)",
    [action, String(targetId), at],
  );
}

async function decision(kind: string, subjectType: string, reason: string, at: string, reversedAt: string | null = null): Promise<string> {
  entry += 1;
  const [d] = await t.sql<{ id: string }>(
    `insert into decisions (id, kind, subject_type, subject_id, subject_label, affected_user_id, reason_code, text, decided_at, audit_entry_id, appealable_until, reversed_at)
     values (gen_random_uuid(), $1, $2, '1', 'Profile of Carla Seeded', $3, $4, 'Because.', $5, $6, $5::timestamptz + interval '6 months', $7) returning id`,
    [kind, subjectType, members[0], reason, at, entry, reversedAt],
  );
  return d.id;
}

async function removalRequest(reason: string, status: string, createdAt: string, decidedAt: string | null): Promise<void> {
  await t.sql(
    `insert into removal_requests (id, target_type, target_id, target_label, reason, explanation, contact_email, status, created_at, decided_at)
     values (gen_random_uuid(), 'profile', $1, 'Carla Seeded', $2, 'Please remove this.', 'requester.person@example.com', $3, $4, $5)`,
    [profileId, reason, status, createdAt, decidedAt],
  );
}

async function flagCase(status: string, flags: { reason: string; at: string }[]): Promise<void> {
  const [p] = await t.sql<{ id: number }>("insert into profiles (first_name, display_name, category) values ('Dana', 'Dana Flagged', 'friends') returning id");
  const [c] = await t.sql<{ id: string }>("insert into flag_cases (target_type, profile_id, status, flag_count) values ('profile', $1, $2, $3) returning id", [
    p.id,
    status,
    flags.length,
  ]);
  for (const [i, f] of flags.entries()) {
    await t.sql('insert into flags (case_id, profile_id, flagger_id, reason, created_at) values ($1, $2, $3, $4, $5)', [
      c.id,
      p.id,
      members[i],
      f.reason,
      f.at,
    ]);
  }
}

async function appeal(decisionId: string, status: string, createdAt: string, decidedAt: string | null): Promise<void> {
  await t.sql(
    "insert into appeals (id, decision_id, appellant_id, text, status, created_at, decided_at) values (gen_random_uuid(), $1, $2, 'Please look again at this.', $3, $4, $5)",
    [decisionId, members[1], status, createdAt, decidedAt],
  );
}

async function idDocument(submittedAt: string, deletedAfterMs: number | null): Promise<void> {
  const deletedAt = deletedAfterMs === null ? null : new Date(Q(submittedAt).getTime() + deletedAfterMs);
  await t.sql(
    "insert into id_verifications (id, user_id, id_type, status, submitted_at, documents_deleted_at) values (gen_random_uuid(), $1, 'passport', $2, $3, $4)",
    [members[2], deletedAt ? 'approved' : 'pending', submittedAt, deletedAt],
  );
}

const REPORT = `query($q: String) { transparencyReport(quarter: $q) {
  quarter startsAt endsAt final computedAt hasActivity availableQuarters
  reports { received approved rejected rejectedByReason { reason count } }
  removed { profiles profilesByReason { reason count } images imagesByReason { reason count } }
  removalRequests { received byReasonAndOutcome { reason outcome count } decided medianHoursToDecision }
  flags { received byReasonAndOutcome { reason outcome count } }
  appeals { received upheld rejected decisionsReversed }
  sanctions { kind count }
  idDocuments { due deletedOnTime onTimeShare } } }`;

const viaGraphql = async (quarter?: string) => {
  const res = await t.client().gql(REPORT, { q: quarter });
  expect(gqlError(res.body)).toBeNull();
  return res.body.data.transparencyReport;
};

beforeAll(async () => {
  t = await startTestServer();
  const signed = await Promise.all([t.signedIn(), t.signedIn(), t.signedIn()]);
  members = signed.map((m) => m.user.id);
  names.push(...signed.flatMap((m) => [m.user.username, m.user.email]), 'Carla', 'Seeded', 'Dana', 'Moderator Jane', 'requester.person');
  [{ id: profileId }] = await t.sql<{ id: number }>(
    "insert into profiles (first_name, last_name, display_name, category) values ('Carla', 'Seeded', 'Carla Seeded', 'friends') returning id",
  );

  // Reports received: 3 in Q3 (one at its last instant), 1 in Q4 (at its first).
  await report('2025-07-02T10:00:00Z');
  await report('2025-08-15T10:00:00Z');
  await report(Q3_LAST);
  await report(Q4_FIRST);
  // Approvals: 2 in Q3, 1 in Q4.
  await audit('report.approve', '2025-07-03T10:00:00Z');
  await audit('report.approve', Q3_LAST);
  await audit('report.approve', Q4_FIRST);
  await audit('report.edit', '2025-08-01T10:00:00Z');

  // Rejections: harassment x2 and spam in Q3, other in Q4.
  await decision('report.reject', 'report', 'harassment', '2025-07-05T10:00:00Z');
  await decision('report.reject', 'report', 'harassment', '2025-08-05T10:00:00Z');
  await decision('report.reject', 'report', 'spam', Q3_LAST);
  await decision('report.reject', 'report', 'other', Q4_FIRST);
  // Removals in Q3: a profile deleted (personal information), one removed after flags (harassment), a photo (intimate
  // image); a report removed after flags is not a profile; a profile deleted in Q4.
  await decision('profile.delete', 'profile', 'personal_information', '2025-07-06T10:00:00Z');
  await decision('flags.uphold', 'profile', 'harassment', '2025-07-07T10:00:00Z');
  await decision('flags.uphold', 'report', 'harassment', '2025-07-08T10:00:00Z');
  await decision('image.reject', 'image', 'intimate_image', Q3_LAST);
  await decision('profile.delete', 'profile', 'defamation', Q4_FIRST);
  // Sanctions by kind: two bans and a suspension (a kind this module does not know) in Q3, a warning in Q4.
  const ban = await decision('user.ban', 'user', 'harassment', '2025-07-09T10:00:00Z', '2025-08-20T10:00:00Z');
  await decision('user.ban', 'user', 'spam', '2025-07-10T10:00:00Z');
  const suspension = await decision('user.suspend', 'user', 'harassment', Q3_LAST);
  await decision('user.warn', 'user', 'spam', Q4_FIRST);

  // Removal requests received in Q3: decided after 2 h, 10 h (both in Q3) and 30 h (in Q4), and one still pending.
  await removalRequest('harassment', 'upheld', '2025-07-01T00:00:00Z', '2025-07-01T02:00:00Z');
  await removalRequest('harassment', 'dismissed', '2025-08-01T00:00:00Z', '2025-08-01T10:00:00Z');
  await removalRequest('minor', 'pending', '2025-09-01T00:00:00Z', null);
  await removalRequest('other', 'upheld', '2025-09-30T00:00:00Z', '2025-10-01T06:00:00Z');

  // Flags: 2 harassment on an upheld case and a spam one on a dismissed case in Q3; a minor one in Q4 still pending.
  await flagCase('upheld', [
    { reason: 'harassment', at: '2025-07-01T00:00:00Z' },
    { reason: 'harassment', at: Q3_LAST },
  ]);
  await flagCase('dismissed', [{ reason: 'spam', at: '2025-08-01T00:00:00Z' }]);
  await flagCase('pending', [{ reason: 'minor', at: Q4_FIRST }]);

  // Appeals: 2 received in Q3, one upheld in Q3 (its decision reversed in Q3), one rejected in Q4.
  await appeal(ban, 'upheld', '2025-08-10T00:00:00Z', '2025-08-20T10:00:00Z');
  await appeal(suspension, 'rejected', Q3_LAST, '2025-10-02T00:00:00Z');

  // ID documents. Q3: deleted after a day; deleted 30 min into the purge's hour (on time); deleted after 31 days
  // (late); never deleted although due in Q3 (late). Q4: never deleted, due in Q4 (late); deleted in Q4 on time.
  await idDocument('2025-07-01T00:00:00Z', DAY);
  await idDocument('2025-07-10T00:00:00Z', 30 * DAY + HOUR / 2);
  await idDocument('2025-08-01T00:00:00Z', 31 * DAY);
  await idDocument('2025-08-20T00:00:00Z', null);
  await idDocument('2025-09-15T00:00:00Z', null);
  await idDocument('2025-09-20T00:00:00Z', 15 * DAY);
});
afterAll(() => t.close());

describe('transparency report (issue 10 item 9)', () => {
  it('counts every figure of 2025-Q3 from the seeded history, each side of the quarter boundary', async () => {
    const r = await viaGraphql('2025-Q3');
    expect(r).toMatchObject({ quarter: '2025-Q3', startsAt: '2025-07-01T00:00:00.000Z', endsAt: '2025-10-01T00:00:00.000Z', final: true, hasActivity: true });
    expect(r.reports).toEqual({
      received: 3,
      approved: 2,
      rejected: 3,
      rejectedByReason: [
        { reason: 'harassment', count: 2 },
        { reason: 'spam', count: 1 },
      ],
    });
    expect(r.removed).toEqual({
      profiles: 2,
      profilesByReason: [
        { reason: 'harassment', count: 1 },
        { reason: 'personal_information', count: 1 },
      ],
      images: 1,
      imagesByReason: [{ reason: 'intimate_image', count: 1 }],
    });
    expect(r.removalRequests).toEqual({
      received: 4,
      byReasonAndOutcome: [
        { reason: 'harassment', outcome: 'dismissed', count: 1 },
        { reason: 'harassment', outcome: 'upheld', count: 1 },
        { reason: 'minor', outcome: 'pending', count: 1 },
        { reason: 'other', outcome: 'upheld', count: 1 },
      ],
      decided: 2,
      medianHoursToDecision: 6,
    });
    expect(r.flags).toEqual({
      received: 3,
      byReasonAndOutcome: [
        { reason: 'harassment', outcome: 'upheld', count: 2 },
        { reason: 'spam', outcome: 'dismissed', count: 1 },
      ],
    });
    expect(r.appeals).toEqual({ received: 2, upheld: 1, rejected: 0, decisionsReversed: 1 });
    expect(r.sanctions).toEqual([
      { kind: 'user.ban', count: 2 },
      { kind: 'user.suspend', count: 1 },
    ]);
    expect(r.idDocuments).toEqual({ due: 4, deletedOnTime: 2, onTimeShare: 0.5 });
  });

  it('counts 2025-Q4 apart: what happened at its first instant, the decision after 30 h and the late ID document', async () => {
    const r = await viaGraphql('2025-Q4');
    expect(r.reports).toEqual({ received: 1, approved: 1, rejected: 1, rejectedByReason: [{ reason: 'other', count: 1 }] });
    expect(r.removed).toEqual({ profiles: 1, profilesByReason: [{ reason: 'defamation', count: 1 }], images: 0, imagesByReason: [] });
    expect(r.removalRequests).toEqual({ received: 0, byReasonAndOutcome: [], decided: 1, medianHoursToDecision: 30 });
    expect(r.flags).toEqual({ received: 1, byReasonAndOutcome: [{ reason: 'minor', outcome: 'pending', count: 1 }] });
    expect(r.appeals).toEqual({ received: 0, upheld: 0, rejected: 1, decisionsReversed: 0 });
    expect(r.sanctions).toEqual([{ kind: 'user.warn', count: 1 }]);
    expect(r.idDocuments).toEqual({ due: 2, deletedOnTime: 1, onTimeShare: 0.5 });
  });

  it('takes the ID deadline from the verification module: 30 days plus the hour of its hourly purge', () => {
    expect(ID_DELETION_DEADLINE_SECONDS).toBe(30 * 24 * 3600 + 3600);
  });

  it('answers a quarter without activity with zeros and hasActivity false', async () => {
    const r = await viaGraphql('2026-Q1');
    expect(r).toMatchObject({ hasActivity: false, sanctions: [], idDocuments: { due: 0, deletedOnTime: 0, onTimeShare: null } });
    expect(r.reports.received + r.removalRequests.received + r.flags.received + r.appeals.received).toBe(0);
    expect(r.removalRequests.medianHoursToDecision).toBeNull();
  });

  it('lists the quarters from the first activity to the current one and defaults to the current one', async () => {
    const now = new Date();
    const current = `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
    const r = await viaGraphql();
    expect(r.quarter).toBe(current);
    expect(r.final).toBe(false);
    expect(r.availableQuarters[0]).toBe(current);
    expect(r.availableQuarters.at(-1)).toBe('2025-Q3');
    expect(r.availableQuarters).toContain('2025-Q4');
  });

  it('serves the same figures over REST, with no names, usernames or e-mail addresses', async () => {
    const res = await t.client().rest('GET', '/api/transparency?quarter=2025-Q3');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ quarter: '2025-Q3', reports: { received: 3 }, idDocuments: { onTimeShare: 0.5 } });
    const text = JSON.stringify(res.body) + JSON.stringify(await viaGraphql('2025-Q3'));
    for (const name of names) expect(text).not.toContain(name);
    expect(text).not.toMatch(/@/);
  });

  it('keeps a finished quarter final, and recomputes the current one only after its cache expires', async () => {
    const before = await viaGraphql('2025-Q3');
    await report('2025-08-20T10:00:00Z');
    expect((await viaGraphql('2025-Q3')).reports.received).toBe(before.reports.received);

    const current = await viaGraphql();
    await report(new Date().toISOString());
    expect((await viaGraphql()).reports.received).toBe(current.reports.received);
    await t.sql("update transparency_reports set expires_at = now() - interval '1 second' where not final");
    expect((await viaGraphql()).reports.received).toBe(current.reports.received + 1);
  });

  it('freezes the quarter that ended last once (the daily job), and only one with activity', async () => {
    const service = t.app.services.transparency;
    await t.sql("delete from transparency_reports where quarter = '2025-Q3'");
    expect(await service.freezeFinishedQuarter(Q('2025-10-01T00:20:00Z'))).toBe(true);
    expect(await t.sql("select quarter, final, expires_at from transparency_reports where quarter = '2025-Q3'")).toEqual([
      { quarter: '2025-Q3', final: true, expires_at: null },
    ]);
    expect(await service.freezeFinishedQuarter(Q('2025-10-02T00:20:00Z'))).toBe(false);
    expect(await service.freezeFinishedQuarter(Q('2025-07-01T00:20:00Z'))).toBe(false);
  });

  it.each([
    ['2025-Q5', QUARTER_FORMAT],
    ['last quarter', QUARTER_FORMAT],
    ['2019-Q1', 'There is no transparency report for 2019-Q1.'],
    ['2099-Q1', 'There is no transparency report for 2099-Q1.'],
  ])('refuses %s with 400 and changes nothing', async (quarter, message) => {
    const cache = await t.sql('select quarter, computed_at from transparency_reports order by quarter');
    const res = await t.client().rest('GET', `/api/transparency?quarter=${encodeURIComponent(quarter)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    const gql = await t.client().gql(REPORT, { q: quarter });
    expect(gqlError(gql.body)?.code).toBe('BAD_USER_INPUT');
    expect(await t.sql('select quarter, computed_at from transparency_reports order by quarter')).toEqual(cache);
  });
});
