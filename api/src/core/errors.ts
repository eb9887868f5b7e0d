import { GraphQLError } from 'graphql';
import type { Locale } from '@tea/limits';
import { defineMessages, messageOfText, translate, type Message, type MessageValues } from './i18n.js';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE_CONTENT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  | 'SERVICE_UNAVAILABLE';

const statusByCode: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** The code of an HTTP error status (for errors raised outside the app: body parsing, limits). */
export function codeOfStatus(status: number): ErrorCode {
  const found = (Object.keys(statusByCode) as ErrorCode[]).find((code) => statusByCode[code] === status);
  return found ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT');
}

/**
 * What an error says: a defined message (translated for the request, with its id as `messageId`), that message with
 * its placeholder values, or a plain text (translated too when it is the English text of a defined message, as zod's
 * messages are).
 */
export type ErrorText = string | Message | { message: Message; values: MessageValues };

function messageOf(text: ErrorText): { english: string; message?: Message; values?: MessageValues } {
  if (typeof text === 'string') return { english: text, ...messageOfText(text) };
  if ('id' in text) return { english: translate('en', text), message: text };
  return { english: translate('en', text.message, text.values), message: text.message, values: text.values };
}

/**
 * An error whose message is safe to show to the user. Services throw it; the GraphQL layer turns it into
 * a GraphQLError with `extensions.code` (and `extensions.messageId` for a defined message) and `extensions.http.status`,
 * the REST shim into `{ message, code, messageId }` with the same status. `message` is English; the response carries
 * it in the request's language (`localized`). Anything else is logged and reported as a generic 500.
 */
export class AppError extends GraphQLError {
  readonly status: number;
  readonly code: ErrorCode;
  readonly messageId?: string;
  private readonly i18n?: { message: Message; values?: MessageValues };
  constructor(code: ErrorCode, text: ErrorText, extra: { retryAfterSeconds?: number; field?: string } = {}) {
    const status = statusByCode[code];
    const { english, message, values } = messageOf(text);
    super(english, {
      extensions: {
        code,
        http: { status, ...(extra.retryAfterSeconds ? { headers: new Map([['retry-after', String(extra.retryAfterSeconds)]]) } : {}) },
        ...(message ? { messageId: message.id } : {}),
        ...(extra.field ? { field: extra.field } : {}),
        ...(extra.retryAfterSeconds ? { retryAfterSeconds: extra.retryAfterSeconds } : {}),
      },
    });
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.messageId = message?.id;
    this.i18n = message ? { message, values } : undefined;
  }
  readonly retryAfterSeconds?: number;

  /** The message in `locale` (English for a text that is no defined message). */
  localized(locale: Locale): string {
    return this.i18n ? translate(locale, this.i18n.message, this.i18n.values) : this.message;
  }
}

/** The texts of the helpers below when a caller gives none. */
export const ERROR_MESSAGES = defineMessages({
  signIn: { id: 'errors.signIn', defaultMessage: 'Please sign in to access this feature.', description: 'A visitor asked for something only members may do.' },
  forbidden: { id: 'errors.forbidden', defaultMessage: 'You do not have permission to do that.', description: 'Signed in, but not allowed.' },
  notFound: { id: 'errors.notFound', defaultMessage: 'Not found', description: 'The thing asked for does not exist (or is hidden from her).' },
  unavailable: {
    id: 'errors.unavailable',
    defaultMessage: 'The service is briefly unavailable. Please try again in a moment.',
    description: 'The database is restarting; the client retries.',
  },
  internal: { id: 'errors.internal', defaultMessage: 'Internal server error', description: 'An unexpected failure on our side (HTTP 500).' },
  bodyTooLarge: { id: 'errors.bodyTooLarge', defaultMessage: 'Request body is too large.', description: 'A REST request sent more data than allowed.' },
  bodyNotJson: { id: 'errors.bodyNotJson', defaultMessage: 'Request body is not valid JSON.', description: 'A REST request body could not be read.' },
  badRequest: { id: 'errors.badRequest', defaultMessage: 'Bad request.', description: 'Any other malformed request (HTTP 4xx).' },
});

export const badInput = (message: ErrorText, field?: string) => new AppError('BAD_USER_INPUT', message, { field });
export const unauthenticated = (message: ErrorText = ERROR_MESSAGES.signIn) => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: ErrorText = ERROR_MESSAGES.forbidden) => new AppError('FORBIDDEN', message);
export const notFound = (message: ErrorText = ERROR_MESSAGES.notFound) => new AppError('NOT_FOUND', message);
export const conflict = (message: ErrorText, retryAfterSeconds?: number) => new AppError('CONFLICT', message, { retryAfterSeconds });
export const unprocessable = (message: ErrorText) => new AppError('UNPROCESSABLE_CONTENT', message);
export const tooManyRequests = (message: ErrorText, retryAfterSeconds: number) => new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });

export const SERVICE_UNAVAILABLE = ERROR_MESSAGES.unavailable.defaultMessage;
/** Seconds a client is asked to wait (Retry-After) while the database cannot be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = () => new AppError('SERVICE_UNAVAILABLE', ERROR_MESSAGES.unavailable, { retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS });

/** Socket-level failures on the way to PostgreSQL. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs of a server that is going away or not accepting work yet: admin/crash shutdown, starting up or recovering. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres reports a dropped connection with these messages and no code. */
const DROPPED = /^(?:Connection terminated|Client has encountered a connection error|Connection ended unexpectedly|timeout exceeded when trying to connect)/;

/**
 * Whether `e` (or what it wraps: MikroORM's DriverException copies the pg error's fields, and `cause`, `originalError`
 * and AggregateError's `errors` are followed) says the database cannot be reached right now, as opposed to a bug or
 * a refused statement. Such errors are answered 503 with Retry-After instead of a 500.
 */
export function isDatabaseUnavailable(e: unknown, depth = 0): boolean {
  if (!e || typeof e !== 'object' || depth > 5) return false;
  const err = e as { code?: unknown; message?: unknown; cause?: unknown; originalError?: unknown; errors?: unknown };
  const code = typeof err.code === 'string' ? err.code : '';
  if (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
  if (typeof err.message === 'string' && DROPPED.test(err.message)) return true;
  const inner = [err.cause, err.originalError, ...(Array.isArray(err.errors) ? err.errors : [])];
  return inner.some((x) => x !== e && isDatabaseUnavailable(x, depth + 1));
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

export const COMMON_MESSAGES = defineMessages({
  profile: { id: 'errors.profileNotFound', defaultMessage: 'Profile not found' },
  report: { id: 'errors.reportNotFound', defaultMessage: 'Report not found' },
  user: { id: 'errors.userNotFound', defaultMessage: 'User not found' },
  image: { id: 'errors.imageNotFound', defaultMessage: 'Image not found' },
  cursor: { id: 'errors.invalidCursor', defaultMessage: 'Invalid cursor.' },
  invalidInput: { id: 'errors.invalidInput', defaultMessage: 'Invalid input' },
  unauthorized: { id: 'errors.unauthorized', defaultMessage: 'Unauthorized' },
  chooseReason: { id: 'errors.chooseReason', defaultMessage: 'Please choose a reason.' },
  statusFilter: { id: 'errors.unknownStatusFilter', defaultMessage: 'Unknown status filter.' },
  first: { id: 'errors.first', defaultMessage: 'first must be a number from 1 to 50.' },
  explanationMax: { id: 'errors.explanationMax', defaultMessage: 'The explanation must be at most 2,000 characters.' },
});
