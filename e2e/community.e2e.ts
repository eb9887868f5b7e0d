import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminEnv, apiSignInAdmin } from './support/admin.js';
import { useAppAndBrowser } from './support/start.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { DESKTOP, MOBILE, openWatchedPage, screenshot } from './support/browser.js';
import { graphql, makeJpeg, naturalWidth, signUp, smsCodeFor } from './support/community.js';

const ADMIN = adminEnv('moderator', 'admin-secret-1');

const run = useAppAndBrowser(ADMIN);
beforeAll(async () => {
  // A few profiles to browse: the admin generates sample data through GraphQL.
  const cookie = await apiSignInAdmin(run.app, ADMIN);
  const { data } = await graphql<{ generateSampleData: { profilesCreated: number } }>(
    run.app,
    'mutation { generateSampleData(count: 12) { profilesCreated reviewsCreated } }',
    {},
    cookie,
  );
  expect(data.generateSampleData.profilesCreated).toBe(12);
}, 60_000);

type Person = { firstName: string; lastName: string; photo: Buffer; title: string; experience: string };

/** Waits for the browse grid to show the sample profiles (and the pagination footer with their count). */
async function waitForBrowseGrid(page: Page) {
  await page.getByText(/Showing 1-\d+ of 1[2-9] profiles/).waitFor();
  expect(await page.getByRole('list', { name: 'Profiles' }).getByRole('link').count()).toBeGreaterThanOrEqual(12);
}

/**
 * Goes through the add-person wizard from step 1 to the phone dialog (her phone is not verified yet), taking a
 * screenshot of each step, then verifies the phone with the code from the SMS outbox; the wizard then creates the
 * profile with the photo and the first report and lands on /profile/{id}. Returns the profile id.
 */
async function addPersonThroughWizard(page: Page, person: Person, phone: { typed: string; e164: string }, size: 'desktop' | 'mobile') {
  await page.getByRole('heading', { name: 'Add New Woman' }).waitFor();
  await page.getByRole('heading', { name: 'Step 1 of 3: Basic Info' }).waitFor();
  // Next on an empty step shows the step's errors and stays.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('First name is required').waitFor();
  await expectNoSeriousA11yViolations(page, `add-person step 1 with its errors (${size})`);
  await page.getByLabel('First name', { exact: true }).fill(person.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(person.lastName);
  await page.getByRole('radio', { name: 'Dating' }).check();
  await screenshot(page, `wizard-step1-${size}`);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'Step 2 of 3: Details' }).waitFor();
  await page.getByLabel('Location (optional)', { exact: true }).selectOption('Austin, TX');
  await page.getByLabel('Photo (optional)', { exact: true }).setInputFiles({ name: 'her-photo.jpg', mimeType: 'image/jpeg', buffer: person.photo });
  // The local preview of the chosen photo really renders.
  expect(await naturalWidth(page.getByRole('img', { name: 'Preview of the selected photo' }))).toBeGreaterThan(0);
  await page.getByText('Images need admin approval before anyone sees them.').waitFor();
  await screenshot(page, `wizard-step2-${size}`);
  await expectNoSeriousA11yViolations(page, `add-person step 2 (${size})`);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'Step 3 of 3: Your Experience' }).waitFor();
  await page.getByText('Before your report is sent, we will ask you to verify your phone number.').waitFor();
  await page.getByLabel('I confirm that this person is 18 or older.', { exact: true }).check();
  await page.getByRole('radio', { name: /^Negative/ }).check();
  await page.getByLabel('Report title', { exact: true }).fill(person.title);
  await page.getByRole('textbox', { name: 'Your experience' }).fill(person.experience);
  await page.getByText(`${person.experience.length}/500`).waitFor();
  await screenshot(page, `wizard-step3-${size}`);
  await expectNoSeriousA11yViolations(page, `add-person step 3 (${size})`);
  await page.getByRole('button', { name: 'Create Profile & Submit Report' }).click();

  // The phone gate: number, then the 6-digit code texted to it (the local SMS outbox).
  const dialog = page.getByRole('dialog', { name: 'Verify your phone number' });
  await dialog.getByLabel('Phone number', { exact: true }).fill(phone.typed);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await dialog.getByText(/We sent a 6-digit code to/).waitFor();
  await expectNoSeriousA11yViolations(page, `the phone verification dialog (${size})`);
  await dialog.getByLabel('6-digit code', { exact: true }).fill(await smsCodeFor(run.app, phone.e164));
  await dialog.getByRole('button', { name: 'Verify Phone' }).click();

  await page.waitForURL(/\/profile\/\d+$/);
  await page.getByText('Profile created successfully!').first().waitFor();
  return new URL(page.url()).pathname.split('/').pop()!;
}

describe('a member in a real browser', () => {
  it('signs up, adds a person with a photo, verifies her phone, reports twice and sees both reports pending (desktop)', async () => {
    const { context, page, errors } = await openWatchedPage(run.browser, { viewport: DESKTOP });
    await signUp(page, run.app, { firstName: 'Maya', username: 'maya' });
    await waitForBrowseGrid(page);
    await screenshot(page, 'home-desktop');
    await expectNoSeriousA11yViolations(page, 'browse (desktop)');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: '+ Add Woman' }).click();
    await page.waitForURL(`${run.app.url}/add-person`);
    const person: Person = {
      firstName: 'Nora',
      lastName: 'Quinn',
      photo: await makeJpeg(640, 480, [200, 60, 120]),
      title: 'Cancelled at the last minute',
      experience: 'We planned a dinner for weeks and she cancelled an hour before, twice in a row, without saying why.',
    };
    const id = await addPersonThroughWizard(page, person, { typed: '(201) 555-0142', e164: '+12015550142' }, 'desktop');

    // Her new profile: initials until the photo is approved, her report waiting for moderation (not public yet).
    await page.getByRole('heading', { level: 1, name: 'Nora Quinn' }).waitFor();
    await page.getByText('Austin, TX').first().waitFor();
    await page.getByText('The photo is waiting for approval; the initials show until it is approved.').waitFor();
    expect(await page.getByTestId('profile-picture').locator('img').count()).toBe(0);
    // Her own report, pending, shows to her alone, marked 'Awaiting review' (never 'No reports yet').
    await page.getByText(person.title).waitFor();
    await page.getByText('Awaiting review').first().waitFor();
    expect(await page.getByText('No reports yet').count()).toBe(0);

    const [member] = await run.app.sql<{ id: string; phone_e164: string; verified: boolean }>(
      'select id, phone_e164, phone_verified_at is not null as verified from users where username = $1',
      ['maya'],
    );
    expect(member).toMatchObject({ phone_e164: '+12015550142', verified: true });
    const [profile] = await run.app.sql(
      'select first_name, last_name, location, category, image_key, image_approval_status, created_by_id from profiles where id = $1',
      [Number(id)],
    );
    expect(profile).toMatchObject({
      first_name: 'Nora',
      last_name: 'Quinn',
      location: 'Austin, TX',
      category: 'dating',
      image_approval_status: 'pending',
      created_by_id: member.id,
    });
    expect(profile.image_key).toEqual(expect.any(String));

    // A second report on the same profile: Share Your Experience → 'Spill the TEA'.
    await page.getByRole('button', { name: 'Share Your Experience' }).click();
    const form = page.getByRole('dialog', { name: 'Spill the TEA' });
    await form.getByRole('button', { name: 'Submit Honest Report' }).click();
    // Submitting the empty form shows the field errors and sends nothing.
    await form.getByText('Please choose an experience type.').waitFor();
    await form.getByText('Title must be at least 5 characters').waitFor();
    await expectNoSeriousA11yViolations(page, 'the report form with its errors (desktop)');
    await form.getByRole('radio', { name: /^Positive/ }).check();
    await form.getByLabel('Title', { exact: true }).fill('Made up for it later');
    await form.getByLabel('Detailed report', { exact: true }).fill('She apologised properly the next week and we had a lovely evening in the end.');
    expect(await form.getByLabel('Category', { exact: true }).inputValue()).toBe('DATING');
    await form.getByLabel('Date of interaction (optional)', { exact: true }).fill('2025-06-01');
    await form.getByLabel('Location (optional)', { exact: true }).fill('South Congress');
    await screenshot(page, 'report-form-desktop');
    await form.getByRole('button', { name: 'Submit Honest Report' }).click();
    await page.getByText('Report Submitted').first().waitFor();
    await form.waitFor({ state: 'detached' });

    const reports = await run.app.sql<{ title: string; approved: boolean | null; author_id: string; rating: number }>(
      'select title, approved, author_id, rating from reports where profile_id = $1 order by id',
      [Number(id)],
    );
    expect(reports).toEqual([
      { title: person.title, approved: null, author_id: member.id, rating: 1 },
      { title: 'Made up for it later', approved: null, author_id: member.id, rating: 5 },
    ]);
    await screenshot(page, 'profile-desktop');
    await expectNoSeriousA11yViolations(page, 'her profile page (desktop)');

    // My Reports: both reports, each marked pending, each linking back to the profile.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My Reports' }).click();
    await page.waitForURL(`${run.app.url}/reviews`);
    await page.getByRole('heading', { level: 1, name: 'Honest Reports' }).waitFor();
    const list = page.getByRole('list', { name: 'Your reports' });
    await list.waitFor();
    expect(await list.getByRole('article').count()).toBe(2);
    for (const title of [person.title, 'Made up for it later']) {
      const card = page.getByRole('article', { name: title });
      await card.getByText('Pending', { exact: true }).waitFor();
      expect(await card.getByRole('link', { name: 'View profile: Nora Quinn' }).getAttribute('href')).toBe(`/profile/${id}`);
    }
    await screenshot(page, 'my-reports-desktop');
    await expectNoSeriousA11yViolations(page, 'My Reports (desktop)');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders home, the wizard, a profile and My Reports on a phone (390x844)', async () => {
    const { context, page, errors } = await openWatchedPage(run.browser, { viewport: MOBILE, isMobile: true, hasTouch: true });
    await signUp(page, run.app, { firstName: 'Iris', username: 'iris' });
    await waitForBrowseGrid(page);
    await screenshot(page, 'home-mobile');
    await expectNoSeriousA11yViolations(page, 'browse (phone)');

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Add' }).click();
    await page.waitForURL(`${run.app.url}/add-person`);
    const id = await addPersonThroughWizard(
      page,
      {
        firstName: 'Tessa',
        lastName: 'Lane',
        photo: await makeJpeg(480, 640, [40, 120, 200]),
        title: 'Great friend to have',
        experience: 'Helped me move flats on a rainy Sunday and refused to take anything for it.',
      },
      { typed: '(201) 555-0143', e164: '+12015550143' },
      'mobile',
    );
    await page.getByRole('heading', { level: 1, name: 'Tessa Lane' }).waitFor();
    await page.getByRole('button', { name: 'Share Your Experience' }).waitFor();
    await screenshot(page, 'profile-mobile');
    await expectNoSeriousA11yViolations(page, 'her profile page (phone)');
    const [row] = await run.app.sql<{ image_approval_status: string; n: number }>(
      'select p.image_approval_status, (select count(*)::int from reports r where r.profile_id = p.id and r.approved is null) as n from profiles p where p.id = $1',
      [Number(id)],
    );
    expect(row).toEqual({ image_approval_status: 'pending', n: 1 });

    await nav.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(`${run.app.url}/reviews`);
    await page.getByRole('article', { name: 'Great friend to have' }).getByText('Pending', { exact: true }).waitFor();
    await screenshot(page, 'my-reports-mobile');
    await expectNoSeriousA11yViolations(page, 'My Reports (phone)');
    expect(errors).toEqual([]);
    await context.close();
  });
});
