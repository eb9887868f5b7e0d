import { ApolloLink } from '@apollo/client';
import { gql } from '@apollo/client';
import { firstValueFrom } from 'rxjs';
import { extractFiles, hasFiles, UploadLink } from './upload-link';

const CREATE = gql`
  mutation CreateProfile($input: CreateProfileInput!, $profileImage: Upload) {
    createProfile(input: $input, profileImage: $profileImage) {
      id
    }
  }
`;

describe('UploadLink (GraphQL multipart request spec)', () => {
  it('finds files in variables and nulls them', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const { clone, files } = extractFiles({ variables: { input: { name: 'A' }, profileImage: file, list: [file] } });
    expect(clone).toEqual({ variables: { input: { name: 'A' }, profileImage: null, list: [null] } });
    expect([...files.entries()]).toEqual([[file, ['variables.profileImage', 'variables.list.0']]]);
    expect(hasFiles({ input: { name: 'A' } })).toBe(false);
    expect(hasFiles({ profileImage: file })).toBe(true);
  });

  it('posts operations, map and the file, with the CSRF preflight header and no JSON content type', async () => {
    // jsdom has no Response: a minimal stand-in with what Apollo's response parser reads.
    const fetchMock = jest.fn(async (_uri: string, _init: RequestInit) => ({
      status: 200,
      ok: true,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => JSON.stringify({ data: { createProfile: { __typename: 'CreateProfilePayload', id: '7' } } }),
    }));
    const link = new UploadLink({
      uri: '/graphql',
      credentials: 'same-origin',
      headers: { 'Apollo-Require-Preflight': 'true' },
      fetch: fetchMock as unknown as typeof fetch,
    });
    const file = new File(['png-bytes'], 'jess.png', { type: 'image/png' });
    const result = await firstValueFrom(
      ApolloLink.execute(link, { query: CREATE, variables: { input: { firstName: 'Jess' }, profileImage: file } }, { client: {} as never }),
    );
    expect(result).toEqual({ data: { createProfile: { __typename: 'CreateProfilePayload', id: '7' } } });

    const [uri, init] = fetchMock.mock.calls[0];
    expect(uri).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    const headers = init.headers as Record<string, string>;
    expect(headers['apollo-require-preflight']).toBe('true');
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('content-type');

    const body = init.body as FormData;
    const operations = JSON.parse(body.get('operations') as string);
    expect(operations.operationName).toBe('CreateProfile');
    expect(operations.variables).toEqual({ input: { firstName: 'Jess' }, profileImage: null });
    expect(JSON.parse(body.get('map') as string)).toEqual({ 0: ['variables.profileImage'] });
    const part = body.get('0') as File;
    expect(part.name).toBe('jess.png');
    expect(part.type).toBe('image/png');
    expect(part.size).toBe('png-bytes'.length);
  });
});
