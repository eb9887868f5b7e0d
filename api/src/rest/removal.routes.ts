import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { moderationRoute, route } from './handler.js';

/** Removal requests (SAFETY 12): the public form's endpoint and the admin list and decision. */
export function removalRoutes(services: AppServices): Router {
  const r = Router();
  r.post(
    '/removal-requests',
    route(
      'public',
      services,
      async (ctx, viewer) => services.removal.submit(ctx.em, ctx.ip, ctx.req.body, viewer, await services.preferences.localeOf(ctx.req)),
      201,
    ),
  );
  r.post(
    '/removal-requests/confirm',
    route('public', services, (ctx) => services.removal.confirm(ctx.em, ctx.req.body)),
  );
  r.get(
    '/admin/removal-requests',
    route('moderate', services, (ctx) => services.removal.list({ status: ctx.req.query.status })),
  );
  r.post(
    '/admin/removal-requests/:id/decide',
    moderationRoute('moderate', services, (m, ctx) => services.removal.decide(m, ctx.req.params.id, ctx.req.body ?? {})),
  );
  return r;
}
