import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { NoteArg } from '../decision/decision.args.js';
import { Access } from '../../auth/access.js';
import { Moderator } from '../../auth/moderator.js';
import type { ModerationContext } from '../../core/command.js';
import { ProfileType } from '../profile/profile.type.js';
import { ExtendPauseInput } from './pile-on.inputs.js';
import { ReportPauseGql } from './pile-on.type.js';

/** Whether new reports on a profile are paused: the notice on its page and the closed report form. */
/**
 * `Profile.reportsPaused`: read with the profile by `profile(id)`, looked up otherwise. Answered by graphql's own resolve
 * function (app/schema.ts, DIRECT_FIELD_RESOLVERS).
 */
export const resolveReportsPaused = (profile: ProfileType, _args: unknown, ctx: AppContext): boolean | Promise<boolean> =>
  profile.reportsPaused ?? ctx.services.pileOn.isPaused(Number(profile.id));

@Resolver(() => ProfileType)
export class ProfilePauseFieldResolver {
  @FieldResolver(() => Boolean, {
    description:
      "True while new reports on the profile are paused because it received unusual attention: show 'This profile is receiving unusual attention; new reports are paused while moderators review' instead of the report form (createReport answers CONFLICT). Read with the profile by `profile(id)`; elsewhere one indexed read per profile asked, so lists need not ask.",
  })
  reportsPaused(@Root() profile: ProfileType, @Ctx() ctx: AppContext): boolean | Promise<boolean> {
    return resolveReportsPaused(profile, {}, ctx);
  }
}

@Resolver()
export class PileOnResolver {
  @Query(() => [ReportPauseGql], {
    description:
      'The alert of the admin dashboard: profiles whose new reports are paused now (pile-on protection), the oldest pause first (at most 100), with their counts.',
  })
  @Access('moderate')
  adminReportPauses(@Ctx() ctx: AppContext): Promise<ReportPauseGql[]> {
    return ctx.services.pileOn.openPauses();
  }

  @Mutation(() => ReportPauseGql, {
    description: 'Lifts the pause of new reports on a profile: members can report on it again at once. Audited. BAD_USER_INPUT when none is paused.',
  })
  @Access('moderate')
  liftReportPause(
    @Arg('profileId', () => ID, { description: 'The paused profile.' }) profileId: string,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
    @NoteArg('An optional note for the audit log, at most 1,000 characters.') note?: string | null,
  ): Promise<ReportPauseGql> {
    return ctx.services.pileOn.lift(m, profileId, { note });
  }

  @Mutation(() => ReportPauseGql, {
    description: 'Extends the pause of new reports on a profile by a number of hours from its current end. Audited. BAD_USER_INPUT when none is paused.',
  })
  @Access('moderate')
  extendReportPause(
    @Arg('profileId', () => ID, { description: 'The paused profile.' }) profileId: string,
    @Arg('input', () => ExtendPauseInput, { description: 'How many hours to add, and an optional note.' }) input: ExtendPauseInput,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
  ): Promise<ReportPauseGql> {
    return ctx.services.pileOn.extend(m, profileId, input);
  }
}
