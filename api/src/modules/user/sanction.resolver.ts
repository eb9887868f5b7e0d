import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { translateText } from '../../core/i18n.js';
import { suspensionReasonIn } from './suspension-reason.js';
import type { AppContext } from '../../core/context.js';
import { NoteArg } from '../decision/decision.args.js';
import { CursorPageArgs } from '../../core/page.js';
import { Access } from '../../auth/access.js';
import { Moderator } from '../../auth/moderator.js';
import type { ModerationContext } from '../../core/command.js';
import { AdminUser } from '../moderation/moderation.types.js';
import { DecisionPage } from '../decision/decision.type.js';
import { SanctionInput } from './sanction.inputs.js';

/**
 * Graduated sanctions for admins (issue 10 item 6): warn, suspend, lift a suspension, and a member's history. An admin's
 * view of a member words its suspension's reason and the ladder's suggestion in the request's language.
 */
@Resolver(() => AdminUser)
export class SanctionResolver {
  @FieldResolver(() => String, { nullable: true })
  async suspensionReason(@Root() user: AdminUser, @Ctx() ctx: AppContext): Promise<string | null> {
    if (user.suspensionReason === null) return null;
    return suspensionReasonIn(user.suspensionReason, await ctx.services.preferences.localeOnce(ctx.req));
  }

  @FieldResolver(() => String)
  async suggestedSanctionReason(@Root() user: AdminUser, @Ctx() ctx: AppContext): Promise<string> {
    return translateText(await ctx.services.preferences.localeOnce(ctx.req), user.suggestedSanctionReason);
  }

  @Mutation(() => AdminUser, {
    description: 'Warns a member with a reason: a strike, and a statement of reasons she can appeal (in-app and by e-mail).',
  })
  @Access('manage_users')
  warnMember(
    @Arg('input', () => SanctionInput, { description: 'Who, and why.' }) input: SanctionInput,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
  ): Promise<AdminUser> {
    return ctx.services.sanctions.warn(m, input);
  }

  @Mutation(() => AdminUser, {
    description:
      'Suspends a member for 1, 7 or 30 days (`input.days`): she can sign in, read and appeal, but not post, until it ends by itself. She receives the statement of reasons.',
  })
  @Access('manage_users')
  suspendMember(
    @Arg('input', () => SanctionInput, { description: 'Who, why, and for how many days.' }) input: SanctionInput,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
  ): Promise<AdminUser> {
    return ctx.services.sanctions.suspend(m, input);
  }

  @Mutation(() => AdminUser, { description: 'Ends a running suspension before its time (BAD_USER_INPUT when none runs).' })
  @Access('manage_users')
  liftSuspension(
    @Arg('userId', () => ID, { description: 'The suspended member.' }) userId: string,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
    @NoteArg('Optional note for the audit log.') note?: string | null,
  ): Promise<AdminUser> {
    return ctx.services.sanctions.lift(m, userId, note);
  }

  @Query(() => DecisionPage, {
    description:
      "A member's sanction history: every decision against her content or her account (warnings, suspensions, bans, removals...), newest first, with who decided and whether an appeal reversed it.",
  })
  @Access('manage_users')
  memberSanctionHistory(
    @Arg('userId', () => ID, { description: 'The member.' }) userId: string,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
    @Args(() => CursorPageArgs) page: CursorPageArgs,
  ): Promise<DecisionPage> {
    return ctx.services.sanctions.history(m, userId, page);
  }
}
