import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useAppAndBrowser } from './support/start.js';
import { DESKTOP, MOBILE, openWatchedPage } from './support/browser.js';

/**
 * Issue 24, "Installable": the manifest and its icons, Chromium's own installability verdict, the app shell painting a
 * second visit with no network, nothing personal in the service worker's cache, and the update prompt after a deploy.
 * The app serves a copy of web/dist (WEB_DIST), so the deploy test can put a new service worker in place.
 */
const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(mkdtempSync(join(tmpdir(), 'tea-dist-')), 'dist');
cpSync(join(repo, 'web/dist'), dist, { recursive: true });

const run = useAppAndBrowser({ WEB_DIST: dist });

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** A PNG's width and height, from its header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** Waits until the service worker controls the page and has kept every build file the page loaded. */
async function shellKept(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await page.waitForFunction(
    async () => {
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname);
      const names = await caches.keys();
      const cache = await caches.open(names.find((name) => name.startsWith('tea-shell-'))!);
      const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
      return loaded.every((path) => kept.has(path));
    },
    undefined,
    { timeout: 30_000, polling: 250 },
  );
}

describe('installable like an app', () => {
  it('links a manifest from every page, with a name, standalone display, theme colours and 192, 512 and maskable icons', async () => {
    for (const [path, cookie] of [
      ['/', ''],
      ['/guidelines', ''],
      ['/settings', 'sid=not-a-session'],
    ]) {
      const html = await (await fetch(`${run.app.url}${path}`, { headers: { accept: 'text/html', cookie } })).text();
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
      expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: dark\)"/);
    }
    // The service worker and the manifest keep their names from build to build: always revalidated, never cached for an hour.
    const worker = await fetch(`${run.app.url}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toMatch(/no-cache/);
    const response = await fetch(`${run.app.url}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toMatch(/no-cache/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({ short_name: 'Tea', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    for (const icon of pngs) {
      const png = Buffer.from(await (await fetch(`${run.app.url}${icon.src}`)).arrayBuffer());
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(png)).toEqual({ width, height });
    }
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it("passes Chromium's installability check, and a second visit paints / from the cache with no network, saying so", async () => {
    const { context, page, errors } = await openWatchedPage(run.browser, { viewport: MOBILE, isMobile: true, hasTouch: true });
    await page.goto(`${run.app.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Browse Profiles' }).waitFor();
    await shellKept(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // A test's browser context is a private one, which Chromium never offers to install: every other reason counts.
    expect(installabilityErrors.map((e) => e.errorId)).toContain('in-incognito');
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

    // Nothing a member's data travels in is kept: only the build's files and the public shell.
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const all = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)));
      return all.flat();
    });
    expect(kept.filter((path) => !/^\/(assets\/|icons\/|index\.html$|offline\.html$|manifest\.webmanifest$)/.test(path))).toEqual([]);

    // No network at all: the page's (setOffline) and the service worker's own requests (which setOffline does not
    // reach in Chromium: the route does).
    await context.setOffline(true);
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Browse Profiles' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
    console.log(`offline second visit: / painted from ${kept.length} cached files`);
    await context.setOffline(false);
    // The screen's data could not load (the page says so): only those failures are expected.
    expect(errors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|NetworkError/.test(e))).toEqual([]);
    await context.close();
  });

  it('after a deploy, an open page offers the new version, and "Reload" brings it in', async () => {
    const { context, page, errors } = await openWatchedPage(run.browser, { viewport: DESKTOP });
    await page.goto(`${run.app.url}/guidelines`);
    await page.getByRole('heading', { level: 1, name: 'Community guidelines' }).waitFor();
    await shellKept(page);
    const before = await page.evaluate(async () => (await caches.keys()).find((name) => name.startsWith('tea-shell-')));

    // A new build: another service worker with another build id, in place of the one served (and its compressed copies).
    const source = readFileSync(join(dist, 'sw.js'), 'utf8').replace(/const BUILD = "[0-9a-f]+";/, 'const BUILD = "0000deploy000000";');
    expect(source).toContain('0000deploy000000');
    writeFileSync(join(dist, 'sw.js'), source);
    writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(source));
    writeFileSync(join(dist, 'sw.js.gz'), gzipSync(source));
    // The page asks every hour; the test does not wait that long.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

    const prompt = page.getByRole('status').filter({ hasText: 'A new version of Tea is ready.' });
    await prompt.waitFor({ timeout: 30_000 });
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'Community guidelines' }).waitFor();
    await page.waitForFunction(async () => (await caches.keys()).includes('tea-shell-0000deploy000000'), undefined, { timeout: 30_000 });
    const after = await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('tea-shell-')));
    expect(after).toEqual(['tea-shell-0000deploy000000']);
    expect(before).not.toBe('tea-shell-0000deploy000000');
    expect(errors).toEqual([]);
    await context.close();
  });
});
