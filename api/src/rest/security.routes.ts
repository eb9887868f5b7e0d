import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { startSession } from '../auth/session.js';
import { verifySecondFactor } from '../modules/two-factor/sign-in.js';
import { presentUserIn } from '../modules/user/user.type.js';
import { route } from './handler.js';

/** Two-step sign-in and her sessions: the same services and steps as the GraphQL twins. */
export function securityRoutes(services: AppServices): Router {
  const r = Router();
  r.get(
    '/auth/2fa',
    route('account:read-own', services, async (ctx, actor) => {
      return { ...(await services.twoFactor.status(ctx.em, actor)), passedInThisSession: typeof actor.sessionSecondFactorAt === 'number' };
    }),
  );
  r.post(
    '/auth/2fa/setup',
    route('account:update-security', services, (ctx, actor) => services.twoFactor.setup(ctx.em, actor)),
  );
  r.post(
    '/auth/2fa/enable',
    route('account:update-security', services, async (ctx, actor) => {
      const recoveryCodes = await services.twoFactor.enable(ctx.em, actor, ctx.req.body?.code, ctx.ip);
      await startSession(ctx.req, actor, { secondFactor: true });
      return { recoveryCodes };
    }),
  );
  r.post(
    '/auth/2fa/verify',
    route('public', services, async (ctx) => presentUserIn(await verifySecondFactor(ctx, ctx.req.body?.code), await services.preferences.localeOf(ctx.req))),
  );
  r.post(
    '/auth/2fa/disable',
    route('account:update-security', services, async (ctx, actor) => {
      await services.twoFactor.disable(ctx.em, actor, ctx.req.body?.code, ctx.ip);
      return { success: true };
    }),
  );
  r.get(
    '/user/sessions',
    route('account:read-own', services, (ctx, actor) => services.sessions.list(actor.id, ctx.req.sessionID)),
  );
  r.delete(
    '/user/sessions',
    route('account:update-security', services, async (ctx, actor) => ({ ended: await services.sessions.endOthers(actor.id, ctx.req.sessionID) })),
  );
  r.delete(
    '/user/sessions/:id',
    route('account:update-security', services, async (ctx, actor) => {
      await services.sessions.end(actor.id, ctx.req.sessionID, ctx.req.params.id);
      return { success: true };
    }),
  );
  return r;
}
