/**
 * `pnpm bench:web`: the first load of the web app, held to issue 7's goals against a skeleton of the same libraries.
 *
 * 1. Builds bench/web/skeleton (React, React Router, Apollo Client, styled-components, react-final-form; one bundle)
 *    with the product's own Vite config (web/vite.config.ts, precompression included) into bench/web/skeleton/dist.
 * 2. Seeds a fresh embedded PostgreSQL (bench/lib/seed.ts: BENCH_WEB_PROFILES profiles, 10,000 by default) and
 *    starts the real server twice on it (`node api/dist/main.js`, NODE_ENV=production), with WEB_DIST set to a copy
 *    of web/dist taken at the start, then to the skeleton's dist. Same API, same DATA_DIR, same compression and cache
 *    headers.
 * 3. Gives the first 20 cards of `/` a photo: BENCH_WEB_PHOTOS JPEGs (BENCH_WEB_PHOTO_SIDE px square) go through the
 *    real API (createProfile multipart upload, the image pipeline, decideImage APPROVED by the admin; on a short-lived
 *    development instance, since production sessions need HTTPS), then the stored image columns are copied onto the
 *    20 profiles that `/` shows (created profiles have no reports, so they are not on the first page of the default
 *    sort). 320 px is about what a card shows on a phone, so the skeleton (which shows `profileImageUrl` as it comes)
 *    is not held back by oversized photos and the comparison stays about the app. `/profile/{id}` is the first-page
 *    profile with the most published reports.
 * 4. Headless Chromium (playwright-core, Debian's /usr/bin/chromium), 412x915 mobile, 4x CPU throttling, 1.6 Mbps /
 *    150 ms RTT: BENCH_WEB_RUNS (5) runs of `/` and `/profile/{id}` per app, alternating, each in a fresh context
 *    (cold cache). LCP and CLS from buffered PerformanceObservers once the page has settled; initial-route JS is the
 *    gzip -9 size of every JavaScript body fetched until then. Medians.
 * 5. Lighthouse (mobile preset, performance only) on the product's `/`, `/profile/{id}` and `/auth`, BENCH_WEB_LH_RUNS
 *    (3) times each, median score; the skeleton's two pages as a reference.
 *
 * Prints a verdict table and exits 1 when a goal is missed. A benchmark, not a test: CI does not run it. Environment:
 * BENCH_WEB_RUNS, BENCH_WEB_LH_RUNS (0 skips Lighthouse), BENCH_WEB_PROFILES, BENCH_WEB_PHOTOS (0: photo-less cards
 * in both apps), BENCH_WEB_PHOTO_SIDE (320), CHROMIUM_PATH (/usr/bin/chromium), BENCH_WEB_KEEP (keep the temp dir),
 * BENCH_WEB_SERVE (set up, print both servers' addresses and keep them running instead of measuring), BENCH_WEB_LOCALE
 * (ask for the pages in that language, e.g. `es`: Accept-Language in the measured runs and in Lighthouse).
 */
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { seededDatabase, startCluster } from '../lib/seed.js';
import {
  BENCH_LOCALE,
  CHROMIUM,
  CHROMIUM_FLAGS,
  CPU_SLOWDOWN,
  NETWORK,
  VIEWPORT,
  cardsReady,
  measure,
  runLighthouse,
  textReady,
  type LighthouseResult,
  type Sample,
} from './browser.js';
import { addPhotos, BROWSE_IDS, freePort, gql, pgQuery, running, startApp, stop, stopChildren, type App, type BrowseIds } from './setup.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const SKELETON = join(here, 'skeleton');
const SKELETON_DIST = join(SKELETON, 'dist');
const PRODUCT_DIST = join(root, 'web/dist');
const MAIN = join(root, 'api/dist/main.js');

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const LH_RUNS = Number(process.env.BENCH_WEB_LH_RUNS ?? 3);
const PROFILES = Number(process.env.BENCH_WEB_PROFILES ?? 10_000);
const PHOTOS = Number(process.env.BENCH_WEB_PHOTOS ?? 20);
const PHOTO_SIDE = Number(process.env.BENCH_WEB_PHOTO_SIDE ?? 320);
const GOALS = { lighthouse: 90, lcpMs: 2500, lcpRatio: 1.2, cls: 0.05, jsRatio: 1.15 };

type AppName = 'skeleton' | 'product';
const APPS: AppName[] = ['skeleton', 'product'];

const log = (...a: unknown[]) => console.log(...a);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

// ---------------------------------------------------------------- main

interface Verdict {
  goal: string;
  value: string;
  target: string;
  ok: boolean;
}

async function buildSkeleton() {
  log('building the skeleton with web/vite.config.ts (less its product-only plugins, see skeleton/vite.config.ts)...');
  await build({ configFile: join(SKELETON, 'vite.config.ts'), root: SKELETON, logLevel: 'warn' });
  const js = readdirSync(join(SKELETON_DIST, 'assets')).filter((f) => f.endsWith('.js'));
  const gzip = js.reduce((sum, f) => sum + statSync(join(SKELETON_DIST, 'assets', `${f}.gz`)).size, 0);
  log(`  bench/web/skeleton/dist: ${js.length} JavaScript file(s), ${kb(gzip)} gzip (the .gz siblings the build wrote)`);
}

function machine() {
  const chromiumVersion = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const git = (args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const dirty = git(['status', '--porcelain']).length > 0;
  const lighthouseVersion = JSON.parse(readFileSync(join(here, '../node_modules/lighthouse/package.json'), 'utf8')).version;
  log(
    `tea bench:web: ${cpus().length} cores (${cpus()[0]?.model}), ${(totalmem() / 2 ** 30).toFixed(0)} GB, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  log(
    `node ${process.version}, ${chromiumVersion}, lighthouse ${lighthouseVersion}, commit ${git(['rev-parse', '--short', 'HEAD'])}${dirty ? ' (uncommitted changes)' : ''}`,
  );
  log(`pages asked for in: ${BENCH_LOCALE ?? 'the browser default (en-US)'}`);
  if (loadavg()[0] > cpus().length)
    log(`warning: the load (${loadavg()[0].toFixed(1)}) exceeds the ${cpus().length} cores: other work is running, times will be inflated and noisy`);
  log(
    `conditions: ${VIEWPORT.width}x${VIEWPORT.height} mobile, ${CPU_SLOWDOWN}x CPU, ${(NETWORK.downloadThroughput * 8) / 1e6} Mbps down / ${(NETWORK.uploadThroughput * 8) / 1e3} kbps up / ${NETWORK.latency} ms RTT; ${RUNS} runs per page and app, cold cache`,
  );
}

async function main() {
  const started = Date.now();
  machine();
  for (const f of [MAIN, join(PRODUCT_DIST, 'index.html')]) {
    if (!existsSync(f)) throw new Error(`${f} is missing: run \`pnpm bench:web\` (it builds first) or \`pnpm run build\``);
  }
  await buildSkeleton();

  const tmp = mkdtempSync(join(tmpdir(), 'tea-bench-web-'));
  chmodSync(tmp, 0o755); // initdb runs as the postgres user
  let cluster: { stop(): Promise<void> } | null = null;
  const cleanup = async () => {
    await stopChildren();
    await cluster?.stop().catch(() => undefined);
    cluster = null;
    if (!process.env.BENCH_WEB_KEEP) rmSync(tmp, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  }

  const verdicts: Verdict[] = [];
  try {
    log(`\nseeding ${PROFILES.toLocaleString('en-US')} profiles into a fresh embedded PostgreSQL in ${tmp}...`);
    const pgCluster = await startCluster(join(tmp, 'pg'), await freePort());
    cluster = pgCluster;
    const db = await seededDatabase(pgCluster, PROFILES);
    const dataDir = join(tmp, 'data');
    // A snapshot of web/dist: a rebuild while the benchmark runs must not swap the files under the running server.
    const productDist = join(tmp, 'web-dist');
    cpSync(PRODUCT_DIST, productDist, { recursive: true });

    log('starting the server twice on the same database: product (a copy of web/dist) and skeleton (bench/web/skeleton/dist), both through WEB_DIST...');
    const apps: Record<AppName, App> = {
      product: await startApp(MAIN, 'product', db.url, dataDir, productDist),
      skeleton: await startApp(MAIN, 'skeleton', db.url, dataDir, SKELETON_DIST),
    };
    running.push(apps.product, apps.skeleton);
    if (PHOTOS > 0) {
      // Uploads need a session, and production sessions need HTTPS (Secure cookie): a short-lived development
      // instance of the same server on the same database and DATA_DIR does the setup.
      const setup = await startApp(MAIN, 'setup', db.url, dataDir, null, { NODE_ENV: 'development', SERVE_WEB: 'false', POSTS_PER_HOUR: '1000' });
      const { bytes } = await addPhotos(setup, db.url, PHOTOS, PHOTO_SIDE);
      await stop(setup.child);
      log(
        `  ${PHOTOS} photos (${PHOTO_SIDE}x${PHOTO_SIDE} JPEG, ${kb(bytes)} uploaded) added through createProfile + decideImage, copied onto the first 20 cards`,
      );
    } else {
      log('  BENCH_WEB_PHOTOS=0: the cards have no photos in either app');
    }
    const first = (await gql<BrowseIds>(apps.product.url, BROWSE_IDS)).profiles.items;
    log(`  first page: ${first.length} cards, ${first.filter((p) => p.profileImageUrl).length} with a photo`);
    // The profile page: the first card with the most published reports (the product's page lists them).
    const counts = await pgQuery<{ id: number; n: number }>(
      db.url,
      `select p.id, (select count(*)::int from reports r where r.profile_id = p.id and r.approved) as n from profiles p where p.id = any($1::int[])`,
      [first.map((p) => Number(p.id))],
    );
    const most = counts.reduce((a, b) => (b.n > a.n ? b : a));
    const profile = first.find((p) => Number(p.id) === most.id)!;
    log(
      `  profile page: /profile/${profile.id} (${profile.displayName}, ${most.n} published reports, ${profile.profileImageUrl ? 'with' : 'without'} a photo)`,
    );
    const pages = [
      { path: '/', label: '/ (20 cards)', ready: cardsReady },
      { path: `/profile/${profile.id}`, label: `/profile/${profile.id}`, ready: textReady(profile.displayName) },
    ];

    if (process.env.BENCH_WEB_SERVE) {
      log(`\nBENCH_WEB_SERVE: product ${apps.product.url}, skeleton ${apps.skeleton.url}; Ctrl-C stops both`);
      await new Promise(() => undefined);
    }

    // ---------- browser runs ----------
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
    const samples = new Map<string, Record<AppName, Sample[]>>(pages.map((p) => [p.path, { skeleton: [], product: [] }]));
    try {
      log('\nwarm-up (unthrottled, not counted)...');
      for (const p of pages) for (const app of APPS) await measure(browser, apps[app].url + p.path, p.ready, false);
      for (let run = 1; run <= RUNS; run++) {
        for (const p of pages) {
          const order: AppName[] = run % 2 ? ['skeleton', 'product'] : ['product', 'skeleton'];
          for (const app of order) {
            const s = await measure(browser, apps[app].url + p.path, p.ready);
            samples.get(p.path)![app].push(s);
            log(
              `  run ${run}/${RUNS} ${p.label.padEnd(16)} ${app.padEnd(8)}  LCP ${sec(s.lcp)} (${s.lcpElement})  FCP ${sec(s.fcp)}  CLS ${s.cls.toFixed(3)}  TBT ${s.tbt.toFixed(0)} ms  JS ${kb(s.jsGzip)} gz in ${s.jsFiles} files (${kb(s.jsWire)} sent)  images ${kb(s.imageWire)}  ${s.requests} requests`,
            );
          }
        }
      }
    } finally {
      await browser.close();
    }

    log(`\nmedians of ${RUNS} runs:`);
    log(
      `  ${'page'.padEnd(18)} ${'app'.padEnd(9)} ${'LCP'.padStart(7)} ${'FCP'.padStart(7)} ${'CLS'.padStart(6)} ${'TBT'.padStart(7)} ${'JS gzip'.padStart(10)} ${'JS sent'.padStart(10)} ${'files'.padStart(5)} ${'images'.padStart(9)} ${'all sent'.padStart(10)}`,
    );
    for (const p of pages) {
      const med = (app: AppName, key: keyof Omit<Sample, 'lcpElement' | 'jsList'>) => median(samples.get(p.path)![app].map((s) => s[key]));
      for (const app of APPS) {
        log(
          `  ${p.label.padEnd(18)} ${app.padEnd(9)} ${sec(med(app, 'lcp')).padStart(7)} ${sec(med(app, 'fcp')).padStart(7)} ${med(app, 'cls').toFixed(3).padStart(6)} ${`${med(app, 'tbt').toFixed(0)} ms`.padStart(7)} ${kb(med(app, 'jsGzip')).padStart(10)} ${kb(med(app, 'jsWire')).padStart(10)} ${String(med(app, 'jsFiles')).padStart(5)} ${kb(med(app, 'imageWire')).padStart(9)} ${kb(med(app, 'totalWire')).padStart(10)}`,
        );
      }
      for (const app of APPS) {
        // The biggest files of the last run first (the rest summed), for whoever is splitting the bundle.
        const list = [...samples.get(p.path)![app].at(-1)!.jsList].sort((a, b) => b[1] - a[1]);
        const shown = list.slice(0, 8).map(([path, gzip]) => `${path.replace(/^\/assets\//, '')} ${kb(gzip)}`);
        const rest = list.slice(8);
        if (rest.length) shown.push(`${rest.length} more ${kb(rest.reduce((sum, [, gzip]) => sum + gzip, 0))}`);
        log(`    ${app} JS, gzip, biggest first: ${shown.join(', ')}`);
      }
      const lcp = med('product', 'lcp');
      const lcpRatio = lcp / med('skeleton', 'lcp');
      const cls = med('product', 'cls');
      const jsRatio = med('product', 'jsGzip') / med('skeleton', 'jsGzip');
      verdicts.push(
        { goal: `LCP ${p.label}`, value: sec(lcp), target: `<= ${sec(GOALS.lcpMs)}`, ok: lcp <= GOALS.lcpMs },
        {
          goal: `LCP ${p.label} vs skeleton`,
          value: `${lcpRatio.toFixed(2)}x (${sec(med('skeleton', 'lcp'))})`,
          target: `<= ${GOALS.lcpRatio}x skeleton`,
          ok: lcpRatio <= GOALS.lcpRatio,
        },
        { goal: `CLS ${p.label}`, value: cls.toFixed(3), target: `<= ${GOALS.cls}`, ok: cls <= GOALS.cls },
        {
          goal: `initial-route JS ${p.label} vs skeleton`,
          value: `${jsRatio.toFixed(2)}x (${kb(med('product', 'jsGzip'))} / ${kb(med('skeleton', 'jsGzip'))})`,
          target: `<= ${GOALS.jsRatio}x skeleton (gzip)`,
          ok: jsRatio <= GOALS.jsRatio,
        },
      );
    }

    // ---------- Lighthouse ----------
    if (LH_RUNS > 0) {
      log(`\nLighthouse (mobile preset, performance only, simulated slow 4G + 4x CPU), median of ${LH_RUNS} runs:`);
      const targets: { app: AppName; path: string; goal: boolean }[] = [
        { app: 'product', path: '/', goal: true },
        { app: 'product', path: `/profile/${profile.id}`, goal: true },
        { app: 'product', path: '/auth', goal: true },
        { app: 'skeleton', path: '/', goal: false },
        { app: 'skeleton', path: `/profile/${profile.id}`, goal: false },
      ];
      for (const t of targets) {
        const results: LighthouseResult[] = [];
        for (let i = 0; i < LH_RUNS; i++) results.push(await runLighthouse(apps[t.app].url + t.path));
        const mid = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)];
        log(
          `  ${t.app.padEnd(8)} ${t.path.padEnd(16)} score ${String(mid.score).padStart(3)} (runs ${results.map((r) => r.score).join(', ')})  FCP ${sec(mid.fcp)}  LCP ${sec(mid.lcp)}  TBT ${mid.tbt.toFixed(0)} ms  CLS ${mid.cls.toFixed(3)}  SI ${sec(mid.si)}  benchmarkIndex ${mid.benchmarkIndex.toFixed(0)}`,
        );
        if (t.goal)
          verdicts.push({
            goal: `Lighthouse mobile performance ${t.path}`,
            value: String(mid.score),
            target: `>= ${GOALS.lighthouse}`,
            ok: mid.score >= GOALS.lighthouse,
          });
      }
    }
  } catch (e) {
    for (const app of running) if (app.child.exitCode !== null) log(`the ${app.name} server exited with ${app.child.exitCode}:\n${app.output()}`);
    throw e;
  } finally {
    await cleanup();
  }

  log(
    `\nverdict (${((Date.now() - started) / 60000).toFixed(1)} min, load now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}):`,
  );
  log(`  ${'goal'.padEnd(48)} ${'value'.padStart(30)}  ${'target'.padEnd(28)} ok`);
  for (const v of verdicts) log(`  ${v.goal.padEnd(48)} ${v.value.padStart(30)}  ${v.target.padEnd(28)} ${v.ok ? 'yes' : 'NO'}`);
  const failed = verdicts.filter((v) => !v.ok);
  log(failed.length ? `\n${failed.length} of ${verdicts.length} goals missed.` : `\nall ${verdicts.length} goals met.`);
  process.exit(failed.length ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
