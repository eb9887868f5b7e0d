import { Router } from 'express';
import type { Services } from '../app/services.js';
import { moderator } from '../modules/moderation/moderation-context.js';
import { route } from './handler.js';

/** Removal requests (SAFETY 12): the public form's endpoint and the admin list and decision. */
export function removalRoutes(services: Services): Router {
  const r = Router();
  r.post(
    '/removal-requests',
    route(services, (ctx) => services.removal.submit(ctx.em, ctx.ip, ctx.req.body, ctx.user), 201),
  );
  r.get(
    '/admin/removal-requests',
    route(services, (ctx) => (moderator(ctx, 'moderate'), services.removal.list({ status: ctx.req.query.status }))),
  );
  r.post(
    '/admin/removal-requests/:id/decide',
    route(services, (ctx) => services.removal.decide(moderator(ctx, 'moderate'), ctx.req.params.id, ctx.req.body ?? {})),
  );
  return r;
}
