import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { assertSessionRequest, endSession, startSession } from '../auth/session.js';
import { signIn } from '../modules/two-factor/sign-in.js';
import { PASSWORD_CHANGED } from '../modules/auth/password-reset.service.js';
import { ACCOUNT_UNLOCKED } from '../modules/auth/account-lock.service.js';
import { presentUserIn } from '../modules/user/user.type.js';
import { unauthenticated, COMMON_MESSAGES } from '../core/errors.js';
import { route } from './handler.js';
import { requestLocale, translateText } from '../core/i18n.js';

/** SPEC §7 account paths. Each one calls the same service as its GraphQL twin. */
export function accountRoutes(services: AppServices): Router {
  const r = Router();
  r.post(
    '/register',
    route(
      'public',
      services,
      async (ctx) => {
        assertSessionRequest(ctx.req);
        // The same 202 for a new and a taken e-mail address, without a session: the e-mailed link signs her in.
        return services.signup.register(ctx.em, ctx.req.body, ctx.ip, requestLocale(ctx.req));
      },
      202,
    ),
  );
  r.post(
    '/auth/confirm-email',
    route('public', services, async (ctx) => {
      assertSessionRequest(ctx.req);
      const user = await services.signup.confirm(ctx.em, ctx.req.body);
      await startSession(ctx.req, user);
      return presentUserIn(user, await services.preferences.localeOf(ctx.req));
    }),
  );
  r.post(
    '/login',
    route('public', services, async (ctx) => {
      assertSessionRequest(ctx.req);
      const user = await services.auth.login(ctx.em, ctx.req.body, ctx.ip);
      // An account with a second factor gets `{ twoFactorRequired: true }`; POST /api/auth/2fa/verify finishes.
      const { twoFactorRequired } = await signIn(ctx, user);
      return twoFactorRequired ? { twoFactorRequired } : presentUserIn(user, await services.preferences.localeOf(ctx.req));
    }),
  );
  r.post(
    '/logout',
    route('public', services, async (ctx) => {
      await endSession(ctx.req, ctx.res);
      return { success: true };
    }),
  );
  r.post(
    '/auth/forgot-password',
    route(
      'public',
      services,
      async (ctx) => {
        const { message } = await services.passwordReset.request(ctx.em, ctx.ip, ctx.req.body);
        return { message: translateText(await services.preferences.localeOf(ctx.req), message) };
      },
      202,
    ),
  );
  r.post(
    '/auth/reset-password',
    route('public', services, async (ctx, viewer) => {
      const user = await services.passwordReset.reset(ctx.em, ctx.req.body);
      if (viewer?.id === user.id) await endSession(ctx.req, ctx.res);
      return { success: true, message: translateText(await services.preferences.localeOf(ctx.req), PASSWORD_CHANGED) };
    }),
  );
  r.post(
    '/auth/unlock',
    route('public', services, async (ctx) => {
      await services.accountLocks.unlock(ctx.em, ctx.req.body);
      return { success: true, message: translateText(await services.preferences.localeOf(ctx.req), ACCOUNT_UNLOCKED) };
    }),
  );
  r.get(
    '/auth/user',
    // `public` like GraphQL's `me`: a visitor gets SPEC §7's own 401 text, 'Unauthorized', and no API token scope applies.
    route('public', services, async (ctx, viewer) => {
      if (!viewer) throw unauthenticated(COMMON_MESSAGES.unauthorized);
      return presentUserIn(viewer, await services.preferences.localeOf(ctx.req));
    }),
  );
  r.put(
    '/user/username',
    route('account:update-username', services, async (ctx, actor) => {
      return presentUserIn(await services.auth.updateUsername(ctx.em, actor, ctx.req.body?.username), await services.preferences.localeOf(ctx.req));
    }),
  );
  return r;
}
