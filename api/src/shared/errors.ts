import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

const statusByCode: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

/**
 * An error whose message is safe to show to the user. Services throw it; the GraphQL layer turns it into
 * a GraphQLError with `extensions.code` and `extensions.http.status`, the REST shim into `{ message }`
 * with the same status. Anything else is logged and reported as a generic 500.
 */
export class AppError extends GraphQLError {
  readonly status: number;
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, extra: { retryAfterSeconds?: number; field?: string } = {}) {
    const status = statusByCode[code];
    super(message, {
      extensions: {
        code,
        http: { status, ...(extra.retryAfterSeconds ? { headers: new Map([['retry-after', String(extra.retryAfterSeconds)]]) } : {}) },
        ...(extra.field ? { field: extra.field } : {}),
        ...(extra.retryAfterSeconds ? { retryAfterSeconds: extra.retryAfterSeconds } : {}),
      },
    });
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
  readonly retryAfterSeconds?: number;
}

export const badInput = (message: string, field?: string) => new AppError('BAD_USER_INPUT', message, { field });
export const unauthenticated = (message = 'Please sign in to access this feature.') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
