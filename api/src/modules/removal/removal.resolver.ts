import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../app/context.js';
import { Access } from '../../auth/access.js';
import { moderator } from '../moderation/moderation.resolver.js';
import { RemovalDecision, RemovalStatusFilter, SubmitRemovalRequestInput } from './removal.inputs.js';
import { RemovalReceipt, RemovalRequestGql } from './removal.type.js';

@Resolver()
export class RemovalResolver {
  @Mutation(() => RemovalReceipt, {
    description:
      'Asks for a profile, a report or an image to be removed (anyone, signed in or not; rate-limited per address). Requests about a minor or an intimate image hide the content at once. An acknowledgement goes to the contact e-mail.',
  })
  @Access('public')
  submitRemovalRequest(@Arg('input', () => SubmitRemovalRequestInput) input: SubmitRemovalRequestInput, @Ctx() ctx: AppContext): Promise<RemovalReceipt> {
    return ctx.services.removal.submit(ctx.em, ctx.ip, input, ctx.user);
  }

  @Query(() => [RemovalRequestGql], { description: 'Removal requests: pending first (oldest first), then decided ones (newest first).' })
  @Access('moderate')
  removalRequests(
    @Ctx() ctx: AppContext,
    @Arg('status', () => RemovalStatusFilter, { nullable: true, defaultValue: RemovalStatusFilter.ALL }) status?: RemovalStatusFilter | null,
  ): Promise<RemovalRequestGql[]> {
    moderator(ctx, 'moderate');
    return ctx.services.removal.list({ status });
  }

  @Mutation(() => RemovalRequestGql, {
    description:
      'Upholds (removes the content; a whole profile is also blocked from being added again) or dismisses (unhides) a removal request. The reason is e-mailed to the sender and audited.',
  })
  @Access('moderate')
  decideRemovalRequest(
    @Arg('id', () => ID) id: string,
    @Arg('decision', () => RemovalDecision) decision: RemovalDecision,
    @Arg('reason') reason: string,
    @Ctx() ctx: AppContext,
  ): Promise<RemovalRequestGql> {
    return ctx.services.removal.decide(moderator(ctx, 'moderate'), id, { decision, reason });
  }
}
