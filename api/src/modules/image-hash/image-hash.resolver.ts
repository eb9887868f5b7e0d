import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access } from '../../auth/access.js';
import { BlockedImageUploadGql } from './image-hash.type.js';

@Resolver()
export class ImageHashResolver {
  @Query(() => [BlockedImageUploadGql], {
    description:
      'Uploads refused because they matched a photo removed for a minor or an intimate image, or on an upheld removal request (newest first), for review. Each refusal is also in the audit log (image.upload_blocked).',
  })
  @Access('review_blocked_uploads')
  blockedImageUploads(
    @Ctx() ctx: AppContext,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 50, description: 'How many attempts, 1 to 200 (values outside are clamped).' })
    limit?: number | null,
  ): Promise<BlockedImageUploadGql[]> {
    return ctx.services.imageHashes.attempts(limit ?? 50);
  }
}
