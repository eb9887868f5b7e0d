import { Router } from 'express';
import type { Services } from '../app/services.js';
import { moderator } from '../modules/moderation/moderation-context.js';
import { route } from './handler.js';

/** SPEC §7 `/api/admin/*` paths (plus the queue's approve/reject), over the same services as GraphQL. */
export function adminRoutes(services: Services): Router {
  const r = Router();
  const q = (v: unknown) => (typeof v === 'string' ? v : undefined);

  r.get(
    '/admin/stats',
    route(services, (ctx) => (moderator(ctx, 'moderate'), services.adminStats.stats())),
  );
  r.get(
    '/admin/recent-activity',
    route(services, (ctx) => (moderator(ctx, 'moderate'), services.adminStats.recentActivity(10))),
  );
  r.get(
    '/admin/analytics',
    route(services, (ctx) => (moderator(ctx, 'moderate'), services.adminStats.analytics(Number(ctx.req.query.days ?? 30) || 30))),
  );

  r.get(
    '/admin/reports',
    route(services, async (ctx) => {
      moderator(ctx, 'moderate');
      const { query } = ctx.req;
      const page = await services.moderation.listReports({
        status: q(query.status) ?? 'all',
        reportType: q(query.type),
        search: q(query.search),
        profileId: q(query.profile),
        page: q(query.page),
        pageSize: q(query.limit) ?? 100,
      });
      ctx.res.setHeader('X-Total-Count', String(page.total));
      return page.items;
    }),
  );
  r.put(
    '/admin/reports/:id',
    route(services, (ctx) => services.moderation.updateReport(moderator(ctx, 'moderate'), ctx.req.params.id, ctx.req.body)),
  );
  r.delete(
    '/admin/reports/:id',
    route(services, async (ctx) => ({ success: await services.moderation.deleteReport(moderator(ctx, 'moderate'), ctx.req.params.id, ctx.req.body ?? {}) })),
  );
  r.post(
    '/admin/reports/:id/approve',
    route(services, (ctx) => services.moderation.approveReport(moderator(ctx, 'moderate'), ctx.req.params.id, ctx.req.body ?? {})),
  );
  r.post(
    '/admin/reports/:id/reject',
    route(services, (ctx) => services.moderation.rejectReport(moderator(ctx, 'moderate'), ctx.req.params.id, ctx.req.body ?? {})),
  );

  r.get(
    '/admin/profiles',
    route(services, async (ctx) => {
      const m = moderator(ctx, 'moderate');
      const page = await services.moderation.listProfiles(m.actor, { search: q(ctx.req.query.search), page: Number(ctx.req.query.page ?? 1), pageSize: 100 });
      ctx.res.setHeader('X-Total-Count', String(page.total));
      return page.items;
    }),
  );
  r.put(
    '/admin/profiles/:id',
    route(services, async (ctx) => {
      const m = moderator(ctx, 'moderate');
      const id = await services.moderation.updateProfile(m, ctx.req.params.id, ctx.req.body);
      return services.profiles.get(m.actor, id);
    }),
  );
  r.delete(
    '/admin/profiles/:id',
    route(services, async (ctx) => ({ success: await services.moderation.deleteProfile(moderator(ctx, 'moderate'), ctx.req.params.id, ctx.req.body ?? {}) })),
  );

  r.get(
    '/admin/pending-images',
    route(services, (ctx) => (moderator(ctx, 'moderate'), services.moderation.pendingImages())),
  );
  r.post(
    '/admin/approve-image',
    route(services, async (ctx) => {
      const { profileId, status, reason, rule, note } = ctx.req.body ?? {};
      return { success: await services.moderation.decideImage(moderator(ctx, 'moderate'), profileId, status, { reason, rule, note }) };
    }),
  );

  r.get(
    '/admin/users',
    route(services, async (ctx) => {
      moderator(ctx, 'manage_users');
      const page = await services.moderation.listUsers({ search: q(ctx.req.query.search), page: Number(ctx.req.query.page ?? 1), pageSize: 200 });
      ctx.res.setHeader('X-Total-Count', String(page.total));
      return page.items;
    }),
  );
  r.post(
    '/admin/ban-user',
    route(services, (ctx) => services.moderation.banUser(moderator(ctx, 'manage_users'), ctx.req.body)),
  );
  r.post(
    '/admin/unban-user',
    route(services, (ctx) => services.moderation.unbanUser(moderator(ctx, 'manage_users'), ctx.req.body?.userId, ctx.req.body?.note)),
  );
  // Graduated sanctions (issue 10 item 6): a warning, a suspension of 1, 7 or 30 days, lifting it; a member's history.
  r.post(
    '/admin/warn-user',
    route(services, (ctx) => services.sanctions.warn(moderator(ctx, 'manage_users'), ctx.req.body)),
  );
  r.post(
    '/admin/suspend-user',
    route(services, (ctx) => services.sanctions.suspend(moderator(ctx, 'manage_users'), ctx.req.body)),
  );
  r.post(
    '/admin/lift-suspension',
    route(services, (ctx) => services.sanctions.lift(moderator(ctx, 'manage_users'), ctx.req.body?.userId, ctx.req.body?.note)),
  );
  r.get(
    '/admin/users/:id/sanctions',
    route(services, async (ctx) => {
      const page = await services.sanctions.history(moderator(ctx, 'manage_users'), ctx.req.params.id, {
        first: ctx.req.query.first === undefined ? undefined : Number(ctx.req.query.first),
        after: q(ctx.req.query.after),
      });
      if (page.nextCursor) ctx.res.setHeader('X-Next-Cursor', page.nextCursor);
      return page.items;
    }),
  );

  r.post(
    '/admin/generate-sample-data',
    route(services, (ctx) => {
      const m = moderator(ctx, 'generate_sample_data');
      return services.sampleData.generate(m.em, m.actor, ctx.req.body?.count, m.ip);
    }),
  );
  r.delete(
    '/admin/sample-data',
    route(services, (ctx) => {
      const m = moderator(ctx, 'generate_sample_data');
      return services.sampleData.remove(m.em, m.actor, m.ip);
    }),
  );

  r.get(
    '/admin/audit-log',
    route(services, (ctx) => {
      moderator(ctx, 'view_audit_log');
      const { query } = ctx.req;
      return services.audit.list({
        action: q(query.action),
        targetType: q(query.targetType),
        actorId: q(query.actorId),
        search: q(query.search),
        before: q(query.before),
        limit: Number(query.limit ?? 50),
      });
    }),
  );
  return r;
}
