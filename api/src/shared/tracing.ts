import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

/**
 * The app's own spans (docs/operations/tracing.md), through `@opentelemetry/api` only: without OTEL_EXPORTER_OTLP_ENDPOINT
 * no SDK is loaded (main.ts) and the API's tracer is its no-op, so a span here costs a function call.
 */
export const tracer = trace.getTracer('tea-api');

/**
 * Runs `work` inside a span of its own (the active one, so spans made within are its children) and ends it with the
 * outcome (`work` may add attributes to it). Attributes never carry an address, a number, a name or a message body: a provider kind, a status, a count.
 * A failure marks the span with the error's type only (an error's message may quote what was sent).
 */
export function withSpan<T>(name: string, options: { kind?: SpanKind; attributes?: Attributes }, work: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, async (span) => {
    try {
      return await work(span);
    } catch (err) {
      const type = err instanceof Error ? err.name : typeof err;
      span.setAttribute('error.type', type);
      span.setStatus({ code: SpanStatusCode.ERROR, message: type });
      throw err;
    } finally {
      span.end();
    }
  });
}

export { SpanKind };
