import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { CursorPageArgs } from '../../core/page.js';
import { Access, Viewer } from '../../auth/access.js';
import type { User } from '../user/user.entity.js';
import { Moderator } from '../../auth/moderator.js';
import type { ModerationContext } from '../../core/command.js';
import { DecisionGql } from '../decision/decision.type.js';
import { AppealDecisionInput, DecideAppealInput } from './appeal.inputs.js';
import { AppealGql, AppealPage } from './appeal.type.js';

@Resolver()
export class AppealResolver {
  @Mutation(() => DecisionGql, {
    description:
      'Appeals a decision, once (CONFLICT the second time) and within 6 months of it (UNPROCESSABLE_CONTENT after). Only the member it affects may (FORBIDDEN for anyone else), or whoever holds the link of its e-mail (`token`, no session needed). A different moderator reviews it. Answers the decision with its appeal.',
  })
  @Access('public')
  appealDecision(
    @Arg('input', () => AppealDecisionInput, { description: 'The decision, the text and, without a session, the link token.' }) input: AppealDecisionInput,
    @Ctx() ctx: AppContext,
    @Viewer() viewer: User | null,
  ): Promise<DecisionGql> {
    return ctx.services.appeals.submit(ctx.em, viewer, input);
  }

  @Query(() => AppealPage, { description: 'The appeals queue: appeals waiting for a moderator, oldest first, with the decision each is against.' })
  @Access('moderate')
  adminAppeals(@Ctx() ctx: AppContext, @Moderator() m: ModerationContext, @Args(() => CursorPageArgs) page: CursorPageArgs): Promise<AppealPage> {
    return ctx.services.appeals.queue(m.actor, page);
  }

  @Mutation(() => AppealGql, {
    description:
      'Decides an appeal with a reason, as a moderator other than the one who made the decision (FORBIDDEN otherwise), or as that one when no other moderator can (`Appeal.needsSecondLook`), with `secondLookNote` (BAD_USER_INPUT without). UPHOLD undoes the decision in one transaction (content restored, aggregates recomputed, a ban lifted; what was deleted is said) and marks it reversed; the appellant is told either way. Audited. BAD_USER_INPUT when it was decided already.',
  })
  @Access('moderate')
  decideAppeal(
    @Arg('appealId', () => ID, { description: 'The appeal (Appeal.id).' }) appealId: string,
    @Arg('input', () => DecideAppealInput, { description: 'The outcome and its reason.' }) input: DecideAppealInput,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
  ): Promise<AppealGql> {
    return ctx.services.appeals.decide(m, appealId, input);
  }
}
