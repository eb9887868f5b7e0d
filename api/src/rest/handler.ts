import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { AppContext } from '../app/context.js';
import type { Services } from '../app/services.js';
import { isAppError, isDatabaseUnavailable, SERVICE_UNAVAILABLE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../shared/errors.js';

/** Builds the same context the GraphQL resolvers get, so REST handlers call the same services and policies. */
export function restContext(req: Request, res: Response, services: Services): AppContext {
  return { em: req.em, user: req.user, ip: req.ip ?? 'unknown', req, res, services };
}

/** Wraps a handler: its return value is sent as JSON; AppErrors become `{ message }` with their status. */
export function route(services: Services, fn: (ctx: AppContext) => Promise<unknown> | unknown, status = 200): RequestHandler {
  return async (req, res, next) => {
    try {
      const result = await fn(restContext(req, res, services));
      if (res.headersSent) return;
      if (result === undefined) res.status(204).end();
      else res.status(status).json(result);
    } catch (e) {
      next(e);
    }
  };
}

/**
 * While the database cannot be reached every request fails the same way: one warning per 10 s, with how many
 * answers were 503 since the previous one, instead of a line per request.
 */
export function databaseOutageLog(logger: Pick<Logger, 'warn'>, everyMs = 10_000): (err: unknown, path: string) => void {
  let last = 0;
  let answered = 0;
  return (err, path) => {
    answered += 1;
    const now = Date.now();
    if (now - last < everyMs) return;
    logger.warn({ err: err instanceof Error ? err.message : String(err), path, answered503: answered }, 'database unavailable: answering 503');
    [last, answered] = [now, 0];
  };
}

/** The REST error format of SPEC §8: `{ "message": "..." }` with a fitting status. */
export function restErrorHandler(services: Services) {
  const outage = databaseOutageLog(services.logger);
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (isAppError(err)) {
      if (err.retryAfterSeconds) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      res.status(err.status).json({ message: err.message });
      return;
    }
    const e = err as { status?: number; statusCode?: number; type?: string; message?: string; expose?: boolean };
    const status = e.status ?? e.statusCode;
    if (status && status >= 400 && status < 500) {
      const message =
        e.type === 'entity.too.large'
          ? 'Request body is too large.'
          : e.type === 'entity.parse.failed'
            ? 'Request body is not valid JSON.'
            : e.expose && e.message
              ? e.message
              : 'Bad request.';
      res.status(status).json({ message });
      return;
    }
    // PostgreSQL down or restarting (here also for /graphql, whose session and user lookups run before Apollo): 503,
    // in the answer format of the path, until the pools reconnect by themselves.
    if (isDatabaseUnavailable(err)) {
      outage(err, req.path);
      res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      res
        .status(503)
        .json(
          req.path === '/graphql' || req.path.startsWith('/graphql/')
            ? { errors: [{ message: SERVICE_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } }] }
            : { message: SERVICE_UNAVAILABLE },
        );
      return;
    }
    services.logger.error({ err, path: req.path }, 'unhandled error');
    res.status(500).json({ message: 'Internal server error' });
  };
}
