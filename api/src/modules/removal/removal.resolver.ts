import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access, Viewer } from '../../auth/access.js';
import type { User } from '../user/user.entity.js';
import { Moderator } from '../../auth/moderator.js';
import type { ModerationContext } from '../../core/command.js';
import { RemovalDecision, RemovalStatusFilter, SubmitRemovalRequestInput } from './removal.inputs.js';
import { RemovalReceipt, RemovalRequestGql } from './removal.type.js';

@Resolver()
export class RemovalResolver {
  @Mutation(() => RemovalReceipt, {
    description:
      'Asks for a profile, a report or an image to be removed (anyone, signed in or not; rate-limited per address, per contact e-mail address and per item). An acknowledgement with a confirmation link goes to the contact e-mail; a request about a minor or an intimate image hides the content once confirmed (confirmRemovalRequest).',
  })
  @Access('public')
  async submitRemovalRequest(
    @Arg('input', () => SubmitRemovalRequestInput, { description: 'The request; NOT_FOUND when the target does not exist or is not public.' })
    input: SubmitRemovalRequestInput,
    @Ctx() ctx: AppContext,
    @Viewer() viewer: User | null,
  ): Promise<RemovalReceipt> {
    return ctx.services.removal.submit(ctx.em, ctx.ip, input, viewer, await ctx.services.preferences.localeOf(ctx.req));
  }

  @Mutation(() => RemovalReceipt, {
    description:
      "Confirms a removal request's contact e-mail address with the token of the link e-mailed to it (anyone holding the link; works once). A request about a minor or an intimate image then hides the content until an admin decides, unless the site's hourly ceiling of automatic hides is reached (it then heads the admins' queue). BAD_USER_INPUT for an unknown or used token.",
  })
  @Access('public')
  confirmRemovalRequest(
    @Arg('token', { description: 'The `token` parameter of the link in the acknowledgement e-mail.' }) token: string,
    @Ctx() ctx: AppContext,
  ): Promise<RemovalReceipt> {
    return ctx.services.removal.confirm(ctx.em, { token });
  }

  @Query(() => [RemovalRequestGql], { description: 'Removal requests: pending first (oldest first), then decided ones (newest first).' })
  @Access('moderate')
  removalRequests(
    @Ctx() ctx: AppContext,
    @Arg('status', () => RemovalStatusFilter, { nullable: true, defaultValue: RemovalStatusFilter.ALL, description: 'Which requests to list (at most 500).' })
    status?: RemovalStatusFilter | null,
  ): Promise<RemovalRequestGql[]> {
    return ctx.services.removal.list({ status });
  }

  @Mutation(() => RemovalRequestGql, {
    description:
      'Upholds (removes the content; a whole profile is also blocked from being added again) or dismisses (unhides) a removal request. The reason is e-mailed to the sender and audited.',
  })
  @Access('moderate')
  decideRemovalRequest(
    @Arg('id', () => ID, { description: 'The request id; BAD_USER_INPUT when it was decided already.' }) id: string,
    @Arg('decision', () => RemovalDecision, { description: 'Uphold or dismiss.' }) decision: RemovalDecision,
    @Arg('reason', { description: 'The reasons for the decision, 1 to 2,000 characters; e-mailed to the sender.' }) reason: string,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
  ): Promise<RemovalRequestGql> {
    return ctx.services.removal.decide(m, id, { decision, reason });
  }
}
