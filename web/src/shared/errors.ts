import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * The user-facing text of an Apollo error. GraphQL errors from our API carry a message that is safe to show;
 * network failures get a plain sentence instead of a browser's 'Failed to fetch'.
 */
export function errorMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const messages = error.errors.map((e) => e.message).filter(Boolean);
    return messages.length ? messages.join(' ') : undefined;
  }
  if (ServerError.is(error)) {
    return `The server could not be reached (${error.statusCode}). Please try again.`;
  }
  if (error instanceof TypeError) return 'The server could not be reached. Please check your connection and try again.';
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/** The input field an API error names (`extensions.field`, e.g. 'content'), so a form can show it under that field. */
export function errorField(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const field = error.errors.map((e) => e.extensions?.field).find((f) => typeof f === 'string');
  return typeof field === 'string' ? field : undefined;
}

/** The API's `extensions.code` of the first error that has one ('UNAUTHENTICATED', 'FORBIDDEN', ...). */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors.map((e) => e.extensions?.code).find((c) => typeof c === 'string');
  return typeof code === 'string' ? code : undefined;
}

/** The API's `extensions.reason` ('TWO_FACTOR_REQUIRED', 'SECOND_FACTOR_STALE', ...): why a request was refused. */
export function errorReason(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const reason = error.errors.map((e) => e.extensions?.reason).find((r) => typeof r === 'string');
  return typeof reason === 'string' ? reason : undefined;
}

/** A SPEC failure text followed by the server's reason when there is one ('Failed to ban user. Reason …'). */
export function failureDescription(base: string, error: unknown): string {
  const reason = errorMessage(error);
  if (!reason) return base;
  return base.endsWith('.') ? `${base} ${reason}` : `${base}: ${reason}`;
}
