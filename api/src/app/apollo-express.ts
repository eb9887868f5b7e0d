import type { ApolloServer, BaseContext, ContextFunction, HTTPGraphQLRequest } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

const CHARSET = /;\s*charset=/i;

/**
 * Apollo Server's request handler for Express: the same contract as `@as-integrations/express5`'s
 * `expressMiddleware` (Apollo's documented way to write an integration: build an `HTTPGraphQLRequest`, call
 * `executeHTTPGraphQLRequest`, write its answer), without two costs that package pays on every request:
 * - it parses the whole URL with Node's legacy `url.parse` to read the query string: here the text from `?` on
 *   to a `#` if any (what `url.parse(...).search` gives, `?` included: the characters it escapes there are decoded back
 *   by Apollo's `URLSearchParams` alike);
 * - it writes a complete answer through Express's `res.send`, which inspects the body again, sets the charset and
 *   checks freshness: here `res.end` with the length, as `res.send` would set it (the app sends no ETags on GraphQL
 *   answers, create-app.ts, so nothing could be fresh).
 * Answers, status and headers are those of the package: `apollo-express.test.ts` sends the same requests to both and
 * compares them.
 */
export function apolloExpress<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  options: { context: ContextFunction<[{ req: Request; res: Response }], TContext> },
): RequestHandler {
  server.assertStarted('apolloExpress()');
  const { context } = options;
  return async (req, res) => {
    if (!('body' in req)) {
      res.status(500);
      res.send('`req.body` is not set; this probably means you forgot to set up the `json` middleware before the Apollo Server middleware.');
      return;
    }
    const headers = new HeaderMap();
    const raw = req.headers;
    for (const key in raw) {
      const value = raw[key];
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url;
    const q = url.indexOf('?');
    const hash = q < 0 ? -1 : url.indexOf('#', q);
    const httpGraphQLRequest: HTTPGraphQLRequest = {
      method: req.method.toUpperCase(),
      headers,
      search: q < 0 ? '' : url.slice(q, hash < 0 ? undefined : hash),
      body: req.body as unknown,
    };
    const answer = await server.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: () => context({ req, res }) });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status || 200;
    if (answer.body.kind === 'complete') {
      const body = answer.body.string;
      // As res.send: a string is text/html unless typed, and its charset is said (Apollo's landing page says none).
      const type = res.getHeader('content-type');
      if (typeof type !== 'string') res.setHeader('content-type', 'text/html; charset=utf-8');
      else if (!CHARSET.test(type)) res.setHeader('content-type', `${type}; charset=utf-8`);
      res.setHeader('content-length', Buffer.byteLength(body));
      res.end(body);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) {
      res.write(chunk);
      // compression's flush, where it is in the chain: each part of an incremental answer goes out as it comes.
      (res as Response & { flush?: () => void }).flush?.();
    }
    res.end();
  };
}
