import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { route } from './handler.js';

/** Settings > API over REST: the same service and rules as `myApiTokens`, `createApiToken` and `revokeApiToken`. */
export function apiTokenRoutes(services: AppServices): Router {
  const r = Router();
  r.get(
    '/user/tokens',
    route('api-tokens:manage', services, async (_ctx, actor) => ({ tokens: await services.apiTokens.list(actor.id) })),
  );
  r.post(
    '/user/tokens',
    route('api-tokens:manage', services, (ctx, actor) => services.apiTokens.create(actor, ctx.req.body), 201),
  );
  r.delete(
    '/user/tokens/:id',
    route('api-tokens:manage', services, async (ctx, actor) => {
      await services.apiTokens.revoke(actor.id, ctx.req.params.id);
      return { success: true };
    }),
  );
  return r;
}
