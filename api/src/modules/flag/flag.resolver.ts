import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { NoteArg } from '../decision/decision.args.js';
import { CursorPageArgs } from '../../core/page.js';
import { Access, Actor } from '../../auth/access.js';
import type { User } from '../user/user.entity.js';
import { Moderator } from '../../auth/moderator.js';
import type { ModerationContext } from '../../core/command.js';
import { FlagTargetType } from './flag.entity.js';
import { FlagInput, UpholdFlagsInput } from './flag.inputs.js';
import { FlagCaseGql, FlagCasePage, FlaggedItem, FlagReceipt } from './flag.type.js';

@Resolver()
export class FlagResolver {
  @Mutation(() => FlagReceipt, {
    description:
      "Flags a published report for moderators, once per member (CONFLICT the second time). Only trusted members' flags count toward hiding it (a verified mobile number, an account old enough, a good flag record): enough of them, or one about a minor or an intimate image, hide it until a moderator decides; everyone's flags reach the moderators. FORBIDDEN for the report's author. Rate-limited per member (TOO_MANY_REQUESTS); FORBIDDEN for members whose flags moderators kept dismissing.",
  })
  @Access('member')
  flagReport(
    @Arg('reportId', () => ID, { description: 'The report; NOT_FOUND unless it is published and visible.' }) reportId: string,
    @Arg('input', () => FlagInput, { description: 'The reason and an optional note.' }) input: FlagInput,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<FlagReceipt> {
    return ctx.services.flags.flag(ctx.em, actor, FlagTargetType.REPORT, reportId, input);
  }

  @Mutation(() => FlagReceipt, {
    description:
      'Flags a profile for moderators, once per member (CONFLICT the second time), with the same rules as flagReport: hidden at enough trusted flags, rate-limited, refused to the member who added it and to members who lost the right to flag.',
  })
  @Access('member')
  flagProfile(
    @Arg('profileId', () => ID, { description: 'The profile; NOT_FOUND unless it is visible.' }) profileId: string,
    @Arg('input', () => FlagInput, { description: 'The reason and an optional note.' }) input: FlagInput,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<FlagReceipt> {
    return ctx.services.flags.flag(ctx.em, actor, FlagTargetType.PROFILE, profileId, input);
  }

  @Query(() => [FlaggedItem], { description: "The viewer's own flags on a profile page: the profile and those of its reports she has flagged." })
  @Access('member')
  myFlags(
    @Arg('profileId', () => ID, { description: 'The profile whose page is shown.' }) profileId: string,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<FlaggedItem[]> {
    return ctx.services.flags.myFlags(actor, profileId);
  }

  @Query(() => FlagCasePage, {
    description:
      'The flags queue: flagged items waiting for a moderator, urgent ones (a minor or an intimate image, not hidden automatically) first with their deadline, then oldest first, with their flags per reason.',
  })
  @Access('moderate')
  adminFlags(@Ctx() ctx: AppContext, @Args(() => CursorPageArgs) page: CursorPageArgs): Promise<FlagCasePage> {
    return ctx.services.flags.queue(page);
  }

  @Mutation(() => FlagCaseGql, {
    description:
      'Upholds the flags about an item: a report is rejected, a profile stays hidden. The author gets the statement of reasons (reason, guideline rule, text) with how to appeal; the flaggers hear the outcome. Audited. BAD_USER_INPUT when it was decided already.',
  })
  @Access('moderate')
  upholdFlags(
    @Arg('caseId', () => ID, { description: 'The flag case (FlagCase.id).' }) caseId: string,
    @Arg('input', () => UpholdFlagsInput, { description: 'The statement of reasons.' }) input: UpholdFlagsInput,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
  ): Promise<FlagCaseGql> {
    return ctx.services.flags.uphold(m, caseId, input);
  }

  @Mutation(() => FlagCaseGql, {
    description:
      'Dismisses the flags about an item: it stays and is shown again if the flags had hidden it. Dismissed flags count against their flaggers. The flaggers hear the outcome. Audited. BAD_USER_INPUT when it was decided already.',
  })
  @Access('moderate')
  dismissFlags(
    @Arg('caseId', () => ID, { description: 'The flag case (FlagCase.id).' }) caseId: string,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
    @NoteArg('An optional note for the audit log, at most 1,000 characters.') note?: string | null,
  ): Promise<FlagCaseGql> {
    return ctx.services.flags.dismiss(m, caseId, { note });
  }
}
