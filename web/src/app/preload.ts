import { PRELOAD_HASHES, type PreloadedOperation } from '../gql/preload-queries';
import { parseFilters, toProfileFilter } from '../features/home/browse-filters';
import { REPORTS_PAGE_SIZE } from '../features/reports/report-display';
import { LIMITS } from '@tea/limits';
import { matchRoute } from './routes';

/**
 * The first screen's data, asked for as soon as the URL is known (issue 7): `boot.ts` runs this before the app's
 * code has arrived, so the user lookup and the route's own queries travel in parallel with the JavaScript, and one
 * round trip, not three, stands between the HTML and the first card. The app's Apollo link (apollo-client.ts) takes
 * each answer for the same operation and variables instead of asking again; an answer nobody claims is dropped.
 *
 * The variables must be exactly those the screens' hooks ask for: browse (features/home: filters from the URL, no
 * location on a first load), the profile page (useProfile, useProfileReports). A mismatch costs only a second request.
 */

export type PreloadOperation = { operationName: PreloadedOperation; variables: Record<string, unknown> };

/** The operations the screen at this URL asks for on its first render. */
export function operationsFor(pathname: string, search: string): PreloadOperation[] {
  const operations: PreloadOperation[] = [{ operationName: 'CurrentUser', variables: {} }];
  const match = matchRoute(pathname);
  if (match?.route === 'home') {
    const filters = parseFilters(new URLSearchParams(search));
    operations.push({ operationName: 'BrowseProfiles', variables: { filter: toProfileFilter(filters, null), page: filters.page, pageSize: LIMITS.pageSize } });
  } else if (match?.route === 'profile' && match.params.id) {
    operations.push({ operationName: 'ProfileRoute', variables: { id: match.params.id } });
    operations.push({ operationName: 'ProfileReports', variables: { profileId: match.params.id, first: REPORTS_PAGE_SIZE } });
  }
  return operations;
}

/** JSON with object keys sorted and undefined left out: the same variables give the same key. */
export function stableKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => stableKey(v ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableKey(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const operationKey = (operationName: string, variables: unknown) => `${operationName} ${stableKey(variables ?? {})}`;

/** A GraphQL answer as the server sent it, or null when the request failed (the app then asks again itself). */
export type PreloadedAnswer = { data?: unknown; errors?: unknown[] } | null;

const answers = new Map<string, Promise<PreloadedAnswer>>();

/** Starts the first screen's queries (once per page load). Same request as Apollo's HttpLink makes. */
export function startPreloads(pathname: string, search: string, fetchImpl: typeof fetch = fetch): void {
  for (const { operationName, variables } of operationsFor(pathname, search)) {
    const answer = fetchImpl('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9', 'Apollo-Require-Preflight': 'true' },
      // The persisted query's hash, as apollo-client.ts sends it (issue 11); a server that does not know it (a page older
      // than a deploy) answers PersistedQueryNotFound, and the app then asks itself.
      body: JSON.stringify({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: PRELOAD_HASHES[operationName] } } }),
    })
      .then((res) => (res.ok ? (res.json() as Promise<PreloadedAnswer>) : null))
      .then((answer) =>
        answer?.errors?.some((e) => (e as { extensions?: { code?: unknown } }).extensions?.code === 'PERSISTED_QUERY_NOT_FOUND') ? null : answer,
      )
      .catch(() => null);
    answers.set(operationKey(operationName, variables), answer);
  }
}

/** The preloaded answer for this operation, handed out once; undefined when none was started. */
export function takePreloaded(operationName: string | undefined, variables: unknown): Promise<PreloadedAnswer> | undefined {
  if (!operationName) return undefined;
  const key = operationKey(operationName, variables);
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}

/** Settles when the preloaded answer of this operation (if one is still waiting) has arrived or failed. */
export function preloadSettled(operationName: PreloadedOperation, variables: unknown = {}): Promise<unknown> {
  return answers.get(operationKey(operationName, variables)) ?? Promise.resolve();
}
