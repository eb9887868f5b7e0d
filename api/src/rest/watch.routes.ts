import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { moderationContext } from '../auth/moderator.js';
import { parseProfileId } from '../modules/profile/profile-id.js';
import { moderationRoute, route } from './handler.js';

/** The name watch (issue 26 item 1) over the same service as GraphQL's `myWatches`, `createWatch`, `renewWatch`, `deleteWatch`. */
export function watchRoutes(services: AppServices): Router {
  const r = Router();
  r.get(
    '/watches',
    route('watch:manage', services, (_ctx, actor) => services.watches.list(actor)),
  );
  // { firstName, lastName?, location, radius }
  r.post(
    '/watches',
    route('watch:manage', services, (ctx, actor) => services.watches.create(moderationContext(ctx, actor), ctx.req.body), 201),
  );
  r.post(
    '/watches/:id/renew',
    route('watch:manage', services, (ctx, actor) => services.watches.renew(moderationContext(ctx, actor), String(ctx.req.params.id))),
  );
  r.delete(
    '/watches/:id',
    route('watch:manage', services, async (ctx, actor) => {
      await services.watches.delete(moderationContext(ctx, actor), String(ctx.req.params.id));
    }),
  );
  // Moderators: the live watches a profile matches (a removal request about her), and ending one.
  r.get(
    '/admin/profiles/:id/watches',
    route('moderate', services, (ctx) => services.watches.matchingProfile(parseProfileId(ctx.req.params.id))),
  );
  r.post(
    '/admin/watches/:id/end',
    moderationRoute('moderate', services, (m, ctx) =>
      services.watches.end(m, String(ctx.req.params.id), (ctx.req.body as { note?: string } | undefined)?.note),
    ),
  );
  return r;
}
