import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { endSession } from '../auth/session.js';
import { route } from './handler.js';

/** The member's own account: her data export (a JSON download) and account deletion. Same service as GraphQL's `deleteAccount`. */
export function userRoutes(services: AppServices): Router {
  const r = Router();
  r.get(
    '/user/export',
    route('account:export', services, async (ctx, actor) => {
      const { fileName, data } = await services.users.exportData(actor);
      ctx.res
        .status(200)
        .type('application/json')
        .setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(JSON.stringify(data, null, 2));
    }),
  );
  r.delete(
    '/user',
    route('account:delete', services, async (ctx, actor) => {
      await services.users.deleteAccount(ctx, actor, ctx.req.body ?? {});
      await endSession(ctx.req, ctx.res);
      return { success: true };
    }),
  );
  return r;
}
