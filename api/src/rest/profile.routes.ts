import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { notFound } from '../core/errors.js';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../modules/upload/image-pipeline.js';
import { assertSelf } from '../policies/self.js';
import { parseMultipart } from './multipart.js';
import { route } from './handler.js';
import { PROFILE_MESSAGES } from '../modules/profile/profile.messages.js';

export const REST_PAGE_DEFAULT = 20;
export const REST_PAGE_MAX = 100;

/** SPEC §7 profile, report and interaction paths over the same services as the GraphQL resolvers. */
export function profileRoutes(services: AppServices): Router {
  const r = Router();

  // GET /api/profiles: the documented query (location, minRating, search) plus the other browse filters;
  // answers an array, bounded by limit (default 20, max 100) and offset; the total is in X-Total-Count.
  r.get(
    '/profiles',
    route('public', services, async (ctx, viewer) => {
      const q = ctx.req.query as Record<string, string | undefined>;
      const page = await services.profiles.browse(
        viewer,
        {
          location: q.location,
          minRating: q.minRating,
          search: q.search,
          distance: q.distance,
          latitude: q.latitude ?? q.lat,
          longitude: q.longitude ?? q.lng,
          sortBy: q.sortBy,
          pageSize: q.limit ?? REST_PAGE_DEFAULT,
          offset: q.offset ?? 0,
        },
        services.reads.pick(ctx.req),
      );
      ctx.res.setHeader('X-Total-Count', String(page.total));
      ctx.res.setHeader('X-Total-Count-Exact', String(page.totalIsExact));
      return page.items;
    }),
  );

  r.get(
    '/profiles/count',
    route('public', services, async (ctx) => ({ count: await services.profiles.count(services.reads.pick(ctx.req)) })),
  );

  r.get(
    '/profiles/my-profile',
    route('account:read-own', services, async (_ctx, actor) => {
      const profile = await services.profiles.mine(actor);
      if (!profile) throw notFound(PROFILE_MESSAGES.notCreatedYet);
      return profile;
    }),
  );

  r.get(
    '/profiles/recommendations',
    route('account:read-own', services, async (ctx, actor) => {
      assertSelf(actor, ctx.req.query.userId as string | undefined);
      return services.recommendations.recommend(actor);
    }),
  );

  r.get(
    '/interactions',
    route('account:read-own', services, async (ctx, actor) => {
      assertSelf(actor, ctx.req.query.userId as string | undefined);
      return services.profiles.interactions(actor);
    }),
  );

  r.get(
    '/profiles/:id',
    route('public', services, (ctx, viewer) => services.profiles.get(viewer, ctx.req.params.id, services.reads.pick(ctx.req))),
  );

  r.get(
    '/profiles/:id/reports',
    route('public', services, async (ctx, viewer) => {
      const page = await services.reports.listForProfile(
        ctx.req.params.id,
        Number(ctx.req.query.limit ?? 50),
        (ctx.req.query.after as string) || null,
        viewer,
        services.reads.pick(ctx.req),
      );
      if (page.nextCursor) ctx.res.setHeader('X-Next-Cursor', page.nextCursor);
      return page.items;
    }),
  );

  // Both creations accept an optional Idempotency-Key header (idempotency.service.ts): a retry gets the first answer.
  r.post(
    '/profiles/:id/reports',
    route(
      'report:create',
      services,
      (ctx, actor) => {
        const { id } = ctx.req.params;
        const request = { operation: 'POST /api/profiles/:id/reports', payload: { id, body: ctx.req.body }, status: 201 };
        return services.idempotency.run(ctx, actor, request, (guard) => services.reports.create(ctx.em, actor, id, ctx.req.body, guard));
      },
      201,
    ),
  );

  // JSON, or multipart with the same fields plus an optional `profileImage`.
  r.post(
    '/profiles',
    route(
      'profile:create',
      services,
      async (ctx, actor) => {
        let input: unknown = ctx.req.body;
        let image: Buffer | null = null;
        if (ctx.req.is('multipart/form-data')) {
          const { fields, file } = await parseMultipart(ctx.req, {
            fileField: 'profileImage',
            maxFileSize: IMAGE_LIMITS.maxBytes,
            tooLargeMessage: IMAGE_MESSAGES.tooLarge(IMAGE_LIMITS.maxBytes),
          });
          [input, image] = [fields, file?.data ?? null];
        }
        const request = { operation: 'POST /api/profiles', payload: { body: input, image }, status: 201 };
        return services.idempotency.run(ctx, actor, request, (guard) => services.profiles.create(ctx.em, actor, input, image, guard));
      },
      201,
    ),
  );

  r.get(
    '/reviews/my',
    route('account:read-own', services, async (ctx, actor) => services.reports.listMine(actor, await services.preferences.localeOf(ctx.req))),
  );

  // Profile images are served by the app only, after the same visibility check as the API (SAFETY 1).
  // `?w=<width>&fmt=webp|jpeg` asks for a smaller copy (Profile.profileImage.variants), through the same check.
  r.get(
    '/images/profiles/:id',
    route('public', services, async ({ req, res }, viewer) => {
      const image = await services.profiles.image(viewer, req.params.id, req.query.w, req.query.fmt);
      res.setHeader('Content-Type', image.contentType);
      res.setHeader('Content-Disposition', `inline; filename="profile.${image.contentType === 'image/webp' ? 'webp' : 'jpg'}"`);
      res.setHeader('Cache-Control', image.approved ? 'public, max-age=86400' : 'private, no-store');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.send(image.data);
    }),
  );

  return r;
}
