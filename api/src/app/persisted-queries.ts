import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApolloServerOptions, BaseContext } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import { SHARED_MESSAGES } from '../shared/shared.messages.js';

/**
 * Persisted queries (issue 11 item 2). `pnpm codegen` writes the web app's documents to
 * web/src/gql/persisted-documents.json (hash -> text; web/scripts/persisted-documents.mjs) and the web app sends only
 * the hash (`extensions.persistedQuery.sha256Hash`, Apollo's protocol). Apollo Server finds the text in its
 * persisted-query cache, which here is the manifest, read-only: a document a client registers (hash and text together)
 * runs but is not kept, so only the web app's own documents are ever known by hash.
 *
 * With GRAPHQL_PERSISTED_ONLY=true a request without an API token (a session cookie or nothing: the web app) may run
 * only a manifest document, named by its hash; a request with `Authorization: Bearer` may send any document.
 */
export const PERSISTED_ONLY_MESSAGE = SHARED_MESSAGES.persistedOnly.defaultMessage;

/** The committed manifest, from src/app or dist/app alike. */
export function defaultManifestPath(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/src/gql/persisted-documents.json');
}

/** Hash -> document text. */
export function loadPersistedDocuments(file = defaultManifestPath()): ReadonlyMap<string, string> {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- the committed manifest next to the app's code
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

type PersistedQueryCache = NonNullable<Exclude<ApolloServerOptions<BaseContext>['persistedQueries'], false | undefined>['cache']>;

/** Apollo Server files persisted queries under this prefix in the cache it is given. */
const APQ_PREFIX = 'apq:';

/** Apollo Server's `persistedQueries` option: hashes resolve from the manifest only, and nothing is registered. */
export function persistedQueriesOption(documents: ReadonlyMap<string, string>): { cache: PersistedQueryCache; ttl: null } {
  const cache: PersistedQueryCache = {
    get: async (key) => (key.startsWith(APQ_PREFIX) ? documents.get(key.slice(APQ_PREFIX.length)) : undefined),
    set: async () => {},
    delete: async () => true,
  };
  return { cache, ttl: null };
}

/** `extensions` of a GraphQL request: an object in a POST body, a JSON string in a GET's query string. */
function extensionsOf(req: Request): unknown {
  const raw = req.method === 'GET' ? req.query.extensions : (req.body as { extensions?: unknown } | undefined)?.extensions;
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function hashOf(req: Request): string | undefined {
  const persisted = (extensionsOf(req) as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery;
  return typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : undefined;
}

function hasQueryText(req: Request): boolean {
  const source = req.method === 'GET' ? req.query : (req.body as Record<string, unknown> | undefined);
  return source !== undefined && source !== null && typeof source === 'object' && source.query !== undefined && source.query !== '';
}

/**
 * GRAPHQL_PERSISTED_ONLY=true, on /graphql after the body is read and the API token checked: without a token, a
 * request must name a manifest document by its hash and send no text; otherwise 400 in the API's GraphQL error
 * format, before Apollo parses anything.
 */
export function persistedOnlyGuard(documents: ReadonlyMap<string, string>): RequestHandler {
  return (req, res, next) => {
    if (req.apiToken) return next();
    const hash = hashOf(req);
    if (!hasQueryText(req) && hash !== undefined && documents.has(hash)) return next();
    res.status(400).json({ errors: [{ message: PERSISTED_ONLY_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] });
  };
}
