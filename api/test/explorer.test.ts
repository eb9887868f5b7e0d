import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startTestServer, type TestServer } from './test-server.js';

// The GraphQL explorer (issue 11; api/src/app/explorer.ts, web/src/explorer) against the real build: `pnpm test`
// builds web/dist/explorer.html first.

const explorerHtml = fileURLToPath(new URL('../../web/dist/explorer.html', import.meta.url));
/** What a browser's address bar sends. */
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let t: TestServer;
beforeAll(async () => {
  if (!existsSync(explorerHtml)) throw new Error('The web app is not built: run `pnpm build` (the test command does it first).');
  t = await startTestServer({ SERVE_WEB: 'true', LOG_LEVEL: 'warn' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /graphql in a browser', () => {
  it('shows the explorer, from this origin only, under the app’s Content-Security-Policy', async () => {
    const res = await t.client().fetch('/graphql', { headers: BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<title>GraphQL explorer - Tea</title>');
    expect(html).toContain('<div id="explorer"></div>');
    // Nothing from a CDN: every script and stylesheet is one of the app's own hashed files.
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^\/assets\/explorer-[\w-]+\.(?:js|css)$/);
    const script = urls.find((u) => u.endsWith('.js'))!;
    const asset = await t.client().fetch(script, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
  });

  it('leaves every tool request to Apollo Server', async () => {
    // A GET with a query (and the preflight header Apollo's CSRF prevention asks for) is a GraphQL request.
    const get = await t.client().fetch('/graphql?query=%7B__typename%7D', { headers: { ...BROWSER, 'apollo-require-preflight': 'true' } });
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ data: { __typename: 'Query' } });
    // A tool that asks for JSON (or anything) without a query gets Apollo's answer, as before.
    const bare = await t.client().fetch('/graphql', { headers: { accept: '*/*' } });
    expect(bare.status).toBe(400);
    expect(bare.headers.get('content-type')).toMatch(/json/);
    const post = await t.client().gql('{ __typename }');
    expect(post.body).toEqual({ data: { __typename: 'Query' } });
  });
});
