import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('BlockedImage', { description: 'A removed profile photo whose near-identical copies may not be uploaded again (its perceptual hash).' })
export class BlockedImageGql {
  @Field(() => ID, { description: 'The blocklist entry id.' })
  id!: string;

  @Field({ description: 'The reason code of the removal, e.g. "minor" or "intimate_image" (or the moderation reason of an upheld removal request).' })
  reasonCode!: string;

  @Field(() => ID, { nullable: true, description: 'The profile the photo was removed from (it may have been deleted since).' })
  profileId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The upheld removal request that removed the photo, if any.' })
  removalRequestId!: string | null;

  @Field({ description: 'When the photo was put on the blocklist.' })
  createdAt!: Date;
}

@ObjectType('BlockedImageUpload', { description: 'An upload refused because it matched a blocked image, kept for review.' })
export class BlockedImageUploadGql {
  @Field(() => ID, { description: 'The attempt id.' })
  id!: string;

  @Field({ description: 'When the upload was refused.' })
  createdAt!: Date;

  @Field(() => Int, { description: 'Differing bits between the two 64-bit hashes (0 = the same picture; at most 6 are refused).' })
  distance!: number;

  @Field(() => ID, { nullable: true, description: 'The member who uploaded it; null after her account was deleted.' })
  uploaderId!: string | null;

  @Field(() => String, { nullable: true, description: "The uploader's username; null after her account was deleted." })
  uploaderUsername!: string | null;

  @Field(() => BlockedImageGql, { description: 'The blocklist entry it matched.' })
  blockedImage!: BlockedImageGql;
}
