import { Router } from 'express';
import type { Services } from '../app/services.js';
import { startSession } from '../auth/session.js';
import { verifySecondFactor } from '../modules/two-factor/sign-in.js';
import { presentUser } from '../modules/user/user.type.js';
import { authorize } from '../policies/can.js';
import { route } from './handler.js';

/** Two-step sign-in and her sessions: the same services and steps as the GraphQL twins. */
export function securityRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/auth/2fa',
    route(services, async (ctx) => {
      const actor = authorize(ctx.user, 'account:read-own');
      return { ...(await services.twoFactor.status(ctx.em, actor)), passedInThisSession: typeof actor.sessionSecondFactorAt === 'number' };
    }),
  );
  r.post(
    '/auth/2fa/setup',
    route(services, (ctx) => services.twoFactor.setup(ctx.em, authorize(ctx.user, 'account:update-security'))),
  );
  r.post(
    '/auth/2fa/enable',
    route(services, async (ctx) => {
      const actor = authorize(ctx.user, 'account:update-security');
      const recoveryCodes = await services.twoFactor.enable(ctx.em, actor, ctx.req.body?.code, ctx.ip);
      await startSession(ctx.req, actor, { secondFactor: true });
      return { recoveryCodes };
    }),
  );
  r.post(
    '/auth/2fa/verify',
    route(services, async (ctx) => presentUser(await verifySecondFactor(ctx, ctx.req.body?.code))),
  );
  r.post(
    '/auth/2fa/disable',
    route(services, async (ctx) => {
      await services.twoFactor.disable(ctx.em, authorize(ctx.user, 'account:update-security'), ctx.req.body?.code, ctx.ip);
      return { success: true };
    }),
  );
  r.get(
    '/user/sessions',
    route(services, (ctx) => services.sessions.list(authorize(ctx.user, 'account:read-own').id, ctx.req.sessionID)),
  );
  r.delete(
    '/user/sessions',
    route(services, async (ctx) => ({ ended: await services.sessions.endOthers(authorize(ctx.user, 'account:update-security').id, ctx.req.sessionID) })),
  );
  r.delete(
    '/user/sessions/:id',
    route(services, async (ctx) => {
      await services.sessions.end(authorize(ctx.user, 'account:update-security').id, ctx.req.sessionID, ctx.req.params.id);
      return { success: true };
    }),
  );
  return r;
}
