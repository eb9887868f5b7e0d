import type { NextFunction, Request, Response } from 'express';
import type { Level, Logger } from 'pino';

const quiet = new WeakSet<Response>();

/** No access-log line for this answer: the caller reports it itself (overload shedding counts its refusals). */
export function quietAccessLog(res: Response): void {
  quiet.add(res);
}

export interface AccessLogOptions {
  /** Requests not logged at all (health checks). */
  ignore(req: Request): boolean;
  /** Extra fields on the line, computed when the answer is finished (the API token's id, never its secret). */
  fields?(req: Request): Record<string, unknown>;
}

/**
 * One pino line per request: method, path (never the query string), status and time; level `info` for success,
 * `warn` for 4xx and for a connection the client closed before the answer was finished ('request aborted'), `error`
 * for 5xx.
 *
 * It replaces pino-http, whose per-request child logger serialised and redacted the request and built the line's
 * objects even when the level was off: about 35 us of the ~700 us a browse request cost the process (bench/profile.ts,
 * 2026-11-25). Here a request costs one listener; the line is built only when its level is enabled.
 */
export function accessLog(logger: Logger, options: AccessLogOptions) {
  const write = (req: Request, res: Response, started: number, finished: boolean) => {
    if (quiet.has(res)) return;
    const status = res.statusCode;
    // A request the client gave up on is never our error, whatever status was set on the way (a load generator closing
    // its connections at the end of a run left answers half-built with 500).
    const level: Level = !finished ? 'warn' : status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const path = (req.originalUrl ?? req.url).split('?')[0];
    logger[level](
      {
        req: { method: req.method, url: path },
        res: { statusCode: status },
        responseTime: Math.round(performance.now() - started),
        ...options.fields?.(req),
      },
      finished ? (status >= 500 ? 'request errored' : 'request completed') : 'request aborted',
    );
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (options.ignore(req)) return next();
    const started = performance.now();
    // 'close' comes after 'finish' for a finished answer, and alone when the client went away first.
    res.once('close', () => write(req, res, started, res.writableFinished));
    next();
  };
}
