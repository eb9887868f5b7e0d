import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { context, SpanKind, type Attributes, type Context, type Span as ApiSpan } from '@opentelemetry/api';
import { getRPCMetadata, RPCType } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation, ExpressLayerType, type ExpressRequestInfo } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { detectResources, envDetector, hostDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type ReadableSpan, type Span, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import type { Env } from './env.js';

/**
 * The OpenTelemetry SDK (docs/operations/tracing.md), imported by main.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
 * Spans go to the OTLP/HTTP receiver (JSON) at OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces in batches. The SDK reads its other
 * standard variables itself (OTEL_EXPORTER_OTLP_HEADERS / _TIMEOUT / _TRACES_ENDPOINT, OTEL_TRACES_SAMPLER(_ARG),
 * OTEL_BSP_*, OTEL_RESOURCE_ATTRIBUTES, span limits): the one exception to AGENTS.md rule 7.
 *
 * Instrumented: incoming HTTP requests (route template only), Express's route handlers, and pg statements inside a traced
 * request or job (text without literals, never parameters). The app adds its own spans for GraphQL operations
 * (tracing.ts), job runs (jobs.ts) and e-mail, SMS, S3 and push calls (shared/tracing.ts).
 */

/** Attributes that name the client (address, browser) or carry a raw URL's path and query: never kept. */
const DROPPED = new Set([
  'http.target',
  'url.path',
  'url.query',
  'http.client_ip',
  'client.address',
  'client.port',
  'net.peer.ip',
  'net.peer.port',
  'net.sock.peer.addr',
  'net.sock.peer.port',
  'network.peer.address',
  'network.peer.port',
  'http.user_agent',
  'user_agent.original',
  'user_agent.synthetic.type',
  'db.postgresql.values',
  'enduser.id',
]);

/**
 * A statement's text without its literals: MikroORM sends its statements with the values written into the text
 * (AbstractSqlConnection.execute formats them in), so `where "email" = 'her@address'` becomes `where "email" = ?`.
 * Strings (also E'' and dollar-quoted) and numbers become `?`; identifiers, `$1` placeholders and keywords stay.
 */
export function sqlWithoutLiterals(sql: string): string {
  return (
    sql
      // eslint-disable-next-line security/detect-unsafe-regex -- a tag then the shortest text to the same tag: linear
      .replace(/\$([A-Za-z_]\w*)?\$[\s\S]*?\$\1\$/g, '?')
      .replace(/(?:\b[Ee])?'(?:[^']|'')*'/g, '?')
      // eslint-disable-next-line security/detect-unsafe-regex -- digits, then an optional fraction and exponent of fixed classes: linear
      .replace(/(?<![\w$."])\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?![\w"])/g, '?')
  );
}

/** `scheme://host[:port]` of a URL, nothing of its path or query (a push endpoint's path is a secret of hers). */
function originOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * A span's attributes as they may leave the process: no client address or user agent, no raw URL (a server span keeps
 * its route template in `http.route`, a client span the origin it called), statements without literals.
 */
export function scrubAttributes(attributes: Attributes, kind: SpanKind): void {
  for (const key of Object.keys(attributes)) {
    if (DROPPED.has(key)) {
      delete attributes[key];
    } else if (key === 'http.url' || key === 'url.full') {
      const origin = kind === SpanKind.CLIENT ? originOf(attributes[key]) : undefined;
      if (origin) attributes[key] = origin;
      else delete attributes[key];
    } else if ((key === 'db.statement' || key === 'db.query.text') && typeof attributes[key] === 'string') {
      attributes[key] = sqlWithoutLiterals(attributes[key]);
    }
  }
}

/** Scrubs each ended span (scrubAttributes) before handing it to the exporting processor. */
class ScrubbingSpanProcessor implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}

  onStart(span: Span, parentContext: Context): void {
    this.next.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    // The ended span's attribute object is its own (sdk-trace's Span keeps a plain object): scrubbed in place.
    scrubAttributes(span.attributes as Attributes, span.kind);
    for (const event of span.events) if (event.attributes) scrubAttributes(event.attributes as Attributes, span.kind);
    this.next.onEnd(span);
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}

/** Requests never traced: the load balancer's health checks (the access log leaves them out too). */
function untraced(req: IncomingMessage): boolean {
  return req.url === '/healthz' || req.url === '/readyz';
}

/**
 * The REST router is mounted inside composed middleware (compose.ts), where the instrumentation does not see its `/api`
 * mount path: a route handler's span and its request's HTTP span get the whole route template, the router's mount path
 * (`req.baseUrl` as the handler starts) and the route's own path (`/api/profiles/:id`, never the URL).
 */
function restRoute(span: ApiSpan, info: ExpressRequestInfo): void {
  if (info.layerType !== ExpressLayerType.REQUEST_HANDLER) return;
  const path = (span as unknown as ReadableSpan).attributes?.['express.name'];
  const baseUrl = (info.request as { baseUrl?: unknown }).baseUrl;
  if (typeof path !== 'string' || typeof baseUrl !== 'string') return;
  const route = baseUrl + path;
  span.setAttribute('http.route', route);
  span.updateName(`request handler - ${route}`);
  const rpc = getRPCMetadata(context.active());
  if (rpc?.type === RPCType.HTTP) rpc.route = route;
}

export interface Tracing {
  /** Sends the spans still buffered and stops (main.ts, on shutdown). */
  shutdown(): Promise<void>;
}

/**
 * Starts the SDK: the global tracer provider (AsyncLocalStorage context, W3C trace-context propagation) and the
 * instrumentations, whose require hooks patch `http`, `express` and `pg` as they load. Call it before the modules that
 * use them are imported (main.ts imports the app after this).
 */
export function startTracing(env: Pick<Env, 'OTEL_SERVICE_NAME'>): Tracing {
  const resource = detectResources({ detectors: [hostDetector, envDetector] }).merge(resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new ScrubbingSpanProcessor(new BatchSpanProcessor(new OTLPTraceExporter()))],
  });
  provider.register();
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: untraced }),
      // Route handlers only: a span per middleware would double the spans of a request and name nothing useful.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER], requestHook: restRoute }),
      // Statements within a traced request or job only (the job queue's polling is not traced), never their parameters;
      // no span for taking a pooled connection.
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true, ignoreConnectSpans: true }),
    ],
  });
  // create-app.ts imports express as an ES module, which the require hooks do not see (pg and http they do: pg's ES
  // entry and express itself require them). Required here once, express is patched as it loads, and the app's import
  // then gets that same module object from the CommonJS cache.
  createRequire(import.meta.url)('express');
  return {
    async shutdown() {
      unregister();
      await provider.shutdown();
    },
  };
}
