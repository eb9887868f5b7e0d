import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from './test-server.js';
import { seedProfiles } from './factories.js';
import { Role, User } from '../src/modules/user/user.entity.js';
import { Report } from '../src/modules/report/report.entity.js';
import { SECOND_FACTOR_REQUIRED, SECOND_FACTOR_STALE } from '../src/auth/second-factor.js';
import type { CommandRunner } from '../src/core/run-command.js';
import { defineCommand, type CommandOutcome, type ModerationContext } from '../src/core/command.js';
import { approveReport } from '../src/modules/report/commands/approve-report.command.js';
import { revealReportAuthor } from '../src/modules/report/commands/reveal-report-author.command.js';
import { rejectReport } from '../src/modules/report/commands/reject-report.command.js';

let t: TestServer;
let runner: CommandRunner;
let adminId: string;
let memberId: string;
let authorId: string;
const deleted: string[] = [];

beforeAll(async () => {
  t = await startTestServer();
  runner = t.app.services.commands.withFiles({ delete: async (key) => void deleted.push(key) });
  adminId = (await t.signedIn({ role: Role.ADMIN })).user.id;
  memberId = (await t.signedIn()).user.id;
  authorId = (await t.signedIn()).user.id;
});
afterAll(() => t.close());

/** A context as a service sees it: a fresh unit of work, the actor loaded outside any request. */
async function as(userId: string, patch: Partial<User> = {}): Promise<ModerationContext> {
  const em = t.orm.em.fork();
  return { em, actor: Object.assign(await em.findOneOrFail(User, userId), patch), ip: '127.0.0.1' };
}

async function pendingReport(firstName: string): Promise<number> {
  const [profileId] = await seedProfiles(t, [{ firstName, reports: [{ rating: 1, approved: null, authorId }] }]);
  const [row] = await t.sql<{ id: number }>('select id from reports where profile_id = $1', [profileId]);
  return row.id;
}

/** What a command could have left behind about a report: its state, the profile's count, audit rows, notifications. */
async function traces(reportId: number) {
  const [{ display_name: name }] = await t.sql<{ display_name: string }>(
    'select p.display_name from reports r join profiles p on p.id = r.profile_id where r.id = $1',
    [reportId],
  );
  const [report] = await t.sql<{ approved: boolean | null; moderation_note: string | null; review_count: number }>(
    'select r.approved, r.moderation_note, p.review_count from reports r join profiles p on p.id = r.profile_id where r.id = $1',
    [reportId],
  );
  const audit = await t.sql<{ action: string }>('select action from audit_log where target_id = $1 order by id', [String(reportId)]);
  const notifications = await t.sql<{ title: string }>('select title from notifications where user_id = $1 and message like $2', [
    authorId,
    `%about ${name} %`,
  ]);
  return { report, audit: audit.map((a) => a.action), notifications: notifications.length };
}

const untouched = { report: { approved: null, moderation_note: null, review_count: 0 }, audit: [], notifications: 0 };

/** A test command: approves the report through the real approve command, then leaves a note of its own. */
const approveThenNote = (fail: 'no' | 'after-change', afterCommit?: () => Promise<void>) =>
  defineCommand({
    name: 'test.approve-then-note',
    capability: 'moderate',
    parse: (id: number) => id,
    async change(scope, id): Promise<CommandOutcome<string>> {
      await scope.run(approveReport, { id, note: 'approved inside' });
      const report = await scope.em.findOneOrFail(Report, id);
      report.moderationNote = `note on ${id}`;
      if (fail === 'after-change') throw new Error('failed after the change');
      return {
        result: 'done',
        audit: { action: 'test.note', targetType: 'report', targetId: id, targetLabel: `report ${id}` },
        notify: [],
        afterCommit,
      };
    },
  });

describe('the command runner', () => {
  it('runs the change, the aggregates, the audit entry and the notifications together, and after-commit work once committed', async () => {
    const id = await pendingReport('Runner');
    let seenAfterCommit: unknown = null;
    const result = await runner.run(
      approveThenNote('no', async () => {
        // Another connection already sees the decision: the work ran after the commit.
        [seenAfterCommit] = await t.sql('select approved, moderation_note from reports where id = $1', [id]);
      }),
      await as(adminId),
      id,
    );
    expect(result).toBe('done');
    expect(seenAfterCommit).toEqual({ approved: true, moderation_note: `note on ${id}` });
    expect(await traces(id)).toEqual({
      report: { approved: true, moderation_note: `note on ${id}`, review_count: 1 },
      audit: ['report.approve', 'test.note'],
      notifications: 1,
    });
  });

  it('rolls back the change, the inner audit entry and the notifications when the command throws after its change, and runs no after-commit work', async () => {
    const id = await pendingReport('Rollback');
    let afterCommitRan = false;
    const failing = approveThenNote('after-change', async () => {
      afterCommitRan = true;
    });
    await expect(runner.run(failing, await as(adminId), id)).rejects.toThrow('failed after the change');
    expect(afterCommitRan).toBe(false);
    expect(await traces(id)).toEqual(untouched);
  });

  it('refuses a member who calls a command directly (deny by default) and writes nothing', async () => {
    const id = await pendingReport('Member');
    await expect(t.app.services.moderation.approveReport(await as(memberId), id, {})).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do that.',
    });
    await expect(runner.run(approveThenNote('no'), await as(memberId), id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await traces(id)).toEqual(untouched);
  });

  it('refuses a banned admin and an admin whose session has not passed the second factor', async () => {
    const id = await pendingReport('Gate');
    await expect(t.app.services.moderation.approveReport(await as(adminId, { banned: true }), id, {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.app.services.moderation.rejectReport(await as(adminId, { sessionSecondFactorAt: null }), id, { reason: 'spam' })).rejects.toMatchObject({
      message: SECOND_FACTOR_REQUIRED,
    });
    expect(await traces(id)).toEqual(untouched);
  });

  it("checks an inner command's own policy, and its refusal rolls back what the outer command did before", async () => {
    const id = await pendingReport('Inner');
    const approveThenReveal = defineCommand({
      name: 'test.approve-then-reveal',
      capability: 'moderate',
      parse: (reportId: number) => reportId,
      async change(scope, reportId): Promise<CommandOutcome<string | null>> {
        await scope.run(approveReport, { id: reportId });
        const author = await scope.run(revealReportAuthor, reportId);
        return { result: author, audit: { action: 'test.reveal', targetType: 'report', targetId: reportId, targetLabel: 'x' }, notify: [] };
      },
    });
    // Past the admin gate, but the second factor is older than revealing an author allows.
    const stale = await as(adminId, { sessionSecondFactorAt: Date.now() - 60 * 60 * 1000 });
    await expect(runner.run(approveThenReveal, stale, id)).rejects.toMatchObject({ message: SECOND_FACTOR_STALE });
    expect(await traces(id)).toEqual(untouched);
  });

  it('validates before it changes anything: bad input is a 400 and leaves the database as it was', async () => {
    const id = await pendingReport('Invalid');
    await expect(t.app.services.moderation.approveReport(await as(adminId), id, { note: 'x'.repeat(1001) })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'The note must be at most 1,000 characters.',
    });
    await expect(t.app.services.moderation.rejectReport(await as(adminId), id, {})).rejects.toMatchObject({ message: 'Please choose a reason.' });
    expect(await traces(id)).toEqual(untouched);
  });

  it('refuses an outcome without its audit entry or its notifications (a command without them does not compile either)', async () => {
    const id = await pendingReport('Unaudited');
    const unaudited = defineCommand({
      name: 'test.unaudited',
      capability: 'moderate',
      parse: (reportId: number) => reportId,
      // @ts-expect-error -- the outcome lacks `audit` and `notify`: the runner requires both.
      change: async (scope, reportId) => ({ result: await scope.run(approveReport, { id: reportId }) }),
    });
    await expect(runner.run(unaudited, await as(adminId), id)).rejects.toThrow('test.unaudited must return its audit entry and its notifications');
    expect(await traces(id)).toEqual(untouched);
  });

  it('refuses a restricting command whose outcome lacks its statement of reasons, and writes nothing', async () => {
    const id = await pendingReport('Unreasoned');
    const unreasoned = defineCommand({
      name: 'test.unreasoned',
      capability: 'moderate',
      restricts: true,
      parse: (reportId: number) => reportId,
      async change(scope, reportId): Promise<CommandOutcome<string>> {
        await scope.run(approveReport, { id: reportId });
        return { result: 'x', audit: { action: 'test.unreasoned', targetType: 'report', targetId: reportId, targetLabel: 'x' }, notify: [] };
      },
    });
    await expect(runner.run(unreasoned, await as(adminId), id)).rejects.toThrow('test.unreasoned restricts: it must return its statement of reasons');
    expect(await traces(id)).toEqual(untouched);
    expect(await t.sql('select 1 from decisions where subject_id = $1', [String(id)])).toEqual([]);
  });

  it("writes a restricting command's decision with its audit entry, and a failure after it rolls both back", async () => {
    const id = await pendingReport('Reasoned');
    await runner.run(rejectReport, await as(adminId), { id, body: { reason: 'spam', note: 'An advert.' } });
    const [decision] = await t.sql<{ kind: string; audit_entry_id: string; affected_user_id: string; rule: string; text: string; appealable: boolean }>(
      `select kind, audit_entry_id::text, affected_user_id, rule, text, appealable_until between decided_at + interval '6 months' - interval '1 day' and decided_at + interval '6 months' + interval '1 day' as appealable
       from decisions where subject_type = 'report' and subject_id = $1`,
      [String(id)],
    );
    const [entry] = await t.sql<{ id: string }>("select id::text from audit_log where action = 'report.reject' and target_id = $1", [String(id)]);
    expect(decision).toEqual({
      kind: 'report.reject',
      audit_entry_id: entry.id,
      affected_user_id: authorId,
      rule: 'fair_and_kind',
      text: 'An advert.',
      appealable: true,
    });

    const other = await pendingReport('Reasonedfail');
    const rejectThenFail = defineCommand({
      name: 'test.reject-then-fail',
      capability: 'moderate',
      parse: (reportId: number) => reportId,
      async change(scope, reportId): Promise<CommandOutcome<string>> {
        await scope.run(rejectReport, { id: reportId, reason: 'spam' as never, note: null });
        throw new Error('failed after the decision');
      },
    });
    await expect(runner.run(rejectThenFail, await as(adminId), other)).rejects.toThrow('failed after the decision');
    expect(await traces(other)).toEqual(untouched);
    expect(await t.sql('select 1 from decisions where subject_id = $1', [String(other)])).toEqual([]);
  });
});
