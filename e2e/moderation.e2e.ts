import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminEnv, signInAdmin } from './support/admin.js';
import { useAppAndBrowser } from './support/start.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { DESKTOP, screenshot, watchPageErrors } from './support/browser.js';
import { makeJpeg, naturalWidth, signUp } from './support/community.js';

const ADMIN = adminEnv('moderator', 'admin-secret-1');
const PERSON = { firstName: 'Ada', lastName: 'Byrne', name: 'Ada Byrne' };
const REPORT = {
  title: 'Honest and kind throughout',
  content: 'We met for coffee three times; she was always on time, kind to the staff and easy to talk to.',
};

const run = useAppAndBrowser(ADMIN);
/** Every page of the file, with the page errors seen on it (checked after each test). */
const watched: { page: Page; errors: string[] }[] = [];

async function newPage(): Promise<Page> {
  const context = await run.browser.newContext({ viewport: DESKTOP });
  context.setDefaultTimeout(20_000);
  run.contexts.push(context);
  const page = await context.newPage();
  watched.push({ page, errors: watchPageErrors(page) });
  return page;
}

function pageErrors(): string[] {
  return watched.flatMap(({ errors }) => errors);
}

let member: Page;
let admin: Page;
let profileId: string;

beforeAll(async () => {
  [member, admin] = await Promise.all([newPage(), newPage()]);
  await Promise.all([signUp(member, run.app, { firstName: 'June', username: 'june' }), signInAdmin(admin, run.app, ADMIN)]);
}, 60_000);

describe('moderation loop in a real browser (member, admin, visitor)', () => {
  it('a member with a verified phone adds a person with a photo and a report', async () => {
    // The real phone flow is covered by community.e2e.ts; here the number is marked verified directly.
    await run.app.sql(`update users set phone_e164 = '+12015550177', phone_verified_at = now() where username = 'june'`);
    await member.goto(`${run.app.url}/add-person`);
    await member.getByLabel('First name', { exact: true }).fill(PERSON.firstName);
    await member.getByLabel('Last name', { exact: true }).fill(PERSON.lastName);
    await member.getByRole('radio', { name: 'Friends' }).check();
    await member.getByRole('button', { name: 'Next' }).click();
    await member.getByRole('heading', { name: 'Step 2 of 3: Details' }).waitFor();
    await member.getByLabel('Location (optional)', { exact: true }).selectOption('New York, NY');
    await member.getByLabel('Photo (optional)', { exact: true }).setInputFiles({
      name: 'ada.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeJpeg(600, 600, [30, 140, 90]),
    });
    await member.getByRole('button', { name: 'Next' }).click();
    await member.getByRole('heading', { name: 'Step 3 of 3: Your Experience' }).waitFor();
    // Her phone is verified, so no phone step is announced.
    expect(await member.getByText('Before your report is sent').count()).toBe(0);
    await member.getByLabel('I confirm that this person is 18 or older.', { exact: true }).check();
    await member.getByRole('radio', { name: /^Positive/ }).check();
    await member.getByLabel('Report title', { exact: true }).fill(REPORT.title);
    await member.getByRole('textbox', { name: 'Your experience' }).fill(REPORT.content);
    await member.getByRole('button', { name: 'Create Profile & Submit Report' }).click();
    await member.waitForURL(/\/profile\/\d+$/);
    profileId = new URL(member.url()).pathname.split('/').pop()!;
    await member.getByRole('heading', { level: 1, name: PERSON.name }).waitFor();
    // Her own report, pending, shows to her alone, marked 'Awaiting review' (never 'No reports yet').
    await member.getByText(REPORT.title).waitFor();
    await member.getByText('Awaiting review').first().waitFor();
    expect(await member.getByText('No reports yet').count()).toBe(0);

    const [row] = await run.app.sql<{ image_approval_status: string; approved: boolean | null }>(
      'select p.image_approval_status, r.approved from profiles p join reports r on r.profile_id = p.id where p.id = $1',
      [Number(profileId)],
    );
    expect(row).toEqual({ image_approval_status: 'pending', approved: null });
    expect(pageErrors()).toEqual([]);
  });

  it('the admin approves the photo and the report; a visitor then sees both; the member is notified', async () => {
    await admin.goto(`${run.app.url}/admin/dashboard`);
    await admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await admin.getByRole('tab', { name: 'Quick Actions', selected: true }).waitFor();
    await admin.getByRole('link', { name: /Approve Images.*1 pending/ }).waitFor();
    await admin.getByRole('link', { name: /Review Reports.*1 pending/ }).waitFor();
    await screenshot(admin, 'admin-dashboard');
    await expectNoSeriousA11yViolations(admin, 'the admin dashboard, Quick Actions');

    // Image approval: the pending photo really loads for the admin, then Approve.
    await admin.getByRole('link', { name: /Approve Images/ }).click();
    await admin.waitForURL(`${run.app.url}/admin/image-approval`);
    await admin.getByRole('heading', { level: 1, name: 'Image Approval' }).waitFor();
    const card = admin.getByRole('article', { name: PERSON.name });
    expect(await naturalWidth(card.getByRole('img', { name: `Pending photo of ${PERSON.name}` }))).toBeGreaterThan(0);
    await screenshot(admin, 'admin-image-approval');
    await expectNoSeriousA11yViolations(admin, 'the image approval queue');
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Image Approved').first().waitFor();
    await admin.getByText('No pending images').waitFor();

    // Reports queue: Pending tab first; Approve publishes the report.
    const reportsLink = admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reports' });
    await reportsLink.click();
    await admin.waitForURL(`${run.app.url}/admin/reports`);
    // The current screen's link keeps its highlight under the pointer (its white text stays on the primary colour).
    // The screen is lazy-loaded: wait until the nav marks the new page as current.
    await admin.getByRole('navigation', { name: 'Admin' }).locator('a[aria-current="page"]', { hasText: 'Reports' }).waitFor();
    const background = () => reportsLink.evaluate((el) => getComputedStyle(el).backgroundColor);
    const hovered = await background();
    await admin.mouse.move(0, 0);
    expect(hovered).toBe(await background());
    await admin.getByRole('tab', { name: 'Pending', selected: true }).waitFor();
    const item = admin.getByRole('article', { name: REPORT.title });
    await item.getByText(`About ${PERSON.name}`).waitFor();
    await screenshot(admin, 'admin-reports');
    await expectNoSeriousA11yViolations(admin, 'the reports queue');
    await item.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Report Approved').first().waitFor();
    await item.waitFor({ state: 'detached' });

    const [row] = await run.app.sql<{ image_approval_status: string; approved: boolean | null; review_count: number }>(
      'select p.image_approval_status, r.approved, p.review_count from profiles p join reports r on r.profile_id = p.id where p.id = $1',
      [Number(profileId)],
    );
    expect(row).toEqual({ image_approval_status: 'approved', approved: true, review_count: 1 });

    // A visitor (not signed in) sees the approved photo and the anonymous report.
    const visitor = await newPage();
    await visitor.goto(`${run.app.url}/profile/${profileId}`);
    await visitor.getByRole('heading', { level: 1, name: PERSON.name }).waitFor();
    expect(await naturalWidth(visitor.getByTestId('profile-picture').locator('img'))).toBeGreaterThan(0);
    const reports = visitor.getByRole('region', { name: 'Community Reports' });
    await reports.getByText(REPORT.title).waitFor();
    await reports.getByText('Anonymous User').waitFor();
    await reports.getByText('Positive Experience').waitFor();
    expect(await reports.getByText('june').count()).toBe(0);
    await visitor.getByRole('link', { name: 'Sign Up to Share Experience' }).waitFor();
    await screenshot(visitor, 'profile-visitor-desktop');
    await expectNoSeriousA11yViolations(visitor, 'a profile with a photo and a report, as a visitor');

    // The member's bell shows both notifications; opening one follows it and marks it read.
    await member.goto(`${run.app.url}/`);
    await member.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const panel = member.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('tab', { name: 'Unread (2)' }).waitFor();
    await panel.getByText('Photo approved').waitFor();
    await panel.getByText(`The photo you added for ${PERSON.name} is now visible.`).waitFor();
    await panel.getByText('Your report was approved').waitFor();
    await screenshot(member, 'notification-panel');
    await expectNoSeriousA11yViolations(member, 'the notification panel');
    await panel.getByRole('button', { name: /^Your report was approved/ }).click();
    await member.waitForURL(`${run.app.url}/profile/${profileId}`);
    await panel.waitFor({ state: 'detached' });
    await member.getByRole('region', { name: 'Community Reports' }).getByText(REPORT.title).waitFor();
    await member.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    const notes = await run.app.sql<{ title: string; read: boolean }>(
      `select n.title, n.read from notifications n join users u on u.id = n.user_id where u.username = 'june' order by n.title`,
    );
    expect(notes).toEqual([
      { title: 'Photo approved', read: false },
      { title: 'Your report was approved', read: true },
    ]);
    expect(pageErrors()).toEqual([]);
  });

  it('the member submits an ID, the admin views and approves it, and the member is shown as Verified', async () => {
    await member.goto(`${run.app.url}/my-profile`);
    const section = member.getByRole('region', { name: 'ID Verification' });
    await section.getByRole('button', { name: 'Submit for Verification' }).waitFor();
    await section.getByLabel('ID type', { exact: true }).selectOption({ label: 'Passport' });
    await section.getByLabel('Full name (as shown on your ID)', { exact: true }).fill('June Moss');
    await section.getByLabel('ID number', { exact: true }).fill('X1234567');
    await section.getByLabel('Date of birth', { exact: true }).fill('1994-03-08');
    await section.getByLabel('Photo of your ID', { exact: true }).setInputFiles({
      name: 'passport.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeJpeg(900, 600, [20, 60, 160]),
    });
    await section.getByRole('button', { name: 'Submit for Verification' }).click();
    await section.getByText('Pending review').waitFor();
    await section.getByText(/This usually takes 24-48 hours/).waitFor();
    await screenshot(member, 'my-profile-pending-desktop');
    await expectNoSeriousA11yViolations(member, 'My profile with a pending ID');

    await admin.goto(`${run.app.url}/admin/verification`);
    await admin.getByRole('heading', { level: 1, name: 'Verification Dashboard' }).waitFor();
    await admin.getByRole('tab', { name: 'Pending (1)', selected: true }).waitFor();
    const request = admin.getByRole('article', { name: '@june' });
    await request.getByText('Passport').waitFor();
    await screenshot(admin, 'admin-verification');
    await expectNoSeriousA11yViolations(admin, 'the ID verification queue');
    await request.getByRole('button', { name: 'View ID' }).click();
    const idDocument = admin.getByRole('dialog', { name: 'ID of @june' });
    expect(await naturalWidth(idDocument.getByRole('img', { name: 'Passport of June Moss' }))).toBeGreaterThan(0);
    await idDocument.getByText('X1234567').waitFor();
    await screenshot(admin, 'admin-verification-document');
    await expectNoSeriousA11yViolations(admin, 'the ID document dialog');
    await idDocument.getByRole('button', { name: 'Close' }).click();
    await request.getByRole('button', { name: 'Approve' }).click();
    const decision = admin.getByRole('dialog', { name: "Approve @june's ID?" });
    await decision.getByLabel('Notes (optional)', { exact: true }).fill('Clear photo, details match.');
    await decision.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Verification Approved').first().waitFor();
    await admin.getByRole('tab', { name: 'Pending (0)' }).waitFor();

    const [user] = await run.app.sql<{ id_verified: boolean; id_verification_status: string; document_key: string | null }>(
      `select u.id_verified, u.id_verification_status, v.document_key from users u join id_verifications v on v.user_id = u.id where u.username = 'june'`,
    );
    expect(user).toEqual({ id_verified: true, id_verification_status: 'approved', document_key: null });

    // The member, on her next visit: the verified view on /my-profile and the badge in the avatar menu.
    await member.goto(`${run.app.url}/my-profile`);
    await section.getByText('Verified', { exact: true }).waitFor();
    await section.getByText(/Your identity has been verified on/).waitFor();
    await member.getByRole('button', { name: 'Account menu' }).click();
    await member.getByRole('menu', { name: 'Account menu' }).waitFor();
    await member.getByText('Verified', { exact: true }).first().waitFor();
    expect(await member.getByText('Verified', { exact: true }).count()).toBe(2);
    await screenshot(member, 'my-profile-verified-desktop');
    await member.keyboard.press('Escape');
    expect(pageErrors()).toEqual([]);
  });

  it('a ban needs a reason and cuts off the banned member’s open session', async () => {
    const lola = await newPage();
    await signUp(lola, run.app, { firstName: 'Lola', username: 'lola' });

    await admin.goto(`${run.app.url}/admin/users`);
    await admin.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await admin.getByRole('searchbox', { name: 'Search users by username, name or e-mail' }).fill('lola');
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    const row = admin.getByRole('article', { name: '@lola' });
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Ban' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Ban @lola' });
    await dialog.getByRole('button', { name: 'Ban User' }).click();
    await admin.getByText('Please give a reason for the ban.').waitFor();
    await expectNoSeriousA11yViolations(admin, 'the ban dialog with its error');
    expect((await run.app.sql<{ banned: boolean }>(`select banned from users where username = 'lola'`))[0].banned).toBe(false);
    await dialog.getByLabel('Reason', { exact: true }).fill('Posted contact details of another member.');
    await dialog.getByRole('button', { name: 'Ban User' }).click();
    await admin.getByText('User banned successfully').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Banned', { exact: true }).waitFor();
    await row.getByText(/Posted contact details of another member\./).waitFor();
    await screenshot(admin, 'admin-users');
    await expectNoSeriousA11yViolations(admin, 'the users list');

    const [state] = await run.app.sql<{ banned: boolean; sessions: number }>(
      `select banned, (select count(*)::int from session s where s.user_id = u.id) as sessions from users u where username = 'lola'`,
    );
    expect(state).toEqual({ banned: true, sessions: 0 });

    // Her open tab: the next navigation finds her signed out.
    await lola.goto(`${run.app.url}/reviews`);
    await lola.getByText('Authentication Required').waitFor();
    await lola.getByRole('link', { name: 'Login' }).waitFor();
    // ... and she cannot sign in again.
    await lola.goto(`${run.app.url}/auth`);
    await lola.getByLabel('Username or email').fill('lola');
    await lola.getByLabel('Password', { exact: true }).fill('quiet-harbor-pebble');
    await lola.getByRole('button', { name: 'Sign In' }).click();
    await lola.getByText('This account has been banned.').first().waitFor();
    expect(pageErrors()).toEqual([]);
  });

  it('renders every other admin screen (dashboard tabs, profiles, sample data, audit log)', async () => {
    await admin.goto(`${run.app.url}/admin/dashboard`);
    await admin.getByRole('tab', { name: 'Recent Activity' }).click();
    await admin.getByRole('list', { name: 'Recent activity' }).waitFor();
    await screenshot(admin, 'admin-dashboard-activity');
    await expectNoSeriousA11yViolations(admin, 'the admin dashboard, Recent Activity');
    await admin.getByRole('tab', { name: 'Analytics' }).click();
    await admin.getByText('Reports per day').waitFor();
    await screenshot(admin, 'admin-dashboard-analytics');
    await expectNoSeriousA11yViolations(admin, 'the admin dashboard, Analytics');

    await admin.goto(`${run.app.url}/admin/sample-data`);
    await admin.getByRole('heading', { level: 1, name: 'Sample Data' }).waitFor();
    await admin.getByLabel('Number of profiles', { exact: true }).fill('6');
    await admin.getByRole('button', { name: 'Generate Sample Data' }).click();
    await admin
      .getByRole('region', { name: 'Generate' })
      .getByText(/Created 6 profiles and \d+ reports\./)
      .waitFor();
    await screenshot(admin, 'admin-sample-data');
    await expectNoSeriousA11yViolations(admin, 'the sample data screen');

    await admin.goto(`${run.app.url}/admin/profiles`);
    await admin.getByRole('heading', { level: 1, name: 'Profiles' }).waitFor();
    await admin.getByRole('article', { name: PERSON.name }).waitFor();
    expect(await admin.getByRole('article').count()).toBe(7);
    await screenshot(admin, 'admin-profiles');
    await expectNoSeriousA11yViolations(admin, 'the admin profiles list');

    await admin.goto(`${run.app.url}/admin/audit-log`);
    await admin.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    const entries = admin.getByRole('list', { name: 'Audit log entries' });
    for (const action of ['Image approved', 'Report approved', 'ID document viewed', 'ID approved', 'User banned', 'Sample data generated']) {
      await entries
        .getByText(new RegExp(`· ${action} ·`))
        .first()
        .waitFor();
    }
    await screenshot(admin, 'admin-audit-log');
    await expectNoSeriousA11yViolations(admin, 'the audit log');
    expect(pageErrors()).toEqual([]);
  });
});
