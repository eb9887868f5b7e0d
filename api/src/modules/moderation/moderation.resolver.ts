import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access, FieldAccess } from '../../auth/access.js';
import { Batcher, perRequest } from '../../shared/batch.js';
import { requireRecentSecondFactor } from '../../auth/second-factor.js';
import { UpdateReportInput } from '../report/report.inputs.js';
import { ProfileType } from '../profile/profile.type.js';
import { Moderator } from '../../auth/moderator.js';
import { generateSampleData } from '../sample-data/commands/generate-sample-data.command.js';
import { removeSampleData } from '../sample-data/commands/remove-sample-data.command.js';
import type { ModerationContext } from '../../core/command.js';
import { AdminProfileInput, AuditLogFilter, BanUserInput, ImageDecision, ModerationProfilesArgs, ModerationReportsArgs } from './moderation.inputs.js';
import { ModerationReason } from '../decision/decision.inputs.js';
import { NoteArg, ReasonArg, RuleArg } from '../decision/decision.args.js';
import {
  ActivityItem,
  AdminAnalytics,
  AdminProfilePage,
  AdminReport,
  AdminReportPage,
  AdminStats,
  AdminUser,
  AdminUserPage,
  AuditEntry,
  ModerationProfilePage,
  ModerationReportPage,
  PendingImage,
  SampleDataRemoval,
  SampleDataResult,
} from './moderation.types.js';
import { ReportGql } from '../report/report.type.js';
import type { GuidelineRule } from '../decision/guidelines.js';

/** Per request: the reports of a page whose authors this moderator already revealed, looked up in one statement. */
const revealedAuthors = new WeakMap<AppContext, Batcher<string, string | null>>();

@Resolver(() => AdminReport)
export class AdminReportFieldResolver {
  @FieldResolver(() => String, {
    nullable: true,
    deprecationReason: 'Use the mutation revealReportAuthor(reportId): an explicit, audit-logged look (SAFETY 7). Removal from 2027-02-25.',
    description:
      "Moderators only, as `revealReportAuthor` (a second-factor check within five minutes; never through an API token). The author's username once this moderator has revealed her with `revealReportAuthor` (an audit-logged look, SAFETY 7); null otherwise, and null when the account is gone. Reading it never writes the audit log and never reveals anything new.",
  })
  @FieldAccess('moderate')
  async reporterName(@Root() report: AdminReport, @Ctx() ctx: AppContext): Promise<string | null> {
    const actor = ctx.principal!;
    // The same gate as the reveal itself (never through an API token, a recent second factor), though it reveals nothing new.
    requireRecentSecondFactor(actor);
    const batch = perRequest(revealedAuthors, ctx, () => new Batcher((ids: string[]) => ctx.services.moderation.revealedAuthors(actor.id, ids)));
    return (await batch.get(report.id)) ?? null;
  }
}

@Resolver()
export class ModerationResolver {
  @Query(() => AdminStats, { description: 'Dashboard stat cards.' })
  @Access('moderate')
  adminStats(@Ctx() ctx: AppContext): Promise<AdminStats> {
    return ctx.services.adminStats.stats();
  }

  @Query(() => [ActivityItem], { description: 'The 10 latest events.' })
  @Access('moderate')
  adminRecentActivity(@Ctx() ctx: AppContext): Promise<ActivityItem[]> {
    return ctx.services.adminStats.recentActivity(10);
  }

  @Query(() => AdminAnalytics, { description: 'Reports and sign-ups per day, queue size and waiting times.' })
  @Access('moderate')
  adminAnalytics(
    @Ctx() ctx: AppContext,
    @Arg('days', () => Int, { defaultValue: 30, description: 'How many days to chart, ending today: 1 to 365 (values outside are clamped).' }) days: number,
  ): Promise<AdminAnalytics> {
    return ctx.services.adminStats.analytics(days);
  }

  @Query(() => ModerationReportPage, {
    description: 'Reports for moderation, as `Report` with its moderator-only fields. Default: the queue (pending, oldest first).',
  })
  @Access('moderate')
  moderationReports(@Ctx() ctx: AppContext, @Args(() => ModerationReportsArgs) args: ModerationReportsArgs): Promise<ModerationReportPage> {
    return ctx.services.moderation.listReports({ ...args.filter, page: args.page, pageSize: args.pageSize });
  }

  @Query(() => AdminReportPage, {
    description: 'Deprecated since 2026-11-27: use `moderationReports`. Reports for moderation. Default: the queue (pending, oldest first).',
    deprecationReason: 'Use moderationReports (items are Report). Removal from 2027-02-25.',
  })
  @Access('moderate')
  adminReports(@Ctx() ctx: AppContext, @Args(() => ModerationReportsArgs) args: ModerationReportsArgs): Promise<AdminReportPage> {
    return ctx.services.moderation.listReports({ ...args.filter, page: args.page, pageSize: args.pageSize });
  }

  @Query(() => ModerationProfilePage, {
    description: 'Profiles for moderation, as `Profile` with its moderator-only fields, newest first, with search; hidden ones included.',
  })
  @Access('moderate')
  moderationProfiles(@Ctx() ctx: AppContext, @Args(() => ModerationProfilesArgs) args: ModerationProfilesArgs): Promise<ModerationProfilePage> {
    // Her principal (the session's account row), which @Access has checked: a read maps no account entity.
    return ctx.services.moderation.listProfiles(ctx.principal!, args);
  }

  @Query(() => AdminProfilePage, {
    description: 'Deprecated since 2026-11-27: use `moderationProfiles`. Profiles for moderation, newest first, with search.',
    deprecationReason: 'Use moderationProfiles (items are Profile). Removal from 2027-02-25.',
  })
  @Access('moderate')
  adminProfiles(@Ctx() ctx: AppContext, @Args(() => ModerationProfilesArgs) args: ModerationProfilesArgs): Promise<AdminProfilePage> {
    return ctx.services.moderation.listProfiles(ctx.principal!, args);
  }

  @Query(() => [PendingImage], { description: 'Profile images waiting for review, oldest first.' })
  @Access('moderate')
  pendingImages(@Ctx() ctx: AppContext): Promise<PendingImage[]> {
    return ctx.services.moderation.pendingImages();
  }

  @Query(() => AdminUserPage, { description: 'Member accounts with ban state, newest first, with search.' })
  @Access('manage_users')
  adminUsers(
    @Ctx() ctx: AppContext,
    @Arg('search', () => String, { nullable: true, description: 'Matches the username, the e-mail address or the full name anywhere (ignoring case).' })
    search?: string | null,
    @Arg('page', () => Int, { defaultValue: 1, description: 'The page of 50, from 1; pages past the end, and past the first 1,000 accounts, are empty.' })
    page?: number,
  ): Promise<AdminUserPage> {
    return ctx.services.moderation.listUsers({ search, page });
  }

  @Query(() => [AuditEntry], { description: 'The audit log, newest first, with filters.' })
  @Access('view_audit_log')
  auditLog(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => AuditLogFilter, { nullable: true, description: 'Filters and paging; omit for the 50 latest entries.' }) filter?: AuditLogFilter,
  ): Promise<AuditEntry[]> {
    return ctx.services.audit.list({ ...filter, limit: filter?.limit ?? 50 });
  }

  @Mutation(() => String, {
    nullable: true,
    description: 'Reveals who wrote a report (her username; null if the account is gone). Every call is written to the audit log (SAFETY 7).',
  })
  @Access('moderate')
  revealReportAuthor(
    @Arg('reportId', () => ID, { description: 'The report id.' }) reportId: string,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
  ): Promise<string | null> {
    return ctx.services.moderation.reportAuthor(m, reportId);
  }

  @Mutation(() => ReportGql, { description: 'Publishes a report; updates the profile aggregates and notifies the author.' })
  @Access('moderate')
  approveReport(
    @Arg('id', () => ID, { description: 'The report id.' }) id: string,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
    @NoteArg("Optional moderators' note, at most 1,000 characters: kept with the report and in the audit log, never shown to the author.") note?: string | null,
  ): Promise<ReportGql> {
    return ctx.services.moderation.approveReport(m, id, { note });
  }

  @Mutation(() => ReportGql, { description: 'Rejects a report with a reason code; notifies the author.' })
  @Access('moderate')
  rejectReport(
    @Arg('id', () => ID, { description: 'The report id.' }) id: string,
    @Arg('reason', () => ModerationReason, { description: 'Why it is not published; the author sees it (SAFETY 10).' }) reason: ModerationReason,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
    @NoteArg('Optional note to the author, at most 1,000 characters; shown in her My Reports and in the notification she gets.') note?: string | null,
    @RuleArg() rule?: GuidelineRule | null,
  ): Promise<ReportGql> {
    return ctx.services.moderation.rejectReport(m, id, { reason, note, rule });
  }

  @Mutation(() => ReportGql, { description: "Edits a report's title and content." })
  @Access('moderate')
  updateReport(
    @Arg('id', () => ID, { description: 'The report id.' }) id: string,
    @Arg('input', () => UpdateReportInput, { description: 'The new title and text.' }) input: UpdateReportInput,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
    @ReasonArg('The reason code of the edit, stated to the author (default OTHER).') reason?: ModerationReason | null,
    @RuleArg() rule?: GuidelineRule | null,
    @NoteArg('Optional explanation to the author, at most 1,000 characters.') note?: string | null,
  ): Promise<ReportGql> {
    return ctx.services.moderation.updateReport(m, id, { ...input, reason, rule, note });
  }

  @Mutation(() => Boolean, { description: 'Deletes a report (aggregates updated in the same transaction).' })
  @Access('moderate')
  deleteReport(
    @Arg('id', () => ID, { description: 'The report id.' }) id: string,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
    @ReasonArg("Optional reason code: audit-logged and named in the author's notification.") reason?: ModerationReason | null,
    @NoteArg('Optional explanation, at most 1,000 characters: audit-logged and stated to the author.') note?: string | null,
    @RuleArg() rule?: GuidelineRule | null,
  ): Promise<boolean> {
    return ctx.services.moderation.deleteReport(m, id, { reason: reason ?? undefined, note, rule });
  }

  @Mutation(() => ProfileType, { description: 'Edits first name, last name, location and bio of a profile.' })
  @Access('moderate')
  async updateProfile(
    @Arg('id', () => ID, { description: 'The profile id.' }) id: string,
    @Arg('input', () => AdminProfileInput, { description: 'The fields to change.' })
    input: AdminProfileInput,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
    @ReasonArg('The reason code of the edit, stated to the member who added the person (default OTHER).') reason?: ModerationReason | null,
    @RuleArg() rule?: GuidelineRule | null,
    @NoteArg('Optional explanation to the member who added the person, at most 1,000 characters.') note?: string | null,
  ): Promise<ProfileType> {
    const profileId = await ctx.services.moderation.updateProfile(m, id, { ...input, reason, rule, note });
    return ctx.services.profiles.get(m.actor, profileId);
  }

  @Mutation(() => Boolean, { description: 'Deletes a profile with its reports and image.' })
  @Access('moderate')
  deleteProfile(
    @Arg('id', () => ID, { description: 'The profile id.' }) id: string,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
    @ReasonArg('Optional reason code: audit-logged and stated to the member who added the person (default OTHER).') reason?: ModerationReason | null,
    @NoteArg('Optional explanation, at most 1,000 characters: audit-logged and stated to the member who added the person.') note?: string | null,
    @RuleArg() rule?: GuidelineRule | null,
  ): Promise<boolean> {
    return ctx.services.moderation.deleteProfile(m, id, { reason: reason ?? undefined, note, rule });
  }

  @Mutation(() => Boolean, { description: 'Approves or rejects a pending profile image; rejected files are deleted; the uploader is notified.' })
  @Access('moderate')
  decideImage(
    @Arg('profileId', () => ID, { description: 'The profile whose image is decided; BAD_USER_INPUT when it has none waiting for review.' }) profileId: string,
    @Arg('status', () => ImageDecision, { description: 'Approve (show it to everyone) or reject (delete it).' }) status: ImageDecision,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
    @ReasonArg("Optional reason code: audit-logged and, for a rejection, named in the uploader's notification.") reason?: ModerationReason | null,
    @NoteArg('Optional note, at most 1,000 characters: audit-logged and, for a rejection, stated to the uploader.') note?: string | null,
    @RuleArg() rule?: GuidelineRule | null,
  ): Promise<boolean> {
    return ctx.services.moderation.decideImage(m, profileId, status, { reason: reason ?? undefined, note, rule });
  }

  @Mutation(() => AdminUser, { description: 'Bans a member (reason required); her sessions end at once; optional IP ban.' })
  @Access('manage_users')
  banUser(
    @Arg('input', () => BanUserInput, { description: 'Who to ban, why, and whether to ban an address too.' }) input: BanUserInput,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
  ): Promise<AdminUser> {
    return ctx.services.moderation.banUser(m, input);
  }

  @Mutation(() => AdminUser, { description: 'Lifts a ban and the IP bans made with it.' })
  @Access('manage_users')
  unbanUser(
    @Arg('userId', () => ID, { description: 'The account to unban.' }) userId: string,
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
    @NoteArg('Optional note for the audit log.') note?: string | null,
  ): Promise<AdminUser> {
    return ctx.services.moderation.unbanUser(m, userId, note);
  }

  @Mutation(() => SampleDataResult, { description: 'Generates 1-200 sample profiles (default 50) with 1-3 reports each.' })
  @Access('generate_sample_data')
  generateSampleData(
    @Ctx() ctx: AppContext,
    @Moderator() m: ModerationContext,
    @Arg('count', () => Int, { defaultValue: 50, description: 'How many sample profiles to add, 1 to 200.' }) count: number,
  ): Promise<SampleDataResult> {
    return ctx.services.commands.run(generateSampleData, m, count);
  }

  @Mutation(() => SampleDataRemoval, { description: 'Removes every generated sample profile and report.' })
  @Access('generate_sample_data')
  removeSampleData(@Ctx() ctx: AppContext, @Moderator() m: ModerationContext): Promise<SampleDataRemoval> {
    return ctx.services.commands.run(removeSampleData, m, undefined);
  }
}
