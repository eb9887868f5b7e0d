import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import type { ModerationContext } from '../../core/command.js';
import { Access, Actor } from '../../auth/access.js';
import { Moderator, moderationContext } from '../../auth/moderator.js';
import type { User } from '../user/user.entity.js';
import { parseProfileId } from '../profile/profile-id.js';
import { WatchInput } from './watch.inputs.js';
import { WatchGql } from './watch.type.js';

@Resolver()
export class WatchResolver {
  @Query(() => [WatchGql], {
    description: 'Her name watches (Settings > Watches), newest first, with when each last matched. Needs no verified phone to read.',
  })
  @Access('watch:manage')
  myWatches(@Ctx() ctx: AppContext, @Actor() actor: User): Promise<WatchGql[]> {
    return ctx.services.watches.list(actor);
  }

  @Mutation(() => WatchGql, {
    description:
      'Starts a name watch for 30 days: she is told when a moderator publishes a matching profile, at most once per profile per day. Needs a verified phone; at most 3 active and 10 started in 30 days (CONFLICT, TOO_MANY_REQUESTS). Private; audited without the name.',
  })
  @Access('watch:manage')
  createWatch(
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
    @Arg('input', () => WatchInput, { description: 'The name, the city and the radius.' }) input: WatchInput,
  ): Promise<WatchGql> {
    return ctx.services.watches.create(moderationContext(ctx, actor), input);
  }

  @Mutation(() => WatchGql, { description: 'Renews her watch for another 30 days from now (an expired one counts again toward her 3 active).' })
  @Access('watch:manage')
  renewWatch(@Ctx() ctx: AppContext, @Actor() actor: User, @Arg('id', () => ID, { description: 'Her watch.' }) id: string): Promise<WatchGql> {
    return ctx.services.watches.renew(moderationContext(ctx, actor), id);
  }

  @Mutation(() => Boolean, { description: 'Deletes her watch: it stops at once and leaves her list (it still counts toward the 10 a month).' })
  @Access('watch:manage')
  deleteWatch(@Ctx() ctx: AppContext, @Actor() actor: User, @Arg('id', () => ID, { description: 'Her watch.' }) id: string): Promise<boolean> {
    return ctx.services.watches.delete(moderationContext(ctx, actor), id);
  }

  @Query(() => [WatchGql], {
    description: 'For moderators deciding a removal request: the live name watches that a profile matches now (without whose they are).',
  })
  @Access('moderate')
  watchesMatchingProfile(@Ctx() ctx: AppContext, @Arg('profileId', () => ID, { description: 'The profile.' }) profileId: string): Promise<WatchGql[]> {
    return ctx.services.watches.matchingProfile(parseProfileId(profileId));
  }

  @Mutation(() => WatchGql, {
    description: "Ends a member's name watch (one that targets a person who asked for removal). Audited; she is told it was ended, not by whom.",
  })
  @Access('moderate')
  endWatch(
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
    @Arg('id', () => ID, { description: 'The watch.' }) id: string,
    @Arg('note', () => String, { nullable: true, description: 'An optional note for the audit log, at most 1,000 characters.' }) note?: string | null,
  ): Promise<WatchGql> {
    return ctx.services.watches.end(m, id, note);
  }
}
