import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription, registerEnumType } from 'type-graphql';
import type { AppContext } from '../../../core/context.js';
import { Access, checkAccess } from '../../../auth/access.js';
import { unauthenticated } from '../../../core/errors.js';
import type { ClaimView, QueueEventView } from './moderation-claims.service.js';
import type { ModerationQueueName, QueueChange } from './moderation-queues.js';

/** The queues by their GraphQL names; the values are the names events and claims use. */
export enum ModerationQueue {
  REPORTS = 'reports',
  IMAGES = 'images',
  VERIFICATIONS = 'verifications',
  FLAGS = 'flags',
  REMOVAL_REQUESTS = 'removalRequests',
  APPEALS = 'appeals',
}

export enum ModerationQueueChange {
  ADDED = 'added',
  CHANGED = 'changed',
  REMOVED = 'removed',
  CLAIMED = 'claimed',
  RELEASED = 'released',
}

registerEnumType(ModerationQueue, {
  name: 'ModerationQueue',
  description: 'A moderation queue of the admin console.',
  valuesConfig: {
    REPORTS: { description: 'Reports waiting for approval (item id: the report id).' },
    IMAGES: { description: 'Profile images waiting for review (item id: the profile id).' },
    VERIFICATIONS: { description: 'ID verification requests waiting for review (item id: the request id).' },
    FLAGS: { description: 'Flag cases waiting for a moderator (item id: the case id).' },
    REMOVAL_REQUESTS: { description: 'Removal requests waiting for a decision (item id: the request id).' },
    APPEALS: { description: 'Appeals waiting for a decision (item id: the appeal id).' },
  },
});

registerEnumType(ModerationQueueChange, {
  name: 'ModerationQueueChange',
  description: 'What happened to an item of a moderation queue.',
  valuesConfig: {
    ADDED: { description: 'It came in (a member submitted it, or it waits again).' },
    CHANGED: { description: 'It changed while waiting (edited, more flags, a new image).' },
    REMOVED: { description: 'It left the queue (decided, withdrawn or deleted).' },
    CLAIMED: { description: 'A moderator claimed it, renewed her claim or took it over.' },
    RELEASED: { description: 'Its claim was let go (closed or decided).' },
  },
});

@ObjectType({ simpleResolvers: true, description: 'How many items wait in each moderation queue.' })
export class ModerationQueueCounts {
  @Field(() => Int, { description: 'Reports waiting for approval.' }) reports!: number;
  @Field(() => Int, { description: 'Profile images waiting for review.' }) images!: number;
  @Field(() => Int, { description: 'ID verification requests waiting for review.' }) verifications!: number;
  @Field(() => Int, { description: 'Flag cases waiting for a moderator.' }) flags!: number;
  @Field(() => Int, { description: 'Removal requests waiting for a decision.' }) removalRequests!: number;
  @Field(() => Int, { description: 'Appeals waiting for a decision.' }) appeals!: number;
}

@ObjectType('ModerationClaim', {
  simpleResolvers: true,
  description:
    "A moderator reviewing one queue item: while it holds (until `expiresAt`, renewed while she keeps the item open), another moderator's decision on it is refused with CONFLICT unless she takes it over (`takeOverModerationItem`).",
})
export class ModerationClaimGql {
  @Field(() => ModerationQueue, { description: 'The queue of the item.' }) queue!: ModerationQueueName;
  @Field(() => ID, { description: 'The item id in its queue.' }) itemId!: string;
  @Field(() => ID, { description: 'The moderator who holds the claim.' }) adminId!: string;
  @Field({ description: 'Her username (moderators only see claims).' }) adminName!: string;
  @Field({ description: 'Since when she has held it.' }) claimedAt!: Date;
  @Field({ description: 'When it lapses unless renewed; an expired claim blocks nothing.' }) expiresAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'A change in a moderation queue, as moderators hear of it live.' })
export class ModerationQueueEvent {
  @Field(() => ModerationQueue, { description: 'The queue that changed.' }) queue!: ModerationQueueName;
  @Field(() => ID, { description: 'The item that changed (fetch it through its queue for its content).' }) itemId!: string;
  @Field(() => ModerationQueueChange, { description: 'What happened to it.' }) change!: QueueChange;
  @Field(() => ModerationQueueCounts, { description: 'How many items wait in each queue now.' }) counts!: ModerationQueueCounts;
  @Field(() => ModerationClaimGql, { nullable: true, description: "The item's live claim now; null when nobody reviews it." }) claim!: ClaimView | null;
}

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
