import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { ApiTokenScope } from '../modules/api-token/api-token.entity.js';
import type { ApiTokenService, LiveApiToken } from '../modules/api-token/api-token.service.js';
import type { TokenRateLimiter } from '../modules/api-token/token-limiter.js';
import { Role, User } from '../modules/user/user.entity.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { requestLocale, textOf, translateText } from '../core/i18n.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set when the request came with a live API token (`Authorization: Bearer tea_pat_...`). */
      apiToken?: LiveApiToken;
    }
  }
}

export const API_TOKEN_MESSAGES = {
  both: AUTH_MESSAGES.tokenBoth.defaultMessage,
  invalid: AUTH_MESSAGES.tokenInvalid.defaultMessage,
  tooMany: AUTH_MESSAGES.tokenTooMany.defaultMessage,
  memberTooMany: (perMinute: number) => textOf(AUTH_MESSAGES.tokensTooMany, { perMinute: String(perMinute) }),
} as const;

/** The secret of `Authorization: Bearer <secret>`; undefined without such a header, '' for a malformed one. */
export function bearerSecret(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  return match ? match[1] : '';
}

function hasCookie(req: Request, name: string): boolean {
  return (req.headers.cookie ?? '').split(';').some((c) => c.trim().split('=')[0] === name);
}

/**
 * An error in the answer format of the path: GraphQL's `{ errors }` on /graphql, `{ message }` on /api; in the language
 * the request asks for (a token request carries no session: Accept-Language, else English).
 */
function refuse(req: Request, res: Response, status: number, code: string, english: string): void {
  const message = translateText(requestLocale(req), english);
  res.status(status).json(req.baseUrl === '/graphql' ? { errors: [{ message, extensions: { code } }] } : { message });
}

/**
 * Authentication with a personal access token on /graphql and /api, before the session middleware (which the app
 * skips for such a request: a token request never reads or creates a session, and its answer sets no cookie).
 *
 * - A request with a Bearer token and the session cookie: 400. Unknown, revoked or expired tokens, and tokens of a
 *   banned or deleted member (as a ban ends her sessions at once): 401 with `WWW-Authenticate: Bearer error="invalid_token"`.
 * - Each token has its own budget per minute, and its member one across all her tokens (`RateLimit-*` headers on every
 *   answer, of the budget nearer its end; 429 with `Retry-After` over either).
 * - The user is reloaded on every request, so her role is the one of now: a demoted admin's MODERATE token stops
 *   at once. A MODERATE token of an admin counts as past the admin gate's second factor (it was created right after
 *   one), but never as a recent check (second-factor.ts refuses step-up actions to tokens).
 *
 * CSRF: the token path needs no cookie-based exemption and gets none (csrf.ts runs for it as for any request). A
 * browser never attaches an Authorization header by itself, and a page on another site can only set one through a
 * CORS preflight, which this server never grants; so a cross-site page cannot make a request that carries a token.
 */
export function apiTokenMiddleware(deps: {
  orm: MikroORM;
  tokens: ApiTokenService;
  limiter: TokenRateLimiter;
  sessionCookie: string;
  logger: Pick<Logger, 'warn'>;
}): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const presented = bearerSecret(req);
    if (presented === undefined) return next();
    try {
      if (hasCookie(req, deps.sessionCookie)) return refuse(req, res, 400, 'BAD_USER_INPUT', API_TOKEN_MESSAGES.both);
      const token = presented ? await deps.tokens.authenticate(presented) : null;
      const em = deps.orm.em.fork();
      const user = token ? await em.findOne(User, token.userId) : null;
      if (!token || !user || user.banned) {
        res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
        return refuse(req, res, 401, 'UNAUTHENTICATED', API_TOKEN_MESSAGES.invalid);
      }
      req.apiToken = token;
      const budget = await deps.limiter.consume(token.id, token.userId);
      res.setHeader('RateLimit-Limit', String(budget.limit));
      res.setHeader('RateLimit-Remaining', String(budget.remaining));
      res.setHeader('RateLimit-Reset', String(budget.resetSeconds));
      if (!budget.allowed) {
        res.setHeader('Retry-After', String(budget.resetSeconds));
        return refuse(
          req,
          res,
          429,
          'TOO_MANY_REQUESTS',
          budget.scope === 'member' ? API_TOKEN_MESSAGES.memberTooMany(budget.limit) : API_TOKEN_MESSAGES.tooMany,
        );
      }
      user.apiToken = { id: token.id, scopes: token.scopes };
      user.sessionSecondFactorAt = token.scopes.has(ApiTokenScope.MODERATE) && user.role === Role.ADMIN ? token.createdAt.getTime() : null;
      req.em = em;
      req.user = user;
      await deps.tokens
        .touch(token)
        .catch((err: unknown) =>
          deps.logger.warn({ err: err instanceof Error ? err.message : String(err), apiTokenId: token.id }, 'api token: last use not recorded'),
        );
      next();
    } catch (e) {
      next(e);
    }
  };
}
