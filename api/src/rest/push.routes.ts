import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { route } from './handler.js';

/**
 * Web Push (issue 24 item 2): the VAPID key a browser subscribes with, and a member's browsers turning push on and
 * off. Her own subscriptions only: a DELETE names an endpoint of hers or removes nothing.
 */
export function pushRoutes(services: AppServices): Router {
  const r = Router();
  r.get(
    '/push/public-key',
    route('account:read-own', services, () => ({ publicKey: services.push.publicKey })),
  );
  r.post(
    '/push/subscriptions',
    route('account:update-preferences', services, (ctx, actor) => services.push.subscribe(actor.id, ctx.req.body), 201),
  );
  r.delete(
    '/push/subscriptions',
    route('account:update-preferences', services, (ctx, actor) =>
      services.push.unsubscribe(actor.id, (ctx.req.body as { endpoint?: unknown } | undefined)?.endpoint),
    ),
  );
  return r;
}
