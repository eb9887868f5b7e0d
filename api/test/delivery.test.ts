import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressBuffer, precompressDir, type PrecompressedFile } from '../../web/scripts/precompress.mjs';
import { negotiateEncoding } from '../src/app/http-encoding.js';
import { startTestServer, type TestServer } from './test-server.js';

// Delivery (issue 7): build-time .br/.gz siblings served by Accept-Encoding, cache headers, the SPA fallback,
// robots.txt, and per-request compression of large JSON answers. Raw node:http requests, because fetch() adds its
// own Accept-Encoding and decompresses the body.

const realRobots = readFileSync(fileURLToPath(new URL('../../web/public/robots.txt', import.meta.url)));
const realDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const ASSET = 'assets/app-abc123.js';
const indexHtml = Buffer.from(
  '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="UTF-8" />\n<title>Spill the Tea</title>\n' +
    `<script type="module" crossorigin src="/${ASSET}"></script>\n</head>\n<body>\n<div id="root"></div>\n</body>\n</html>\n`,
);
// A few KB of varied but compressible code.
const appJs = Buffer.from(
  Array.from({ length: 120 }, (_, i) => `export function component${i}(props) { return props.items.map((item) => item.value * ${i} + ${i * 7}); }\n`).join(''),
);
const favicon = Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 7919) % 251));

let dist: string;
let rows: PrecompressedFile[];
let t: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'tea-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, ASSET), appJs);
  writeFileSync(join(dist, 'robots.txt'), realRobots);
  writeFileSync(join(dist, 'favicon.ico'), favicon);
  rows = await precompressDir(dist);
  t = await startTestServer({ SERVE_WEB: 'true', WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function raw(path: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(t.url + path, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

function decoded(res: Raw): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body);
  if (encoding === 'gzip') return gunzipSync(res.body);
  expect(encoding).toBeUndefined();
  return res.body;
}

describe('build-time compression (web/scripts/precompress.mjs)', () => {
  it('writes smaller .br and .gz siblings for text files only, with the same bytes inside', () => {
    const js = rows.find((r) => r.file.endsWith(ASSET));
    expect(js).toMatchObject({ size: appJs.length, br: expect.any(Number), gzip: expect.any(Number) });
    expect(js!.br!).toBeLessThan(js!.gzip!);
    expect(js!.gzip!).toBeLessThan(appJs.length);
    expect(brotliDecompressSync(readFileSync(join(dist, `${ASSET}.br`)))).toEqual(appJs);
    expect(gunzipSync(readFileSync(join(dist, `${ASSET}.gz`)))).toEqual(appJs);
    expect(rows.map((r) => r.file.slice(dist.length + 1)).sort()).toEqual([ASSET, 'index.html', 'robots.txt']);
    expect(existsSync(join(dist, 'favicon.ico.br'))).toBe(false);
  });

  it('keeps no sibling that is not smaller than its original', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tea-precompress-'));
    try {
      writeFileSync(join(dir, 'tiny.txt'), 'a');
      writeFileSync(join(dir, 'tiny.txt.gz'), 'stale');
      expect(await precompressDir(dir)).toEqual([{ file: join(dir, 'tiny.txt'), size: 1, br: null, gzip: null }]);
      expect(readdirSync(dir)).toEqual(['tiny.txt']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // `pnpm test` (and so CI) builds before Jest runs. A bare `jest` run without a build shows this test as skipped;
  // with CI=true it always runs, so a missing build fails it.
  const withBuild = existsSync(realDist) || process.env.CI === 'true' ? it : it.skip;
  withBuild(
    'the real web/dist (pnpm build) has .br and .gz for every JS file and index.html that compression makes smaller',
    async () => {
      expect(existsSync(realDist)).toBe(true);
      const js = readdirSync(realDist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
      expect(js.length).toBeGreaterThan(0);
      for (const f of [...js, 'index.html']) {
        const original = readFileSync(join(realDist, f));
        // A sibling exists unless compressing would not make the file smaller (a few tiny chunks).
        const worthIt = {
          br: (await compressBuffer(original, 'br')).length < original.length,
          gz: (await compressBuffer(original, 'gzip')).length < original.length,
        };
        expect({ f, br: existsSync(join(realDist, `${f}.br`)), gz: existsSync(join(realDist, `${f}.gz`)) }).toEqual({ f, ...worthIt });
        if (worthIt.br) expect(brotliDecompressSync(readFileSync(join(realDist, `${f}.br`))).equals(original)).toBe(true);
        if (worthIt.gz) expect(gunzipSync(readFileSync(join(realDist, `${f}.gz`))).equals(original)).toBe(true);
      }
      // Brotli at its highest quality over every chunk: 10 s alone, past Jest's 30 s beside the other lane on 2 cores.
    },
    180_000,
  );

  withBuild("the real index.html starts the screen's code and data first, and the first route carries no other screen's code", () => {
    const html = readFileSync(join(realDist, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script type="module" crossorigin src="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
    // boot.ts (the screen's chunk and its queries, app/preload.ts) is its own small script, run before the app.
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toMatch(/^assets\/boot-[\w-]+\.js$/);
    // The first screen's query, named by its persisted hash (issue 11): the document's text is not needed to ask for it.
    const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../../web/src/gql/persisted-documents.json', import.meta.url)), 'utf8')) as Record<
      string,
      string
    >;
    const browseHash = Object.keys(manifest).find((hash) => manifest[hash].includes('query BrowseProfiles('));
    expect(browseHash).toBeDefined();
    // In boot's own code or the one chunk it shares with the app (`start`, modulepreloaded beside it: web/scripts/boot-entry.mjs).
    const bootSource = readFileSync(join(realDist, scripts[0]), 'utf8');
    const bootImports = [...bootSource.matchAll(/\bfrom\s*"\.\/([^"]+\.js)"/g)].map((m) => `assets/${m[1]}`);
    expect(bootImports.length).toBeLessThanOrEqual(1);
    for (const f of bootImports) expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${f}">`);
    expect([bootSource, ...bootImports.map((f) => readFileSync(join(realDist, f), 'utf8'))].join('\n')).toContain(browseHash);
    const initial = [...scripts, ...[...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+)"/g)].map((m) => m[1])];
    const code = initial.map((f) => readFileSync(join(realDist, f), 'utf8')).join('\n');
    // Texts that only the admin console, the settings screen, the add-person wizard, ID verification and the photo check show.
    for (const text of [
      'Generate or remove test data',
      'Request Data Export',
      'I confirm that this person is 18 or older.',
      'Full name (as shown on your ID)',
      'Choose a photo to check',
    ]) {
      expect({ text, inFirstRoute: code.includes(text) }).toEqual({ text, inFirstRoute: false });
    }
  });

  withBuild("a visitor's `/` loads few files, and none of the code only members or a later click need", () => {
    const html = readFileSync(join(realDist, 'index.html'), 'utf8');
    const assets = readdirSync(join(realDist, 'assets')).filter((f) => f.endsWith('.js'));
    // The landing screens' chunks (web/scripts/boot-entry.mjs): `/`'s own, and what it shares with the other landing screens.
    const home = assets.filter((f) => /^(home|screens)-[\w-]+\.js$/.test(f)).map((f) => `assets/${f}`);
    expect(home).toHaveLength(2);
    const listed = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    // Those files and everything they import statically (not `import()`: that loads on use).
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      const source = readFileSync(join(realDist, file), 'utf8');
      for (const m of source.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) visit(`assets/${m[1]}`);
    };
    [...listed, ...home].forEach(visit);
    const code = [...files].map((f) => readFileSync(join(realDist, f), 'utf8')).join('\n');
    expect(code).toContain('Browse Profiles');
    // One chunk per part (boot, the libraries and the shell, the screen, what landing screens share), not thirty.
    expect(files.size).toBeLessThanOrEqual(8);
    // The bell, the notification panel and the avatar menu (members only), the preferences sync (members only), the
    // accessibility settings, the mobile search bar and Smart Matches (on click), and their documents.
    for (const text of [
      'Mark all read',
      'MarkAllNotificationsRead',
      'My profile & verification',
      'UpdateMyPreferences',
      'Turn off animations and transitions',
      'Quick search',
      'Sign in to see your Smart Matches',
    ]) {
      expect({ text, inFirstRoute: code.includes(text) }).toEqual({ text, inFirstRoute: false });
    }
  });
});

describe('Accept-Encoding negotiation', () => {
  const both = ['br', 'gzip'] as const;
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['br;q=0.2, identity;q=0.9', null],
    ['br, identity;q=0', 'br'],
  ])('%p → %p', (header, expected) => {
    expect(negotiateEncoding(header, both)).toBe(expected);
  });

  it('offers only the siblings that exist', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
    expect(negotiateEncoding('br, gzip', [])).toBeNull();
  });
});

describe('serving the precompressed web app', () => {
  const js = 'text/javascript; charset=utf-8';

  it.each([
    ['gzip, deflate, br', 'br', `${ASSET}.br`],
    ['gzip, deflate', 'gzip', `${ASSET}.gz`],
    ['br;q=0, gzip', 'gzip', `${ASSET}.gz`],
    ['identity', undefined, ASSET],
    [undefined, undefined, ASSET],
  ])('Accept-Encoding %p gets %p', async (accept, encoding, file) => {
    const res = await raw(`/${ASSET}`, { headers: accept === undefined ? {} : { 'accept-encoding': accept } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe(js);
    expect(res.headers['content-length']).toBe(String(statSync(join(dist, file)).size));
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBe(statSync(join(dist, file)).size);
    expect(decoded(res)).toEqual(appJs);
  });

  it('answers HEAD with the headers of the chosen file and no body', async () => {
    const res = await raw(`/${ASSET}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe(js);
    expect(res.headers['content-length']).toBe(String(statSync(join(dist, `${ASSET}.br`)).size));
    expect(res.body.length).toBe(0);
  });

  it('answers 404 for a missing asset, not index.html', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await raw('/assets/app-old999.js', { method, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/html/);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).not.toMatch(/immutable/);
    }
  });

  it('serves index.html (also as the SPA fallback) precompressed, with no-cache and revalidation', async () => {
    for (const path of ['/', '/index.html', '/profile/123', '/admin/reports?status=open']) {
      const res = await raw(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeTruthy();
      expect(res.headers['last-modified']).toBeTruthy();
      expect(decoded(res)).toEqual(indexHtml);
    }
  });

  it('answers 304 to a revalidation of index.html', async () => {
    const first = await raw('/settings', { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    const etag = first.headers.etag!;
    const again = await raw('/settings', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    const byDate = await raw('/', { headers: { 'accept-encoding': 'br', 'if-modified-since': first.headers['last-modified']! } });
    expect(byDate.status).toBe(304);
    // A different representation (identity) does not match the br one's validator.
    expect((await raw('/settings', { headers: { 'if-none-match': etag } })).status).toBe(200);
  });

  it('serves robots.txt as text/plain, cached for an hour, not the app', async () => {
    const res = await raw('/robots.txt', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const text = decoded(res).toString('utf8');
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ['/admin', '/api/', '/graphql', '/settings', '/reviews', '/add-person', '/photo-check', '/my-profile', '/reset-password']) {
      expect(text).toContain(`\nDisallow: ${path}\n`);
    }
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });

  it('sends other public files as they are when no sibling exists, without Vary', async () => {
    const res = await raw('/favicon.ico', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toEqual(favicon);
  });

  it('hashes no ETag over API and GraphQL answers: they are no-store, never revalidated', async () => {
    const graphql = await raw('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    const api = await raw('/api/profiles');
    for (const res of [graphql, api]) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('leaves /api and /graphql paths to the API', async () => {
    const res = await raw('/api/no-such-route', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
  });
});

describe('per-request compression of JSON answers', () => {
  const post = (query: string, headers: Record<string, string> = {}) =>
    raw('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
  const big = '{ __schema { types { name description } } }';

  it('compresses a GraphQL answer above 1 KB when the client accepts gzip', async () => {
    const res = await post(big, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/json/);
    const body = decoded(res);
    expect(body.length).toBeGreaterThan(1024);
    expect(res.body.length).toBeLessThan(body.length);
    expect(JSON.parse(body.toString('utf8')).data.__schema.types.length).toBeGreaterThan(10);
  });

  it('sends it as it is when the client does not accept an encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await post(big, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.length).toBeGreaterThan(1024);
      expect(JSON.parse(res.body.toString('utf8')).data.__schema.types.length).toBeGreaterThan(10);
    }
  });

  it('does not compress a small answer', async () => {
    const res = await post('{ __typename }', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });
});
