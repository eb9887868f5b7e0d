import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../modules/upload/image-pipeline.js';
import { parseMultipart } from './multipart.js';
import { route } from './handler.js';

/** The photo check (issue 26 item 2) over the same service as GraphQL's `checkPhoto`. */
export function photoCheckRoutes(services: AppServices): Router {
  const r = Router();
  // Multipart with one file field, `image`; read in memory (multipart.ts writes nothing to disk) and dropped after.
  r.post(
    '/photo-check',
    route('photo:check', services, async (ctx, actor) => {
      const { file } = await parseMultipart(ctx.req, {
        fileField: 'image',
        maxFileSize: IMAGE_LIMITS.maxBytes,
        tooLargeMessage: IMAGE_MESSAGES.tooLarge(IMAGE_LIMITS.maxBytes),
      });
      return services.photoCheck.check(actor, file?.data ?? Buffer.alloc(0), await services.preferences.localeOf(ctx.req));
    }),
  );
  return r;
}
