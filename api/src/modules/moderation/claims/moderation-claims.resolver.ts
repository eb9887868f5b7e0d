import { Arg, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AppContext } from '../../../core/context.js';
import { Access, checkAccess } from '../../../auth/access.js';
import { unauthenticated } from '../../../core/errors.js';
import type { ClaimView, QueueEventView } from './moderation-claims.service.js';
import { ModerationClaimGql, ModerationQueue, ModerationQueueCounts, ModerationQueueEvent } from './moderation-claims.type.js';

const queueArg = { description: 'The queue of the item.' };
const idArg = { description: 'The item id in its queue (NOT_FOUND when nothing with that id waits there).' };

@Resolver()
export class ModerationClaimResolver {
  @Query(() => [ModerationClaimGql], { description: 'The live claims in a queue: the items other moderators are reviewing now.' })
  @Access('moderate')
  moderationClaims(@Arg('queue', () => ModerationQueue, queueArg) queue: ModerationQueue, @Ctx() ctx: AppContext): Promise<ClaimView[]> {
    return ctx.services.moderationClaims.list(queue);
  }

  @Query(() => ModerationQueueCounts, { description: "How many items wait in each moderation queue (the console's sidebar)." })
  @Access('moderate')
  moderationQueueCounts(@Ctx() ctx: AppContext): Promise<ModerationQueueCounts> {
    return ctx.services.moderationClaims.counts();
  }

  @Mutation(() => ModerationClaimGql, {
    description:
      "Claims a waiting item for the signed-in moderator for 5 minutes, or renews her claim (call it again while the item stays open). When another moderator's claim holds it, nothing changes and that claim is answered: compare `adminId`.",
  })
  @Access('moderate')
  claimModerationItem(
    @Arg('queue', () => ModerationQueue, queueArg) queue: ModerationQueue,
    @Arg('id', () => ID, idArg) id: string,
    @Ctx() ctx: AppContext,
  ): Promise<ClaimView> {
    return ctx.services.moderationClaims.claim(ctx.principal!.id, queue, id);
  }

  @Mutation(() => ModerationClaimGql, { description: 'Moves a waiting item\'s claim to the signed-in moderator, whoever held it ("Take over").' })
  @Access('moderate')
  takeOverModerationItem(
    @Arg('queue', () => ModerationQueue, queueArg) queue: ModerationQueue,
    @Arg('id', () => ID, idArg) id: string,
    @Ctx() ctx: AppContext,
  ): Promise<ClaimView> {
    return ctx.services.moderationClaims.takeOver(ctx.principal!.id, queue, id);
  }

  @Mutation(() => Boolean, { description: 'Lets go of her claim on an item (she closed it); false when she held none.' })
  @Access('moderate')
  releaseModerationItem(
    @Arg('queue', () => ModerationQueue, queueArg) queue: ModerationQueue,
    @Arg('id', () => ID, { description: 'The item id in its queue.' }) id: string,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    return ctx.services.moderationClaims.release(ctx.principal!.id, queue, id);
  }

  @Subscription(() => ModerationQueueEvent, {
    description:
      'Each change of the moderation queues as it happens on any instance (an item added, changed or removed, claimed or released), with the counts, for moderators only, over WebSocket on /graphql (as `notificationAdded`). Only ids travel: fetch an added item through its queue. The connection is closed when her session ends.',
    subscribe: ({ context }: { context: AppContext }) => {
      if (!context.live) throw unauthenticated();
      // Refused at once to anyone without the right (the field's own check runs only once an event comes).
      const principal = checkAccess(context.principal, 'moderate', 'read');
      return context.services.moderationClaims.live(principal.id, () => context.live!.stillAllowed());
    },
  })
  @Access('moderate')
  moderationQueueChanged(@Root() event: QueueEventView): QueueEventView {
    return event;
  }
}
