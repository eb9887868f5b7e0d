/* eslint-disable security/detect-non-literal-fs-filename -- the web build folder from configuration (WEB_DIST) or the build, read once at start; none comes from a request */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import { CACHE_REVALIDATE } from './http-encoding.js';

/**
 * The GraphQL explorer (issue 11: "a `/graphql` GET in a browser shows an explorer served from the app itself, no
 * outside CDN"): GraphiQL, built into web/dist/explorer.html by `pnpm build` (web/vite.explorer.config.ts). A GET of
 * /graphql that asks for HTML before JSON (a browser's address bar) and carries no `query` gets that page; every other
 * request (a GET with a query, a tool asking for JSON, POST) goes on to Apollo Server as before. The page runs under
 * the app's Content-Security-Policy (scripts from this origin only) and talks to /graphql of this origin.
 * Null when the web app is not built or not served: /graphql then answers a browser's GET as Apollo does (400).
 */
export function graphqlExplorer(webDist: string): RequestHandler | null {
  const file = join(webDist, 'explorer.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.query.query !== undefined) return next();
    if (req.accepts(['application/graphql-response+json', 'application/json', 'text/html']) !== 'text/html') return next();
    res.setHeader('Cache-Control', CACHE_REVALIDATE);
    res.vary('Accept');
    res.type('html').send(html);
  };
}
