import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { seedProfiles } from './factories.js';
import { startTestServer, type TestServer } from './test-server.js';

// Server rendering of a visitor's first screen (issue 7; api/src/app/ssr.ts, web/src/entry-server.tsx) against the
// real build (web/dist and web/dist-server: `pnpm test` builds first), the real server and PostgreSQL.

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const serverEntry = fileURLToPath(new URL('../../web/dist-server/entry-server.js', import.meta.url));

/** What a visitor's browser sends for a navigation. */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** A name that tries to end the state block and run a script of its own. */
const HOSTILE = '</script><script>alert(1)</script>';

let t: TestServer;
let shell: string;
let ids: number[];
const warnings: string[] = [];

beforeAll(async () => {
  if (!existsSync(join(webDist, 'index.html')) || !existsSync(serverEntry)) {
    throw new Error('The web app is not built: run `pnpm build` (the test command does it first).');
  }
  shell = readFileSync(join(webDist, 'index.html'), 'utf8');
  // A generous budget: this file is about what is rendered, not how fast (a busy machine must not make it fall back).
  t = await startTestServer(
    { SERVE_WEB: 'true', SSR_BUDGET_MS: '30000', LOG_LEVEL: 'warn' },
    { logDestination: { write: (line: string) => void warnings.push(line) } },
  );
  ids = await seedProfiles(t, [
    { firstName: 'Marguerite', lastName: 'Oakhill', location: 'Austin, TX', reports: [{ rating: 5, approved: true, title: 'Kind and on time' }] },
    { firstName: 'Philippa', lastName: 'Stonebridge', location: 'Denver, CO', reports: [{ rating: 2, approved: true, title: 'Cancelled twice' }] },
    { firstName: 'Eulalie', lastName: HOSTILE, reports: [{ rating: 3, approved: true }] },
  ]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function visit(path: string, headers: Record<string, string> = {}) {
  const res = await t.client().fetch(path, { headers: { ...NAVIGATION, ...headers } });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** The markup inside <div id="root">…</div> (empty for the plain shell). */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  const end = html.indexOf('<script type="application/json" id="__APOLLO_STATE__"');
  return end < 0 ? html.slice(start, html.indexOf('</div>', start)) : html.slice(start, end);
}

/** Every <script> start tag of the page that would run: no src and not a JSON data block. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]).filter((tag) => !/\bsrc=/i.test(tag) && !/type="application\/json"/i.test(tag));
}

function stateOf(html: string): Record<string, unknown> {
  const m = /<script type="application\/json" id="__APOLLO_STATE__" data-rendered-at="([^"]+)">([^<]*)<\/script>/.exec(html);
  if (!m) throw new Error('no state block');
  expect(Number.isNaN(Date.parse(m[1]))).toBe(false);
  return JSON.parse(m[2]) as Record<string, unknown>;
}

describe('a visitor gets her first screen rendered', () => {
  it('/ holds the first page of profiles, its title, the styles and the data it was rendered from', async () => {
    const res = await visit('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    // A visitor's page starts no session.
    expect(res.headers.getSetCookie()).toEqual([]);
    const root = rootOf(res.html);
    for (const name of ['Marguerite Oakhill', 'Philippa Stonebridge']) expect(root).toContain(name);
    expect(root).toContain('Browse Profiles');
    expect(res.html).toContain('<title>Tea - Browse profiles</title>');
    expect(res.html).toMatch(/<style data-styled="true" data-styled-version="[^"]+">[^<]+<\/style>\s*<\/head>/);
    expect(res.html).toMatch(/<html style="font-size: 14px;" data-theme="default" lang="en" data-locale="en">/);
    // English needs no catalogue: the code holds its texts.
    expect(res.html).not.toContain('id="__I18N__"');
    // The cache holds the user lookup (a visitor) and the page of profiles the cards were rendered from.
    const state = stateOf(res.html) as { ROOT_QUERY: Record<string, unknown> };
    expect(state.ROOT_QUERY.me).toBeNull();
    expect(Object.keys(state.ROOT_QUERY).some((key) => key.startsWith('profiles'))).toBe(true);
    // The app's own scripts are still there, and nothing runs inline (script-src 'self').
    for (const src of [...shell.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)].map((m) => m[1])) expect(res.html).toContain(src);
    expect(inlineScripts(res.html)).toEqual([]);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it("is in the visitor's language: Accept-Language, or her choice in the language menu (cookie) before it", async () => {
    const es = await visit('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(es.html).toMatch(/<html style="font-size: 14px;" data-theme="default" lang="es" data-locale="es">/);
    expect(es.headers.get('vary')).toMatch(/accept-language/i);
    expect(rootOf(es.html)).toContain('Tea: reportes sinceros, moderados, de mujeres para mujeres.');
    // The hydration gets the same texts without asking for them: the catalogue comes with the page, inert.
    const block = /<script type="application\/json" id="__I18N__" data-locale="es">([^<]*)<\/script>/.exec(es.html);
    expect(JSON.parse(block![1])['footer.language']).toBe('Idioma');
    expect(inlineScripts(es.html)).toEqual([]);
    // The page itself, not only the footer: the heading, the tab title and the cards' texts are Spanish.
    expect(rootOf(es.html)).toMatch(/<h1[^>]*>Explorar perfiles<\/h1>/);
    expect(es.html).toContain('<title>Tea - Explorar perfiles</title>');
    expect(rootOf(es.html)).toContain('Aún no hay suficientes reportes');
    expect(rootOf(es.html)).toContain('1 reporte');
    expect(rootOf(es.html)).not.toContain('Not enough reports yet');

    const fr = await visit('/', { 'accept-language': 'es', cookie: 'tea_lang=fr' });
    expect(fr.html).toContain('lang="fr"');
    expect(rootOf(fr.html)).toContain('Langue');
    const de = await visit('/guidelines', { 'accept-language': 'de-DE' });
    expect(rootOf(de.html)).toContain('Sprache');
  });

  it("renders a trust page in the visitor's language: /guidelines with Accept-Language: fr is the French page, title included", async () => {
    const fr = await visit('/guidelines', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(fr.status).toBe(200);
    expect(fr.html).toContain('lang="fr"');
    const root = rootOf(fr.html);
    expect(root).toMatch(/<h1[^>]*>Règles de la communauté<\/h1>/);
    expect(root).toContain('id="personal_information"');
    expect(root).toContain('href="/removal-request"');
    const main = root.slice(root.indexOf('<main'), root.indexOf('</main>'));
    expect(main).toContain('<h2>Pas d’informations personnelles</h2>');
    expect(main).not.toMatch(/Community guidelines|Keep personal information out|The short version/);
    expect(fr.html).toContain('<title>Règles de la communauté - Tea</title>');
    expect(fr.html).toMatch(/<meta name="description" content="Les règles de la communauté Tea/);
    // English stays English.
    expect(rootOf((await visit('/guidelines', { 'accept-language': 'en-US' })).html)).toMatch(/<h1[^>]*>Community guidelines<\/h1>/);
  });

  it('keeps hostile text inert: the state block escapes every <, the markup escapes the name', async () => {
    const res = await visit('/');
    expect(res.html).not.toContain(HOSTILE);
    expect(inlineScripts(res.html)).toEqual([]);
    const block = /id="__APOLLO_STATE__"[^>]*>([^]*?)<\/script>/.exec(res.html)![1];
    expect(block).not.toContain('<');
    expect(block).toContain('\\u003c/script>');
    expect(JSON.stringify(stateOf(res.html))).toContain(HOSTILE);
    expect(rootOf(res.html)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('/ follows its filters from the query string', async () => {
    const res = await visit('/?location=Denver%2C%20CO');
    expect(res.status).toBe(200);
    const root = rootOf(res.html);
    expect(root).toContain('Philippa Stonebridge');
    expect(root).not.toContain('Marguerite Oakhill');
  });

  it("/profile/:id holds the profile's name in the page and the title, and its reports", async () => {
    const res = await visit(`/profile/${ids[0]}`);
    expect(res.status).toBe(200);
    expect(res.html).toContain('<title>Marguerite Oakhill - Tea</title>');
    const root = rootOf(res.html);
    expect(root).toContain('Marguerite Oakhill');
    expect(root).toContain('Kind and on time');
    expect(inlineScripts(res.html)).toEqual([]);
  });

  it.each([
    ['/auth', 'Sign in - Tea', 'Sign In'],
    ['/guidelines', 'Community guidelines - Tea', 'Community guidelines'],
    ['/privacy', 'Privacy - Tea', 'Privacy'],
  ])('%s is rendered with its title', async (path, title, text) => {
    const res = await visit(path);
    expect(res.status).toBe(200);
    expect(res.html).toContain(`<title>${title}</title>`);
    expect(rootOf(res.html)).toContain(text);
  });

  it('a profile hidden a moment ago is gone from the very next page (no rendered page is reused)', async () => {
    const [{ id }] = await t.sql<{ id: number }>(
      "insert into profiles (first_name, last_name, display_name, category, location, published_at) values ('Ottilie', 'Ferncastle', 'Ottilie Ferncastle', 'friends', 'Reno, NV', now()) returning id",
    );
    expect(rootOf((await visit(`/profile/${id}`)).html)).toContain('Ottilie Ferncastle');
    expect(rootOf((await visit('/')).html)).toContain('Ottilie Ferncastle');
    // What a removal request or a moderator does: the profile is hidden from the public at once.
    await t.sql('update profiles set hidden_at = now() where id = $1', [id]);
    const profile = await visit(`/profile/${id}`);
    expect(profile.html).toBe(shell);
    expect(profile.html).not.toContain('Ottilie');
    expect((await visit('/')).html).not.toContain('Ottilie Ferncastle');
  });

  it('compresses the page per Accept-Encoding', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await raw('/terms', { ...NAVIGATION, 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      const html = (encoding === 'br' ? brotliDecompressSync(res.body) : gunzipSync(res.body)).toString('utf8');
      expect(html).toContain('<title>Terms - Tea</title>');
      expect(res.body.length).toBeLessThan(html.length);
    }
  });
});

describe('everyone else gets the page as before', () => {
  it('a request with a session cookie gets the plain shell', async () => {
    const member = await t.signedIn();
    const res = await member.fetch('/', { headers: NAVIGATION });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(shell);
    const other = await t
      .client()
      .fetch(`/profile/${ids[0]}`, { headers: { ...NAVIGATION, cookie: `theme=dark; ${t.env.isProduction ? '__Host-sid' : 'sid'}=s%3Aanything` } });
    expect(await other.text()).toBe(shell);
  });

  it('requests that are not HTML navigations, and screens that are not public, get the plain shell', async () => {
    expect(
      (await t
        .client()
        .fetch('/', { headers: { accept: '*/*' } })
        .then((r) => r.text())) === shell,
    ).toBe(true);
    expect(await visit('/settings').then((r) => r.html)).toBe(shell);
    expect(await visit('/admin/reports').then((r) => r.html)).toBe(shell);
    expect(await visit('/no-such-page').then((r) => r.html)).toBe(shell);
    const head = await t.client().fetch('/', { method: 'HEAD', headers: NAVIGATION });
    expect(head.status).toBe(200);
  });

  it('an unknown profile gets the shell with 200, as the app shows its own "Profile not found" (as before)', async () => {
    for (const path of ['/profile/999999999', '/profile/not-a-number']) {
      const res = await visit(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.html).toBe(shell);
    }
  });

  it('bad input in the query string never fails the page: it falls back to the shell or renders', async () => {
    for (const query of [
      '?search=%00',
      '?location=%00Austin',
      '?page=99999999999',
      '?page=51',
      '?page=-3&sort=%00',
      '?search=%E0%A4%A',
      `?search=${'x'.repeat(3000)}`,
      '?minRating=%3Cscript%3E',
    ]) {
      const res = await visit(`/${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 200 });
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(inlineScripts(res.html)).toEqual([]);
      if (res.html !== shell) expect(stateOf(res.html)).toHaveProperty('ROOT_QUERY');
    }
    // Nothing above was worth a warning: bad input is not a failure of the server.
    expect(warnings.filter((line) => line.includes('server render'))).toEqual([]);
  });
});

describe('a render that takes longer than its budget', () => {
  let slow: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    // 1 ms: no render (queries, at least two passes over the tree) finishes within it.
    slow = await startTestServer(
      { SERVE_WEB: 'true', SSR_BUDGET_MS: '1', LOG_LEVEL: 'warn' },
      { logDestination: { write: (line: string) => void lines.push(line) } },
    );
  }, 60_000);
  afterAll(async () => {
    await slow?.close();
  });

  it('falls back to the plain shell and logs a warning', async () => {
    const res = await slow.client().fetch('/', { headers: NAVIGATION });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(shell);
    const warning = lines.map((line) => JSON.parse(line) as { level: number; msg: string; path?: string }).find((l) => l.msg.includes('budget'));
    expect(warning).toMatchObject({ level: 40, path: '/' });
  });
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request without fetch()'s own Accept-Encoding and decompression. */
function raw(path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(t.url + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
