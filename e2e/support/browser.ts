import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { ARTIFACTS } from './app.js';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.js';

/**
 * Runs in every page before its own scripts: a server-rendered page's markup is `inert` until React has hydrated it.
 * A test clicks as soon as an element is visible, and on a loaded CI machine that can be before the app's code runs:
 * the click then does nothing (a tab, a dialog's button) or lets the browser act alone (a form's native submit). An
 * inert element is no click target, so Playwright's actionability check waits until React owns the markup, as a person
 * waits for a page that has not reacted yet. Pages rendered by the browser, and contexts without JavaScript, are left
 * as they are. (The product's own guard for its sign-in forms: web/src/shared/useHydrated.ts.)
 */
function holdUntilHydrated(): void {
  if (window.top !== window) return;
  const owned = (el: Element | null) => !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber'));
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    if (!root?.firstElementChild || owned(root.firstElementChild)) return;
    root.inert = true;
    const timer = setInterval(() => {
      if (!owned(root.firstElementChild)) return;
      root.inert = false;
      clearInterval(timer);
    }, 20);
  });
}

/** Debian's Chromium, headless, with the flags this sandboxed, offline machine needs; every context holds server-rendered pages until hydrated. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(holdUntilHydrated);
    return context;
  };
  return browser;
}

async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/**
 * Saves a full-page screenshot under test-artifacts/ (kept by CI as a test artefact). The page is scrolled to the top
 * first (in a full-page capture the sticky header and the fixed bottom bar are drawn where the current scroll position
 * puts them, over the middle of the page), and running entrance animations are allowed to finish.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(ARTIFACTS, `${name}.png`);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await finishAnimations(page);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Lets entrance animations (dialogs fading in, the side panel sliding in, toasts) finish, so that what is captured or
 * measured is the final state; endless ones (spinners) run on. Gives up waiting after 2 s.
 */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    const done = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/** Fails the test on any uncaught page error or CSP violation reported in the console. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** A context of its own with one page, whose errors are watched (`watchPageErrors`): how most browser tests start. */
export async function openWatchedPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) };
}
