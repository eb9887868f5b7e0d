import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ServerRenderer } from './ssr.js';
import { CACHE_IMMUTABLE, CACHE_PUBLIC, CACHE_REVALIDATE, ENCODINGS, negotiateEncoding, type ContentEncoding } from './http-encoding.js';

/**
 * Serves the built web app (web/dist) with the Brotli/gzip siblings that the Vite build wrote once
 * (web/scripts/precompress.mjs); nothing static is compressed per request.
 *
 * Why a small module over `res.sendFile` (that is `send`, the engine of `express.static`) and not a library:
 * `express.static` cannot pick a sibling file by `Accept-Encoding`, and `express-static-gzip` breaks ties by the
 * client's order (so `gzip, deflate, br` gets gzip) and cannot put the SPA fallback and the `/assets` 404 in the same
 * place. `send` still does the HTTP work: ETag/Last-Modified, 304 on If-None-Match / If-Modified-Since, HEAD,
 * Range, the Content-Length of the file it sends, and keeps the Content-Type set here from the original name.
 *
 * The file list is read once at start-up: `pnpm start` builds before it starts the server, and a rebuild
 * replaces the hashed asset names anyway, so it needs a restart. Only listed files are served, which also rules
 * out path traversal and dotfiles.
 */

interface StaticFile {
  /** Absolute path of the original file. */
  path: string;
  /** Encodings with a precompressed sibling on disk. */
  encodings: ContentEncoding[];
}

/** Files whose name stays the same from one build to the next while their content changes with it. */
const UNHASHED_BUILD_FILES = new Set(['sw.js', 'manifest.webmanifest']);

/**
 * Cache policy by path: hashed assets forever; HTML, the service worker and the manifest always revalidated (a new build
 * must reach the next visit: the service worker's update prompt starts there); other public files an hour.
 */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return CACHE_IMMUTABLE;
  if (extname(relativePath).toLowerCase() === '.html' || UNHASHED_BUILD_FILES.has(relativePath)) return CACHE_REVALIDATE;
  return CACHE_PUBLIC;
}

/** Lists web/dist: every original file (URL path → file and its siblings); dotfiles are skipped. */
function scan(root: string): Map<string, StaticFile> {
  const all = new Set(
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- the web build folder from configuration, listed once at start
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
      .filter((p) => !p.split('/').some((segment) => segment.startsWith('.'))),
  );
  const files = new Map<string, StaticFile>();
  for (const rel of all) {
    const sibling = ENCODINGS.find(({ suffix }) => rel.endsWith(suffix) && all.has(rel.slice(0, -suffix.length)));
    if (sibling) continue; // a compressed copy, served only in place of its original
    files.set(rel, { path: join(root, rel), encodings: ENCODINGS.filter(({ suffix }) => all.has(rel + suffix)).map(({ encoding }) => encoding) });
  }
  return files;
}

const REPRESENTATION_HEADERS = ['Content-Encoding', 'Content-Type', 'Content-Length', 'Content-Range', 'ETag', 'Last-Modified'];

function sendStatic(req: Request, res: Response, next: NextFunction, rel: string, file: StaticFile): void {
  const encoding = negotiateEncoding(req.get('accept-encoding'), file.encodings);
  // Only a file that has siblings is sent differently depending on Accept-Encoding.
  if (file.encodings.length) res.vary('Accept-Encoding');
  res.setHeader('Cache-Control', cacheControlFor(rel));
  res.type(extname(file.path) || 'application/octet-stream'); // the original's type, also for its .br/.gz
  if (encoding) res.setHeader('Content-Encoding', encoding);
  const suffix = ENCODINGS.find((e) => e.encoding === encoding)?.suffix ?? '';
  res.sendFile(file.path + suffix, { cacheControl: false, dotfiles: 'deny' }, (err?: Error & { status?: number }) => {
    if (!err || res.headersSent) return;
    for (const header of REPRESENTATION_HEADERS) res.removeHeader(header);
    res.setHeader('Cache-Control', 'no-store');
    if (err.status === 404)
      next(); // removed since start-up: fall through like an unknown path
    else if (err.status && err.status < 500)
      res.status(err.status).end(); // 412 precondition, 416 range
    else next(err);
  });
}

/**
 * The handler for the built web app: listed files as they are (precompressed when accepted); a missing
 * `/assets/...` file is a 404; any other GET/HEAD outside `/api/` and `/graphql` gets index.html, the client's
 * router (and its own not-found page). With a `serverRenderer` (ssr.ts), a visitor's navigation to a public screen
 * gets index.html with the screen rendered in it, or the plain index.html when the render falls back. Mount it after
 * the API routes.
 */
export function staticWeb(webDist: string, { serverRenderer }: { serverRenderer?: ServerRenderer | null } = {}): RequestHandler {
  const files = scan(webDist);
  const index = files.get('index.html');
  if (!index) throw new Error(`${webDist} has no index.html`);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    const page = rel === '' || (!files.has(rel) && !rel.startsWith('assets/') && !/^(?:api\/|graphql)/.test(rel));
    if (page && serverRenderer?.accepts(req)) {
      const shell = () => sendStatic(req, res, next, 'index.html', index);
      return void serverRenderer.serve(req, res).then(
        (served) => served || shell(),
        (err: unknown) => (res.headersSent ? next(err) : shell()),
      );
    }
    if (rel === '') rel = 'index.html';
    const file = files.get(rel);
    if (file) return sendStatic(req, res, next, rel, file);
    if (rel.startsWith('assets/')) {
      // A stale hashed name (an old tab after a deploy) must not get HTML with a 200: the browser would run it as JS.
      res.setHeader('Cache-Control', 'no-store');
      return void res.status(404).type('text/plain').send('Not found');
    }
    if (/^(?:api\/|graphql)/.test(rel)) return next();
    return sendStatic(req, res, next, 'index.html', index);
  };
}
