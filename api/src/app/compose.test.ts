import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { composeMiddleware } from './compose.js';

/** composeMiddleware against Express's own chaining of the same handlers, over real HTTP. */
let server: Server;
let base: string;

const mark =
  (name: string): RequestHandler =>
  (req, _res, next) => {
    (req as unknown as { seen: string[] }).seen.push(`${name}:${req.baseUrl}${req.url}`);
    next();
  };
const chains: Record<string, RequestHandler[]> = {
  order: [mark('a'), mark('b'), (req, res) => void res.json((req as unknown as { seen: string[] }).seen)],
  thrown: [
    mark('a'),
    () => {
      throw new Error('thrown');
    },
    mark('never'),
  ],
  rejected: [mark('a'), async () => Promise.reject(new Error('rejected')), mark('never')],
  passed: [(_req, _res, next) => next(new Error('passed')), mark('never')],
  fallsThrough: [mark('a'), mark('b')],
  leavesRouter: [(_req, _res, next) => next('router'), mark('never')],
};

beforeAll(async () => {
  const app = express();
  app.use((req, _res, next) => {
    (req as unknown as { seen: string[] }).seen = [];
    next();
  });
  for (const [name, handlers] of Object.entries(chains)) {
    const inner = express.Router();
    inner.use(`/${name}`, composeMiddleware(...handlers));
    app.use('/composed', inner);
    const plain = express.Router();
    plain.use(`/${name}`, ...handlers);
    app.use('/express', plain);
  }
  app.use(
    (req, res) => void res.status(404).json({ fellThrough: (req as unknown as { seen: string[] }).seen.map((s) => s.replace(/^\/(composed|express)/, '')) }),
  );
  const onError: ErrorRequestHandler = (err: Error, _req, res, _next) => void res.status(500).json({ error: err.message });
  app.use(onError);
  await new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', () => resolve())));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('composeMiddleware', () => {
  it.each(Object.keys(chains))('%s: the same answer as Express chaining the handlers', async (name) => {
    const [composed, plain] = await Promise.all(
      ['composed', 'express'].map(async (prefix) => {
        const res = await fetch(`${base}/${prefix}/${name}/x?y=1`);
        return { status: res.status, body: JSON.stringify(await res.json()).replaceAll(`/${prefix}`, '') };
      }),
    );
    expect(composed).toEqual(plain);
  });

  it('runs the handlers in order with the mount path stripped once', async () => {
    const res = await fetch(`${base}/composed/order/x`);
    expect(await res.json()).toEqual(['a:/composed/order/x', 'b:/composed/order/x']);
  });
});
