import { Arg, Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { CursorPageArgs } from '../../core/page.js';
import type { Locale } from '@tea/limits';
import { Access, Actor } from '../../auth/access.js';
import type { User } from '../user/user.entity.js';
import { AppealSummaryGql, DecisionGql, DecisionPage } from './decision.type.js';
import { notRestoredIn, reasonTextIn, ruleTitleIn, subjectLabelIn, textIn } from './decision.wording.js';

const liveLocales = new WeakMap<object, Promise<Locale>>();

/**
 * The language a decision's fields are worded in: the request's (her saved one first); over a live connection, which
 * has no HTTP request, her saved one (read once per connection, as `notificationAdded` reads it).
 */
export function readerLocale(ctx: AppContext): Promise<Locale> {
  const { live, principal } = ctx;
  if (!live || !principal) return ctx.services.preferences.localeOnce(ctx.req);
  let locale = liveLocales.get(live);
  if (!locale) {
    locale = ctx.services.preferences.memberReader(principal.id).then((reader) => reader.locale);
    liveLocales.set(live, locale);
  }
  return locale;
}

/** A decision's reason, as its statement says it, in the request's language (an unknown code as stored). */
export const resolveDecisionReasonText = async (d: DecisionGql, _args: unknown, ctx: AppContext): Promise<string> => reasonTextIn(d, await readerLocale(ctx));

/** The title of a decision's rule, as /guidelines names it, in the request's language. */
export const resolveDecisionRuleTitle = async (d: DecisionGql, _args: unknown, ctx: AppContext): Promise<string | null> =>
  d.rule ? ruleTitleIn(d, await readerLocale(ctx)) : null;

/** What a decision is about ('Account ann_lee'), in the request's language; names and titles as written. */
export const resolveDecisionSubjectLabel = async (d: DecisionGql, _args: unknown, ctx: AppContext): Promise<string> =>
  d.subjectLabelWording ? subjectLabelIn(d, await readerLocale(ctx)) : d.subjectLabel;

/** The explanation (a missing note, an automatic decision's cause) in the request's language; a moderator's words as written. */
export const resolveDecisionText = async (d: DecisionGql, _args: unknown, ctx: AppContext): Promise<string> => textIn(d, await readerLocale(ctx));

/** What an upheld appeal could not restore (stored in English, NOT_RESTORED's texts), in the request's language. */
export const resolveAppealNotRestored = async (a: AppealSummaryGql, _args: unknown, ctx: AppContext): Promise<string[]> => {
  if (!a.notRestored.length) return a.notRestored;
  return notRestoredIn(a, await readerLocale(ctx));
};

@Resolver(() => AppealSummaryGql)
export class AppealSummaryTextFieldResolver {
  @FieldResolver(() => [String])
  notRestored(@Root() a: AppealSummaryGql, @Ctx() ctx: AppContext): Promise<string[]> {
    return resolveAppealNotRestored(a, {}, ctx);
  }
}

/** The worded fields of a decision (declared on DecisionGql), per item: listed in DIRECT_FIELD_RESOLVERS (app/schema.ts). */
@Resolver(() => DecisionGql)
export class DecisionTextFieldResolver {
  @FieldResolver(() => String)
  reasonText(@Root() d: DecisionGql, @Ctx() ctx: AppContext): Promise<string> {
    return resolveDecisionReasonText(d, {}, ctx);
  }

  @FieldResolver(() => String)
  subjectLabel(@Root() d: DecisionGql, @Ctx() ctx: AppContext): Promise<string> {
    return resolveDecisionSubjectLabel(d, {}, ctx);
  }

  @FieldResolver(() => String)
  text(@Root() d: DecisionGql, @Ctx() ctx: AppContext): Promise<string> {
    return resolveDecisionText(d, {}, ctx);
  }

  @FieldResolver(() => String, { nullable: true })
  ruleTitle(@Root() d: DecisionGql, @Ctx() ctx: AppContext): Promise<string | null> {
    return resolveDecisionRuleTitle(d, {}, ctx);
  }
}

@Resolver()
export class DecisionResolver {
  @Query(() => DecisionPage, {
    description:
      'The moderation decisions that restricted her content or her account (statements of reasons), newest first, with whether she may still appeal each one.',
  })
  @Access('member')
  myDecisions(@Ctx() ctx: AppContext, @Actor() actor: User, @Args(() => CursorPageArgs) page: CursorPageArgs): Promise<DecisionPage> {
    return ctx.services.decisions.mine(actor.id, page);
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
