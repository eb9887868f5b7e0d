/* eslint-disable security/detect-non-literal-fs-filename -- the web build folders from configuration (WEB_DIST) or the build, read once at start; none comes from a request */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { AppContext } from '../core/context.js';
import { CACHE_REVALIDATE, negotiateEncoding, type ContentEncoding } from './http-encoding.js';
import { requestLocale } from '../core/i18n.js';
import type { Locale } from '@tea/limits';

/**
 * Server rendering of a visitor's first screen (issue 7, "fast on a phone"). The public screens (web/src/entry-server.tsx
 * `SERVER_RENDERED_ROUTES`: `/` with its filters, `/profile/:id`, `/auth` and the trust pages) are rendered here for an
 * HTML navigation without a session cookie, so the first paint needs no JavaScript; the browser then hydrates the
 * markup (web/src/main.tsx). Members (a session cookie) get the plain shell as before: their pages are personal.
 *
 * - The renderer is the web app's server build (web/dist-server/entry-server.js, `pnpm build`), imported once at start.
 *   It is used only with the browser build it was made with (`client.json` holds the SHA-256 of that build's
 *   index.html): markup from any other would not hydrate. Looked for beside the served web/dist, then in web/dist-server.
 * - Its queries run in this process through Apollo Server's `executeOperation`, with the context the HTTP path builds
 *   for a visitor: the same schema, rules, limits and plugins, no HTTP loopback.
 * - The result goes into index.html: the markup into the root, the styles into <head>, the screen's title and
 *   description, and the Apollo cache as a JSON data block (`<` escaped), so the Content-Security-Policy stays
 *   `script-src 'self'`. Sent with `no-cache` like index.html, compressed per request (Brotli or gzip).
 * - Falls back to the plain shell (the browser renders as before) when a query answers with an error (an unknown
 *   profile, a page out of range: the browser shows its own states, with status 200 as before), when the render
 *   throws or takes longer than the budget (SSR_BUDGET_MS, logged as a warning; the render still finishes, within a
 *   hard limit, for the requests that joined it), and when too many renders are already running.
 * - Concurrent requests for one URL share one render, but a finished render is never reused: content hidden by a
 *   moderator or a removal request must be gone from the very next page (SAFETY.md), on every instance.
 */

/** One GraphQL operation, as web/src/entry-server.tsx's `executeLink` hands it over. */
interface ExecuteRequest {
  query: string;
  operationName: string | undefined;
  variables: Record<string, unknown>;
}

interface Rendered {
  rendered: true;
  html: string;
  styleTags: string;
  stateElement: string;
  title: string | null;
  description: string | null;
  htmlAttributes: Record<string, string>;
  status: number;
  passes: number;
}

/** What web/dist-server/entry-server.js exports (the API does not compile web code, so it is described here). */
interface ServerEntry {
  rendersOnServer(pathname: string): boolean;
  executeLink(execute: (request: ExecuteRequest) => Promise<unknown>): unknown;
  render(url: string, options: { link: unknown; signal?: AbortSignal; locale?: Locale }): Promise<Rendered | { rendered: false; reason: string }>;
}

export interface ServerRenderer {
  /** A visitor's HTML navigation (GET, Accept: text/html, no session cookie) to a screen rendered on the server. */
  accepts(req: Request): boolean;
  /** Sends the rendered page and resolves true, or resolves false without sending anything (send the shell then). */
  serve(req: Request, res: Response): Promise<boolean>;
}

export interface ServerRendererOptions {
  /** The served web app (web/dist): its index.html is the page the markup goes into. */
  webDist: string;
  apollo: ApolloServer<AppContext>;
  /** The GraphQL context of a visitor for this request (create-app.ts builds it as for /graphql). */
  visitorContext(req: Request, res: Response): AppContext;
  /** The session cookie's name: requests that carry it are members'. */
  sessionCookie: string;
  /** The longest a render may take before the shell is sent instead (ms); 0 turns server rendering off. */
  budgetMs: number;
  logger: Logger;
}

/** A render still running after this long (or the budget, if longer) is stopped. */
const RENDER_HARD_LIMIT_MS = 5_000;
/** Renders running at once at most; a request beyond them gets the shell. */
const MAX_CONCURRENT_RENDERS = 4;
/** Longer URLs (path and query string) are not rendered. */
const MAX_URL_LENGTH = 2048;

const ROOT = '<div id="root"></div>';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Per-request compression of a rendered page: fast settings (once per render and encoding, shared by joined requests). */
function compress(data: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
  }
  return gzipAsync(data, { level: 6 });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Whether the Cookie header holds a cookie with this name. */
export function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => pair.split('=')[0].trim() === name);
}

/** ` lang="en" data-x="1"` without the attributes named. */
function withoutAttributes(attributes: string, names: string[]): string {
  return attributes.replace(/\s([\w-]+)="[^"]*"/g, (attribute, name: string) => (names.includes(name) ? '' : attribute));
}

/**
 * Puts a render into index.html. Replacements go through functions, so `$` in the markup is never read as a pattern.
 * Throws when index.html lacks a place the render needs (checked once at start with an empty render).
 */
export function injectRender(
  indexHtml: string,
  page: Pick<Rendered, 'html' | 'styleTags' | 'stateElement' | 'title' | 'description' | 'htmlAttributes'>,
): string {
  const need = (ok: boolean, what: string) => {
    if (!ok) throw new Error(`index.html has no ${what}`);
  };
  need(indexHtml.includes(ROOT), ROOT);
  need(indexHtml.includes('</head>'), '</head>');
  need(/<html\b[^>]*>/.test(indexHtml), '<html> start tag');
  need(/<title>[^<]*<\/title>/.test(indexHtml), '<title>');
  const attributes = Object.entries(page.htmlAttributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  let html = indexHtml
    // An attribute the render sets (lang) replaces index.html's own.
    .replace(/<html\b([^>]*)>/, (_all, existing: string) => `<html${withoutAttributes(existing, Object.keys(page.htmlAttributes))}${attributes}>`)
    .replace('</head>', () => `${page.styleTags}</head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>${page.stateElement}`);
  if (page.title !== null) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  if (page.description !== null) {
    html = html.replace(/(<meta name="description" content=")[^"]*(")/, (_all, start: string, end: string) => `${start}${escapeHtml(page.description!)}${end}`);
  }
  return html;
}

/** web/dist-server next to this API (api/src/app or api/dist/app → ../../../web/dist-server). */
function defaultServerDist(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist-server');
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The server build made with this browser build: beside the served web/dist first, then web/dist-server. */
function findServerBuild(webDist: string, indexHtml: string): { dir: string } | { missing: string } {
  const wanted = sha256(indexHtml);
  const candidates = [...new Set([resolve(webDist, '../dist-server'), defaultServerDist()])];
  for (const dir of candidates) {
    try {
      const { indexSha256 } = JSON.parse(readFileSync(join(dir, 'client.json'), 'utf8')) as { indexSha256?: string };
      if (indexSha256 === wanted && existsSync(join(dir, 'entry-server.js'))) return { dir };
    } catch {
      // not built there
    }
  }
  return { missing: `no server build for this web app (${candidates.join(', ')}); run \`pnpm build\`` };
}

interface Page {
  status: number;
  body: Buffer;
  encoded: Map<ContentEncoding, Promise<Buffer>>;
}

/**
 * Loads the server build that belongs to `webDist` and returns the renderer, or null (logged) when server rendering
 * is off or there is no matching build: every page is then the plain shell, as without server rendering.
 */
export async function createServerRenderer(options: ServerRendererOptions): Promise<ServerRenderer | null> {
  const { webDist, apollo, visitorContext, sessionCookie, budgetMs, logger } = options;
  if (budgetMs <= 0) {
    logger.info('server rendering is off (SSR_BUDGET_MS=0)');
    return null;
  }
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  const found = findServerBuild(webDist, indexHtml);
  if ('missing' in found) {
    logger.warn({ webDist }, `server rendering is off: ${found.missing}`);
    return null;
  }
  let entry: ServerEntry;
  try {
    injectRender(indexHtml, { html: '', styleTags: '', stateElement: '', title: '', description: '', htmlAttributes: {} }); // throws on a foreign index.html
    entry = (await import(pathToFileURL(join(found.dir, 'entry-server.js')).href)) as ServerEntry;
    if (typeof entry.render !== 'function' || typeof entry.executeLink !== 'function' || typeof entry.rendersOnServer !== 'function') {
      throw new Error(`${found.dir}/entry-server.js is not the web app's server entry`);
    }
  } catch (err) {
    // The app still serves every page, rendered in the browser.
    logger.warn({ err, webDist }, 'server rendering is off: the server build cannot be used');
    return null;
  }

  const rendering = new Map<string, Promise<Page | null>>();

  /**
   * Renders one URL to the end (or the hard limit): when it outlasts the budget of the request that started it, that
   * visitor gets the shell and requests that joined it later may still get the rendered page.
   */
  async function renderPage(url: string, locale: Locale, req: Request, res: Response): Promise<Page | null> {
    const path = req.path;
    const started = performance.now();
    const link = entry.executeLink(async (request) => {
      const response = await apollo.executeOperation(request, { contextValue: visitorContext(req, res) });
      if (response.body.kind !== 'single') throw new Error('incremental delivery is not used');
      return response.body.singleResult;
    });
    try {
      const outcome = await entry.render(url, { link, locale, signal: AbortSignal.timeout(Math.max(RENDER_HARD_LIMIT_MS, budgetMs)) });
      if (!outcome.rendered) {
        // An unknown profile or a page out of range: the browser shows its own state, as without server rendering.
        logger.debug({ path, reason: outcome.reason }, 'page not rendered on the server');
        return null;
      }
      const body = Buffer.from(injectRender(indexHtml, outcome));
      logger.debug({ path, ms: Math.round(performance.now() - started), passes: outcome.passes, bytes: body.length }, 'rendered on the server');
      return { status: outcome.status, body, encoded: new Map() };
    } catch (err) {
      logger.warn({ err, path }, 'server render failed: sent the page without it');
      return null;
    }
  }

  /** The render of this URL (a running one is shared), or 'budget' when it is not done within the budget. */
  async function pageFor(url: string, req: Request, res: Response): Promise<Page | null | 'budget'> {
    // The visitor's language: her choice in the language menu (cookie), else Accept-Language, else English.
    const locale = requestLocale(req);
    const key = `${locale} ${url}`;
    let pending = rendering.get(key);
    if (!pending) {
      if (rendering.size >= MAX_CONCURRENT_RENDERS) return null;
      pending = renderPage(url, locale, req, res).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<'budget'>((resolveBudget) => {
      timer = setTimeout(() => resolveBudget('budget'), budgetMs);
    });
    try {
      return await Promise.race([pending, budget]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    accepts(req) {
      return (
        req.method === 'GET' &&
        /\btext\/html\b/i.test(req.get('accept') ?? '') &&
        !hasCookie(req.get('cookie'), sessionCookie) &&
        req.originalUrl.length <= MAX_URL_LENGTH &&
        entry.rendersOnServer(req.path)
      );
    },

    async serve(req, res) {
      const page = await pageFor(req.originalUrl, req, res);
      if (page === 'budget') {
        logger.warn({ path: req.path, budgetMs }, 'server render took longer than its budget: sent the page without it');
        return false;
      }
      if (!page) return false;
      const encoding = negotiateEncoding(req.get('accept-encoding'), ['br', 'gzip']);
      let body = page.body;
      if (encoding) {
        let encoded = page.encoded.get(encoding);
        if (!encoded) {
          encoded = compress(page.body, encoding);
          page.encoded.set(encoding, encoded);
        }
        body = await encoded;
      }
      if (res.headersSent) return true;
      res.status(page.status);
      res.setHeader('Cache-Control', CACHE_REVALIDATE);
      // The page depends on the encoding, on being a visitor (members get the shell) and on the language.
      res.vary('Accept-Encoding');
      res.vary('Cookie');
      res.vary('Accept-Language');
      res.type('html');
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.send(body);
      return true;
    },
  };
}
