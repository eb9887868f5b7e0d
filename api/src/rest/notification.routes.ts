import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { route } from './handler.js';

/** SPEC §7 notification paths. A member reaches only her own notifications (others answer 404), in her language. */
export function notificationRoutes(services: AppServices): Router {
  const r = Router();
  r.get(
    '/notifications',
    route('account:read-own', services, async (ctx, actor) =>
      services.notifications.list(actor.id, { unreadOnly: ctx.req.query.unread === 'true' }, await services.preferences.readerOf(ctx.req)),
    ),
  );
  r.patch(
    '/notifications/mark-all-read',
    route('account:read-own', services, async (_ctx, actor) => ({ updated: await services.notifications.markAllRead(actor.id) })),
  );
  r.patch(
    '/notifications/:id/read',
    route('account:read-own', services, async (ctx, actor) =>
      services.notifications.markRead(actor.id, String(ctx.req.params.id), await services.preferences.readerOf(ctx.req)),
    ),
  );
  r.delete(
    '/notifications/:id',
    route('account:read-own', services, async (ctx, actor) => {
      await services.notifications.remove(actor.id, String(ctx.req.params.id));
      return { success: true };
    }),
  );
  return r;
}
