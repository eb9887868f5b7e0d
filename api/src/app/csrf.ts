import type { NextFunction, Request, Response } from 'express';
import { badInput, forbidden, type AppError } from '../core/errors.js';
import { stopReading } from '../modules/upload/body-limit.js';
import { SHARED_MESSAGES } from '../shared/shared.messages.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SIMPLE_CONTENT_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded', 'text/plain'];

/**
 * Whether a request comes from another site's page: an Origin other than this server's own (`null` included), or
 * `Sec-Fetch-Site: cross-site`. No Origin at all is a tool's request (browsers send one on every unsafe request and on
 * every WebSocket handshake). Also what refuses another site's WebSocket handshake on /graphql (live-server.ts).
 */
export function isCrossSite(req: Pick<Request, 'get' | 'protocol'>): boolean {
  const origin = req.get('origin');
  if (origin === 'null') return true;
  if (origin && origin !== `${req.protocol}://${req.get('host')}`) return true;
  return req.get('sec-fetch-site') === 'cross-site';
}

/**
 * Cross-site request protection for the REST shim and for multipart GraphQL requests (before any upload
 * byte is parsed): a foreign Origin or `Sec-Fetch-Site: cross-site` is refused, and a body a plain HTML form
 * could send (multipart, urlencoded, text/plain) must carry `X-Requested-With` or `Apollo-Require-Preflight`,
 * which browsers only allow after a CORS preflight this server never grants. A missing header is a 403 on the REST
 * shim and a 400 on /graphql, as Apollo's own CSRF prevention answers (SECURITY-PLAN §6.3).
 *
 * The body of a refused request is not read (SECURITY-PLAN §6.7 case 22: an upload may be 2 GB): the refusal goes
 * out with `Connection: close` and the connection is closed after it (body-limit.ts).
 */
export function crossSiteGuard(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const refuse = (error: AppError) => {
    if (!req.complete) stopReading(req, res);
    next(error);
  };
  if (isCrossSite(req)) return refuse(forbidden(SHARED_MESSAGES.crossSite));
  const type = (req.get('content-type') ?? '').toLowerCase();
  if (SIMPLE_CONTENT_TYPES.some((t) => type.startsWith(t)) && !req.get('x-requested-with') && !req.get('apollo-require-preflight')) {
    return refuse(req.baseUrl === '/graphql' ? badInput(SHARED_MESSAGES.crossSitePreflight) : forbidden(SHARED_MESSAGES.crossSiteRequestedWith));
  }
  next();
}
