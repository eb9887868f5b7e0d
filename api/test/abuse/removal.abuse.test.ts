import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../test-server.js';
import { seedProfiles } from '../factories.js';
import { emailsTo } from '../outbox.js';
import { removalConfirmToken } from '../removal-kit.js';
import { Role } from '../../src/modules/user/user.entity.js';
import { CONFIRM_LINK_INVALID } from '../../src/modules/removal/removal.service.js';

/**
 * Issue 21 item 3, tried as a takedown service would: the public removal form, from many addresses, with addresses it
 * never reads, about the same report again and again. Real HTTP, distinct loopback source addresses, the product's
 * defaults (REMOVAL_REQUESTS_PER_HOUR 5 per address, REMOVAL_REQUESTS_PER_EMAIL_PER_DAY 5, REMOVAL_REQUESTS_PER_TARGET_PER_DAY
 * 10, AUTO_HIDES_PER_HOUR 30); the figures are printed.
 */
type Member = Awaited<ReturnType<TestServer['signedIn']>>;

let t: TestServer;
let admin: Member;
let author: Member;
const figures: string[] = [];

beforeAll(async () => {
  t = await startTestServer({
    REMOVAL_REQUESTS_PER_HOUR: '5',
    REMOVAL_REQUESTS_PER_EMAIL_PER_DAY: '5',
    REMOVAL_REQUESTS_PER_TARGET_PER_DAY: '10',
    AUTO_HIDES_PER_HOUR: '30',
  });
  admin = await t.signedIn({ role: Role.ADMIN });
  author = await t.signedIn();
});
afterAll(async () => {
  console.log(['Removal request abuse (issue 21), product defaults:', ...figures.map((f) => `  ${f}`)].join('\n'));
  await t.close();
});

const EXPLANATION = 'This post is about me and I want it taken down now.';
let seq = 0;
const inbox = () => `takedown${++seq}@example.net`;

async function publishedReport(name: string): Promise<{ profileId: number; reportId: number }> {
  const [profileId] = await seedProfiles(t, [
    { firstName: name, lastName: 'Reported', reports: [{ rating: 1, approved: true, authorId: author.user.id, title: `About ${name}` }] },
  ]);
  const [r] = await t.sql<{ id: number }>('select id from reports where profile_id = $1', [profileId]);
  return { profileId, reportId: r.id };
}
const reportHidden = async (id: number) => (await t.sql<{ h: boolean }>('select hidden_at is not null as h from reports where id = $1', [id]))[0].h;
const ask = (address: string, reportId: number, contactEmail: string, reason = 'minor') =>
  t
    .clientFrom(address)
    .rest('POST', '/api/removal-requests', { targetType: 'report', targetId: reportId, reason, explanation: EXPLANATION, contactEmail, goodFaith: true });

describe('removal requests from people who want a report gone', () => {
  it('a stranger with no account hides nothing until she confirms a working inbox', async () => {
    const targets = await Promise.all(Array.from({ length: 10 }, (_, i) => publishedReport(`Stranger${i}`)));
    let hidden = 0;
    for (const [i, r] of targets.entries()) {
      const res = await ask(`127.0.3.${i + 2}`, r.reportId, `nobody-reads-this${i}@example.net`, i % 2 ? 'minor' : 'intimate_image');
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ contentHidden: false, confirmationSent: true });
      if (await reportHidden(r.reportId)) hidden++;
    }
    expect(hidden).toBe(0);
    // A wrong or made-up token confirms nothing.
    const bad = await t.client().rest('POST', '/api/removal-requests/confirm', { token: 'x'.repeat(43) });
    expect(bad).toMatchObject({ status: 400, body: expect.objectContaining({ message: CONFIRM_LINK_INVALID }) });
    figures.push(`reports 10 unconfirmed 'minor'/'intimate image' requests from 10 addresses hid: ${hidden} (before: 10, at once)`);
  });

  it('a genuine request hides within the confirmation: audited as automatic, the author told with reasons she may appeal; dismissing brings it back', async () => {
    const r = await publishedReport('Genuine');
    const contact = inbox();
    const sent = await ask('127.0.4.2', r.reportId, contact);
    expect(sent.status).toBe(201);
    const started = Date.now();
    const confirmed = await t.client().rest('POST', '/api/removal-requests/confirm', { token: removalConfirmToken(t, contact) });
    expect(confirmed).toMatchObject({ status: 200, body: { id: sent.body.id, contentHidden: true } });
    const ms = Date.now() - started;
    expect(await reportHidden(r.reportId)).toBe(true);
    // The link works once.
    expect((await t.client().rest('POST', '/api/removal-requests/confirm', { token: removalConfirmToken(t, contact) })).status).toBe(400);
    const [audit] = await t.sql<{ actor_label: string; metadata: { automatic: boolean } }>(
      "select actor_label, metadata from audit_log where action = 'removal.hide' and target_id = $1",
      [String(r.reportId)],
    );
    expect(audit).toMatchObject({ actor_label: 'system', metadata: { automatic: true } });
    const [decision] = await t.sql<{ kind: string; automatic: boolean; affected_user_id: string }>(
      "select kind, automatic, affected_user_id from decisions where subject_type = 'report' and subject_id = $1",
      [String(r.reportId)],
    );
    expect(decision).toEqual({ kind: 'removal.hide', automatic: true, affected_user_id: author.user.id });
    expect(emailsTo(t, author.user.email).at(-1)?.subject).toBe('Your report is hidden for review');
    // Moderators see it confirmed, and the sender's record.
    const list = await admin.gql('{ removalRequests(status: PENDING) { id contactConfirmed senderDismissedCount contentHidden } }');
    expect(list.body.data.removalRequests.find((x: { id: string }) => x.id === sent.body.id)).toEqual({
      id: sent.body.id,
      contactConfirmed: true,
      senderDismissedCount: 0,
      contentHidden: true,
    });
    const dismissed = await admin.rest('POST', `/api/admin/removal-requests/${sent.body.id}/decide`, {
      decision: 'dismiss',
      reason: 'An adult, and an honest account.',
    });
    expect(dismissed.status).toBe(200);
    expect(await reportHidden(r.reportId)).toBe(false);
    figures.push(`a genuine request (confirmed) hides the report within the confirmation request: ${ms} ms after the link is opened`);
  });

  it('the author appeals an automatic hide and a second moderator brings the report back', async () => {
    const r = await publishedReport('Appealed');
    const contact = inbox();
    await ask('127.0.4.3', r.reportId, contact, 'intimate_image');
    await t.client().rest('POST', '/api/removal-requests/confirm', { token: removalConfirmToken(t, contact) });
    expect(await reportHidden(r.reportId)).toBe(true);
    const [decision] = await t.sql<{ id: string }>("select id::text from decisions where kind = 'removal.hide' and subject_id = $1", [String(r.reportId)]);
    const appealed = await author.gql('mutation($i: AppealDecisionInput!) { appealDecision(input: $i) { id } }', {
      i: { decisionId: decision.id, text: 'The report is about an adult and shows no image at all.' },
    });
    expect(appealed.body.errors).toBeUndefined();
    const [appeal] = await t.sql<{ id: string }>('select id::text from appeals where decision_id = $1', [decision.id]);
    const upheld = await admin.gql(
      'mutation($id: ID!) { decideAppeal(appealId: $id, input: { outcome: UPHOLD, reason: "No image and no minor: it stays." }) { id } }',
      {
        id: appeal.id,
      },
    );
    expect(upheld.body.errors).toBeUndefined();
    expect(await reportHidden(r.reportId)).toBe(false);
    expect(await t.sql("select status from removal_requests where target_id = $1 and target_type = 'report'", [r.reportId])).toEqual([{ status: 'dismissed' }]);
  });

  it('limits per address, per inbox and per report; moderators see how often a sender was dismissed', async () => {
    const r = await publishedReport('Limited');
    // One address: 5 an hour.
    const fromOne: number[] = [];
    for (let i = 0; i < 7; i++) fromOne.push((await ask('127.0.5.2', r.reportId, inbox(), 'other')).status);
    expect(fromOne).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // One inbox from many addresses: 5 a day.
    const contact = inbox();
    const oneInbox: number[] = [];
    for (let i = 0; i < 7; i++) oneInbox.push((await ask(`127.0.6.${i + 2}`, (await publishedReport(`Inbox${i}`)).reportId, contact, 'other')).status);
    expect(oneInbox).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // One report from many addresses and inboxes: 10 a day (5 counted above).
    const oneTarget: number[] = [];
    for (let i = 0; i < 7; i++) oneTarget.push((await ask(`127.0.7.${i + 2}`, r.reportId, inbox(), 'other')).status);
    expect(oneTarget).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // Dismissed requests follow their sender.
    const ids = (await t.sql<{ id: string }>('select id from removal_requests where lower(contact_email) = $1 order by created_at', [contact])).map(
      (x) => x.id,
    );
    for (const id of ids.slice(0, 3))
      await admin.rest('POST', `/api/admin/removal-requests/${id}/decide`, { decision: 'dismiss', reason: 'Not about the sender.' });
    const list = await admin.gql('{ removalRequests(status: PENDING) { id senderDismissedCount } }');
    expect(list.body.data.removalRequests.find((x: { id: string }) => x.id === ids[3])).toEqual({ id: ids[3], senderDismissedCount: 3 });
    figures.push('removal requests one address gets per hour: 5; one inbox per day: 5; one report per day from everyone: 10');
  });
});
