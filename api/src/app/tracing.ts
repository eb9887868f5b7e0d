import type { Server } from 'node:http';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { tracer } from '../shared/tracing.js';

/**
 * What the app does with traces through `@opentelemetry/api` alone (docs/operations/tracing.md). The SDK, its exporter and
 * its instrumentations are in tracing-sdk.ts, which main.ts imports only when OTEL_EXPORTER_OTLP_ENDPOINT is set; each
 * piece here is installed only then too (logger.ts, main.ts, create-app.ts), so tracing off costs nothing per request.
 */

/** A pino `mixin`: the active span's trace and span ids on every log line written inside one. */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** The W3C `traceparent` value of a span (https://www.w3.org/TR/trace-context/#traceparent-header). */
export function traceparentOf(span: Span): string {
  const { traceId, spanId, traceFlags } = span.spanContext();
  return `00-${traceId}-${spanId}-${(traceFlags & 0xff).toString(16).padStart(2, '0')}`;
}

/**
 * A `traceparent` response header on every answer of `server`, naming the request's own span, so a client (or whoever
 * reports a problem) can give the trace to look up. The HTTP instrumentation runs the server's `request` listeners inside
 * the request's span; this one goes first.
 */
export function sendTraceparent(server: Server): void {
  server.prependListener('request', (_req, res) => {
    const span = trace.getActiveSpan();
    if (span?.spanContext().traceId) res.setHeader('traceparent', traceparentOf(span));
  });
}

/**
 * One span per GraphQL operation, `graphql.operation <name>`, with the operation's name and type
 * (`graphql.operation.name`, `graphql.operation.type`) and nothing of its variables, arguments or document. The name is
 * the one the document gives the operation (a GraphQL name: letters, digits and underscores). A failed operation is
 * marked with its errors' codes only: a message can quote a variable's value.
 *
 * An Apollo plugin rather than @opentelemetry/instrumentation-graphql: that one wraps graphql-js's `execute`, which the
 * graphql-jit executor (graphql-executor.ts, the default) does not call for a compiled document.
 */
export function graphqlOperationSpans<C extends BaseContext>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      const span = tracer.startSpan('graphql.operation', { kind: SpanKind.INTERNAL });
      return {
        async didResolveOperation({ operation }) {
          if (!operation) return;
          const name = operation.name?.value;
          span.setAttribute('graphql.operation.type', operation.operation);
          if (name) {
            span.setAttribute('graphql.operation.name', name);
            span.updateName(`graphql.operation ${name}`);
          }
        },
        async willSendResponse({ errors }) {
          if (errors?.length) {
            const codes = [...new Set(errors.map((e) => (typeof e.extensions?.code === 'string' ? e.extensions.code : 'INTERNAL_SERVER_ERROR')))];
            span.setAttribute('graphql.error.codes', codes);
            span.setStatus({ code: SpanStatusCode.ERROR, message: codes.join(',') });
          }
          span.end();
        },
      };
    },
  };
}
