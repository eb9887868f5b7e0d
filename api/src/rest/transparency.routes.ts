import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { route } from './handler.js';

/** The public transparency report (issue 10 item 9): `GET /api/transparency?quarter=2026-Q4` (the same service as transparencyReport). */
export function transparencyRoutes(services: AppServices): Router {
  const r = Router();
  r.get(
    '/transparency',
    route('public', services, (ctx) => services.transparency.report({ quarter: ctx.req.query.quarter }, services.reads.pick(ctx.req))),
  );
  return r;
}
