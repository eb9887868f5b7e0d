import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ClaimView } from './moderation-claims.service.js';
import { graphqlEnum } from '../../../shared/graphql-enum.js';
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

/** What happened to a queue item (the values are moderation-queues.ts's `QUEUE_CHANGES`). */
export const ModerationQueueChange = graphqlEnum<QueueChange>('ModerationQueueChange', 'What happened to an item of a moderation queue.', {
  added: 'It came in (a member submitted it, or it waits again).',
  changed: 'It changed while waiting (edited, more flags, a new image).',
  removed: 'It left the queue (decided, withdrawn or deleted).',
  claimed: 'A moderator claimed it, renewed her claim or took it over.',
  released: 'Its claim was let go (closed or decided).',
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
