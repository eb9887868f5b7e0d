import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminEnv, apiSignInAdmin } from './support/admin.js';
import { useAppAndBrowser } from './support/start.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { DESKTOP, MOBILE, openWatchedPage, screenshot } from './support/browser.js';
import { apiSignUp, graphql, signIn } from './support/community.js';

/*
 * The name watch (issue 26 item 1) in a real browser against the built app (its job queue runs the match): a member with
 * a verified phone starts a watch from a profile page ('Watch this name', the form filled in), finds it in Settings >
 * Watches, and once a moderator approves a report about another person with that name in that city, the watch says when
 * it last matched and her notification links to the profile.
 */

const ADMIN = adminEnv('warden', 'admin-secret-26');
const WREN = { username: 'wren', email: 'wren@example.com', firstName: 'Wren', password: 'amber-canal-thistle' };

const run = useAppAndBrowser(ADMIN, { testTimeout: 180_000 });
let shownId: number;
let laterId: number;
let pendingReportId: number;

/** A person reported on, in Austin (published, or awaiting review with one pending report). */
async function person(lastName: string, published: boolean): Promise<number> {
  const [{ id }] = await run.app.sql<{ id: number }>(
    `insert into profiles (first_name, last_name, display_name, category, location, latitude, longitude, published_at)
     values ('Jordan', $1::text, 'Jordan ' || $1::text, 'dating', 'Austin, TX', 30.2672, -97.7431, case when $2::boolean then now() end) returning id`,
    [lastName, published],
  );
  return id;
}

beforeAll(async () => {
  await apiSignUp(run.app, WREN);
  await run.app.sql(`update users set phone_e164 = '+14155550126', phone_hash = md5(username), phone_verified_at = now() where username = $1`, [WREN.username]);
  shownId = await person('Kim', true);
  laterId = await person('Kline', false);
  const [{ id: authorId }] = await run.app.sql<{ id: string }>('select id from users where username = $1', [WREN.username]);
  [{ id: pendingReportId }] = await run.app.sql<{ id: number }>(
    `insert into reports (profile_id, author_id, report_type, title, content, category, rating, approved)
     values ($1, $2, 'negative', 'Cancelled three times', 'She cancelled at the last minute three times in a row, never with a reason.', 'dating', 2, null) returning id`,
    [laterId, authorId],
  );
}, 60_000);

async function openSettings(page: Page) {
  await page.goto(`${run.app.url}/settings/watches`);
  await page.getByRole('list', { name: 'Your watches' }).waitFor();
}

describe('the name watch in a real browser', () => {
  it('starts a watch from a profile page, lists it in Settings > Watches, and tells her when a matching profile is published', async () => {
    const { page } = await openWatchedPage(run.browser, { viewport: DESKTOP });
    await signIn(page, run.app, WREN.username, WREN.password);
    await page.goto(`${run.app.url}/profile/${shownId}`);
    await page.getByRole('button', { name: 'Watch this name' }).click();
    const dialog = page.getByRole('dialog', { name: 'Watch this name' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('First name').inputValue()).toBe('Jordan');
    expect(await dialog.getByLabel(/Last name or initial/).inputValue()).toBe('Kim');
    // Any Jordan K. near Austin: the initial, not the whole last name.
    await dialog.getByLabel(/Last name or initial/).fill('K');
    // The city list loads after the dialog opens (the select shows 'NONE' until it has its options): wait for the
    // profile's city to be chosen, up to 10 s, then check it.
    const near = dialog.getByLabel('Near');
    await near.locator('option[value="Austin, TX"]').waitFor({ state: 'attached' });
    await page.waitForFunction((select) => (select as HTMLSelectElement).value === 'Austin, TX', await near.elementHandle(), { timeout: 10_000 });
    expect(await near.inputValue()).toBe('Austin, TX');
    await dialog.getByRole('button', { name: 'Watch this name' }).click();
    await page.getByText('Watch started').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    await openSettings(page);
    const row = page.getByRole('list', { name: 'Your watches' }).getByRole('listitem');
    expect(await row.count()).toBe(1);
    expect(await row.first().textContent()).toContain('Jordan K, within 25 miles of Austin, TX');
    expect(await row.first().textContent()).toContain('No match yet');
    await expectNoSeriousA11yViolations(page, 'Settings > Watches');
    await screenshot(page, 'settings-watches-desktop');

    // A moderator approves the report about another Jordan K. in Austin: the job queue's match tells her.
    const admin = await apiSignInAdmin(run.app, ADMIN);
    await graphql(run.app, 'mutation($id: ID!) { approveReport(id: $id) { id } }', { id: String(pendingReportId) }, admin);
    for (let i = 0; i < 120; i += 1) {
      const [hit] = await run.app.sql('select 1 from watch_matches where profile_id = $1', [laterId]);
      if (hit) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await openSettings(page);
    await page.getByText(/Last matched/).waitFor();
    const notices = await run.app.sql<{ action_url: string; message: string }>(
      "select action_url, message from notifications n join users u on u.id = n.user_id where u.username = $1 and n.title = 'A name you watch was published'",
      [WREN.username],
    );
    expect(notices).toEqual([{ action_url: `/profile/${laterId}`, message: 'A profile matching your watch for Jordan near Austin, TX was published on Tea.' }]);
  });

  it('fits a phone: the tab, the form and the list', async () => {
    const { page } = await openWatchedPage(run.browser, { viewport: MOBILE });
    await signIn(page, run.app, WREN.username, WREN.password);
    await openSettings(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'Settings > Watches on a phone');
    await screenshot(page, 'settings-watches-mobile');
  });
});
