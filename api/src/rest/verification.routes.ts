import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { IdVerificationStatus } from '../modules/user/user.entity.js';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../modules/upload/image-pipeline.js';
import { parseMultipart } from './multipart.js';
import { moderationRoute, route } from './handler.js';

/** SPEC §7 ID verification paths (member and admin). */
export function verificationRoutes(services: AppServices): Router {
  const r = Router();
  r.get(
    '/id/status',
    route('account:read-own', services, (_ctx, actor) => services.verification.status(actor)),
  );
  r.get(
    '/verification/status',
    route('account:read-own', services, async (_ctx, actor) => {
      const s = await services.verification.status(actor);
      return { status: s.status, idVerified: s.idVerified };
    }),
  );
  r.post(
    '/id/submit',
    route(
      'account:read-own',
      services,
      async (ctx, actor) => {
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
    route('review_id_documents', services, (ctx) => services.verification.list(ctx.req.query.status === 'all' ? 'all' : 'pending')),
  );
  r.post(
    '/admin/verification/:userId/approve',
    moderationRoute('review_id_documents', services, async (m, ctx) => {
      const id = await services.verification.pendingRequestIdOf(String(ctx.req.params.userId));
      return { success: await services.verification.decide(m, id, IdVerificationStatus.APPROVED, ctx.req.body?.notes) };
    }),
  );
  r.post(
    '/admin/verification/:userId/reject',
    moderationRoute('review_id_documents', services, async (m, ctx) => {
      const id = await services.verification.pendingRequestIdOf(String(ctx.req.params.userId));
      return { success: await services.verification.decide(m, id, IdVerificationStatus.REJECTED, ctx.req.body?.notes) };
    }),
  );
  r.post(
    '/admin/verification-requests/:id/open',
    moderationRoute('review_id_documents', services, (m, ctx) => services.verification.openDocument(m.em, m.actor, String(ctx.req.params.id), m.ip)),
  );
  // The short-lived link: needs the admin's session AND a valid signature issued to her in the last 2 minutes.
  r.get(
    '/admin/id-documents/:id',
    route('review_id_documents', services, async ({ req, res }, actor) => {
      const image = await services.verification.documentImage(actor, String(req.params.id), req.query.expires, req.query.sig);
      res.setHeader('Content-Type', 'image/jpeg');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Disposition', 'inline; filename="id-document.jpg"');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.send(image);
    }),
  );
  return r;
}
