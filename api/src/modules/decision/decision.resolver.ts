import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access, Actor } from '../../auth/access.js';
import type { User } from '../user/user.entity.js';
import { DecisionGql, DecisionPage } from './decision.type.js';

@Resolver()
export class DecisionResolver {
  @Query(() => DecisionPage, {
    description:
      'The moderation decisions that restricted her content or her account (statements of reasons), newest first, with whether she may still appeal each one.',
  })
  @Access('member')
  myDecisions(
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20, description: 'Page size, 1 to 50.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'The `nextCursor` of the previous page.' }) after?: string | null,
  ): Promise<DecisionPage> {
    return ctx.services.decisions.mine(actor.id, { first, after });
  }

  @Query(() => DecisionGql, {
    description:
      'The decision a link of a decision e-mail is for (/appeal?token=...), for whoever holds the link, signed in or not: what was decided, why, and whether it can still be appealed. NOT_FOUND for any other token.',
  })
  @Access('public')
  decisionForAppeal(
    @Arg('token', () => String, { description: 'The token of the link in the decision e-mail.' }) token: string,
    @Ctx() ctx: AppContext,
  ): Promise<DecisionGql> {
    return ctx.services.decisions.byToken(token);
  }
}
