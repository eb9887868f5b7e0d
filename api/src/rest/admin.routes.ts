import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { moderationRoute, route } from './handler.js';
import { generateSampleData } from '../modules/sample-data/commands/generate-sample-data.command.js';
import { removeSampleData } from '../modules/sample-data/commands/remove-sample-data.command.js';
import { wordDecision } from '../modules/decision/decision.wording.js';
import { adminUserIn } from '../modules/user/suspension-reason.js';

/** SPEC §7 `/api/admin/*` paths (plus the queue's approve/reject), over the same services as GraphQL. */
export function adminRoutes(services: AppServices): Router {
  const r = Router();
  const q = (v: unknown) => (typeof v === 'string' ? v : undefined);

  r.get(
    '/admin/stats',
    route('moderate', services, () => services.adminStats.stats()),
  );
  r.get(
    '/admin/recent-activity',
    route('moderate', services, () => services.adminStats.recentActivity(10)),
  );
  r.get(
    '/admin/analytics',
    route('moderate', services, (ctx) => services.adminStats.analytics(Number(ctx.req.query.days ?? 30) || 30)),
  );

  r.get(
    '/admin/reports',
    route('moderate', services, async (ctx) => {
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
      ctx.res.setHeader('X-Total-Count-Exact', String(page.totalIsExact));
      return page.items;
    }),
  );
  r.put(
    '/admin/reports/:id',
    moderationRoute('moderate', services, (m, ctx) => services.moderation.updateReport(m, ctx.req.params.id, ctx.req.body)),
  );
  r.delete(
    '/admin/reports/:id',
    moderationRoute('moderate', services, async (m, ctx) => ({ success: await services.moderation.deleteReport(m, ctx.req.params.id, ctx.req.body ?? {}) })),
  );
  r.post(
    '/admin/reports/:id/approve',
    moderationRoute('moderate', services, (m, ctx) => services.moderation.approveReport(m, ctx.req.params.id, ctx.req.body ?? {})),
  );
  r.post(
    '/admin/reports/:id/reject',
    moderationRoute('moderate', services, (m, ctx) => services.moderation.rejectReport(m, ctx.req.params.id, ctx.req.body ?? {})),
  );

  r.get(
    '/admin/profiles',
    moderationRoute('moderate', services, async (m, ctx) => {
      const page = await services.moderation.listProfiles(m.actor, { search: q(ctx.req.query.search), page: Number(ctx.req.query.page ?? 1), pageSize: 100 });
      ctx.res.setHeader('X-Total-Count', String(page.total));
      ctx.res.setHeader('X-Total-Count-Exact', String(page.totalIsExact));
      return page.items;
    }),
  );
  r.put(
    '/admin/profiles/:id',
    moderationRoute('moderate', services, async (m, ctx) => {
      const id = await services.moderation.updateProfile(m, ctx.req.params.id, ctx.req.body);
      return services.profiles.get(m.actor, id);
    }),
  );
  r.delete(
    '/admin/profiles/:id',
    moderationRoute('moderate', services, async (m, ctx) => ({ success: await services.moderation.deleteProfile(m, ctx.req.params.id, ctx.req.body ?? {}) })),
  );

  r.get(
    '/admin/pending-images',
    route('moderate', services, () => services.moderation.pendingImages()),
  );
  r.post(
    '/admin/approve-image',
    moderationRoute('moderate', services, async (m, ctx) => {
      const { profileId, status, reason, rule, note } = ctx.req.body ?? {};
      return { success: await services.moderation.decideImage(m, profileId, status, { reason, rule, note }) };
    }),
  );

  r.get(
    '/admin/users',
    route('manage_users', services, async (ctx) => {
      const page = await services.moderation.listUsers({ search: q(ctx.req.query.search), page: Number(ctx.req.query.page ?? 1), pageSize: 200 });
      ctx.res.setHeader('X-Total-Count', String(page.total));
      ctx.res.setHeader('X-Total-Count-Exact', String(page.totalIsExact));
      const locale = await services.preferences.localeOf(ctx.req);
      return page.items.map((u) => adminUserIn(u, locale));
    }),
  );
  r.post(
    '/admin/ban-user',
    moderationRoute('manage_users', services, async (m, ctx) =>
      adminUserIn(await services.moderation.banUser(m, ctx.req.body), await services.preferences.localeOf(ctx.req)),
    ),
  );
  r.post(
    '/admin/unban-user',
    moderationRoute('manage_users', services, async (m, ctx) =>
      adminUserIn(await services.moderation.unbanUser(m, ctx.req.body?.userId, ctx.req.body?.note), await services.preferences.localeOf(ctx.req)),
    ),
  );
  // Graduated sanctions (issue 10 item 6): a warning, a suspension of 1, 7 or 30 days, lifting it; a member's history.
  // Warning and suspending share one shape: `{ userId, reason, ... }` to its command, the member as admins see her back.
  const sanction = (kind: 'warn' | 'suspend') =>
    moderationRoute('manage_users', services, async (m, ctx) =>
      adminUserIn(await services.sanctions[kind](m, ctx.req.body), await services.preferences.localeOf(ctx.req)),
    );
  r.post('/admin/warn-user', sanction('warn'));
  r.post('/admin/suspend-user', sanction('suspend'));
  r.post(
    '/admin/lift-suspension',
    moderationRoute('manage_users', services, async (m, ctx) =>
      adminUserIn(await services.sanctions.lift(m, ctx.req.body?.userId, ctx.req.body?.note), await services.preferences.localeOf(ctx.req)),
    ),
  );
  r.get(
    '/admin/users/:id/sanctions',
    moderationRoute('manage_users', services, async (m, ctx) => {
      const page = await services.sanctions.history(m, ctx.req.params.id, {
        first: ctx.req.query.first === undefined ? undefined : Number(ctx.req.query.first),
        after: q(ctx.req.query.after),
      });
      if (page.nextCursor) ctx.res.setHeader('X-Next-Cursor', page.nextCursor);
      const locale = await services.preferences.localeOf(ctx.req);
      return page.items.map((d) => wordDecision(d, locale));
    }),
  );

  r.post(
    '/admin/generate-sample-data',
    moderationRoute('generate_sample_data', services, (m, ctx) => services.commands.run(generateSampleData, m, ctx.req.body?.count)),
  );
  r.delete(
    '/admin/sample-data',
    moderationRoute('generate_sample_data', services, (m) => services.commands.run(removeSampleData, m, undefined)),
  );

  r.get(
    '/admin/audit-log',
    route('view_audit_log', services, (ctx) => {
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
