/** bench:web's measurements in the browser: one cold page load under the lab conditions, and Lighthouse. */
import { constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser, Page, Request } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../e2e/support/chromium.js';

/** The e2e tests' Chromium and flags (e2e/support/chromium.ts), for bench/web/run.ts too. */
export { CHROMIUM, CHROMIUM_FLAGS };

/** The lab conditions of the goals (PERFORMANCE.md G9). */
export const VIEWPORT = { width: 412, height: 915 };
export const CPU_SLOWDOWN = 4;
export const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

export interface Sample {
  lcp: number;
  lcpElement: string;
  fcp: number;
  cls: number;
  tbt: number;
  jsGzip: number;
  jsWire: number;
  jsFiles: number;
  /** Every JavaScript file with its gzip -9 size, in the order the responses came. */
  jsList: [string, number][];
  imageWire: number;
  totalWire: number;
  requests: number;
}

export type Ready = (page: Page) => Promise<void>;

/** In-page: read the buffered performance entries of a type (the observer delivers them asynchronously). */
function metricsInPage() {
  const read = (type: string) =>
    new Promise<PerformanceEntry[]>((done) => {
      const entries: PerformanceEntry[] = [];
      const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
      observer.observe({ type, buffered: true });
      setTimeout(() => {
        entries.push(...observer.takeRecords());
        observer.disconnect();
        done(entries);
      }, 100);
    });
  return Promise.all([read('largest-contentful-paint'), read('layout-shift')]).then(([lcps, shifts]) => {
    type Lcp = PerformanceEntry & { element: Element | null; url: string; size: number };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    const last = lcps.at(-1) as Lcp | undefined;
    const el = last?.element;
    const what = el ? `${el.tagName.toLowerCase()}${last.url ? '' : ` "${(el.textContent ?? '').trim().slice(0, 30)}"`}` : 'none';
    // CLS: the largest session window (gaps under 1 s, at most 5 s long) of shifts without recent input.
    let cls = 0;
    let windowValue = 0;
    let windowStart = 0;
    let previous = 0;
    for (const shift of shifts as Shift[]) {
      if (shift.hadRecentInput) continue;
      if (windowValue && shift.startTime - previous < 1000 && shift.startTime - windowStart < 5000) windowValue += shift.value;
      else {
        windowValue = shift.value;
        windowStart = shift.startTime;
      }
      previous = shift.startTime;
      cls = Math.max(cls, windowValue);
    }
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const tasks = (window as unknown as { __benchLongTasks: [number, number][] }).__benchLongTasks ?? [];
    const tbt = tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { lcp: last?.startTime ?? NaN, lcpElement: what, fcp, cls, tbt };
  });
}

function longTaskRecorder() {
  const tasks: [number, number][] = [];
  (window as unknown as { __benchLongTasks: [number, number][] }).__benchLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/** The language the pages are asked for in (BENCH_WEB_LOCALE: en, es, fr, de); the browser's default when unset. */
export const BENCH_LOCALE = process.env.BENCH_WEB_LOCALE || undefined;

export async function measure(browser: Browser, url: string, ready: Ready, throttled = true): Promise<Sample> {
  const version = browser.version().split('.')[0];
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent: `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Mobile Safari/537.36`,
    // The browser's language (Accept-Language, navigator.languages): BENCH_WEB_LOCALE, e.g. `es`, measures a first load
    // in that language (the server renders it and sends its catalogue with the page).
    locale: BENCH_LOCALE,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (throttled) {
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await page.addInitScript(longTaskRecorder);
    const inflight = new Set<Request>();
    let lastActivity = Date.now();
    const pending: Promise<{ kind: 'js' | 'image' | 'other'; path: string; gzip: number; wire: number }>[] = [];
    page.on('request', (req) => {
      inflight.add(req);
      lastActivity = Date.now();
    });
    const done = (req: Request) => {
      inflight.delete(req);
      lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (res) => {
      const type = res.request().resourceType();
      const js = type === 'script' || /javascript/.test(res.headers()['content-type'] ?? '');
      const kind = js ? 'js' : type === 'image' ? 'image' : 'other';
      pending.push(
        (async () => {
          const sizes = await res.request().sizes();
          const gzip = js && res.ok() ? gzipSync(await res.body(), { level: constants.Z_BEST_COMPRESSION }).length : 0;
          return { kind, path: new URL(res.url()).pathname, gzip, wire: sizes.responseBodySize };
        })(),
      );
    });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    const fetched: string[] = [];
    page.on('response', (res) => {
      fetched.push(`${res.status()} ${new URL(res.url()).pathname}`);
      if (res.status() >= 400) problems.push(`${res.status()} ${res.url()}`);
    });
    try {
      await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
      await ready(page);
      // Settled: the content is there, every image has loaded (but lazy ones below the fold, which never start), and no
      // request has been in flight for a second.
      await page
        .waitForFunction(
          () => Array.from(document.images).every((img) => img.complete || (img.loading === 'lazy' && img.getBoundingClientRect().top > innerHeight)),
          undefined,
          { timeout: 60_000, polling: 250 },
        )
        .catch((e: Error) => Promise.reject(new Error(`images did not load: ${e.message}`)));
      const deadline = Date.now() + 60_000;
      while (inflight.size > 0 || Date.now() - lastActivity < 1000) {
        if (Date.now() > deadline) throw new Error('the network never went quiet');
        await new Promise((r) => setTimeout(r, 100));
      }
    } catch (e) {
      const text = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '');
      throw new Error(
        `${url} did not settle: ${(e as Error).message.split('\n')[0]}\n  page text: ${JSON.stringify(text.slice(0, 300))}\n  in flight: ${[...inflight].map((r) => r.url()).join(', ') || 'nothing'}\n  ${problems.join('\n  ') || 'no errors reported'}\n  responses: ${fetched.join(', ')}`,
        { cause: e },
      );
    }
    const m = await page.evaluate(metricsInPage);
    const responses = await Promise.all(pending);
    const js = responses.filter((r) => r.kind === 'js');
    return {
      ...m,
      jsGzip: js.reduce((sum, r) => sum + r.gzip, 0),
      jsWire: js.reduce((sum, r) => sum + r.wire, 0),
      jsFiles: js.length,
      jsList: js.map((r) => [r.path, r.gzip]),
      imageWire: responses.filter((r) => r.kind === 'image').reduce((sum, r) => sum + r.wire, 0),
      totalWire: responses.reduce((sum, r) => sum + r.wire, 0),
      requests: responses.length,
    };
  } finally {
    await context.close();
  }
}

export const cardsReady: Ready = (page) =>
  page
    .waitForFunction(() => document.querySelectorAll('a[href^="/profile/"]').length >= 20, undefined, { timeout: 60_000, polling: 250 })
    .then(() => undefined);

export const textReady =
  (text: string): Ready =>
  (page) =>
    page.waitForFunction((t) => document.body.innerText.includes(t), text, { timeout: 60_000, polling: 250 }).then(() => undefined);

export interface LighthouseResult {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Lighthouse's CPU benchmark of this machine at the time (lower is slower; a typical desktop is 1000-2000). */
  benchmarkIndex: number;
}

/**
 * One Lighthouse run in a fresh Chromium. Lighthouse sometimes loses the navigation's trace events on a busy machine
 * (runtime error NO_NAVSTART or NO_FCP: no score at all, not a slow one); such a run is repeated, at most twice, and
 * said so on the console. Any other error, or a third failure, stops the bench.
 */
export async function runLighthouse(url: string, attempt = 1): Promise<LighthouseResult> {
  try {
    return await runLighthouseOnce(url);
  } catch (e) {
    const code = e instanceof LighthouseRuntimeError ? e.code : '';
    if (attempt >= 3 || !['NO_NAVSTART', 'NO_FCP'].includes(code)) throw e;
    console.log(`    (Lighthouse run on ${url} lost its trace: ${code}; repeated, attempt ${attempt + 1} of 3)`);
    return runLighthouse(url, attempt + 1);
  }
}

class LighthouseRuntimeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function runLighthouseOnce(url: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'], logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(BENCH_LOCALE ? { extraHeaders: { 'Accept-Language': BENCH_LOCALE } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(lhr.runtimeError.code, `Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}
