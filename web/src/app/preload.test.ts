import { describe, expect, it, jest } from '@jest/globals';
import { ApolloLink } from '@apollo/client';
import { firstValueFrom, of } from 'rxjs';
import { PRELOAD_HASHES } from '../gql/preload-queries';
import { REPORTS_PAGE_SIZE } from '../features/reports/hooks/useProfileReports';
import { DEFAULT_FILTERS, filtersToParams } from '../features/home/browse-filters';
import { operationsFor, stableKey, startPreloads, takePreloaded } from './preload';
import { matchRoute } from './routes';
import { preloadLink } from './apollo-client';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/profile/12', 'profile', { id: '12' }],
    ['/profile/12/', 'profile', { id: '12' }],
    ['/auth', 'auth', {}],
    ['/admin', 'adminPortal', {}],
    ['/removal-request', 'removalRequest', {}],
  ])('%s is the %s screen', (path, route, params) => {
    expect(matchRoute(path)).toEqual({ route, params });
  });

  it.each(['/profile', '/profile/', '/nope', '/admin/users', '/auth/extra'])('%s is no top-level screen (404 or an admin screen)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('operationsFor: what the first screen asks for before the app runs', () => {
  it('always the user lookup; browse with the filters of the URL on /', () => {
    const search = `?${filtersToParams({ ...DEFAULT_FILTERS, location: 'Austin, TX', minRating: '4', sortBy: 'rating', page: 3 }).toString()}`;
    expect(operationsFor('/', search)).toEqual([
      { operationName: 'CurrentUser', variables: {} },
      {
        operationName: 'BrowseProfiles',
        variables: { filter: expect.objectContaining({ location: 'Austin, TX', minRating: 4, sortBy: 'RATING' }), page: 3, pageSize: 20 },
      },
    ]);
  });

  it('the profile and its first reports page on /profile/{id}, with the page size the screen asks for', () => {
    expect(operationsFor('/profile/42', '')).toEqual([
      { operationName: 'CurrentUser', variables: {} },
      { operationName: 'ProfileRoute', variables: { id: '42' } },
      { operationName: 'ProfileReports', variables: { profileId: '42', first: REPORTS_PAGE_SIZE } },
    ]);
  });

  it('only the user lookup elsewhere', () => {
    expect(operationsFor('/auth', '')).toEqual([{ operationName: 'CurrentUser', variables: {} }]);
    expect(operationsFor('/does-not-exist', '')).toEqual([{ operationName: 'CurrentUser', variables: {} }]);
  });
});

describe('stableKey', () => {
  it('ignores key order and undefined values', () => {
    expect(stableKey({ b: 1, a: { d: undefined, c: [1, { y: 2, x: 1 }] } })).toBe(stableKey({ a: { c: [1, { x: 1, y: 2 }] }, b: 1 }));
    expect(stableKey({ a: 1 })).not.toBe(stableKey({ a: 2 }));
  });
});

function fakeFetch(answers: Record<string, { status: number; body?: unknown } | Error>) {
  return jest.fn(async (_url: unknown, init?: RequestInit) => {
    const { operationName, query, extensions } = JSON.parse(String(init?.body)) as { operationName: string; query?: string; extensions: unknown };
    expect(query).toBeUndefined();
    expect(extensions).toEqual({ persistedQuery: { version: 1, sha256Hash: PRELOAD_HASHES[operationName as keyof typeof PRELOAD_HASHES] } });
    const answer = answers[operationName];
    if (answer instanceof Error) throw answer;
    return { ok: answer.status < 300, json: async () => answer.body } as Response;
  });
}

const op = (operationName: string, variables: Record<string, unknown>) =>
  ({ operationName, variables, query: undefined, getContext: () => ({}), setContext: () => undefined }) as unknown as ApolloLink.Operation;

describe('preloadLink: the app takes the preloaded answers instead of asking again', () => {
  it('answers the same operation and variables once from the preload, then goes to the network', async () => {
    const fetchImpl = fakeFetch({
      CurrentUser: { status: 200, body: { data: { me: null } } },
      ProfileRoute: new Error('offline'),
      ProfileReports: { status: 500 },
    });
    startPreloads('/profile/7', '', fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    const network = jest.fn(() => of({ data: { fromNetwork: true } }));
    const forward = network as unknown as ApolloLink.ForwardFunction;
    const run = (operation: ApolloLink.Operation) => firstValueFrom(preloadLink.request(operation, forward)!);

    expect(await run(op('CurrentUser', {}))).toEqual({ data: { me: null } });
    expect(network).not.toHaveBeenCalled();
    // Handed out once: a later lookup asks the server.
    expect(await run(op('CurrentUser', {}))).toEqual({ data: { fromNetwork: true } });
    // A failed preload (network error, 5xx) falls back to the network.
    expect(await run(op('ProfileRoute', { id: '7' }))).toEqual({ data: { fromNetwork: true } });
    expect(await run(op('ProfileReports', { first: REPORTS_PAGE_SIZE, profileId: '7' }))).toEqual({ data: { fromNetwork: true } });
    expect(network).toHaveBeenCalledTimes(3);
    expect(takePreloaded('ProfileRoute', { id: '7' })).toBeUndefined();
  });

  it('does not answer other variables from a preload', async () => {
    const fetchImpl = fakeFetch({
      CurrentUser: { status: 200, body: { data: { me: null } } },
      ProfileRoute: { status: 200, body: { data: { profile: null } } },
      ProfileReports: { status: 200, body: {} },
    });
    startPreloads('/profile/8', '', fetchImpl as unknown as typeof fetch);
    const network = jest.fn(() => of({ data: { fromNetwork: true } }));
    const answer = await firstValueFrom(preloadLink.request(op('ProfileRoute', { id: '9' }), network as unknown as ApolloLink.ForwardFunction)!);
    expect(answer).toEqual({ data: { fromNetwork: true } });
    expect(await takePreloaded('ProfileRoute', { id: '8' })).toEqual({ data: { profile: null } });
  });

  it('asks the network when the server does not know the persisted query (a page older than a deploy)', async () => {
    const notFound = { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
    startPreloads(
      '/',
      '',
      fakeFetch({ CurrentUser: { status: 200, body: notFound }, BrowseProfiles: { status: 200, body: { data: {} } } }) as unknown as typeof fetch,
    );
    const network = jest.fn(() => of({ data: { fromNetwork: true } }));
    const answer = await firstValueFrom(preloadLink.request(op('CurrentUser', {}), network as unknown as ApolloLink.ForwardFunction)!);
    expect(answer).toEqual({ data: { fromNetwork: true } });
  });
});
