import type { NextFunction, Request, Response } from 'express';
import { forbidden } from '../shared/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SIMPLE_CONTENT_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded', 'text/plain'];

/**
 * Cross-site request protection for the REST shim and for multipart GraphQL requests (before any upload
 * byte is parsed): a foreign Origin or `Sec-Fetch-Site: cross-site` is refused, and a body a plain HTML form
 * could send (multipart, urlencoded, text/plain) must carry `X-Requested-With` or `Apollo-Require-Preflight`,
 * which browsers only allow after a CORS preflight this server never grants.
 */
export function crossSiteGuard(req: Request, _res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.get('origin');
  if (origin && origin !== 'null') {
    const own = `${req.protocol}://${req.get('host')}`;
    if (origin !== own) return next(forbidden('Cross-site request refused.'));
  } else if (origin === 'null') {
    return next(forbidden('Cross-site request refused.'));
  }
  if (req.get('sec-fetch-site') === 'cross-site') return next(forbidden('Cross-site request refused.'));
  const type = (req.get('content-type') ?? '').toLowerCase();
  if (SIMPLE_CONTENT_TYPES.some((t) => type.startsWith(t)) && !req.get('x-requested-with') && !req.get('apollo-require-preflight')) {
    return next(forbidden('Cross-site request refused: send the X-Requested-With header with form or multipart requests.'));
  }
  next();
}
