import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { RetryLink } from '@apollo/client/link/retry';
import { from, mergeMap, of } from 'rxjs';
import { takePreloaded } from './preload';
import { typePolicies } from './type-policies';
import { hasFiles } from './upload-files';
import { watchedFetch } from './connectivity';

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
    retryIf: (error, operation) => operation.operationName === CURRENT_USER_OPERATION && !(ServerError.is(error) && error.statusCode === 401),
  },
});

/**
 * Answers an operation with the answer boot.ts already asked for (app/preload.ts): same operation, same variables,
 * once. A failed preload (null) goes to the network as usual.
 */
export const preloadLink = new ApolloLink((operation, forward) => {
  const preloaded = takePreloaded(operation.operationName, operation.variables);
  if (!preloaded) return forward(operation);
  return from(preloaded).pipe(mergeMap((answer) => (answer ? of(answer as ApolloLink.Result) : forward(operation))));
});

/**
 * Persisted queries (issue 11): an operation goes out as the hash codegen gave its document (`__meta__.hash`, listed
 * in web/src/gql/persisted-documents.json, which the API knows), not as its text. A server that does not know the hash
 * (a tab older than a deploy) answers PersistedQueryNotFound: the operation is sent again with its text, and so is
 * every later one of this page load.
 */
export function createPersistedQueryLink() {
  return new PersistedQueryLink({
    generateHash: (document) => (document as { __meta__?: { hash?: string } }).__meta__?.hash ?? '',
    disable: ({ meta }) => meta.persistedQueryNotSupported || meta.persistedQueryNotFound,
  });
}

/** Headers of every request: Apollo Server's CSRF prevention needs this one to accept multipart uploads. */
const REQUEST_HEADERS = { 'Apollo-Require-Preflight': 'true' };

/** Data behaviour (SPEC §7): no polling, no refetch on focus; queries read the cache first. */
const DEFAULT_OPTIONS: ApolloClient.DefaultOptions = {
  watchQuery: { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' },
  query: { fetchPolicy: 'cache-first' },
};

/**
 * For this long after a page rendered on the server starts, queries that would also ask the network (the user lookup's
 * `cache-and-network`) read the restored cache only: the server has just answered them.
 */
export const SERVER_STATE_FRESH_MS = 2000;

export type CreateApolloClientOptions = {
  /** The cache of the server render of this page (entry-server.tsx), restored before the first render. */
  state?: NormalizedCacheObject;
};

/**
 * The app's Apollo client: one HTTP endpoint on the same origin (session cookie), and the CSRF preflight header on
 * every request so the API's CSRF prevention also accepts multipart uploads. Operations whose variables hold a File
 * (createProfile's image) go out as multipart requests through the UploadLink; all others as JSON.
 *
 * Data behaviour (SPEC §7): no polling, no refetch on focus, and data is never considered stale: queries read the
 * cache first. The user lookup alone refreshes itself (see features/auth/hooks/useCurrentUser.ts).
 */
export function createApolloClient({ state }: CreateApolloClientOptions = {}) {
  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin', headers: REQUEST_HEADERS, fetch: watchedFetch });
  // The multipart link is loaded with the first upload (adding a person with her photo), not with the first screen.
  let uploadLink: ApolloLink | null = null;
  const lazyUploadLink = new ApolloLink((operation, forward) =>
    from(import('./upload-link')).pipe(
      mergeMap(({ UploadLink }) =>
        (uploadLink ??= new UploadLink({ uri: '/graphql', credentials: 'same-origin', headers: REQUEST_HEADERS })).request(operation, forward),
      ),
    ),
  );
  const terminatingLink = ApolloLink.split((operation) => hasFiles(operation.variables), lazyUploadLink, httpLink);
  const cache = createCache();
  if (state) cache.restore(state);
  return new ApolloClient({
    link: ApolloLink.from([preloadLink, currentUserRetryLink, createPersistedQueryLink(), terminatingLink]),
    cache,
    defaultOptions: DEFAULT_OPTIONS,
    // This client may carry a signed-in member's live updates (features/notifications/live): they add their WebSocket
    // link to it after the first paint. A test's mocked client has no such mark.
    defaultContext: { live: true },
    ...(state ? { ssrForceFetchDelay: SERVER_STATE_FRESH_MS } : {}),
  });
}

/**
 * The client of one server render (entry-server.tsx): `link` answers from the API's GraphQL server in-process, the
 * cache is this render's own, and `ssrMode` makes every query read the cache after its first answer.
 */
export function createServerApolloClient(link: ApolloLink) {
  return new ApolloClient({ ssrMode: true, link, cache: createCache(), defaultOptions: DEFAULT_OPTIONS });
}
