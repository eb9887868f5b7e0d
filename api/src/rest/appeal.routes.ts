import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { route } from './handler.js';

/** Appeals (issue 10 item 5): `{ decisionId, text, token? }`, by the member a decision affects or with its e-mail's link (the same service as appealDecision). */
export function appealRoutes(services: AppServices): Router {
  const r = Router();
  r.post(
    '/appeals',
    route('public', services, (ctx, viewer) => services.appeals.submit(ctx.em, viewer, ctx.req.body ?? {}), 201),
  );
  return r;
}
