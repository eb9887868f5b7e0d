import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import compression from 'compression';
import pg from 'pg';
import type { Logger } from 'pino';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { apolloExpress } from './apollo-express.js';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { accessLog } from './access-log.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import { GraphQLError, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import type { Env } from './env.js';
import { RequestContext, VisitorContext, type AppContext } from '../core/context.js';
import { buildAppSchema } from './schema.js';
import { createServices, type Services } from './services.js';
import { Db } from '../core/db.js';
import { ReadRouter, readMarkCookie } from '../core/read-pool.js';
import { readsFromPrimary } from '../policies/visibility.js';
import { armorProtection, LIMITS as GRAPHQL_LIMITS, oncePerRequestRule } from './graphql-limits.js';
import { crossSiteGuard } from './csrf.js';
import { graphqlUploads, isMultipartRequest } from '../modules/upload/graphql-multipart.js';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../modules/upload/image-pipeline.js';
import { staticWeb } from './static-web.js';
import { createServerRenderer } from './ssr.js';
import { jitGateway } from './graphql-executor.js';
import { currentUserMiddleware, sessionCookieName, sessionMiddleware } from '../auth/session.js';
import { apiTokenMiddleware } from '../auth/api-token.js';
import { apiRouter } from '../rest/routes.js';
import { databaseOutageLog, restErrorHandler } from '../rest/handler.js';
import { AppError, ERROR_MESSAGES, isDatabaseUnavailable, serviceUnavailable } from '../core/errors.js';
import { requestLocale, translate } from '../core/i18n.js';
import type { Locale } from '@tea/limits';
import { graphqlTextGuard, restTextGuard } from '../shared/text-guard.js';
import { overloadLimitsFrom, overloadProtection } from './overload.js';
import { graphqlExplorer } from './explorer.js';
import { loadPersistedDocuments, persistedOnlyGuard, persistedQueriesOption } from './persisted-queries.js';
import { instanceHeader } from './instance-header.js';
import { graphqlOperationSpans } from './tracing.js';
import { securityHeaders } from './security-headers.js';
import { composeMiddleware } from './compose.js';
import { createMetrics, startMetricsServer, type Metrics } from './metrics.js';
import { attachLiveServer, type LiveServer } from './live-server.js';

export const BODY_LIMIT = '100kb';
/**
 * Apollo's store of parsed and validated documents (LRU), sized as Apollo sizes it: by each document's JSON. A document
 * takes ~4x its JSON on the heap, so this is ~16 MB, ~1,000 documents of the web app's size (its ~100 fit 10 times over).
 * Apollo's default, 30 MiB, let a flood of distinct documents hold ~120 MB of heap (docs/operations.md, *The process*).
 */
export const DOCUMENT_STORE_BYTES = 4 * 1024 * 1024;
/** GraphQL multipart uploads: one image per request, the operation and its file map 100 KB each (like JSON bodies). */
export const UPLOAD_LIMITS = {
  maxFileSize: IMAGE_LIMITS.maxBytes,
  maxFiles: 1,
  maxFieldSize: 100 * 1024,
  tooLargeMessage: IMAGE_MESSAGES.tooLarge(IMAGE_LIMITS.maxBytes),
};

export interface App {
  app: Express;
  server: Server;
  services: Services;
  /** Prometheus metrics (metrics.ts) when METRICS_PORT is set, else null. */
  metrics: Metrics | null;
  /** Starts the metrics listener on METRICS_HOST:METRICS_PORT (null without METRICS_PORT); `drain` stops it. */
  listenMetrics(): Promise<AddressInfo | null>;
  /** Flips readiness to 503, stops accepting connections, lets in-flight requests finish, closes the pool. */
  drain(): Promise<void>;
}

function defaultWebDist(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  // dist/app → ../../../web/dist ; src/app → ../../../web/dist
  return resolve(here, '../../../web/dist');
}

/**
 * The messages of a response's errors in the request's language, set before the response is formatted (formatError is
 * synchronous): an AppError's own message; for any other error, the language its masked message is written in.
 */
const localizedMessages = new WeakMap<AppError, string>();
const errorLocales = new WeakMap<object, Locale>();

async function localizeErrors(errors: readonly GraphQLError[], ctx: AppContext): Promise<void> {
  if (errors.length === 0) return;
  // With the database unreachable her saved language cannot be read: the browser's.
  const databaseDown = errors.some((e) => isDatabaseUnavailable(e.originalError ?? e));
  const locale = databaseDown ? requestLocale(ctx.req) : await ctx.services.preferences.localeOf(ctx.req).catch(() => requestLocale(ctx.req));
  for (const error of errors.map((e) => e.originalError ?? e)) {
    if (error instanceof AppError) localizedMessages.set(error, error.localized(locale));
    else errorLocales.set(error, locale);
  }
}

/** Turns errors into safe responses: AppErrors and GraphQL validation errors keep their text, others are masked. */
function formatError(logger: Logger, env: Env) {
  const outage = databaseOutageLog(logger);
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    if (original instanceof AppError) {
      const { http: _http, ...extensions } = (original.extensions ?? {}) as Record<string, unknown>;
      return { message: localizedMessages.get(original) ?? original.message, locations: formatted.locations, path: formatted.path, extensions };
    }
    // graphql-js (and graphql-jit) check a field's arguments again as it runs: a null variable in a non-null argument
    // that has a default (`notifications(unreadOnly: $u)`, `$u: Boolean` = null) fails there with no code. The
    // client's mistake, not a server error.
    if (
      original instanceof GraphQLError &&
      !original.originalError &&
      /^Argument "\w+" (?:of (?:non-null|required) type|has invalid value)/.test(original.message)
    ) {
      return { message: original.message, locations: formatted.locations, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
    }
    if (isDatabaseUnavailable(original)) {
      outage(original, '/graphql');
      const unavailable = serviceUnavailable();
      const message = unavailable.localized(errorLocales.get(original as object) ?? 'en');
      return { message, locations: formatted.locations, path: formatted.path, extensions: { code: unavailable.code } };
    }
    const code = formatted.extensions?.code;
    if (code && code !== 'INTERNAL_SERVER_ERROR') {
      const { stacktrace: _s, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions: env.isProduction ? extensions : formatted.extensions };
    }
    logger.error({ err: original }, 'graphql resolver error');
    const message = translate(errorLocales.get(original as object) ?? 'en', ERROR_MESSAGES.internal);
    return { message, locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

export async function createApp(deps: { env: Env; orm: MikroORM; databaseUrl: string; logger: Logger }): Promise<App> {
  const { env, orm, logger } = deps;
  const pool = new pg.Pool({ connectionString: deps.databaseUrl, max: 4 });
  pool.on('error', (err) => logger.warn({ err: err.message }, 'session/limiter pool error'));
  const db = new Db(deps.databaseUrl);
  // Public reads on streaming replicas (DATABASE_REPLICA_URLS, core/read-pool.ts); without any, the router answers `db`.
  const counted: { route?: (route: string) => void } = {};
  const reads = new ReadRouter<express.Request>(
    db,
    // A replica that does not answer is given up on quickly: the read goes to the primary instead.
    env.DATABASE_REPLICA_URLS.map((url) => new Db(url, 10, { connectionTimeoutMillis: 1_000 })),
    {
      maxLagMs: env.REPLICA_MAX_LAG_MS,
      readYourWritesMs: env.READ_YOUR_WRITES_MS,
      cookieName: readMarkCookie(env.isProduction),
      secureCookie: env.isProduction,
      primaryOnly: readsFromPrimary,
      logger,
      onRoute: (route) => counted.route?.(route),
    },
  );
  const services = createServices({ env, pool, db, reads, logger, databaseUrl: deps.databaseUrl, fork: () => orm.em.fork() });
  // The web build's documents by hash (web/src/gql/persisted-documents.json); with GRAPHQL_PERSISTED_ONLY, nothing else
  // from the web app. Their operation names are the metrics' GraphQL label values.
  const persistedDocuments = loadPersistedDocuments();
  const metrics =
    env.METRICS_PORT === undefined
      ? null
      : createMetrics({
          logger,
          automaticHideCeiling: env.AUTO_HIDES_PER_HOUR,
          pools: {
            orm: orm.em.getConnection().getNativeClient() as Promise<pg.Pool>,
            reads: db.pool,
            sessions: pool,
            ...Object.fromEntries(reads.replicas.map((r) => [r.name, r.db.pool])),
          },
          replicas: reads.replicas,
          query: async (sql) => (await db.pool.query(sql)).rows as Record<string, unknown>[],
          persistedDocuments,
        });
  if (metrics) countAccountEvents(services, metrics);
  if (metrics) counted.route = (route) => metrics.readRouted(route);
  let metricsServer: Server | null = null;

  const app = express();
  const server = createServer(app);
  // An idle kept-alive connection stays open 65 s (Node's default is 5 s). A proxy in front (HAProxy, nginx, a cloud
  // load balancer, usually 60 s idle) reuses its connections to the app: had the app closed one just as the proxy
  // sent a request on it, that request would fail with a reset (a 502 at the proxy). Draining closes idle
  // connections at once (Apollo's drain plugin), so shutting down takes no longer.
  server.keepAliveTimeout = 65_000;
  let draining = false;
  // GraphQL subscriptions over WebSocket on /graphql (live-server.ts), attached once the schema is built.
  const live: { server?: LiveServer } = {};

  app.disable('x-powered-by');
  // No ETag hashed over every answer of res.send (API and GraphQL answers are `no-store`: nothing revalidates them).
  // The function form keeps ETags on for files (res.sendFile, static-web.ts). Server renders get none either: each
  // carries the time it was rendered in its state block, so a hash of it never matched a second time.
  app.set('etag', () => undefined);
  // `X-Instance` only when INSTANCE_ID is set: no middleware on the hot path otherwise.
  if (env.INSTANCE_ID) app.use(instanceHeader(env));
  if (metrics) app.use(metrics.http);
  app.set('trust proxy', env.TRUST_PROXY);
  app.set('sessionCookieName', sessionCookieName(env));
  app.use(
    accessLog(logger, {
      ignore: (req) => req.url === '/healthz' || req.url === '/readyz',
      // A request made with an API token names the token's id on its line (never the secret: the Authorization
      // header is not logged, and redacted if it ever were).
      fields: (req) => (req.apiToken ? { apiTokenId: req.apiToken.id } : {}),
    }),
  );
  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // styled-components injects <style> elements at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'none'"],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
        },
      },
      strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (draining) return void res.status(503).json({ status: 'draining' });
    try {
      await Promise.race([orm.em.getConnection().execute('select 1'), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 500).unref())]);
      // The detail: open live connections (WebSocket) and subscriptions listening for notifications on this instance.
      res.json({ status: 'ready', detail: { liveConnections: live.server?.connections() ?? 0, liveSubscriptions: services.notificationHub.listening() } });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });

  // The figures are served only by the metrics listener (metrics.ts): here /metrics is a 404, never the web app's page.
  app.all('/metrics', (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });

  // A browser opening /graphql gets the GraphQL explorer (explorer.ts); tools' requests go on to Apollo below.
  const webDist = env.WEB_DIST ? resolve(env.WEB_DIST) : defaultWebDist();
  const explorer = env.SERVE_WEB ? graphqlExplorer(webDist) : null;
  if (explorer) app.get('/graphql', explorer);

  const dynamic = express.Router();
  dynamic.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Overloaded (event loop late, too many requests in flight, queries queued for a connection): 503 + Retry-After
  // before the session or the database are touched (overload.ts).
  const pools = [pool, db.pool, orm.em.getConnection().getNativeClient()];

  const overload = overloadProtection({ ...overloadLimitsFrom(env), logger, server, pools });
  const sessions = sessionMiddleware(env, pool, orm, logger);
  // JSON answers over 1 KB are compressed per request, only when the client sends Accept-Encoding (no header means
  // identity). Only JSON: images (/api/images/...) are JPEG/WebP already, and nothing streamed is held in a zlib buffer.
  // Static files never pass here (they are precompressed at build time, see static-web.ts).
  const compressJson = compression({
    threshold: 1024,
    filter: (req, res) =>
      !req.originalUrl.startsWith('/api/images/') &&
      // eslint-disable-next-line security/detect-unsafe-regex -- one optional group without nested repetition: linear in the Content-Type header, which Node caps at 16 KB
      /^application\/(?:[\w.-]+\+)?json\b/i.test(String(res.getHeader('Content-Type') ?? '')) &&
      compression.filter(req, res),
  });
  // A client that sends no Accept-Encoding (a script, a tool) never gets a compressed answer: the middleware, which
  // wraps the answer's methods and negotiates on every request, is skipped (~3% of a read's CPU). These answers are
  // `no-store`, so no cache needs the Vary header it would have added.
  const compressIfAccepted: express.RequestHandler = (req, res, next) => (req.headers['accept-encoding'] ? compressJson(req, res, next) : next());
  // `Authorization: Bearer <API token>` on /graphql and /api (auth/api-token.ts): such a request gets its user from the
  // token and never reads or creates a session.
  const apiToken = apiTokenMiddleware({ orm, tokens: services.apiTokens, limiter: services.tokenLimiter, sessionCookie: sessionCookieName(env), logger });
  // One router layer each (compose.ts): the overload guard, compression and the API token, in this order.
  dynamic.use(['/graphql', '/api'], composeMiddleware(overload, compressIfAccepted, apiToken));
  const userOfSession = currentUserMiddleware(app, orm);
  dynamic.use(
    composeMiddleware(
      (req, res, next) => (req.apiToken ? next() : sessions.middleware(req, res, next)),
      (req, res, next) => (req.apiToken ? next() : userOfSession(req, res, next)),
    ),
  );

  const schema = await buildAppSchema();
  const armor = armorProtection();
  const errorFormat = formatError(logger, env);
  const apollo = new ApolloServer<AppContext>({
    // graphql-jit execution (graphql-executor.ts) unless GRAPHQL_EXECUTOR=graphql-js.
    ...(env.GRAPHQL_EXECUTOR === 'jit' ? { gateway: jitGateway(schema) } : { schema }),
    csrfPrevention: true,
    introspection: true,
    allowBatchedHttpRequests: false,
    persistedQueries: persistedQueriesOption(persistedDocuments),
    documentStore: new InMemoryLRUCache<DocumentNode>({ maxSize: DOCUMENT_STORE_BYTES }),
    // main.ts owns the signal handling (drain, close the database, stop the embedded PostgreSQL).
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: !env.isProduction,
    validationRules: [...armor.validationRules, oncePerRequestRule],
    parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens },
    // graphql-armor is typed against Apollo's CommonJS build; the plugin objects are the same at run time.
    plugins: [
      ...(armor.plugins as never[]),
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      ApolloServerPluginLandingPageDisabled(),
      // No HTTP cache hints are used (responses are `no-store`); the plugin costs ~25% of throughput (PERFORMANCE.md).
      ApolloServerPluginCacheControlDisabled(),
      // NUL and other control characters in any variable or string literal: 400 before execution (text-guard.ts).
      graphqlTextGuard<AppContext>(),
      ...(metrics ? [metrics.graphqlPlugin<AppContext>()] : []),
      // A member's mutation keeps her next reads on the primary (read-your-writes; REST's writes: rest/handler.ts).
      ...(reads.replicas.length > 0
        ? [
            {
              async requestDidStart() {
                return {
                  async willSendResponse({ operation, contextValue }: { operation?: { operation: string } | null; contextValue: AppContext }) {
                    if (operation?.operation === 'mutation' && !contextValue.live) reads.afterWrite(contextValue.req, contextValue.res);
                  },
                };
              },
            },
          ]
        : []),
      // A span per operation, with tracing on only (tracing.ts).
      ...(env.OTEL_EXPORTER_OTLP_ENDPOINT ? [graphqlOperationSpans<AppContext>()] : []),
      // PostgreSQL down or restarting: 503 with Retry-After (formatError gives the message), not a 200 with a masked 500.
      {
        async requestDidStart() {
          return {
            async didEncounterErrors({ errors, response, contextValue }) {
              await localizeErrors(errors, contextValue);
              if (!errors.some((e) => isDatabaseUnavailable(e.originalError ?? e))) return;
              const unavailable = serviceUnavailable();
              response.http.status = unavailable.status;
              response.http.headers.set('retry-after', String(unavailable.retryAfterSeconds));
            },
          };
        },
      },
    ],
    formatError: errorFormat,
  });
  await apollo.start();

  live.server = attachLiveServer({
    server,
    app,
    orm,
    schema,
    services,
    logger,
    sessionCookie: sessionCookieName(env),
    recheckSeconds: env.LIVE_RECHECK_SECONDS,
    readSession: (req, res) =>
      new Promise<void>((resolve, reject) =>
        sessions.middleware(req, res as unknown as express.Response, (err?: unknown) =>
          err ? reject(err) : userOfSession(req, res as unknown as express.Response, (err2?: unknown) => (err2 ? reject(err2) : resolve())),
        ),
      ),
    validationRules: [...armor.validationRules, oncePerRequestRule],
    maxTokens: GRAPHQL_LIMITS.tokens,
    formatError: errorFormat,
  });

  // What every resolver receives for one request (context.ts; the server render builds a visitor's: ssr.ts).
  const graphqlContext = (req: express.Request, res: express.Response): AppContext => new RequestContext(req, res, services);

  dynamic.use(
    '/graphql',
    composeMiddleware(
      (req, res, next) => (isMultipartRequest(req) ? crossSiteGuard(req, res, next) : next()),
      // Reading stops at the limits (413, connection closed): graphql-multipart.ts.
      graphqlUploads(UPLOAD_LIMITS),
      express.json({ limit: BODY_LIMIT }),
      ...(env.GRAPHQL_PERSISTED_ONLY ? [persistedOnlyGuard(persistedDocuments)] : []),
      apolloExpress(apollo, { context: async ({ req, res }) => graphqlContext(req, res) }),
    ),
  );
  dynamic.use('/api', composeMiddleware(crossSiteGuard, express.json({ limit: BODY_LIMIT }), restTextGuard(), apiRouter(services)));
  app.use(dynamic);

  // The built web app, on the same origin, with its build-time .br/.gz siblings (static-web.ts). Unknown paths get
  // index.html (client-side routing and its 404); a missing /assets/ file is a 404.
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- WEB_DIST from configuration (env.ts) or the build folder, never a request
  if (env.SERVE_WEB && existsSync(join(webDist, 'index.html'))) {
    // A visitor's first screen rendered here (ssr.ts), its queries run in-process with a visitor's /graphql context.
    const serverRenderer = await createServerRenderer({
      webDist,
      apollo,
      visitorContext: (req, res) => new VisitorContext(req, res, services),
      sessionCookie: sessionCookieName(env),
      budgetMs: env.SSR_BUDGET_MS,
      logger,
    });
    app.use(staticWeb(webDist, { serverRenderer }));
  } else if (env.SERVE_WEB) {
    logger.warn({ webDist }, 'web app not built; run `pnpm build` to serve it');
  }

  app.use(restErrorHandler(services));

  return {
    app,
    server,
    services,
    metrics,
    async listenMetrics() {
      if (!metrics || env.METRICS_PORT === undefined) return null;
      metricsServer = await startMetricsServer(metrics, env.METRICS_PORT, env.METRICS_HOST, logger);
      return metricsServer.address() as AddressInfo;
    },
    async drain() {
      draining = true;
      const closingMetrics = metricsServer ? new Promise<void>((resolve) => metricsServer!.close(() => resolve())) : Promise.resolve();
      metricsServer?.closeAllConnections();
      // Live connections first: an open WebSocket would keep the HTTP server from closing.
      await live.server?.close();
      await services.notificationHub.stop();
      await apollo.stop(); // the drain plugin closes the HTTP server and waits for in-flight requests
      await services.passwordReset.idle(); // reset links still being sent after their answer
      await services.accountLocks.idle(); // failed sign-in notices and unlock links sent after their answer
      sessions.close();
      await Promise.all([pool.end(), db.end(), reads.end(), closingMetrics]);
    },
  };
}

/**
 * Sign-ups and refused sign-ins for the metrics, counted where every surface (GraphQL and REST) goes through: the
 * services' entry points, wrapped here at the composition root so the modules know nothing of metrics.
 */
function countAccountEvents(services: Services, metrics: Metrics): void {
  const { signup, auth } = services;
  const register = signup.register.bind(signup);
  signup.register = async (...args) => {
    const answer = await register(...args);
    metrics.signUp();
    return answer;
  };
  const confirm = signup.confirm.bind(signup);
  signup.confirm = async (...args) => {
    const user = await confirm(...args);
    metrics.signUpConfirmed();
    return user;
  };
  const login = auth.login.bind(auth);
  auth.login = async (...args) => {
    try {
      return await login(...args);
    } catch (e) {
      const code = e instanceof AppError ? e.code : null;
      const locked = e instanceof AppError && (e.extensions as Record<string, unknown>).reason === 'ACCOUNT_LOCKED';
      // Bad input (an empty field) is no sign-in attempt; a banned account's refusal is counted as `other`.
      if (code !== 'BAD_USER_INPUT') {
        metrics.signInFailed(locked ? 'locked' : code === 'UNAUTHENTICATED' ? 'credentials' : code === 'TOO_MANY_REQUESTS' ? 'throttled' : 'other');
      }
      throw e;
    }
  };
}
