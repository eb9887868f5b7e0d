import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { apolloExpress } from './apollo-express.js';

/**
 * apolloExpress against the integration it replaces (@as-integrations/express5), over real HTTP: the same Apollo
 * Server behind both, the same requests, and status, headers and body compared byte for byte.
 */
const typeDefs = `type Query { hello(name: String): String!, fails: String, items(n: Int!): [String!]! }`;
const resolvers = {
  Query: {
    hello: (_: unknown, { name }: { name?: string }) => `Hallo ${name ?? 'Welt'} — ✓`,
    fails: () => {
      throw new Error('boom');
    },
    items: (_: unknown, { n }: { n: number }) => Array.from({ length: n }, (_v, i) => `item ${i}`),
  },
};

let server: Server;
let apollo: ApolloServer;
let port: number;

beforeAll(async () => {
  apollo = new ApolloServer({ typeDefs, resolvers });
  await apollo.start();
  const app = express();
  app.set('etag', () => undefined); // as create-app.ts
  app.disable('x-powered-by');
  app.use('/package', express.json(), expressMiddleware(apollo, { context: async () => ({}) }));
  app.use('/ours', express.json(), apolloExpress(apollo, { context: async () => ({}) }));
  app.use('/unparsed', apolloExpress(apollo, { context: async () => ({}) }));
  app.use('/unparsed-package', expressMiddleware(apollo, { context: async () => ({}) }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await apollo.stop();
});

interface Sent {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request over a fresh connection; the raw status, headers (without Date and Connection) and body. */
function send(prefix: string, r: Sent): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: r.method, path: prefix + r.path, headers: { connection: 'close', ...r.headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers = { ...res.headers };
          delete headers.date;
          delete headers.connection;
          // The landing page's script nonces are new on every answer.
          const body = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/nonce(="?|-)[0-9a-f]{64}/g, 'nonce$1N');
          resolve({ status: res.statusCode ?? 0, headers, body });
        });
      },
    );
    req.on('error', reject);
    req.end(r.body);
  });
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const PREFLIGHT = { 'apollo-require-preflight': 'true' };
/** A JSON POST of `payload`, with `headers` added. */
const post = (payload: unknown, headers: Record<string, string> = {}): Sent => ({
  method: 'POST',
  path: '/',
  headers: { ...JSON_HEADERS, ...headers },
  body: JSON.stringify(payload),
});
const cases: Record<string, Sent> = {
  'POST, a query': post({ query: '{ hello }' }),
  'POST, variables and non-ASCII text': post({ query: 'query Q($n: String) { hello(name: $n) }', variables: { n: 'Zoë 🍵' } }),
  'POST, a resolver error': post({ query: '{ fails }' }),
  'POST, a syntax error': post({ query: '{ hello' }),
  'POST, a validation error': post({ query: '{ nope }' }),
  'POST, bad variables': post({ query: 'query Q($n: Int!) { items(n: $n) }', variables: { n: 'x' } }),
  'POST, no query': post({ operationName: 'Q' }),
  'POST, variables as a string': post({ query: '{ hello }', variables: '{}' }),
  'POST, text/plain (CSRF prevention)': post({ query: '{ hello }' }, { 'content-type': 'text/plain' }),
  'POST, a large answer': post({ query: '{ items(n: 5000) }' }),
  'POST, the GraphQL response media type': post({ query: '{ hello }' }, { accept: 'application/graphql-response+json' }),
  'POST, an unacceptable Accept': post({ query: '{ hello }' }, { accept: 'image/png' }),
  'GET, a query in the query string': { method: 'GET', path: '/?query=%7Bhello%7D', headers: PREFLIGHT },
  'GET, variables and a second ? in the query string': {
    method: 'GET',
    path: `/?query=${encodeURIComponent('query Q($n: String) { hello(name: $n) }')}&variables=${encodeURIComponent('{"n":"a?b"}')}&x=?`,
    headers: PREFLIGHT,
  },
  'GET, an empty query string': { method: 'GET', path: '/?', headers: PREFLIGHT },
  'GET, a fragment-like tail': { method: 'GET', path: '/?query=%7Bhello%7D&variables=%7B%7D#frag', headers: PREFLIGHT },
  'GET, no preflight header (CSRF prevention)': { method: 'GET', path: '/?query=%7Bhello%7D' },
  'GET, a mutation': { method: 'GET', path: '/?query=mutation%7Bhello%7D', headers: PREFLIGHT },
  'GET, raw braces and quotes in the query string': { method: 'GET', path: '/?query={hello(name:"x|y^`\'z")}', headers: PREFLIGHT },
  'GET, a wrong content type': { method: 'GET', path: '/?query=%7Bhello%7D', headers: { ...PREFLIGHT, 'content-type': 'text/plain' } },
  'GET, the landing page': { method: 'GET', path: '/', headers: { accept: 'text/html' } },
  'HEAD, a query': { method: 'HEAD', path: '/?query=%7Bhello%7D', headers: PREFLIGHT },
  'PUT, not supported': { method: 'PUT', path: '/', headers: JSON_HEADERS, body: JSON.stringify({ query: '{ hello }' }) },
  'repeated and multi-valued headers': post({ query: '{ hello }' }, { 'x-custom': 'a', accept: 'application/json, */*;q=0.5' }),
};

describe('apolloExpress answers as @as-integrations/express5 does', () => {
  it.each(Object.keys(cases))('%s', async (name) => {
    const theirs = await send('/package', cases[name]);
    const ours = await send('/ours', cases[name]);
    expect(ours).toEqual(theirs);
    // The comparison is not vacuous: every case reaches Apollo (a status of its own and a body, but for HEAD).
    expect(theirs.status).toBeGreaterThanOrEqual(200);
    if (cases[name].method !== 'HEAD') expect(theirs.body.length).toBeGreaterThan(0);
  });

  it('says the same when no body parser ran', async () => {
    const r = post({ query: '{ hello }' });
    const ours = await send('/unparsed', r);
    expect(ours).toEqual(await send('/unparsed-package', r));
    expect(ours.status).toBe(500);
  });

  it('reads the query string from the first ? on, as url.parse(...).search does', async () => {
    const ours = await send('/ours', cases['GET, variables and a second ? in the query string']);
    expect(JSON.parse(ours.body)).toEqual({ data: { hello: 'Hallo a?b — ✓' } });
  });
});
