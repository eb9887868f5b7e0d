import type { Server } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { Logger } from 'pino';
import type { Env } from './env.js';
import { SERVICE_UNAVAILABLE } from '../core/errors.js';
import { quietAccessLog } from './access-log.js';

/**
 * Load shedding for `/graphql` and `/api` (issue 9, SECURITY-PLAN §6.12 E "Overload"). Without it, a burst beyond
 * what the process can serve just queues: every answer gets slower, for everyone, without bound. With it, while the
 * process is overloaded, new requests are answered at once with `503` and `Retry-After: 1` (the API's error format:
 * `{ message }` on REST, a GraphQL error response with code SERVICE_UNAVAILABLE on /graphql), before the session or
 * the database are touched (of the body, only a GraphQL one of at most 512 bytes is read, to let a sign-out through),
 * so the requests already admitted finish in time and the process recovers as soon as the burst is over.
 *
 * Overloaded means one of (each check off at 0):
 * - the event loop is late: the median delay of its turns over the last window (`SAMPLE_MS`, perf_hooks'
 *   monitorEventLoopDelay) is above OVERLOAD_MAX_EVENT_LOOP_DELAY_MS while requests are in flight
 *   (`EVENT_LOOP_MIN_IN_FLIGHT`). That is the queue in front of the CPU: data waiting on sockets, callbacks waiting for
 *   their turn (a request takes several turns);
 * - OVERLOAD_MAX_IN_FLIGHT admitted requests are still running (a hard cap on concurrent work and its memory);
 * - more than OVERLOAD_MAX_DB_WAITING queries wait for a connection of the PostgreSQL pools (the queue in front
 *   of the database).
 *
 * Never shed: `/healthz`, `/readyz`, the web app's files and pages (they are not behind this middleware) and
 * sign-out (`POST /api/logout`, the GraphQL `logout` mutation): a member who wants to leave can always do so.
 * Shed answers are counted, not logged one by one (that would add a log line per refused request to an overloaded
 * process): one warning with the counts at most every `LOG_EVERY_MS` while shedding.
 */

/** The part of a pg.Pool this module reads: how many queries wait for a free connection. */
export interface PoolGauge {
  readonly waitingCount: number;
}

export interface OverloadLimits {
  /** Median event-loop delay (ms) over the last window above which requests are shed; 0 = off. */
  maxEventLoopDelayMs: number;
  /** Requests admitted and not answered yet at which new ones are shed; 0 = off. */
  maxInFlight: number;
  /** Queries waiting for a database connection (all pools together) above which requests are shed; 0 = off. */
  maxDbWaiting: number;
}

export type OverloadReason = 'eventLoop' | 'inFlight' | 'dbWaiting';

export type OverloadProtection = RequestHandler & {
  /** Stops the event-loop monitor (done when `server` closes). */
  stop(): void;
};

/** Seconds a shed client is asked to wait before trying again. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;
/** Length of one event-loop measurement window (ms). */
const SAMPLE_MS = 500;
/** Resolution of the event-loop delay histogram (ms). */
const RESOLUTION_MS = 10;
/**
 * A late loop counts only with at least this many requests in flight: with fewer, the lateness is not their doing (one
 * long synchronous task, a CPU shared with other processes, a test runner in the same process) and refusing requests
 * would not help.
 */
const EVENT_LOOP_MIN_IN_FLIGHT = 8;
/** At most one warning this often while shedding (ms). */
const LOG_EVERY_MS = 5_000;
/** A GraphQL sign-out is a tiny document (the web client's is under 200 bytes); bigger bodies are not read while shedding. */
const SIGN_OUT_BODY_MAX = 512;

export const overloadLimitsFrom = (
  env: Pick<Env, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS' | 'OVERLOAD_MAX_IN_FLIGHT' | 'OVERLOAD_MAX_DB_WAITING'>,
): OverloadLimits => ({
  maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
  maxInFlight: env.OVERLOAD_MAX_IN_FLIGHT,
  maxDbWaiting: env.OVERLOAD_MAX_DB_WAITING,
});

/** Whether a parsed GraphQL body is a sign-out: the operation it runs is a mutation selecting only `logout`. */
function isGraphqlSignOut(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { query, operationName } = body as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return false;
  try {
    const operations = parse(query, { maxTokens: 100 }).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const operation =
      typeof operationName === 'string' ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
    if (operation?.operation !== 'mutation') return false;
    const fields = operation.selectionSet.selections;
    return (
      fields.every((s) => s.kind === Kind.FIELD && (s.name.value === 'logout' || s.name.value === '__typename')) &&
      fields.some((s) => s.kind === Kind.FIELD && s.name.value === 'logout')
    );
  } catch {
    return false;
  }
}

export interface OverloadOptions extends OverloadLimits {
  logger: Pick<Logger, 'warn'>;
  /** The database pools to watch (a promise for one that is created later, like MikroORM's). */
  pools: readonly (PoolGauge | Promise<PoolGauge>)[];
  /** The monitor stops when this server closes. */
  server?: Server;
}

export function overloadProtection(opts: OverloadOptions): OverloadProtection {
  const { logger, maxEventLoopDelayMs, maxInFlight, maxDbWaiting } = opts;
  const pools: PoolGauge[] = [];
  for (const p of opts.pools) {
    if (p instanceof Promise) p.then((pool) => pools.push(pool)).catch(() => {});
    else pools.push(p);
  }
  let inFlight = 0;
  let eventLoopDelayMs = 0;
  const shed: Record<OverloadReason, number> = { eventLoop: 0, inFlight: 0, dbWaiting: 0 };
  let shedSinceLog = 0;
  let lastLogAt = -Infinity;

  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const sample = () => {
    // The median turn, not the mean: one long synchronous task (a password check, a big render) makes one late turn,
    // which says nothing of a queue; a backlog makes most turns late.
    eventLoopDelayMs = histogram.count ? Math.max(0, histogram.percentile(50) / 1e6 - RESOLUTION_MS) : 0;
    histogram.reset();
    const now = performance.now();
    if (shedSinceLog && now - lastLogAt >= LOG_EVERY_MS) report(now);
  };
  histogram.enable();
  const timer = setInterval(sample, SAMPLE_MS).unref();
  const stop = () => {
    clearInterval(timer);
    histogram.disable();
  };
  opts.server?.once('close', stop);
  // The work of starting up is not load: measure from the moment the server listens.
  opts.server?.once('listening', () => {
    histogram.reset();
    eventLoopDelayMs = 0;
  });

  const dbWaiting = () => pools.reduce((n, p) => n + p.waitingCount, 0);

  function overloaded(): OverloadReason | null {
    if (maxInFlight > 0 && inFlight >= maxInFlight) return 'inFlight';
    if (maxEventLoopDelayMs > 0 && eventLoopDelayMs > maxEventLoopDelayMs && inFlight >= EVENT_LOOP_MIN_IN_FLIGHT) return 'eventLoop';
    if (maxDbWaiting > 0 && dbWaiting() > maxDbWaiting) return 'dbWaiting';
    return null;
  }

  function report(now: number) {
    logger.warn(
      {
        shed: shedSinceLog,
        shedTotal: { ...shed },
        inFlight,
        eventLoopDelayMs: Math.round(eventLoopDelayMs),
        dbWaiting: dbWaiting(),
        limits: { maxEventLoopDelayMs, maxInFlight, maxDbWaiting },
      },
      'overloaded: shedding requests with 503',
    );
    shedSinceLog = 0;
    lastLogAt = now;
  }

  function admit(res: Response, next: NextFunction) {
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
    next();
  }

  function refuse(req: Request, res: Response, reason: OverloadReason) {
    shed[reason] += 1;
    shedSinceLog += 1;
    const now = performance.now();
    if (now - lastLogAt >= LOG_EVERY_MS) report(now);
    // The access log would write each refusal at level error (status >= 500): counted above instead.
    quietAccessLog(res);
    // A body not read yet is not drained either when it may be big (an upload): the connection closes after the answer.
    const length = Number(req.headers['content-length'] ?? 0);
    if (!req.complete && (req.headers['transfer-encoding'] !== undefined || length > 64 * 1024)) res.setHeader('Connection', 'close');
    res.setHeader('Retry-After', String(OVERLOAD_RETRY_AFTER_SECONDS));
    res
      .status(503)
      .json(
        req.baseUrl === '/graphql'
          ? { errors: [{ message: SERVICE_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: OVERLOAD_RETRY_AFTER_SECONDS } }] }
          : { message: SERVICE_UNAVAILABLE },
      );
  }

  const readSmallJson = express.json({ limit: SIGN_OUT_BODY_MAX });

  const middleware = ((req: Request, res: Response, next: NextFunction) => {
    const reason = overloaded();
    if (!reason) return admit(res, next);
    if (req.method === 'POST' && req.baseUrl === '/api' && req.path === '/logout') return admit(res, next);
    const length = Number(req.headers['content-length']);
    if (req.method === 'POST' && req.baseUrl === '/graphql' && req.is('application/json') && length > 0 && length <= SIGN_OUT_BODY_MAX) {
      // The body is read here, once (express.json further on sees it read and keeps req.body).
      return readSmallJson(req, res, (err?: unknown) => (!err && isGraphqlSignOut(req.body) ? admit(res, next) : refuse(req, res, reason)));
    }
    refuse(req, res, reason);
  }) as OverloadProtection;
  middleware.stop = stop;
  return middleware;
}
