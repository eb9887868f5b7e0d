import { BrowseProfilesDocument, CreateProfileDocument } from '../gql/graphql';
import persistedDocuments from '../gql/persisted-documents.json';
import { createApolloClient } from './apollo-client';

/** jsdom has no Response: a minimal stand-in with what Apollo's response parser reads. */
const answer = (body: unknown) => ({
  status: 200,
  ok: true,
  headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
  text: async () => JSON.stringify(body),
});

const PAGE = { __typename: 'ProfilePage', items: [], total: 0, totalIsExact: true, page: 1, pageSize: 20, pageCount: 0, hasNextPage: false };
const VARIABLES = { page: 1, pageSize: 20 };

describe('persisted queries (issue 11)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends the hash of the manifest, not the text', async () => {
    const fetchMock = jest.fn(async (_uri: string, _init: RequestInit) => answer({ data: { profiles: PAGE } }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await createApolloClient().query({ query: BrowseProfilesDocument, variables: VARIABLES });
    const body = JSON.parse(String(fetchMock.mock.calls[0][1].body)) as { query?: string; extensions: { persistedQuery: { sha256Hash: string } } };
    expect(body.query).toBeUndefined();
    const hash = body.extensions.persistedQuery.sha256Hash;
    expect(persistedDocuments).toHaveProperty([hash]);
    expect((persistedDocuments as Record<string, string>)[hash]).toContain('query BrowseProfiles(');
  });

  it('sends the hash for an upload as well (the multipart request)', async () => {
    const fetchMock = jest.fn(async (_uri: string, _init: RequestInit) => answer({ data: { createProfile: { __typename: 'CreateProfilePayload', id: '7' } } }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const profileImage = new File(['jpeg-bytes'], 'her.jpg', { type: 'image/jpeg' });
    await createApolloClient().mutate({ mutation: CreateProfileDocument, variables: { input: { firstName: 'Jess' } as never, profileImage } });
    const body = fetchMock.mock.calls[0][1].body as FormData;
    const operations = JSON.parse(body.get('operations') as string) as { query?: string; extensions: { persistedQuery: { sha256Hash: string } } };
    expect(operations.query).toBeUndefined();
    expect((persistedDocuments as Record<string, string>)[operations.extensions.persistedQuery.sha256Hash]).toContain('mutation CreateProfile(');
    expect(body.get('0')).toBeInstanceOf(File);
  });

  it('sends the text when the server does not know the hash, and from then on', async () => {
    const notFound = { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
    const fetchMock = jest
      .fn(async (_uri: string, _init: RequestInit) => answer({ data: { profiles: PAGE } }))
      .mockImplementationOnce(async () => answer(notFound));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const client = createApolloClient();
    const { data } = await client.query({ query: BrowseProfilesDocument, variables: VARIABLES });
    expect(data?.profiles.total).toBe(0);
    await client.query({ query: BrowseProfilesDocument, variables: { ...VARIABLES, page: 2 } });
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as { query?: string; extensions?: { persistedQuery?: unknown } });
    expect(bodies).toHaveLength(3);
    expect(bodies[0].query).toBeUndefined();
    expect(bodies[1].query).toMatch(/^query BrowseProfiles/);
    expect(bodies[1].extensions?.persistedQuery).toBeUndefined();
    expect(bodies[2].query).toMatch(/^query BrowseProfiles/);
  });
});
