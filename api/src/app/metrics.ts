import { createServer, type Server } from 'node:http';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { Kind, parse, type GraphQLError } from 'graphql';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Logger } from 'pino';

/**
 * Prometheus metrics (issue 25; the list and what each means: docs/operations/metrics.md). They are served only by a
 * listener of their own (`METRICS_PORT`, on `METRICS_HOST`, loopback by default: `startMetricsServer`), never on the
 * public port. Unset METRICS_PORT: `createMetrics` is not called and nothing here runs.
 *
 * Label values never carry personal data: a REST route is the express pattern (`/api/profiles/:id`, never the URL), a
 * GraphQL operation a name from the web build's persisted documents (else `other`), an error its code, a queue or job
 * its fixed name.
 */

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATEMENT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A GraphQL error code as the server writes them (the app's `ErrorCode`s, Apollo's own): anything else is `other`. */
const ERROR_CODE = /^[A-Z][A-Z_]{0,39}$/;

/** The moderation queues whose size and oldest item the product promises to keep short (SPEC, SAFETY). */
export const PROMISE_QUEUES = ['reports', 'images', 'id_documents', 'flags', 'removal_requests', 'appeals'] as const;
/** Removal requests whose reason hides content at once and which SAFETY 12 asks to decide within 24 hours. */
const URGENT_REMOVAL_REASONS = ['intimate_image', 'minor'] as const;

// ---------------------------------------------------------------------------------------------------------------------
// Process-wide: one per process however many apps it runs (the tests run several), served by each app's listener.

const processRegistry = new Registry();
let processMetricsStarted = false;
let lastUtilization: EventLoopUtilization | undefined;

const statementDuration = new Histogram({
  name: 'tea_db_statement_duration_seconds',
  help: 'Time from sending a SQL statement to its answer, by kind (first keyword), on the app connections (ORM, reads, sessions).',
  labelNames: ['kind'] as const,
  buckets: STATEMENT_BUCKETS,
  registers: [processRegistry],
});

/** `select`, `insert`, `update`, `delete`, `transaction` (begin/commit/rollback/savepoints) or `other` (a `with`, DDL): never the SQL. */
export function statementKind(text: string): string {
  const word = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? '';
  if (word === 'select' || word === 'insert' || word === 'update' || word === 'delete') return word;
  if (word === 'begin' || word === 'commit' || word === 'rollback' || word === 'savepoint' || word === 'release' || word === 'start') return 'transaction';
  return 'other';
}

type QueryArgs = [unknown, ...unknown[]];

/**
 * Times every statement of node-postgres's `Client` (the ORM's pool, `Db`'s and the sessions' all use it), as
 * OpenTelemetry's pg instrumentation does: the promise form and the callback form (pg-pool's) alike; a submittable
 * (a cursor, a stream) passes untimed. pg-boss ships its own copy of pg, so its queue statements are not in it.
 */
function timeStatements(): void {
  const proto = pg.Client.prototype as unknown as { query: (...args: QueryArgs) => unknown };
  const original = proto.query;
  proto.query = function timedQuery(this: unknown, ...args: QueryArgs) {
    const config = args[0];
    const text = typeof config === 'string' ? config : (config as { text?: unknown; submit?: unknown } | null)?.text;
    if (typeof text !== 'string' || typeof (config as { submit?: unknown }).submit === 'function') return original.apply(this, args);
    const end = statementDuration.startTimer({ kind: statementKind(text) });
    const last = args.length - 1;
    const callback = args[last];
    if (last > 0 && typeof callback === 'function') {
      args[last] = function (this: unknown, ...cbArgs: unknown[]) {
        end();
        return (callback as (...a: unknown[]) => unknown).apply(this, cbArgs);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(
        () => end(),
        () => end(),
      );
    else end();
    return result;
  };
}

function startProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  // Heap, RSS, CPU, GC, open handles and event-loop delay (nodejs_eventloop_lag_*_seconds, from monitorEventLoopDelay).
  collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  // Gauges named like counters (promtool check metrics: "non-counter metrics should not have _total suffix"): dropped.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) processRegistry.removeSingleMetric(name);
  new Gauge({
    name: 'nodejs_eventloop_utilization_ratio',
    help: 'Share of the time since the last scrape the event loop spent running callbacks (0-1); near 1 the process is CPU-bound.',
    registers: [processRegistry],
    collect() {
      const now = performance.eventLoopUtilization();
      this.set((lastUtilization ? performance.eventLoopUtilization(now, lastUtilization) : now).utilization);
      lastUtilization = now;
    },
  });
  timeStatements();
}

// ---------------------------------------------------------------------------------------------------------------------
// Per app.

/** The part of a pg.Pool read for its gauges. */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly options: { max?: number };
}

export interface MetricsDeps {
  logger: Pick<Logger, 'warn'>;
  /** The pools to watch, by name (`orm`, `reads`, `sessions`); a promise for one made later (the ORM's). */
  pools: Record<string, PoolCounts | Promise<PoolCounts>>;
  /** The streaming replicas of the read router (core/read-pool.ts): their lag at the last check. */
  replicas?: readonly { name: string; lagMs: number | null; downUntil: number }[];
  /** AUTO_HIDES_PER_HOUR, shown beside the last hour's automatic hides. */
  automaticHideCeiling: number;
  /** Where the promise gauges' and the job queue's statements run (not counted in `Db.statements`). */
  query: (sql: string) => Promise<Record<string, unknown>[]>;
  /** Operation names of the web build's persisted documents: the only ones used as label values. */
  persistedDocuments: ReadonlyMap<string, string>;
}

export interface Metrics {
  registry: Registry;
  /** Express middleware: rate, status and duration per route pattern, throttles on REST routes. */
  http(req: Request, res: Response, next: NextFunction): void;
  /** Apollo plugin: rate, errors and duration per operation name. */
  graphqlPlugin<C extends BaseContext>(): ApolloServerPlugin<C>;
  /** A scheduled job or message delivery failed (jobs.ts). */
  /** A public read was routed (core/read-pool.ts): to a replica, or to the primary and why. */
  readRouted(route: string): void;
  jobFailed(queue: string): void;
  signUp(): void;
  signUpConfirmed(): void;
  /** A sign-in refused: `credentials` (wrong password or unknown account), `throttled`, `locked` or `other`. */
  signInFailed(reason: 'credentials' | 'throttled' | 'locked' | 'other'): void;
  /** The exposition text: the promise and job gauges are computed now, from PostgreSQL. */
  scrape(): Promise<string>;
}

/** Operation names found in documents (each parsed once at start). */
export function operationNames(documents: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const text of documents) {
    try {
      for (const d of parse(text).definitions) if (d.kind === Kind.OPERATION_DEFINITION && d.name) names.add(d.name.value);
    } catch {
      /* not a document: no name from it */
    }
  }
  return names;
}

function errorCode(error: GraphQLError): string {
  const code = error.extensions?.code;
  return typeof code !== 'string' ? 'INTERNAL_SERVER_ERROR' : ERROR_CODE.test(code) ? code : 'other';
}

/**
 * The promise gauges in one statement. Each part reads only the waiting rows through an index that holds nothing else
 * (or, for the ID queue and the automatic hides, whose leading key is the status or the time), so its cost follows the
 * queue, not the community: at 1M profiles and 10M reports a queue of a few hundred items is a few hundred index
 * entries.
 * - reports: reports_queue_idx (created_at, id) where approved is null;
 * - images: profiles_image_queue_idx (image_uploaded_at, id) where image_approval_status = 'pending' (added for this);
 * - ID documents: id_verifications (status, submitted_at), the pending range only; past retention is the part of that
 *   range older than ID_RETENTION_DAYS (30): a decided request's documents are deleted in the deciding transaction
 *   (decide-id-verification.command.ts), so only a pending one can hold them past it;
 * - flags: flag_cases_queue_idx (queue_rank, opened_at, id) where status = 'pending'; the urgent ones past their
 *   deadline are its queue_rank = 0 range;
 * - removal requests: removal_requests_queue_idx (status, created_at), the pending range only;
 * - appeals: appeals_queue_idx (created_at, id) where status = 'pending';
 * - automatic hides: audit_log_created_at_index, the last hour's entries only.
 */
const PROMISES_SQL = `select
  (select count(*)::int from reports where approved is null) as reports_n,
  (select extract(epoch from now() - min(created_at))::float8 from reports where approved is null) as reports_age,
  (select count(*)::int from profiles where image_approval_status = 'pending') as images_n,
  (select extract(epoch from now() - min(image_uploaded_at))::float8 from profiles where image_approval_status = 'pending') as images_age,
  (select count(*)::int from id_verifications where status = 'pending') as id_documents_n,
  (select extract(epoch from now() - min(submitted_at))::float8 from id_verifications where status = 'pending') as id_documents_age,
  (select count(*)::int from id_verifications where status = 'pending' and submitted_at < now() - interval '30 days') as id_past_retention,
  (select count(*)::int from flag_cases where status = 'pending') as flags_n,
  (select extract(epoch from now() - min(opened_at))::float8 from flag_cases where status = 'pending') as flags_age,
  (select count(*)::int from removal_requests where status = 'pending') as removal_requests_n,
  (select extract(epoch from now() - min(created_at))::float8 from removal_requests where status = 'pending') as removal_requests_age,
  (select count(*)::int from appeals where status = 'pending') as appeals_n,
  (select extract(epoch from now() - min(created_at))::float8 from appeals where status = 'pending') as appeals_age,
  (select count(*)::int from flag_cases where status = 'pending' and queue_rank = 0 and due_at < now()) as flags_urgent_overdue,
  (select count(*)::int from audit_log where created_at > now() - interval '1 hour' and action in ('flags.hide', 'removal.hide')) as hides_last_hour,
  (select coalesce(json_object_agg(reason, n), '{}') from (
     select reason::text, json_build_object('24h', count(*), '48h', count(*) filter (where created_at < now() - interval '48 hours')) as n
     from removal_requests
     where status = 'pending' and created_at < now() - interval '24 hours' and reason in ('intimate_image', 'minor')
     group by reason) u) as urgent_overdue`;

/**
 * The job queue: per queue (pgboss.queue holds one row per queue name, a handful), the jobs waiting to run and the age of
 * the oldest, served by pg-boss's job_i11 (name, priority, created_on, start_after) where state < 'active' and not
 * blocked: waiting jobs only, never the completed history.
 */
const JOBS_SQL = `select q.name,
  (select count(*)::int from pgboss.job j where j.name = q.name and j.state < 'active' and not j.blocked and j.start_after <= now()) as depth,
  (select extract(epoch from now() - min(j.created_on))::float8 from pgboss.job j
     where j.name = q.name and j.state < 'active' and not j.blocked and j.start_after <= now()) as oldest
  from pgboss.queue q`;

export function createMetrics(deps: MetricsDeps): Metrics {
  startProcessMetrics();
  const registry = new Registry();
  const knownOperations = operationNames(deps.persistedDocuments.values());
  const operationLabel = (name: string | null | undefined) => (!name ? 'anonymous' : knownOperations.has(name) ? name : 'other');

  // Every metric of the app is registered in its own registry (never prom-client's global one).
  const gauge = <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });
  const counter = <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers: [registry] });
  const durations = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram<L>({ name, help, labelNames, buckets: DURATION_BUCKETS, registers: [registry] });

  const httpRequests = counter(
    'tea_http_requests_total',
    'HTTP requests answered, by method, route pattern (`/graphql` for GraphQL, `web` for the web app and its files, `unmatched` otherwise) and status code.',
    ['method', 'route', 'code'],
  );
  const httpDuration = durations(
    'tea_http_request_duration_seconds',
    'Time from a request’s arrival to the end of its answer (or the client closing), by method and route pattern.',
    ['method', 'route'],
  );
  const throttled = counter(
    'tea_throttled_requests_total',
    'Requests refused by a rate limit (429 or TOO_MANY_REQUESTS), by REST route or `graphql:<operation>`.',
    ['endpoint'],
  );
  const graphqlOperations = counter(
    'tea_graphql_operations_total',
    'GraphQL operations answered, by operation name (from the persisted documents, else `other`; `anonymous` without a name), type and outcome (`ok`, `error`).',
    ['operation', 'type', 'outcome'],
  );
  const graphqlErrors = counter('tea_graphql_errors_total', 'Errors in GraphQL answers, by operation name and error code.', ['operation', 'code']);
  const graphqlDuration = durations(
    'tea_graphql_operation_duration_seconds',
    'Time from a GraphQL request’s start (after the body is read) to its answer, by operation name.',
    ['operation'],
  );

  const poolInUse = gauge('tea_db_pool_connections_in_use', 'Connections of a pool checked out by a query or transaction.', ['pool']);
  const poolWaiting = gauge('tea_db_pool_waiting_queries', 'Queries waiting for a free connection of a pool.', ['pool']);
  const poolMax = gauge('tea_db_pool_max_connections', 'The most connections a pool opens.', ['pool']);
  const replicaLag = gauge(
    'tea_db_replica_lag_seconds',
    'How far a streaming replica was behind the primary at its last check (the age of the oldest primary position it had not replayed); -1 while it is down, unchecked or not a standby. By replica (`replica0`, ... in DATABASE_REPLICA_URLS order).',
    ['replica'],
  );
  const readsRouted = counter(
    'tea_db_public_reads_total',
    'Public reads (browse, search, profile pages, reports of a profile, transparency) by where they ran: `replica`, or the primary because of `primary-only` (moderator, API token), `own-write` (read-your-writes), `no-replica` (none usable), `fallback` (a replica statement failed). Only with DATABASE_REPLICA_URLS.',
    ['route'],
  );
  const resolvedPools = new Map<string, PoolCounts>();
  for (const [name, pool] of Object.entries(deps.pools)) {
    if (pool instanceof Promise) pool.then((p) => resolvedPools.set(name, p)).catch(() => {});
    else resolvedPools.set(name, pool);
  }

  const jobDepth = gauge('tea_job_queue_depth', 'Jobs ready to run and not yet taken, by queue (pg-boss).', ['queue']);
  const jobOldest = gauge('tea_job_oldest_age_seconds', 'Age of the oldest job ready to run and not yet taken, by queue; 0 when none waits.', ['queue']);
  const jobFailures = counter('tea_job_failures_total', 'Runs of a scheduled job or message deliveries that failed (each is retried), by queue.', ['queue']);

  const signUps = counter('tea_signups_total', 'Sign-ups accepted (a confirmation link or a notice to a taken address sent).');
  const signUpConfirmations = counter('tea_signup_confirmations_total', 'New accounts whose e-mail address was confirmed.');
  const signInFailures = counter(
    'tea_signin_failures_total',
    'Sign-ins refused, by reason: `credentials`, `throttled`, `locked` (the daily bar; unlock link needed) or `other`.',
    ['reason'],
  );

  const queuePending = gauge('tea_moderation_queue_pending', 'Items waiting for an admin, by queue.', ['queue']);
  const queueOldest = gauge('tea_moderation_queue_oldest_age_seconds', 'Age of the oldest item waiting for an admin, by queue; 0 when the queue is empty.', [
    'queue',
  ]);
  const urgentOverdue = gauge(
    'tea_removal_requests_urgent_open',
    'Pending removal requests for an intimate image or a minor open longer than `over` (24h, 48h), by reason.',
    ['reason', 'over'],
  );
  const automaticHides = gauge(
    'tea_automatic_hides_last_hour',
    'Automatic hides (by flags or by a removal request) in the last hour; AUTO_HIDES_PER_HOUR is the ceiling.',
  );
  gauge('tea_automatic_hide_ceiling', 'AUTO_HIDES_PER_HOUR: automatic hides in an hour at which the admin dashboard alerts.').set(deps.automaticHideCeiling);
  const urgentFlagsOverdue = gauge(
    'tea_flag_cases_urgent_overdue',
    'Pending urgent flag cases (a minor or an intimate image, not hidden automatically) past their review deadline (URGENT_REVIEW_HOURS).',
  );
  const idPastRetention = gauge('tea_id_documents_past_retention', 'ID documents still stored past their 30-day retention; the hourly purge keeps it at 0.');
  const scrapeErrors = counter('tea_metrics_collection_errors_total', 'Scrapes whose database figures could not be read, by part (`promises`, `jobs`).', [
    'part',
  ]);

  async function collectPromises(): Promise<void> {
    const [row] = await deps.query(PROMISES_SQL);
    if (!row) return;
    for (const queue of PROMISE_QUEUES) {
      queuePending.set({ queue }, Number(row[`${queue}_n`] ?? 0));
      queueOldest.set({ queue }, Math.max(0, Number(row[`${queue}_age`] ?? 0)));
    }
    const urgent = (row.urgent_overdue ?? {}) as Record<string, { '24h': number; '48h': number }>;
    for (const reason of URGENT_REMOVAL_REASONS) {
      urgentOverdue.set({ reason, over: '24h' }, Number(urgent[reason]?.['24h'] ?? 0));
      urgentOverdue.set({ reason, over: '48h' }, Number(urgent[reason]?.['48h'] ?? 0));
    }
    automaticHides.set(Number(row.hides_last_hour ?? 0));
    urgentFlagsOverdue.set(Number(row.flags_urgent_overdue ?? 0));
    idPastRetention.set(Number(row.id_past_retention ?? 0));
  }

  async function collectJobs(): Promise<void> {
    const rows = await deps.query(`select to_regclass('pgboss.queue') is not null as present`);
    if (!rows[0]?.present) return;
    jobDepth.reset();
    jobOldest.reset();
    for (const row of await deps.query(JOBS_SQL)) {
      const queue = String(row.name);
      jobDepth.set({ queue }, Number(row.depth ?? 0));
      jobOldest.set({ queue }, Math.max(0, Number(row.oldest ?? 0)));
    }
  }

  function collectReplicas(): void {
    const now = Date.now();
    for (const r of deps.replicas ?? []) replicaLag.set({ replica: r.name }, r.downUntil > now || r.lagMs === null ? -1 : r.lagMs / 1000);
  }

  function collectPools(): void {
    for (const [pool, p] of resolvedPools) {
      poolInUse.set({ pool }, p.totalCount - p.idleCount);
      poolWaiting.set({ pool }, p.waitingCount);
      poolMax.set({ pool }, p.options.max ?? 10);
    }
  }

  // Scrapes that overlap share one round of database reads.
  let inFlight: Promise<void> | null = null;
  const collectDatabase = () =>
    (inFlight ??= Promise.all(
      (
        [
          ['promises', collectPromises],
          ['jobs', collectJobs],
        ] as const
      ).map(([part, collect]) =>
        collect().catch((err: unknown) => {
          scrapeErrors.inc({ part });
          deps.logger.warn({ err, part }, 'metrics: could not read the database figures');
        }),
      ),
    ).then(
      () => void (inFlight = null),
      () => void (inFlight = null),
    ));

  return {
    registry,
    http(req, res, next) {
      const started = performance.now();
      // The route pattern is known when the router matches (it sets `req.route`, with `req.baseUrl` the matching
      // router's mount path at that moment); on an error the router has restored `baseUrl` by the time the answer ends.
      let route: { path?: unknown } | undefined;
      let pattern: string | undefined;
      Object.defineProperty(req, 'route', {
        configurable: true,
        enumerable: true,
        get: () => route,
        set(value: { path?: unknown } | undefined) {
          route = value;
          if (value && typeof value.path === 'string') pattern = req.baseUrl + value.path;
        },
      });
      res.once('close', () => {
        const path = req.originalUrl;
        const label =
          pattern ??
          (path === '/graphql' || path.startsWith('/graphql?') || path.startsWith('/graphql/')
            ? '/graphql'
            : path.startsWith('/api/') || path === '/api'
              ? 'unmatched'
              : 'web');
        const method = METHODS.has(req.method) ? req.method : 'other';
        const code = res.writableFinished ? String(res.statusCode) : 'aborted';
        httpRequests.inc({ method, route: label, code });
        httpDuration.observe({ method, route: label }, (performance.now() - started) / 1000);
        // GraphQL's throttles are counted per operation by the plugin.
        if (res.statusCode === 429 && label !== '/graphql') throttled.inc({ endpoint: label });
      });
      next();
    },
    graphqlPlugin<C extends BaseContext>(): ApolloServerPlugin<C> {
      return {
        async requestDidStart() {
          const started = performance.now();
          return {
            async willSendResponse({ operationName, operation, errors }) {
              const name = operationLabel(operationName);
              const type = operation?.operation ?? 'unknown';
              graphqlOperations.inc({ operation: name, type, outcome: errors?.length ? 'error' : 'ok' });
              graphqlDuration.observe({ operation: name }, (performance.now() - started) / 1000);
              let throttledHere = false;
              for (const error of errors ?? []) {
                const code = errorCode(error);
                graphqlErrors.inc({ operation: name, code });
                throttledHere ||= code === 'TOO_MANY_REQUESTS';
              }
              if (throttledHere) throttled.inc({ endpoint: `graphql:${name}` });
            },
          };
        },
      };
    },
    jobFailed(queue) {
      jobFailures.inc({ queue });
    },
    readRouted(route) {
      readsRouted.inc({ route });
    },
    signUp() {
      signUps.inc();
    },
    signUpConfirmed() {
      signUpConfirmations.inc();
    },
    signInFailed(reason) {
      signInFailures.inc({ reason });
    },
    async scrape() {
      collectPools();
      collectReplicas();
      await collectDatabase();
      return (await processRegistry.metrics()) + (await registry.metrics());
    },
  };
}

/**
 * The scrape listener: `GET /metrics` and nothing else (404), on its own port, so a public port (and whatever proxy is
 * in front of it) never serves the figures. Resolves once listening; `close()` stops it.
 */
export async function startMetricsServer(metrics: Metrics, port: number, host: string, logger: Pick<Logger, 'warn'>): Promise<Server> {
  const server = createServer((req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.scrape().then(
      (text) => {
        res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        logger.warn({ err }, 'metrics: scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('scrape failed\n');
      },
    );
  });
  // Scrapes come every 15-60 s; an idle kept-alive connection need not hold the process open at shutdown.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      // The public server keeps the process running; this one never holds it open on its own.
      server.unref();
      resolve();
    });
  });
  return server;
}
