import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { useAppAndBrowser } from './support/start.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { DESKTOP, openWatchedPage, screenshot } from './support/browser.js';
import { apiSignUp, confirmTokenFor } from './support/community.js';
import { waitForEmail, waitForEmails } from './support/outbox.js';

const ROSA = { username: 'rosa', email: 'rosa@example.com', firstName: 'Rosa', password: 'first-garden-lantern', newPassword: 'second-river-compass' };
/** Another member, whose data must never show up in Rosa's export. */
const BEA = { username: 'beatrix', email: 'beatrix@example.com', firstName: 'Beatrix', password: 'other-member-secret' };
const ROSA_REPORT = 'Kind and punctual every time';
const BEA_REPORT = 'Borrowed my bike and kept it';

const run = useAppAndBrowser();

async function register(member: { username: string; email: string; firstName: string; password: string }): Promise<string> {
  const { id } = await apiSignUp(run.app, { username: member.username, email: member.email, firstName: member.firstName, password: member.password });
  return id;
}

beforeAll(async () => {
  const [rosaId, beaId] = [await register(ROSA), await register(BEA)];
  // One person both of them reported on (the report flow itself is covered by community.e2e.ts).
  const [{ id }] = await run.app.sql<{ id: number }>(
    "insert into profiles (first_name, last_name, display_name, category, location, created_by_id, published_at) values ('Clara', 'Hale', 'Clara Hale', 'friends', 'Denver, CO', $1, now()) returning id",
    [beaId],
  );
  await run.app.sql(
    `insert into reports (profile_id, author_id, report_type, title, content, category, rating, approved)
     values ($1, $2, 'positive', $3, 'She always arrived on time and listened well; a good friend to have.', 'friends', 5, true),
            ($1, $4, 'negative', $5, 'She borrowed my bike for a weekend and still has it three months later.', 'friends', 2, null)`,
    [id, rosaId, ROSA_REPORT, beaId, BEA_REPORT],
  );
}, 60_000);

describe('sign-up in a real browser (issue 21)', () => {
  it('asks her to check her e-mail, refuses a sign-in before the link, and the e-mailed link lands her signed in on /', async () => {
    const NORA = { username: 'nora', email: 'nora@example.com', firstName: 'Nora', password: 'violet-ferry-compass' };
    const { context, page, errors } = await openWatchedPage(run.browser, { viewport: DESKTOP });

    await page.goto(`${run.app.url}/auth?tab=signup`);
    await page.getByLabel('First name (optional)').fill(NORA.firstName);
    await page.getByLabel('Username', { exact: true }).fill(NORA.username);
    await page.getByLabel('Email').fill(NORA.email);
    await page.getByLabel('Password', { exact: true }).fill(NORA.password);
    await page.getByLabel('Confirm password').fill(NORA.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    // No session yet: the form gives way to where the link went.
    const sent = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Check your e-mail' }) });
    await sent.waitFor();
    expect(await sent.textContent()).toContain(NORA.email);
    expect(await sent.textContent()).toMatch(/spam/);
    expect((await context.cookies()).filter((c) => c.name === 'sid')).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'the check-your-e-mail panel');
    await screenshot(page, 'sign-up-check-your-email');

    // Signing in before the link: refused with the reason (and a fresh link is on its way).
    await page.goto(`${run.app.url}/auth`);
    await page.getByLabel('Username or email').fill(NORA.username);
    await page.getByLabel('Password', { exact: true }).fill(NORA.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByText(/Please confirm your e-mail address first/)
      .first()
      .waitFor();
    expect(page.url()).toBe(`${run.app.url}/auth`);

    // The newest link from her inbox (the sign-in sent a second one, which expired the first): confirmed, signed in, home.
    const links = await waitForEmails(run.app, NORA.email, 2);
    expect(links.map((m) => m.subject)).toEqual(['Confirm your e-mail address for Tea', 'Confirm your e-mail address for Tea']);
    const token = /confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(links[1].text)![1];
    expect(token).toBe(await confirmTokenFor(run.app, NORA.email));
    await page.goto(`${run.app.url}/confirm-email?token=${token}`);
    await page.waitForURL(`${run.app.url}/`);
    await page
      .getByText(/^Welcome,\s*Nora!$/)
      .first()
      .waitFor();
    expect((await context.cookies()).filter((c) => c.name === 'sid')).toHaveLength(1);
    await screenshot(page, 'sign-up-confirmed-home');

    // The link works once: a second visit says so and offers Sign In.
    const used = await context.newPage();
    await used.goto(`${run.app.url}/confirm-email?token=${token}`);
    await used.getByRole('alert').getByText('This link has expired or was already used').waitFor();
    await expectNoSeriousA11yViolations(used, 'the used confirmation link');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('her account in a real browser (issue 8)', () => {
  it('resets her password from the e-mailed link, exports her data, deletes her account and cannot sign in again', async () => {
    const { context, page, errors } = await openWatchedPage(run.browser, { viewport: DESKTOP });

    // Forgot password on the Sign In tab: the neutral confirmation, and the link in her e-mail.
    await page.goto(`${run.app.url}/auth`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email or username', { exact: true }).fill(ROSA.email);
    await expectNoSeriousA11yViolations(page, 'the forgot-password form');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').getByText('Check your e-mail').waitFor();
    const mail = await waitForEmail(run.app, ROSA.email, 'Reset your Tea password');
    const link = mail.text.match(/(\S+)\/reset-password\?token=([A-Za-z0-9_-]+)/);
    expect(link).not.toBeNull();
    const resetPath = `/reset-password?token=${link![2]}`;

    // The link: a new password, then the success panel (every session ended; she signs in again).
    await page.goto(`${run.app.url}${resetPath}`);
    await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
    expect(await page.title()).toBe('Reset password - Tea');
    await expectNoSeriousA11yViolations(page, 'the reset-password page');
    await page.getByLabel('New password', { exact: true }).fill(ROSA.newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(ROSA.newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('status').getByText('Your password was changed').waitFor();
    await expectNoSeriousA11yViolations(page, 'the reset-password page (done)');
    await screenshot(page, 'reset-password-done');

    // The link works once.
    await page.goto(`${run.app.url}${resetPath}`);
    await page.getByLabel('New password', { exact: true }).fill('third-attempt-pass');
    await page.getByLabel('Confirm new password', { exact: true }).fill('third-attempt-pass');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').getByText('This link has expired or was already used').waitFor();
    await expectNoSeriousA11yViolations(page, 'the reset-password page (used link)');

    // The old password no longer works; the new one does.
    await page.goto(`${run.app.url}/auth`);
    await page.getByLabel('Username or email').fill(ROSA.username);
    await page.getByLabel('Password', { exact: true }).fill(ROSA.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid username/email or password.').first().waitFor();
    await page.getByLabel('Password', { exact: true }).fill(ROSA.newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${run.app.url}/`);
    await page
      .getByText(/Welcome back,?\s*Rosa/)
      .first()
      .waitFor();

    // Settings: every tab, then Account > Request Data Export downloads her data as JSON.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL(`${run.app.url}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const tabs = await page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab').allTextContents();
    expect(tabs).toEqual(expect.arrayContaining(['Profile', 'Notifications', 'Privacy', 'Appearance', 'Account']));
    // Account last: the export and the deletion follow on it.
    for (const tab of [...tabs.filter((t) => t !== 'Account'), 'Account']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      await expectNoSeriousA11yViolations(page, `Settings > ${tab}`);
    }
    // The open tab is in the address: a reload (or a shared link) opens it again.
    await page.waitForURL(`${run.app.url}/settings/account`);
    await page.reload();
    await page.getByRole('tab', { name: 'Account', selected: true }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Request Data Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^tea-data-export-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await download.path(), 'utf8');
    const exported = JSON.parse(text) as { format: string; account: Record<string, unknown>; reports: { title: string; status: string }[] };
    expect(exported.format).toBe('tea-data-export');
    expect(exported.account).toMatchObject({ username: ROSA.username, email: ROSA.email, firstName: ROSA.firstName, role: 'member', banned: false });
    expect(exported.reports).toEqual([expect.objectContaining({ title: ROSA_REPORT, status: 'approved', profileName: 'Clara Hale' })]);
    // Nothing of the other member: not her name, her e-mail address, her id or her report on the same person.
    const [{ id: beaId }] = await run.app.sql<{ id: string }>('select id from users where username = $1', [BEA.username]);
    for (const theirs of [BEA.username, BEA.email, BEA.firstName, beaId, BEA_REPORT]) expect(text).not.toContain(theirs);
    await page.getByText('Data export ready').first().waitFor();

    // Delete Account: disabled until her password and the word are typed; a wrong password is refused in the dialog.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete Account' });
    await dialog.getByLabel('Password', { exact: true }).fill('not-her-password');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm', { exact: true }).fill('DELETE');
    await expectNoSeriousA11yViolations(page, 'the Delete Account dialog');
    await confirm.click();
    await dialog.getByRole('alert').getByText('The password is not correct.').waitFor();
    expect(await run.app.sql('select 1 from users where username = $1', [ROSA.username])).toHaveLength(1);
    await dialog.getByLabel('Password', { exact: true }).fill(ROSA.newPassword);
    await screenshot(page, 'delete-account-dialog');
    await confirm.click();

    // Signed out, on the home page, and the account is gone.
    await page.waitForURL(`${run.app.url}/`);
    await page.getByText('Account deleted').first().waitFor();
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    expect(await run.app.sql('select 1 from users where username = $1', [ROSA.username])).toEqual([]);
    await waitForEmail(run.app, ROSA.email, 'Your Tea account has been deleted');

    // Signing in again with her credentials is refused.
    await page.goto(`${run.app.url}/auth`);
    await page.getByLabel('Username or email').fill(ROSA.username);
    await page.getByLabel('Password', { exact: true }).fill(ROSA.newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login failed').first().waitFor();
    await page.getByText('Invalid username/email or password.').first().waitFor();
    expect(page.url()).toBe(`${run.app.url}/auth`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
