import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access, Actor } from '../../auth/access.js';
import type { User } from '../user/user.entity.js';
import { assertSelf } from '../../policies/self.js';
import { GraphQLUpload, type FileUpload } from '../upload/upload.scalar.js';
import { CreateProfileInput, ProfileFilter } from './profile.inputs.js';
import { LocationOption, ProfilePage, ProfileType } from './profile.type.js';
import { IMAGE_LIMITS, readUpload } from '../upload/image-pipeline.js';

@ObjectType({ description: 'The result of adding a person.' })
export class CreateProfilePayload {
  @Field(() => ID, { description: 'The new profile id (navigate to /profile/{id}).' })
  id!: string;
}

@ObjectType({ description: 'A recommended profile with its score (>= 60) and up to 3 reasons.' })
export class Recommendation {
  @Field(() => ProfileType, { description: 'The recommended profile.' })
  profile!: ProfileType;

  @Field(() => Int, { description: '0 to 100.' })
  score!: number;

  @Field(() => [String], { description: 'Up to 3 reasons for the score, the weightiest first, e.g. "Highly rated (4.7★)".' })
  reasons!: string[];
}

@ObjectType('Interaction', { description: 'A profile the signed-in member has opened.' })
export class InteractionGql {
  @Field(() => ID, { description: 'The profile she opened.' })
  profileId!: string;

  @Field(() => Int, { description: 'How many times she opened it.' })
  viewCount!: number;

  @Field({ description: 'When she last opened it.' })
  lastViewedAt!: Date;

  @Field({ description: 'When she first opened it.' })
  createdAt!: Date;

  @Field(() => ProfileType, { description: 'The profile as she sees it now.' })
  profile!: ProfileType;
}

@Resolver()
export class ProfileResolver {
  @Query(() => ProfilePage, { description: 'Browse profiles: filters, nine sort orders, pages of 20 (SPEC §2 Home).' })
  @Access('public')
  profiles(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => ProfileFilter, { nullable: true, description: 'Filters and sort order; omit to list every profile, most reports first.' })
    filter?: ProfileFilter,
    @Arg('page', () => Int, {
      defaultValue: 1,
      description: 'The page, from 1. A page that would start after the first 1,000 profiles (200 with a search) is refused (BAD_USER_INPUT).',
    })
    page?: number,
    @Arg('pageSize', () => Int, { defaultValue: 20, description: 'Profiles per page, 1 to 100.' }) pageSize?: number,
  ): Promise<ProfilePage> {
    return ctx.services.profiles.browse(ctx.principal, { ...filter, page, pageSize }, ctx.services.reads.pick(ctx.req));
  }

  @Query(() => ProfileType, { nullable: true, description: 'One profile. NOT_FOUND error "Profile not found" when missing.' })
  @Access('public')
  profile(@Arg('id', () => ID, { description: 'The profile id.' }) id: string, @Ctx() ctx: AppContext): Promise<ProfileType> {
    return ctx.services.profiles.get(ctx.principal, id, ctx.services.reads.pick(ctx.req));
  }

  @Query(() => Int, { description: "Number of profiles (exact up to 500, the planner's estimate above)." })
  @Access('public')
  profileCount(@Ctx() ctx: AppContext): Promise<number> {
    return ctx.services.profiles.count(ctx.services.reads.pick(ctx.req));
  }

  @Query(() => [LocationOption], { description: 'The locations a profile can have (city centroids).' })
  @Access('public')
  locations(@Ctx() ctx: AppContext): LocationOption[] {
    return ctx.services.profiles.locations();
  }

  @Query(() => [ProfileType], {
    description:
      "The people the signed-in member added, newest first (at most 100); those no moderator has approved anything about yet have `awaitingReview` true and are seen only by her and admins (show 'Awaiting review').",
  })
  @Access('member')
  myAddedProfiles(@Ctx() ctx: AppContext, @Actor() actor: User): Promise<ProfileType[]> {
    return ctx.services.profiles.addedBy(actor);
  }

  @Query(() => ProfileType, { nullable: true, description: "The profile linked to the member's own account, or null." })
  @Access('member')
  myProfile(@Ctx() ctx: AppContext, @Actor() actor: User): Promise<ProfileType | null> {
    return ctx.services.profiles.mine(actor);
  }

  @Query(() => [Recommendation], { description: 'Smart Matches for the signed-in member (score >= 60, at most 5). `userId`, if given, must be her own.' })
  @Access('member')
  recommendations(
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
    @Arg('userId', () => ID, { nullable: true, description: 'Optional; when given it must be her own account id (FORBIDDEN otherwise).' })
    userId?: string | null,
  ): Promise<Recommendation[]> {
    assertSelf(actor, userId);
    return ctx.services.recommendations.recommend(actor);
  }

  @Query(() => [InteractionGql], { description: 'Profiles the signed-in member has opened. `userId`, if given, must be her own.' })
  @Access('member')
  myInteractions(
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
    @Arg('userId', () => ID, { nullable: true, description: 'Optional; when given it must be her own account id (FORBIDDEN otherwise).' })
    userId?: string | null,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'At most this many (1 to 500; values outside are clamped), most recently opened first.' })
    limit?: number,
  ): Promise<InteractionGql[]> {
    assertSelf(actor, userId);
    return ctx.services.profiles.interactions(actor, limit);
  }

  @Mutation(() => CreateProfilePayload, {
    description:
      'Adds a person (and her first report) in one transaction. Needs a verified phone. The optional image stays private until an admin approves it.',
  })
  @Access('profile:create')
  async createProfile(
    @Arg('input', () => CreateProfileInput, { description: 'The person and, optionally, her first report.' }) input: CreateProfileInput,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
    @Arg('profileImage', () => GraphQLUpload, {
      nullable: true,
      description:
        'Optional photo of her (JPEG, PNG or WebP, under 5 MB) as a multipart file; re-encoded without metadata and pending until an admin approves it.',
    })
    profileImage?: Promise<FileUpload> | null,
  ): Promise<CreateProfilePayload> {
    const image = profileImage ? await readUpload(profileImage, IMAGE_LIMITS.maxBytes) : null;
    const request = { operation: 'Mutation.createProfile', payload: { input, image }, status: 200 };
    return ctx.services.idempotency.run(ctx, actor, request, (guard) => ctx.services.profiles.create(ctx.em, actor, input, image, guard));
  }

  @Mutation(() => Boolean, { description: 'Records that the signed-in member opened a profile (for recommendations).' })
  @Access('account:read-own')
  recordProfileView(
    @Arg('profileId', () => ID, { description: 'The profile she opened; NOT_FOUND when there is none.' }) profileId: string,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<boolean> {
    return ctx.services.profiles.recordView(ctx.em, actor, profileId);
  }
}
