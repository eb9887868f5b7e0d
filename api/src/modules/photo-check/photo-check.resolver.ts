import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access, Actor } from '../../auth/access.js';
import type { User } from '../user/user.entity.js';
import { GraphQLUpload, type FileUpload } from '../upload/upload.scalar.js';
import { IMAGE_LIMITS, readUpload } from '../upload/image-pipeline.js';
import { PhotoCheckResultGql } from './photo-check.type.js';

@Resolver()
export class PhotoCheckResolver {
  @Mutation(() => PhotoCheckResultGql, {
    description:
      'Checks a photo (one she was sent) against the approved photos of the published profiles: the profiles whose photo looks alike, best match first. Needs a verified phone; 10 checks a day. Nothing of the photo is kept.',
  })
  @Access('photo:check')
  async checkPhoto(
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
    @Arg('image', () => GraphQLUpload, {
      description: 'The photo (JPEG, PNG or WebP, under 5 MB) as a multipart file; read in memory and dropped after the check.',
    })
    image: Promise<FileUpload>,
  ): Promise<PhotoCheckResultGql> {
    const data = await readUpload(image, IMAGE_LIMITS.maxBytes);
    return ctx.services.photoCheck.check(actor, data, await ctx.services.preferences.localeOf(ctx.req));
  }
}
