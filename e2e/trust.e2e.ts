import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useAppAndBrowser } from './support/start.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { DESKTOP, MOBILE, openWatchedPage, screenshot, watchPageErrors } from './support/browser.js';

/** The footer's links in order, and what each page is called in the tab and in its h1. */
const FOOTER_PAGES = [
  { link: 'Community guidelines', path: '/guidelines', title: 'Community guidelines - Tea', h1: 'Community guidelines' },
  { link: 'How moderation works', path: '/moderation', title: 'How moderation works - Tea', h1: 'How moderation works' },
  { link: 'Transparency report', path: '/transparency', title: 'Transparency report - Tea', h1: 'Transparency report' },
  { link: 'Privacy', path: '/privacy', title: 'Privacy - Tea', h1: 'Privacy' },
  { link: 'Terms', path: '/terms', title: 'Terms - Tea', h1: 'Terms of use' },
  { link: 'Request a removal', path: '/removal-request', title: 'Request a removal - Tea', h1: 'Request removal' },
  { link: 'Contact', path: '/contact', title: 'Contact - Tea', h1: 'Contact' },
  { link: 'Developers', path: '/developers', title: 'Developers - Tea', h1: 'API for developers' },
];

const run = useAppAndBrowser();
/** The document's width against the viewport's: nothing may stick out sideways. */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/** Waits for the tab title the screen sets (after its first render); the assertion after it names the difference. */
async function expectTitle(page: Page, title: string) {
  await page.waitForFunction((expected) => document.title === expected, title, { timeout: 5_000 }).catch(() => undefined);
  expect(await page.title()).toBe(title);
}

describe('the footer pages, without an account', () => {
  it.each([
    ['a phone', MOBILE],
    ['a desktop', DESKTOP],
  ])('reaches every footer link on %s: own title, one h1, no sideways scrolling, no serious axe violation', async (size, viewport) => {
    const mobile = viewport === MOBILE;
    const { context, page, errors } = await openWatchedPage(run.browser, { viewport, ...(mobile ? { isMobile: true, hasTouch: true } : {}) });
    await page.goto(`${run.app.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Browse Profiles' }).waitFor();
    await expectNoSeriousA11yViolations(page, `browse as a visitor on ${size}`);
    const footer = page.getByRole('navigation', { name: 'Site' });
    expect(await footer.getByRole('link').allTextContents()).toEqual(FOOTER_PAGES.map((p) => p.link));

    const titles = new Set<string>();
    for (const { link, path, title, h1 } of FOOTER_PAGES) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL(`${run.app.url}${path}`);
      await page.getByRole('heading', { level: 1, name: h1, exact: true }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await expectTitle(page, title);
      titles.add(await page.title());
      // The link of the page she is on says so.
      expect(await footer.getByRole('link', { name: link, exact: true }).getAttribute('aria-current')).toBe('page');
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(innerWidth).toBe(viewport.width);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      await expectNoSeriousA11yViolations(page, `${path} on ${size}`);
      await screenshot(page, `trust${path.replace('/', '-')}-${mobile ? 'mobile' : 'desktop'}`);
    }
    expect(titles.size).toBe(FOOTER_PAGES.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the sign-up form links the guidelines and the terms', async () => {
    const page = await run.browser.newPage({ viewport: MOBILE });
    const errors = watchPageErrors(page);
    await page.goto(`${run.app.url}/auth?tab=signup`);
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.waitFor();
    expect(await form.getByRole('link', { name: 'Guidelines', exact: true }).getAttribute('href')).toBe('/guidelines');
    expect(await form.getByRole('link', { name: 'Terms', exact: true }).getAttribute('href')).toBe('/terms');
    await form.getByRole('link', { name: 'Terms', exact: true }).click();
    await page.waitForURL(`${run.app.url}/terms`);
    await page.getByRole('heading', { level: 1, name: 'Terms of use' }).waitFor();
    await page.goBack();
    await form.getByRole('link', { name: 'Guidelines', exact: true }).click();
    await page.waitForURL(`${run.app.url}/guidelines`);
    await page.getByRole('heading', { level: 1, name: 'Community guidelines' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the trust pages in her language', () => {
  it('a French visitor gets /guidelines rendered in French by the server, hydrated without a mismatch, and following her switch to German', async () => {
    const { context, page, errors } = await openWatchedPage(run.browser, { viewport: DESKTOP, locale: 'fr-FR' });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || /hydrat|did not match/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
    });
    const response = await page.goto(`${run.app.url}/guidelines`);
    // The server's markup is French already, before any script runs.
    expect(await response!.text()).toMatch(/<h1[^>]*>Règles de la communauté<\/h1>/);
    await page.getByRole('heading', { level: 1, name: 'Règles de la communauté' }).waitFor();
    await expectTitle(page, 'Règles de la communauté - Tea');
    // Live (hydrated): the language menu switches the open page to German, and the next page opens in German.
    await page.getByLabel('Langue').selectOption('de');
    await page.getByRole('heading', { level: 1, name: 'Community-Richtlinien' }).waitFor();
    await expectTitle(page, 'Community-Richtlinien - Tea');
    await page.getByRole('navigation', { name: 'Website' }).getByRole('link', { name: 'Datenschutz', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Datenschutz' }).waitFor();
    await expectTitle(page, 'Datenschutz - Tea');
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the axe check itself', () => {
  it('fails on a serious violation and names the rule, its impact, its help and the element', async () => {
    const page = await run.browser.newPage();
    await page.setContent('<!doctype html><html lang="en"><title>Broken</title><main><h1>Broken</h1><button></button></main></html>');
    const failure = await expectNoSeriousA11yViolations(page, 'a broken page').then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain('on a broken page');
    expect(failure).toContain('button-name (critical): Buttons must have discernible text');
    expect(failure).toContain('at ["button"]: Fix any of the following: Element does not have inner text that is visible to screen readers;');
    // A page without serious problems passes.
    await page.setContent('<!doctype html><html lang="en"><title>Fine</title><main><h1>Fine</h1><button>Save</button></main></html>');
    await expectNoSeriousA11yViolations(page, 'a fine page');
    await page.close();
  });
});
