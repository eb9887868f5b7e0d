import { Router } from 'express';
import type { Services } from '../app/services.js';
import { authorize } from '../policies/can.js';
import { route } from './handler.js';

/** SPEC §7 notification paths. A member reaches only her own notifications (others answer 404). */
export function notificationRoutes(services: Services): Router {
  const r = Router();
  const me = (ctx: { user: Parameters<typeof authorize>[0] }) => authorize(ctx.user, 'account:read-own').id;
  r.get(
    '/notifications',
    route(services, (ctx) => services.notifications.list(me(ctx), { unreadOnly: ctx.req.query.unread === 'true' })),
  );
  r.patch(
    '/notifications/mark-all-read',
    route(services, async (ctx) => ({ updated: await services.notifications.markAllRead(me(ctx)) })),
  );
  r.patch(
    '/notifications/:id/read',
    route(services, (ctx) => services.notifications.markRead(me(ctx), String(ctx.req.params.id))),
  );
  r.delete(
    '/notifications/:id',
    route(services, async (ctx) => {
      await services.notifications.remove(me(ctx), String(ctx.req.params.id));
      return { success: true };
    }),
  );
  return r;
}
