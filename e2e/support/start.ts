import { afterAll, beforeAll, jest } from '@jest/globals';
import type { Browser, BrowserContext } from 'playwright-core';
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

/** The app and Chromium of one browser test file, as `useAppAndBrowser` hands them over (set once its beforeAll ran). */
export interface BrowserTestRun {
  app: RunningApp;
  browser: Browser;
  /** Browser contexts the file's tests opened and did not close themselves: closed before the browser. */
  contexts: BrowserContext[];
}

/**
 * The set-up every browser test file shares: a generous test timeout (a real browser on a busy 2-core CI machine:
 * each step of a flow gets more time than unit tests get), the app and Chromium started before the file's tests
 * (`startAppAndBrowser` with `env`) and stopped after them. A file seeds its data in a beforeAll of its own, declared
 * after this call (hooks run in the order they are declared).
 */
export function useAppAndBrowser(env: Record<string, string> = {}, { testTimeout = 120_000 } = {}): BrowserTestRun {
  jest.setTimeout(testTimeout);
  const run = { contexts: [] as BrowserContext[] } as BrowserTestRun;
  beforeAll(async () => {
    [run.app, run.browser] = await startAppAndBrowser(env);
  }, 60_000);
  afterAll(async () => {
    for (const context of run.contexts) await context.close();
    await run.browser?.close();
    await run.app?.stop();
  });
  return run;
}
