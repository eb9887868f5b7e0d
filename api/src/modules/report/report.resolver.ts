import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access, Actor } from '../../auth/access.js';
import type { User } from '../user/user.entity.js';
import { MyReportGql, ReportGql, ReportPage } from './report.type.js';
import { CreateReportInput } from './report.inputs.js';

/** Reports: a profile's approved reports, her own, and submitting one. */
@Resolver()
export class ReportResolver {
  @Query(() => ReportPage, { description: 'Approved reports of a profile, newest first. Authors are never included.' })
  @Access('public')
  profileReports(
    @Arg('profileId', () => ID, { description: 'The profile id; NOT_FOUND "Profile not found" when there is none.' }) profileId: string,
    @Ctx() ctx: AppContext,
    @Arg('first', () => Int, { defaultValue: 20, description: 'Reports per page, 1 to 50 (values outside are clamped).' }) first: number,
    @Arg('after', () => String, {
      nullable: true,
      description: 'The `nextCursor` of the previous page; omit for the first page. A malformed cursor is BAD_USER_INPUT "Invalid cursor."',
    })
    after?: string | null,
  ): Promise<ReportPage> {
    return ctx.services.reports.listForProfile(profileId, first, after, ctx.principal, ctx.services.reads.pick(ctx.req));
  }

  @Query(() => [ReportGql], {
    description:
      "The viewer's own reports on this profile that still wait for review, newest first (shown to her alone as 'Awaiting review'). Never anyone else's; empty for visitors.",
  })
  @Access('public')
  myPendingReports(@Arg('profileId', () => ID, { description: 'The profile id.' }) profileId: string, @Ctx() ctx: AppContext): Promise<ReportGql[]> {
    return ctx.services.reports.listMinePendingForProfile(ctx.principal, profileId);
  }

  @Query(() => [MyReportGql], {
    description: "The signed-in member's own reports with their moderation status and, for rejected ones, the reason and note (My Reports).",
  })
  @Access('member')
  async myReports(@Ctx() ctx: AppContext, @Actor() actor: User): Promise<MyReportGql[]> {
    return ctx.services.reports.listMine(actor, await ctx.services.preferences.localeOnce(ctx.req));
  }

  @Mutation(() => MyReportGql, { description: 'Submits an anonymous report. Needs a verified phone; pending until an admin approves it.' })
  @Access('report:create')
  createReport(
    @Arg('profileId', () => ID, { description: 'The profile the report is about; NOT_FOUND when there is none.' }) profileId: string,
    @Arg('input', () => CreateReportInput, { description: 'The report.' }) input: CreateReportInput,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<MyReportGql> {
    const request = { operation: 'Mutation.createReport', payload: { profileId, input }, status: 200 };
    return ctx.services.idempotency.run(ctx, actor, request, (guard) => ctx.services.reports.create(ctx.em, actor, profileId, input, guard));
  }
}
