import { Router } from 'express';
import type { Services } from '../app/services.js';
import { assertSessionRequest, endSession, startSession } from '../auth/session.js';
import { signIn } from '../modules/two-factor/sign-in.js';
import { PASSWORD_CHANGED } from '../modules/auth/password-reset.service.js';
import { presentUser } from '../modules/user/user.type.js';
import { authorize } from '../policies/can.js';
import { unauthenticated } from '../shared/errors.js';
import { route } from './handler.js';

/** SPEC §7 account paths. Each one calls the same service as its GraphQL twin. */
export function accountRoutes(services: Services): Router {
  const r = Router();
  r.post(
    '/register',
    route(
      services,
      async (ctx) => {
        assertSessionRequest(ctx.req);
        const user = await services.auth.register(ctx.em, ctx.req.body, ctx.ip);
        await startSession(ctx.req, user);
        return presentUser(user);
      },
      201,
    ),
  );
  r.post(
    '/login',
    route(services, async (ctx) => {
      assertSessionRequest(ctx.req);
      const user = await services.auth.login(ctx.em, ctx.req.body, ctx.ip);
      // An account with a second factor gets `{ twoFactorRequired: true }`; POST /api/auth/2fa/verify finishes.
      const { twoFactorRequired } = await signIn(ctx, user);
      return twoFactorRequired ? { twoFactorRequired } : presentUser(user);
    }),
  );
  r.post(
    '/logout',
    route(services, async (ctx) => {
      await endSession(ctx.req, ctx.res);
      return { success: true };
    }),
  );
  r.post(
    '/auth/forgot-password',
    route(services, (ctx) => services.passwordReset.request(ctx.em, ctx.ip, ctx.req.body), 202),
  );
  r.post(
    '/auth/reset-password',
    route(services, async (ctx) => {
      const user = await services.passwordReset.reset(ctx.em, ctx.req.body);
      if (ctx.user?.id === user.id) await endSession(ctx.req, ctx.res);
      return { success: true, message: PASSWORD_CHANGED };
    }),
  );
  r.get(
    '/auth/user',
    route(services, (ctx) => {
      if (!ctx.user) throw unauthenticated('Unauthorized');
      return presentUser(ctx.user);
    }),
  );
  r.put(
    '/user/username',
    route(services, async (ctx) => {
      const actor = authorize(ctx.user, 'account:update-username');
      return presentUser(await services.auth.updateUsername(ctx.em, actor, ctx.req.body?.username));
    }),
  );
  return r;
}
