import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access, Actor } from '../../auth/access.js';
import type { User } from './user.entity.js';
import { endSession } from '../../auth/session.js';
import { UserType } from './user.type.js';
import { suspensionReasonIn } from './suspension-reason.js';

/**
 * The member's own account. Her data export is REST only (`GET /api/user/export`, a JSON download). Her suspension's
 * reason reads in the request's language.
 */
@Resolver(() => UserType)
export class UserResolver {
  @FieldResolver(() => String, { nullable: true })
  async suspensionReason(@Root() user: UserType, @Ctx() ctx: AppContext): Promise<string | null> {
    if (user.suspensionReason === null) return null;
    return suspensionReasonIn(user.suspensionReason, await ctx.services.preferences.localeOnce(ctx.req));
  }

  @Mutation(() => Boolean, {
    description:
      "Deletes the signed-in member's account after checking her password: every session ends, her personal data, notifications, interactions and ID data go, her pending reports are deleted and her published ones are kept as unlinked anonymous text unless `deletePublishedReports`. A ban survives the deletion. Allowed once per request.",
  })
  @Access('account:delete')
  async deleteAccount(
    @Arg('password', () => String, { description: 'Her current password; a wrong one is BAD_USER_INPUT and deletes nothing.' }) password: string,
    @Arg('deletePublishedReports', () => Boolean, {
      description: 'True to delete her published reports too; false keeps them as anonymous text linked to no one.',
    })
    deletePublishedReports: boolean,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<boolean> {
    await ctx.services.users.deleteAccount(ctx, actor, { password, deletePublishedReports });
    await endSession(ctx.req, ctx.res);
    return true;
  }
}
