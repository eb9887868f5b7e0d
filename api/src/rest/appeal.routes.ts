import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { route } from './handler.js';
import { wordDecision } from '../modules/decision/decision.wording.js';

/**
 * Appeals (issue 10 item 5): `{ decisionId, text, token? }`, by the member a decision affects or with its e-mail's link (the
 * same service as appealDecision). The decision it answers reads in the request's language, as GraphQL words it.
 */
export function appealRoutes(services: AppServices): Router {
  const r = Router();
  r.post(
    '/appeals',
    route(
      'public',
      services,
      async (ctx, viewer) => wordDecision(await services.appeals.submit(ctx.em, viewer, ctx.req.body ?? {}), await services.preferences.localeOf(ctx.req)),
      201,
    ),
  );
  return r;
}
