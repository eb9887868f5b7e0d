import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { FlagTargetType } from '../modules/flag/flag.entity.js';
import { route } from './handler.js';

/** Community flags: `{ reason, note }` about a published report or a profile (the same service as flagReport / flagProfile). */
export function flagRoutes(services: AppServices): Router {
  const r = Router();
  r.post(
    '/reports/:id/flag',
    route('member', services, (ctx, actor) => services.flags.flag(ctx.em, actor, FlagTargetType.REPORT, ctx.req.params.id, ctx.req.body ?? {}), 201),
  );
  r.post(
    '/profiles/:id/flag',
    route('member', services, (ctx, actor) => services.flags.flag(ctx.em, actor, FlagTargetType.PROFILE, ctx.req.params.id, ctx.req.body ?? {}), 201),
  );
  return r;
}
