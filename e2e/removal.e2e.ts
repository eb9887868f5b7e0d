import { describe, expect, it } from '@jest/globals';
import { adminEnv, signInAdmin } from './support/admin.js';
import { useAppAndBrowser } from './support/start.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { DESKTOP, screenshot, watchPageErrors } from './support/browser.js';
import { waitForEmail, waitForEmails } from './support/outbox.js';

const ADMIN = adminEnv('warden', 'admin-secret-2');

const run = useAppAndBrowser(ADMIN);
describe('removal requests in a real browser (SAFETY 12)', () => {
  it('a visitor asks to remove a profile of a minor: it is hidden once she confirms her address by the e-mailed link, then the admin upholds the request', async () => {
    const [{ id }] = await run.app.sql<{ id: number }>(
      "insert into profiles (first_name, last_name, display_name, category, location, published_at) values ('Kim', 'Young', 'Kim Young', 'friends', 'Boston, MA', now()) returning id",
    );

    const visitor = await run.browser.newPage({ viewport: DESKTOP });
    const visitorErrors = watchPageErrors(visitor);
    await visitor.goto(`${run.app.url}/profile/${id}`);
    await visitor.getByRole('heading', { name: 'Kim Young' }).waitFor();
    await visitor.getByRole('link', { name: 'Request removal of this profile' }).click();
    await visitor.waitForURL(new RegExp(`/removal-request\\?profile=${id}$`));
    await visitor.getByLabel('Reason').selectOption({ label: 'It concerns a minor' });
    await visitor.getByLabel('Explanation').fill('This is my younger sister; she is 16 and never agreed to be listed here.');
    await visitor.getByLabel('Your e-mail address').fill('sister@example.com');
    await visitor.getByRole('button', { name: 'Send request' }).click();
    // The good-faith statement is required.
    await visitor.getByText('Please confirm the good-faith statement.').waitFor();
    await expectNoSeriousA11yViolations(visitor, 'the removal request form with its error');
    await visitor.getByText('I state in good faith that the information in this request is accurate.').click();
    await visitor.getByRole('button', { name: 'Send request' }).click();
    await visitor.getByText('Your request was received').waitFor();
    await visitor.getByText('The content is hidden as soon as you confirm.').waitFor();
    await screenshot(visitor, 'removal-request-sent');
    await expectNoSeriousA11yViolations(visitor, 'the removal request, sent');

    // Nothing is hidden before she confirms her address (issue 21): a stranger's request costs an inbox.
    await visitor.goto(`${run.app.url}/profile/${id}`);
    await visitor.getByRole('heading', { name: 'Kim Young' }).waitFor();
    const ack = await waitForEmail(run.app, 'sister@example.com', 'Please confirm your removal request');
    const link = /(\/removal-request\/confirm\?token=[A-Za-z0-9_-]+)/.exec(ack.text)![1];
    await visitor.goto(`${run.app.url}${link}`);
    await visitor.getByText('Your request is confirmed').waitFor();
    await visitor.getByText('The content is hidden until a moderator has decided.').waitFor();
    await screenshot(visitor, 'removal-request-confirmed');
    await expectNoSeriousA11yViolations(visitor, 'the removal request, confirmed');

    // Hidden once confirmed: the profile is gone for the public until an admin decides.
    await visitor.goto(`${run.app.url}/profile/${id}`);
    await visitor.getByText('Profile not found').waitFor();
    const [request] = await run.app.sql<{ status: string; content_hidden: boolean }>('select status, content_hidden from removal_requests');
    expect(request).toEqual({ status: 'pending', content_hidden: true });
    expect(visitorErrors).toEqual([]);

    const admin = await run.browser.newPage({ viewport: DESKTOP });
    const adminErrors = watchPageErrors(admin);
    await signInAdmin(admin, run.app, ADMIN);
    await admin.goto(`${run.app.url}/admin/removal-requests`);
    const card = admin.getByRole('article', { name: /Kim Young/ });
    await card.getByText('This is my younger sister', { exact: false }).waitFor();
    await screenshot(admin, 'admin-removal-requests');
    await expectNoSeriousA11yViolations(admin, 'the removal requests queue');
    await card.getByRole('button', { name: 'Uphold' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Uphold request' });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(admin, 'the uphold dialog');
    await dialog.getByLabel('Reason for the decision').fill('The person is a minor; the profile is removed and cannot be added again.');
    await dialog.getByRole('button', { name: 'Uphold' }).click();
    await card.getByRole('button', { name: 'Uphold' }).waitFor({ state: 'detached' });

    expect(await run.app.sql('select 1 from profiles where id = $1', [id])).toEqual([]);
    const [decided] = await run.app.sql<{ status: string }>('select status from removal_requests');
    expect(decided.status).toBe('upheld');
    const audit = await run.app.sql<{ action: string }>("select action from audit_log where target_type in ('removal_request', 'profile') order by id");
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['profile.delete']));
    // The sender got an acknowledgement and then the reasoned decision.
    const toSender = await waitForEmails(run.app, 'sister@example.com', 2);
    expect(toSender).toHaveLength(2);
    expect(toSender[1].text).toContain('The person is a minor');
    expect(adminErrors).toEqual([]);
    await Promise.all([visitor.close(), admin.close()]);
  });
});
