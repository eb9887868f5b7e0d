import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadPersistedDocuments, PERSISTED_ONLY_MESSAGE } from '../src/app/persisted-queries.js';
import { databaseFingerprint } from './db-fingerprint.js';
import { startTestServer, type TestClient, type TestServer } from './test-server.js';

/*
 * Issue 11 item 2: the web app sends its documents by hash (web/src/gql/persisted-documents.json, made by
 * `pnpm codegen`, checked for staleness by `pnpm check:schema`). With GRAPHQL_PERSISTED_ONLY=true, a request without an
 * API token (a visitor, a session cookie) may run only those; a token may send any document.
 */
const documents = loadPersistedDocuments();
const hashOf = (operation: string) => {
  const found = [...documents].find(([, text]) => new RegExp(`^query ${operation}\\b`, 'm').test(text));
  if (!found) throw new Error(`no ${operation} in the manifest`);
  return found[0];
};
const CURRENT_USER = hashOf('CurrentUser');
const MY_PREFERENCES = hashOf('MyPreferences');
const ARBITRARY = '{ me { id username } }';

const byHash = (client: TestClient, hash: string, headers: Record<string, string> = {}) =>
  client.rest('POST', '/graphql', { operationName: null, variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, headers);

async function tokenOf(owner: TestClient): Promise<string> {
  const res = await owner.rest('POST', '/api/user/tokens', { name: 'pq', scopes: ['read'] });
  expect(res.status).toBe(201);
  return res.body.secret as string;
}

describe('GRAPHQL_PERSISTED_ONLY=true', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ GRAPHQL_PERSISTED_ONLY: 'true' });
  });
  afterAll(() => t.close());

  it('refuses a document that is not in the manifest from a visitor and from a session, with a 400 the app can read', async () => {
    const member = await t.signedIn();
    const before = await databaseFingerprint(t);
    for (const client of [t.client(), member]) {
      const res = await client.gql(ARBITRARY);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [{ message: PERSISTED_ONLY_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] });
      // A manifest document's text is refused as well: only its hash names it.
      expect((await client.gql(documents.get(CURRENT_USER)!)).status).toBe(400);
      // An unknown hash, and a known hash sent with some text.
      expect((await byHash(client, 'f'.repeat(64))).status).toBe(400);
      const both = await client.rest('POST', '/graphql', { query: ARBITRARY, extensions: { persistedQuery: { version: 1, sha256Hash: CURRENT_USER } } });
      expect(both.status).toBe(400);
      // A GET with the text in the query string.
      expect((await client.rest('GET', `/graphql?query=${encodeURIComponent(ARBITRARY)}`, undefined, { 'apollo-require-preflight': 'true' })).status).toBe(400);
    }
    expect(await databaseFingerprint(t)).toBe(before);
  });

  it('runs a manifest document named by its hash, for a visitor and for a session', async () => {
    const visitor = await byHash(t.client(), CURRENT_USER);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ data: { me: null } });
    const member = await t.signedIn();
    const res = await byHash(member, CURRENT_USER);
    expect(res.status).toBe(200);
    // The manifest's text carries __typename, as Apollo Client's cache needs it.
    expect(res.body.data.me).toMatchObject({ __typename: 'User', username: member.user.username });
    const prefs = await byHash(member, MY_PREFERENCES);
    expect(prefs.status).toBe(200);
    expect(prefs.body.errors).toBeUndefined();
  });

  it('lets a request with an API token send any document', async () => {
    const member = await t.signedIn();
    const secret = await tokenOf(await t.signedIn({ username: `${member.user.username}x` }));
    const tool = t.client();
    const res = await tool.gql(ARBITRARY, undefined, { authorization: `Bearer ${secret}` });
    expect(res.status).toBe(200);
    expect(res.body.data.me.username).toBe(`${member.user.username}x`);
  });
});

describe('GRAPHQL_PERSISTED_ONLY unset (default false)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('accepts any document from a visitor and a session, and manifest hashes too', async () => {
    expect(t.env.GRAPHQL_PERSISTED_ONLY).toBe(false);
    const member = await t.signedIn();
    const text = await member.gql(ARBITRARY);
    expect(text.status).toBe(200);
    expect(text.body.data.me.username).toBe(member.user.username);
    expect((await t.client().gql(ARBITRARY)).body).toEqual({ data: { me: null } });
    const hashed = await byHash(member, CURRENT_USER);
    expect(hashed.body.data.me.username).toBe(member.user.username);
    // An unknown hash: Apollo's PersistedQueryNotFound, on which the web app sends the text.
    const unknown = await byHash(member, 'f'.repeat(64));
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});
