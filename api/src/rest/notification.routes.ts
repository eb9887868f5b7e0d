import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { route } from './handler.js';
import { wordDecision } from '../modules/decision/decision.wording.js';
import type { NotificationView } from '../modules/notification/notification.service.js';
import type { Reader } from '../core/i18n.js';

/** A notification as REST answers it: the decision it is about worded in her language too (GraphQL's field resolvers do that). */
const worded = (n: NotificationView, reader: Reader): NotificationView => (n.decision ? { ...n, decision: wordDecision(n.decision, reader.locale) } : n);

/** SPEC §7 notification paths. A member reaches only her own notifications (others answer 404), in her language. */
export function notificationRoutes(services: AppServices): Router {
  const r = Router();
  r.get(
    '/notifications',
    route('account:read-own', services, async (ctx, actor) => {
      const reader = await services.preferences.readerOf(ctx.req);
      const items = await services.notifications.list(actor.id, { unreadOnly: ctx.req.query.unread === 'true' }, reader);
      return items.map((n) => worded(n, reader));
    }),
  );
  r.patch(
    '/notifications/mark-all-read',
    route('account:read-own', services, async (_ctx, actor) => ({ updated: await services.notifications.markAllRead(actor.id) })),
  );
  r.patch(
    '/notifications/:id/read',
    route('account:read-own', services, async (ctx, actor) => {
      const reader = await services.preferences.readerOf(ctx.req);
      return worded(await services.notifications.markRead(actor.id, String(ctx.req.params.id), reader), reader);
    }),
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
