import { Router } from 'express';
import type { Services } from '../app/services.js';
import { presentPhoneCodeSent } from '../modules/phone/phone.type.js';
import { presentUser } from '../modules/user/user.type.js';
import { authorize } from '../policies/can.js';
import { route } from './handler.js';

/** Phone verification over REST: the same service and policy as `sendPhoneCode` / `verifyPhone`. */
export function phoneRoutes(services: Services): Router {
  const r = Router();
  r.post(
    '/phone/send-code',
    route(services, async (ctx) => {
      const actor = authorize(ctx.user, 'phone:verify');
      return presentPhoneCodeSent(await services.phone.sendCode(ctx.em, actor, ctx.req.body));
    }),
  );
  r.post(
    '/phone/verify',
    route(services, async (ctx) => {
      const actor = authorize(ctx.user, 'phone:verify');
      return presentUser(await services.phone.verify(ctx.em, actor, ctx.req.body));
    }),
  );
  return r;
}
