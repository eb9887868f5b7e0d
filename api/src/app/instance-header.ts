import type { RequestHandler } from 'express';
import type { Env } from './env.js';

/**
 * `X-Instance: <INSTANCE_ID>` on every answer, when INSTANCE_ID is set: which of several instances behind a load
 * balancer answered (for operators reading a response, and the cluster test). create-app.ts installs it only when
 * INSTANCE_ID is set.
 */
export function instanceHeader(env: Pick<Env, 'INSTANCE_ID'>): RequestHandler {
  const id = env.INSTANCE_ID;
  if (!id) return (_req, _res, next) => next();
  return (_req, res, next) => {
    res.setHeader('X-Instance', id);
    next();
  };
}
