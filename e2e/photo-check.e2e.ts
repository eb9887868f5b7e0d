import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { adminEnv, apiSignInAdmin } from './support/admin.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { DESKTOP, openWatchedPage, screenshot } from './support/browser.js';
import { apiSignUp, makePhoto, signUp } from './support/community.js';
import { useAppAndBrowser } from './support/start.js';

/*
 * The photo check in a real browser (issue 26): a photo approved by a moderator is on a published profile; a member
 * who was sent a copy of it (smaller, re-encoded) opens the check from her home page, picks the copy and finds that
 * profile, then a photo of someone else finds nothing.
 */

const ADMIN = adminEnv('moderator', 'admin-secret-1');
const UPLOADER = { username: 'nadia_adds', email: 'nadia_adds@example.com', password: 'copper-meadow-lantern', firstName: 'Nadia' };
const PERSON = 'Lena Marsh';

const run = useAppAndBrowser(ADMIN);
let page: Page;
let errors: string[];
let profileId: string;
let approvedPhoto: Buffer;

const markPhoneVerified = (username: string, e164: string) =>
  run.app.sql(`update users set phone_e164 = $2, phone_verified_at = now() where username = $1`, [username, e164]);

beforeAll(async () => {
  // The stage: Nadia adds Lena with a photo (REST multipart, as the add-person form's API does); the moderator approves it.
  approvedPhoto = await makePhoto(26);
  const { cookie } = await apiSignUp(run.app, UPLOADER);
  await markPhoneVerified(UPLOADER.username, '+12015550141');
  const form = new FormData();
  for (const [key, value] of Object.entries({ firstName: 'Lena', lastName: 'Marsh', category: 'dating', confirmAdult: 'true', location: 'New York, NY' })) {
    form.append(key, value);
  }
  form.append('profileImage', new Blob([new Uint8Array(approvedPhoto)], { type: 'image/jpeg' }), 'lena.jpg');
  const created = await fetch(`${run.app.url}/api/profiles`, { method: 'POST', body: form, headers: { cookie: cookie!, 'x-requested-with': 'fetch' } });
  expect(created.status).toBe(201);
  profileId = String(((await created.json()) as { id: string | number }).id);
  const adminCookie = await apiSignInAdmin(run.app, ADMIN);
  const approved = await fetch(`${run.app.url}/api/admin/approve-image`, {
    method: 'POST',
    headers: { cookie: adminCookie, 'content-type': 'application/json', 'x-requested-with': 'fetch' },
    body: JSON.stringify({ profileId, status: 'approved' }),
  });
  expect(approved.status).toBe(200);
  const [row] = await run.app.sql<{ image_approval_status: string }>('select image_approval_status from profiles where id = $1', [Number(profileId)]);
  expect(row).toEqual({ image_approval_status: 'approved' });

  // The member who checks: signed up in the browser, her phone verified.
  ({ page, errors } = await openWatchedPage(run.browser, { viewport: DESKTOP }));
  page.context().setDefaultTimeout(20_000);
  run.contexts.push(page.context());
  await signUp(page, run.app, { firstName: 'Mira', username: 'mira_checks' });
  await markPhoneVerified('mira_checks', '+12015550142');
}, 90_000);

describe('the photo check in a real browser', () => {
  it("finds the published profile from a resized, re-encoded copy of its approved photo, opened from 'Before the date'", async () => {
    await page.goto(`${run.app.url}/`);
    await page
      .getByRole('region', { name: 'Before the date' })
      .getByRole('link', { name: /^Check a photo/ })
      .click();
    await page.waitForURL(`${run.app.url}/photo-check`);
    await page.getByRole('heading', { level: 1, name: 'Check a photo' }).waitFor();
    await page.getByText('Your photo is not kept.', { exact: false }).waitFor();

    const copy = await sharp(approvedPhoto).resize(320, 240).jpeg({ quality: 70 }).toBuffer();
    await page.getByLabel('Choose a photo to check', { exact: false }).setInputFiles({ name: 'sent-to-me.jpg', mimeType: 'image/jpeg', buffer: copy });
    const results = page.getByRole('list', { name: '1 profile has a photo like this one' });
    await results.waitFor();
    const card = results.getByRole('link');
    expect(await card.getAttribute('href')).toBe(`/profile/${profileId}`);
    const text = await card.innerText();
    expect(text).toContain(PERSON);
    expect(text).toContain('New York, NY');
    expect(text).toMatch(/Very close match|Close match/);
    await screenshot(page, 'photo-check-match');
    await expectNoSeriousA11yViolations(page, 'the photo check with a match');

    await card.click();
    await page.waitForURL(`${run.app.url}/profile/${profileId}`);
    await page.getByRole('heading', { level: 1, name: PERSON }).waitFor();
    expect(errors).toEqual([]);
  });

  it('finds nothing for a photo of someone else', async () => {
    await page.goto(`${run.app.url}/photo-check`);
    await page
      .getByLabel('Choose a photo to check', { exact: false })
      .setInputFiles({ name: 'someone-else.jpg', mimeType: 'image/jpeg', buffer: await makePhoto(7) });
    await page.getByText('No match among the profiles published here.').waitFor();
    expect(await page.getByRole('list', { name: /photo like this one/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
