import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middleware run in order as one: what `router.use(path, a, b, c)` does, with one router layer instead of one per
 * handler. Each of Express's layers matches the path again and, for a mounted path, strips and restores `req.url`
 * (which makes the next layer parse the URL again); the GraphQL and REST chains ran ten such layers per request.
 * Semantics as Express 5's: an error passed to `next` (or thrown, or a rejected promise returned) skips the rest and
 * goes to the caller's `next`, and so does `next('router')`.
 */
export function composeMiddleware(...handlers: RequestHandler[]): RequestHandler {
  if (handlers.length === 1) return handlers[0];
  return (req: Request, res: Response, done: NextFunction) => {
    let index = 0;
    const next = (err?: unknown): void => {
      if (err) return done(err);
      const handler = handlers[index++];
      if (!handler) return done();
      try {
        const result: unknown = handler(req, res, next);
        if (result && typeof (result as PromiseLike<unknown>).then === 'function') {
          (result as PromiseLike<unknown>).then(undefined, (error: unknown) => done(error ?? new Error('Rejected promise')));
        }
      } catch (error) {
        done(error);
      }
    };
    next();
  };
}
