import { Router } from 'express';
import type { Services } from '../app/services.js';
import { authorize } from '../policies/can.js';
import { route } from './handler.js';

/** Settings > API over REST: the same service and rules as `myApiTokens`, `createApiToken` and `revokeApiToken`. */
export function apiTokenRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/user/tokens',
    route(services, async (ctx) => ({ tokens: await services.apiTokens.list(authorize(ctx.user, 'api-tokens:manage').id) })),
  );
  r.post(
    '/user/tokens',
    route(services, (ctx) => services.apiTokens.create(authorize(ctx.user, 'api-tokens:manage'), ctx.req.body), 201),
  );
  r.delete(
    '/user/tokens/:id',
    route(services, async (ctx) => {
      await services.apiTokens.revoke(authorize(ctx.user, 'api-tokens:manage').id, ctx.req.params.id);
      return { success: true };
    }),
  );
  return r;
}
