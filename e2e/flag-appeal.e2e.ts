import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminEnv, signInAdmin, totpCode } from './support/admin.js';
import { useAppAndBrowser } from './support/start.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { DESKTOP, screenshot, watchPageErrors } from './support/browser.js';
import { apiSignIn, apiSignUp, graphql, signIn } from './support/community.js';

/** Admin A decides the flags; admin B, made an admin later, decides the appeal (a different moderator must). */
const ADMIN_A = adminEnv('arbiter', 'admin-secret-4');
const PASSWORD = 'quiet-harbor-pebble';
const AUTHOR = 'rosa';
const FLAGGERS = ['ivy', 'mae', 'lou'];
const ADMIN_B = 'bea';
const PERSON = { firstName: 'Dana', lastName: 'Quill', name: 'Dana Quill' };
const REPORT = { title: 'Late every single time', content: 'She was an hour late to each of our three dates and never once said sorry for it.' };
const SUBJECT = `Report "${REPORT.title}" about ${PERSON.name}`;

const run = useAppAndBrowser(ADMIN_A, { testTimeout: 180_000 });
/** Every page of the file, with the page errors seen on it (checked at the end). */
const watched: { page: Page; errors: string[] }[] = [];
let profileId: string;
let reportId: string;
let adminA: Page;

async function newPage(cookie?: string): Promise<Page> {
  const context = await run.browser.newContext({ viewport: DESKTOP });
  context.setDefaultTimeout(30_000);
  run.contexts.push(context);
  if (cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: run.app.url }]);
  }
  const page = await context.newPage();
  watched.push({ page, errors: watchPageErrors(page) });
  return page;
}

/**
 * A member who signed up through the API, her mobile number marked verified (the phone flow is community.e2e.ts's) and
 * her account a month old: a trusted flagger by the product's defaults (policies/trust.ts), as the flaggers here are.
 */
async function member(username: string): Promise<void> {
  await apiSignUp(run.app, { username, email: `${username}@example.com`, password: PASSWORD, firstName: username });
  await run.app.sql(
    `update users set phone_e164 = '+1415200' || lpad((floor(random() * 10000))::text, 4, '0'), phone_hash = md5(username), phone_verified_at = now(),
       created_at = now() - interval '30 days' where username = $1`,
    [username],
  );
}

/** The session cookie of a page's context, for API calls as the person signed in there. */
async function cookieOf(page: Page): Promise<string> {
  return (await page.context().cookies())
    .filter((c) => c.name === 'sid')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

const reportState = async () =>
  (
    await run.app.sql<{ approved: boolean | null; hidden: boolean }>('select approved, hidden_at is not null as hidden from reports where id = $1', [
      Number(reportId),
    ])
  )[0];

beforeAll(async () => {
  for (const username of [AUTHOR, ...FLAGGERS, ADMIN_B]) await member(username);
  // The stage: Rosa's report about Dana, approved by admin A (the report queue's own browser test is moderation.e2e.ts).
  const author = await apiSignIn(run.app, AUTHOR, PASSWORD);
  const { data } = await graphql<{ createProfile: { id: string } }>(
    run.app,
    'mutation($input: CreateProfileInput!) { createProfile(input: $input) { id } }',
    {
      input: {
        firstName: PERSON.firstName,
        lastName: PERSON.lastName,
        category: 'DATING',
        confirmAdult: true,
        reportType: 'NEGATIVE',
        reportTitle: REPORT.title,
        reportContent: REPORT.content,
        reportRating: 2,
        reportCategory: 'DATING',
      },
    },
    author,
  );
  profileId = data.createProfile.id;
  [{ id: reportId }] = await run.app.sql<{ id: string }>('select id::text from reports where profile_id = $1', [Number(profileId)]);
  adminA = await newPage();
  await signInAdmin(adminA, run.app, ADMIN_A);
  await graphql(run.app, 'mutation($id: ID!) { approveReport(id: $id) { id } }', { id: reportId }, await cookieOf(adminA));
  expect(await reportState()).toEqual({ approved: true, hidden: false });
}, 120_000);

describe('community flags, a statement of reasons and an appeal in a real browser (issue 10)', () => {
  it('three members flag a published report in the flag dialog; the third flag hides it from the public', async () => {
    const visitor = await newPage();
    await visitor.goto(`${run.app.url}/profile/${profileId}`);
    await visitor.getByRole('heading', { level: 1, name: PERSON.name }).waitFor();
    await visitor.getByRole('article', { name: REPORT.title }).waitFor();
    // Visitors cannot flag.
    expect(await visitor.getByRole('button', { name: `Flag the report ${REPORT.title}` }).count()).toBe(0);

    for (const [index, username] of FLAGGERS.entries()) {
      const page = await newPage();
      await signIn(page, run.app, username, PASSWORD);
      await page.goto(`${run.app.url}/profile/${profileId}`);
      const report = page.getByRole('article', { name: REPORT.title });
      await report.getByRole('button', { name: `Flag the report ${REPORT.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Flag for review' });
      await dialog.getByRole('radio', { name: /^Harassment or hate/ }).waitFor();
      if (index === 0) {
        // A flag needs a reason.
        await dialog.getByRole('button', { name: 'Send flag' }).click();
        await dialog.getByText('Please choose a reason for your flag.').waitFor();
        await expectNoSeriousA11yViolations(page, 'the flag dialog with its error');
      }
      await dialog.getByRole('radio', { name: /^Harassment or hate/ }).check();
      await dialog.getByRole('textbox', { name: 'Note' }).fill(`Name-calling, not an experience (flag ${index + 1}).`);
      if (index === 0) await screenshot(page, 'flag-dialog');
      await dialog.getByRole('button', { name: 'Send flag' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The third flag hides the report: the page asks again and it leaves the flagger's list too (it may show her
      // 'You flagged...' for a moment first). The first two stay, marked as flagged by her.
      if (index === FLAGGERS.length - 1) await report.waitFor({ state: 'detached' });
      else await report.getByText('You flagged this report for review.').waitFor();
      expect(await run.app.sql('select count(*)::int as n from flags where report_id = $1', [Number(reportId)])).toEqual([{ n: index + 1 }]);
      // Hidden at the third flag (FLAGS_TO_HIDE), not before.
      expect((await reportState()).hidden).toBe(index === FLAGGERS.length - 1);
      await page.context().close();
    }

    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: PERSON.name }).waitFor();
    await visitor.getByText('No reports yet').waitFor();
    expect(await visitor.getByText(REPORT.title).count()).toBe(0);
    await screenshot(visitor, 'flag-report-hidden-visitor');
  });

  it('admin A upholds the flags in the flag queue with a reason, a rule and an explanation', async () => {
    await adminA.goto(`${run.app.url}/admin/flags`);
    const flagCase = adminA.getByRole('article', { name: SUBJECT });
    await flagCase.getByText('Pending (hidden until decided)').waitFor();
    await flagCase.getByText('3: Harassment or hate (3)').waitFor();
    await screenshot(adminA, 'admin-flags');
    await expectNoSeriousA11yViolations(adminA, 'the flag queue');
    await flagCase.getByRole('button', { name: 'Uphold' }).click();
    const dialog = adminA.getByRole('dialog', { name: 'Uphold flags' });
    await dialog.getByLabel('Reason').selectOption({ label: 'Harassment' });
    await dialog.getByLabel('Guideline').selectOption({ label: 'Be fair and kind' });
    await dialog.getByLabel('Explanation to the author').fill('The report calls her names instead of describing what happened.');
    await expectNoSeriousA11yViolations(adminA, 'the uphold flags dialog');
    await dialog.getByRole('button', { name: 'Uphold' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The decided case stays in view with its outcome until the queue is read again.
    await flagCase.getByText('Harassment, Be fair and kind: The report calls her names instead of describing what happened.').waitFor();
    expect(await reportState()).toEqual({ approved: false, hidden: true });
  });

  it('the author reads the statement of reasons in her notifications and My Reports, and appeals', async () => {
    const author = await newPage();
    await signIn(author, run.app, AUTHOR, PASSWORD);
    await author.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = author.getByRole('dialog', { name: 'Notifications' });
    const notice = panel.getByRole('listitem').filter({ hasText: 'Your report was removed' });
    await notice.getByText('The report calls her names instead of describing what happened.').waitFor();
    await notice.getByText(/Be fair and kind/).waitFor();
    await notice.getByRole('button', { name: `Appeal: Removed after flags, ${SUBJECT}` }).waitFor();
    await screenshot(author, 'flag-decision-notification');
    await author.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    await author.goto(`${run.app.url}/reviews`);
    const decisions = author.getByRole('region', { name: 'Moderation decisions' });
    const removed = decisions.getByRole('region', { name: `Removed after flags: ${SUBJECT}` });
    await removed.getByText('The report calls her names instead of describing what happened.').waitFor();
    await removed.getByRole('link', { name: 'Community guidelines: Be fair and kind' }).waitFor();
    // The automatic hide at the third flag has its own statement.
    await decisions
      .getByRole('region', { name: `Hidden after flags: ${SUBJECT}` })
      .getByText('3 members flagged it, and the flags of trusted members reached the threshold. This was automatic.')
      .waitFor();
    await screenshot(author, 'flag-decision-my-reports');
    await expectNoSeriousA11yViolations(author, 'My Reports with moderation decisions');

    await removed.getByRole('button', { name: `Appeal: Removed after flags, ${SUBJECT}` }).click();
    const dialog = author.getByRole('dialog', { name: 'Appeal this decision' });
    await dialog.getByLabel('Why the decision is wrong').fill('Everything I wrote happened; I described it plainly and named no one but her.');
    await expectNoSeriousA11yViolations(author, 'the appeal dialog');
    await dialog.getByRole('button', { name: 'Send appeal' }).click();
    await dialog.waitFor({ state: 'detached' });
    await removed.getByText('Appeal sent: a different moderator will review it.').waitFor();
    expect(await run.app.sql("select status, text from appeals where appellant_id = (select id from users where username = 'rosa')")).toEqual([
      { status: 'pending', text: 'Everything I wrote happened; I described it plainly and named no one but her.' },
    ]);
    await author.context().close();
  });

  it('admin A, alone, is offered a second look; once there is admin B she may not decide the appeal against her own decision; B upholds it and the report is public again', async () => {
    // The only moderator may decide the appeal against her own decision, with a second look (the API's appeal tests decide it).
    await adminA.goto(`${run.app.url}/admin/appeals`);
    const alone = adminA.getByRole('article', { name: `Removed after flags: ${SUBJECT}` });
    await alone.getByText(/no other moderator can decide the appeal: decide it with a second look/).waitFor();

    // Bea is made an admin and turns on her second factor (the set-up screens are two-factor.e2e.ts's).
    await run.app.sql("update users set role = 'admin' where username = $1", [ADMIN_B]);
    await adminA.reload();
    const mine = adminA.getByRole('article', { name: `Removed after flags: ${SUBJECT}` });
    await mine.getByText('You made this decision: a different moderator must decide the appeal.').waitFor();
    expect(await mine.getByRole('button', { name: 'Uphold' }).count()).toBe(0);

    const signedIn = await apiSignIn(run.app, ADMIN_B, PASSWORD);
    const { data } = await graphql<{ setupTwoFactor: { secret: string } }>(run.app, 'mutation { setupTwoFactor { secret } }', {}, signedIn);
    const code = totpCode(data.setupTwoFactor.secret, Math.floor(Date.now() / 30_000));
    const enabled = await graphql(run.app, 'mutation($code: String!) { enableTwoFactor(code: $code) }', { code }, signedIn);
    const adminB = await newPage(enabled.cookie ?? signedIn);

    await adminB.goto(`${run.app.url}/admin/appeals`);
    const appeal = adminB.getByRole('article', { name: `Removed after flags: ${SUBJECT}` });
    await appeal.getByText('Everything I wrote happened; I described it plainly and named no one but her.').waitFor();
    await appeal.getByText(/^arbiter, /).waitFor();
    await screenshot(adminB, 'admin-appeals');
    await expectNoSeriousA11yViolations(adminB, 'the appeal queue');
    await appeal.getByRole('button', { name: 'Uphold' }).click();
    const dialog = adminB.getByRole('dialog', { name: 'Uphold appeal' });
    await dialog.getByLabel('Reason to the member').fill('On a second reading the report describes what happened without insults.');
    await dialog.getByRole('button', { name: 'Uphold' }).click();
    await dialog.waitFor({ state: 'detached' });
    await appeal.getByText('On a second reading the report describes what happened without insults.', { exact: false }).waitFor();
    expect(await reportState()).toEqual({ approved: true, hidden: false });

    const visitor = await newPage();
    await visitor.goto(`${run.app.url}/profile/${profileId}`);
    await visitor.getByRole('article', { name: REPORT.title }).getByText(REPORT.content).waitFor();
    await screenshot(visitor, 'flag-report-restored-visitor');

    const author = await newPage();
    await signIn(author, run.app, AUTHOR, PASSWORD);
    await author.goto(`${run.app.url}/reviews`);
    const removed = author.getByRole('region', { name: `Removed after flags: ${SUBJECT}` });
    await removed.getByText(/^Appeal upheld: the decision was undone\./).waitFor();
    expect(watched.flatMap(({ errors }) => errors)).toEqual([]);
  });
});
