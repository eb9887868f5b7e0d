import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { presentPhoneCodeSent } from '../modules/phone/phone.type.js';
import { presentUserIn } from '../modules/user/user.type.js';
import { route } from './handler.js';

/** Phone verification over REST: the same service and policy as `sendPhoneCode` / `verifyPhone`. */
export function phoneRoutes(services: AppServices): Router {
  const r = Router();
  r.post(
    '/phone/send-code',
    route('phone:verify', services, async (ctx, actor) => {
      return presentPhoneCodeSent(await services.phone.sendCode(ctx.em, actor, ctx.req.body));
    }),
  );
  r.post(
    '/phone/verify',
    route('phone:verify', services, async (ctx, actor) => {
      return presentUserIn(await services.phone.verify(ctx.em, actor, ctx.req.body), await services.preferences.localeOf(ctx.req));
    }),
  );
  return r;
}
