import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Env } from './env.js';
import { traceLogFields } from './tracing.js';

/** What a logged error keeps: these fields and nothing else. */
export interface SafeError {
  type: string;
  message?: string;
  code?: string | number;
  stack?: string;
}

/**
 * An error reduced to its type, message, code and stack, for the `err` and `error` fields of a log line. Errors carry
 * whatever their library hung on them: a pg error the client with its cancel key (`processID`, `secretKey`) and its
 * connection settings, an AWS SDK error its `$metadata` and `$response` with request headers, an HTTP client's error its
 * request with the Authorization header. pino's own serializer copies every enumerable field; this keeps none of them.
 * A string stays as it is; anything else that is not an object becomes its type.
 */
export function safeError(value: unknown): SafeError | string {
  if (typeof value === 'string') return value;
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return { type: value === null ? 'null' : typeof value };
  const e = value as { constructor?: unknown; name?: unknown; message?: unknown; code?: unknown; stack?: unknown };
  const ctorName = typeof e.constructor === 'function' ? (e.constructor as { name?: unknown }).name : undefined;
  const out: SafeError = { type: typeof ctorName === 'string' && ctorName ? ctorName : typeof e.name === 'string' ? e.name : 'Object' };
  if (typeof e.message === 'string') out.message = e.message;
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.stack === 'string') out.stack = e.stack;
  return out;
}

/**
 * Structured logs; secrets never reach them (passwords, cookies, tokens, phone numbers, codes), nor what an error object
 * carries beyond its type, message, code and stack (`safeError`). Lines go to stdout unless a `destination` is given
 * (tests capture them there). With tracing on (OTEL_EXPORTER_OTLP_ENDPOINT), a line written inside a span carries its
 * `trace_id` and `span_id` (tracing.ts); off, no mixin runs at all.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'> & Partial<Pick<Env, 'OTEL_EXPORTER_OTLP_ENDPOINT'>>, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: env.LOG_LEVEL,
    ...(env.OTEL_EXPORTER_OTLP_ENDPOINT ? { mixin: traceLogFields } : {}),
    // `logger.error(err)` and `{ err }` both go through `err`; `{ error }` is the other name in use.
    serializers: { err: safeError, error: safeError },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.code',
        '*.phone',
        '*.token',
        'password',
        'code',
        'phone',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
