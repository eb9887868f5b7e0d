import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access, Actor } from '../../auth/access.js';
import type { User } from '../user/user.entity.js';
import { AccountSessionType } from './session.type.js';

@Resolver()
export class SessionResolver {
  @Query(() => [AccountSessionType], { description: 'Where she is signed in, most recently used first.' })
  @Access('member')
  mySessions(@Ctx() ctx: AppContext, @Actor() actor: User): Promise<AccountSessionType[]> {
    return ctx.services.sessions.list(actor.id, ctx.req.sessionID);
  }

  @Mutation(() => Boolean, { description: 'Signs out one of her other sessions (NOT_FOUND for an id that is not hers).' })
  @Access('account:update-security')
  async endSession(
    @Arg('id', () => ID, { description: 'The `id` from mySessions. Not the current session: that is BAD_USER_INPUT (use logout).' }) id: string,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<boolean> {
    await ctx.services.sessions.end(actor.id, ctx.req.sessionID, id);
    return true;
  }

  @Mutation(() => Int, { description: 'Signs out every session of hers but this one; answers how many ended.' })
  @Access('account:update-security')
  endOtherSessions(@Ctx() ctx: AppContext, @Actor() actor: User): Promise<number> {
    return ctx.services.sessions.endOthers(actor.id, ctx.req.sessionID);
  }
}
