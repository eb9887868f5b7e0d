import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { RequestContext, type AppContext } from '../core/context.js';
import { checkAccess, type AccessKind, type AccessLevel } from '../auth/access.js';
import type { User } from '../modules/user/user.entity.js';
import { moderationContext } from '../auth/moderator.js';
import type { ModerationContext } from '../core/command.js';
import type { Capability } from '../policies/can.js';
import type { AppServices } from '../core/context.js';
import { requestLocale, translate } from '../core/i18n.js';
import { codeOfStatus, ERROR_MESSAGES, isAppError, isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../core/errors.js';

/** The actor a handler receives: the viewer (or null) on a `public` route, the signed-in member on any other. */
export type ActorOf<L extends AccessLevel> = L extends 'public' ? User | null : User;

/** A mounted REST handler with the access level it declared (the authz matrix test reads it back from the router). */
export type AccessRoute = RequestHandler & { readonly access: AccessLevel };

/** GET and HEAD read; every other method changes something (the `member` level's API token scope). */
export const accessKindOf = (method: string): AccessKind => (method === 'GET' || method === 'HEAD' ? 'read' : 'write');

/**
 * Wraps a handler behind its access level, declared once here and checked by the same `checkAccess` as GraphQL's
 * `@Access` (401 for visitors, 403 with the policy's message): `member` with the API token scope by HTTP method,
 * a capability through `assertCapability`, a policy action through `authorize`. `fn` gets the actor; its return value
 * is sent as JSON (204 for undefined); AppErrors become `{ message }` with their status.
 */
export function route<L extends AccessLevel>(
  level: L,
  services: AppServices,
  fn: (ctx: AppContext, actor: ActorOf<L>) => Promise<unknown> | unknown,
  status = 200,
): AccessRoute {
  const handler: RequestHandler = async (req, res, next) => {
    try {
      // The same context the GraphQL resolvers get (core/context.ts), so handlers call the same services and policies;
      // `em` stays lazy like `req.em`: a route that never touches it (an image, plain-SQL reads) forks no EntityManager.
      const ctx = new RequestContext(req, res, services);
      // Checked on her principal; the handler gets her account (mapped into the request's EntityManager on first read).
      if (level !== 'public') checkAccess(ctx.principal, level as Exclude<AccessLevel, 'public'>, accessKindOf(req.method));
      const actor = (ctx.user ?? null) as ActorOf<L>;
      const result = await fn(ctx, actor);
      if (res.headersSent) return;
      // Her write done: her next public reads come from the primary for a while (core/read-pool.ts; nothing without replicas).
      if (accessKindOf(req.method) === 'write') services.reads.afterWrite(req, res);
      if (result === undefined) res.status(204).end();
      else res.status(status).json(result);
    } catch (e) {
      next(e);
    }
  };
  return Object.assign(handler, { access: level });
}

/**
 * A route that acts as a moderator: `fn` gets the moderation context (the actor its capability let in, the unit of
 * work, the address), as the commands want it.
 */
export function moderationRoute(
  level: Capability,
  services: AppServices,
  fn: (m: ModerationContext, ctx: AppContext) => Promise<unknown> | unknown,
  status = 200,
): AccessRoute {
  return route(level, services, (ctx, actor) => fn(moderationContext(ctx, actor), ctx), status);
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

/**
 * The REST error format of SPEC §8: `{ "message": "..." }` with a fitting status, plus a stable `code` (and the message's
 * `messageId` where it has one) for tools. The message is in the request's language: her saved one, else the browser's
 * choice (language cookie, Accept-Language), else English, so a tool that asks for nothing gets SPEC's texts.
 */
export function restErrorHandler(services: AppServices) {
  const outage = databaseOutageLog(services.logger);
  return async (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (isAppError(err)) {
      if (err.retryAfterSeconds) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      const locale = await services.preferences.localeOf(req).catch(() => requestLocale(req));
      res.status(err.status).json({ message: err.localized(locale), code: err.code, ...(err.messageId ? { messageId: err.messageId } : {}) });
      return;
    }
    const e = err as { status?: number; statusCode?: number; type?: string; message?: string; expose?: boolean };
    const status = e.status ?? e.statusCode;
    if (status && status >= 400 && status < 500) {
      const locale = await services.preferences.localeOf(req).catch(() => requestLocale(req));
      const message =
        e.type === 'entity.too.large'
          ? translate(locale, ERROR_MESSAGES.bodyTooLarge)
          : e.type === 'entity.parse.failed'
            ? translate(locale, ERROR_MESSAGES.bodyNotJson)
            : e.expose && e.message
              ? e.message
              : translate(locale, ERROR_MESSAGES.badRequest);
      res.status(status).json({ message, code: codeOfStatus(status) });
      return;
    }
    // PostgreSQL down or restarting (here also for /graphql, whose session and user lookups run before Apollo): 503,
    // in the answer format of the path, until the pools reconnect by themselves.
    if (isDatabaseUnavailable(err)) {
      outage(err, req.path);
      res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      // The database is down: the browser's language (her saved one cannot be read now).
      const message = translate(requestLocale(req), ERROR_MESSAGES.unavailable);
      res
        .status(503)
        .json(
          req.path === '/graphql' || req.path.startsWith('/graphql/')
            ? { errors: [{ message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] }
            : { message, code: 'SERVICE_UNAVAILABLE' },
        );
      return;
    }
    services.logger.error({ err, path: req.path }, 'unhandled error');
    const locale = await services.preferences.localeOf(req).catch(() => requestLocale(req));
    res.status(500).json({ message: translate(locale, ERROR_MESSAGES.internal), code: 'INTERNAL_SERVER_ERROR' });
  };
}
