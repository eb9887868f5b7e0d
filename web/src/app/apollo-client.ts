import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';
import { typePolicies } from './type-policies';

export const CURRENT_USER_OPERATION = 'CurrentUser';

export function createCache() {
  return new InMemoryCache({ typePolicies });
}

/**
 * SPEC §7: the only operation that is retried is the user lookup (2 attempts in total, never after a 401). Every
 * other query and mutation fails at once. GraphQL errors are answers, not failures, and are never retried.
 */
const currentUserRetryLink = new RetryLink({
  delay: { initial: 500, max: 2000, jitter: true },
  attempts: {
    max: 2,
    retryIf: (error, operation) =>
      operation.operationName === CURRENT_USER_OPERATION && !(ServerError.is(error) && error.statusCode === 401),
  },
});

/**
 * The app's Apollo client: one HTTP endpoint on the same origin (session cookie), and the CSRF preflight header on
 * every request so the API's CSRF prevention also accepts multipart uploads.
 *
 * Data behaviour (SPEC §7): no polling, no refetch on focus, and data is never considered stale: queries read the
 * cache first. The user lookup alone refreshes itself (see features/auth/hooks/useCurrentUser.ts).
 */
export function createApolloClient() {
  const httpLink = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    headers: { 'Apollo-Require-Preflight': 'true' },
  });
  return new ApolloClient({
    link: ApolloLink.from([currentUserRetryLink, httpLink]),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
