import { Router } from 'express';
import type { Services } from '../app/services.js';
import { authorize } from '../policies/can.js';
import { moderator } from '../modules/moderation/moderation.resolver.js';
import { IdVerificationStatus } from '../modules/user/user.entity.js';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../modules/upload/image-pipeline.js';
import { parseMultipart } from './multipart.js';
import { route } from './handler.js';

/** SPEC §7 ID verification paths (member and admin). */
export function verificationRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/id/status',
    route(services, (ctx) => services.verification.status(authorize(ctx.user, 'account:read-own'))),
  );
  r.get(
    '/verification/status',
    route(services, async (ctx) => {
      const s = await services.verification.status(authorize(ctx.user, 'account:read-own'));
      return { status: s.status, idVerified: s.idVerified };
    }),
  );
  r.post(
    '/id/submit',
    route(
      services,
      async (ctx) => {
        const actor = authorize(ctx.user, 'account:read-own');
        if (!ctx.req.is('multipart/form-data')) return services.verification.submit(ctx.em, actor, ctx.req.body, null);
        const { fields, file } = await parseMultipart(ctx.req, {
          fileField: 'idImage',
          maxFileSize: IMAGE_LIMITS.maxBytes,
          tooLargeMessage: IMAGE_MESSAGES.tooLarge(IMAGE_LIMITS.maxBytes),
        });
        return services.verification.submit(ctx.em, actor, fields, file?.data ?? null);
      },
      201,
    ),
  );

  r.get(
    '/admin/verification-requests',
    route(services, (ctx) => {
      moderator(ctx, 'review_id_documents');
      return services.verification.list(ctx.req.query.status === 'all' ? 'all' : 'pending');
    }),
  );
  r.post(
    '/admin/verification/:userId/approve',
    route(services, async (ctx) => {
      const m = moderator(ctx, 'review_id_documents');
      const id = await services.verification.pendingRequestIdOf(String(ctx.req.params.userId));
      return { success: await services.verification.decide(m.em, m.actor, id, IdVerificationStatus.APPROVED, ctx.req.body?.notes, m.ip) };
    }),
  );
  r.post(
    '/admin/verification/:userId/reject',
    route(services, async (ctx) => {
      const m = moderator(ctx, 'review_id_documents');
      const id = await services.verification.pendingRequestIdOf(String(ctx.req.params.userId));
      return { success: await services.verification.decide(m.em, m.actor, id, IdVerificationStatus.REJECTED, ctx.req.body?.notes, m.ip) };
    }),
  );
  r.post(
    '/admin/verification-requests/:id/open',
    route(services, (ctx) => {
      const m = moderator(ctx, 'review_id_documents');
      return services.verification.openDocument(m.em, m.actor, String(ctx.req.params.id), m.ip);
    }),
  );
  // The short-lived link: needs the admin's session AND a valid signature issued to her in the last 2 minutes.
  r.get('/admin/id-documents/:id', async (req, res, next) => {
    try {
      const m = moderator({ user: req.user } as never, 'review_id_documents');
      const image = await services.verification.documentImage(m.actor, String(req.params.id), req.query.expires, req.query.sig);
      res.setHeader('Content-Type', 'image/jpeg');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Disposition', 'inline; filename="id-document.jpg"');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.send(image);
    } catch (e) {
      next(e);
    }
  });
  return r;
}
