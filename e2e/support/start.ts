import type { Browser } from 'playwright-core';
import { startBuiltApp, type RunningApp } from './app.js';
import { launchBrowser } from './browser.js';

/**
 * Starts the built app and Chromium side by side for a browser test file. When one of them fails, the other is stopped
 * before the error is thrown: the file's afterAll never sees it, and a process left running would hold Jest open.
 */
export async function startAppAndBrowser(env: Record<string, string> = {}): Promise<[RunningApp, Browser]> {
  const [app, browser] = await Promise.allSettled([startBuiltApp(env), launchBrowser()]);
  if (app.status === 'fulfilled' && browser.status === 'fulfilled') return [app.value, browser.value];
  if (app.status === 'fulfilled') await app.value.stop().catch(() => undefined);
  if (browser.status === 'fulfilled') await browser.value.close().catch(() => undefined);
  throw app.status === 'rejected' ? app.reason : (browser as PromiseRejectedResult).reason;
}
