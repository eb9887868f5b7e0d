import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../app/context.js';
import { Access } from '../../auth/access.js';
import { authorize, type Capability } from '../../policies/can.js';
import { UpdateReportInput } from '../report/report.inputs.js';
import { ProfileType } from '../profile/profile.type.js';
import type { ModerationContext } from './moderation.service.js';
import { AdminProfileInput, AdminReportFilter, AuditLogFilter, BanUserInput, ImageDecision, ModerationReason } from './moderation.inputs.js';
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
  PendingImage,
  SampleDataRemoval,
  SampleDataResult,
} from './moderation.types.js';
import { ReportGql } from '../report/report.type.js';

/** The moderation context for an action that needs `capability` (throws 401/403 otherwise). */
export function moderator(ctx: AppContext, capability: Capability): ModerationContext {
  return { em: ctx.em, actor: authorize(ctx.user, capability), ip: ctx.ip };
}

@Resolver(() => AdminReport)
export class AdminReportFieldResolver {
  @FieldResolver(() => String, { nullable: true, description: "The author's username. Admins only; every request is written to the audit log (SAFETY 7)." })
  reporterName(@Root() report: AdminReport, @Ctx() ctx: AppContext): Promise<string | null> {
    return ctx.services.moderation.reportAuthor(moderator(ctx, 'moderate'), report.id);
  }
}

@Resolver()
export class ModerationResolver {
  @Query(() => AdminStats, { description: 'Dashboard stat cards.' })
  @Access('moderate')
  adminStats(@Ctx() ctx: AppContext): Promise<AdminStats> {
    moderator(ctx, 'moderate');
    return ctx.services.adminStats.stats();
  }

  @Query(() => [ActivityItem], { description: 'The 10 latest events.' })
  @Access('moderate')
  adminRecentActivity(@Ctx() ctx: AppContext): Promise<ActivityItem[]> {
    moderator(ctx, 'moderate');
    return ctx.services.adminStats.recentActivity(10);
  }

  @Query(() => AdminAnalytics, { description: 'Reports and sign-ups per day, queue size and waiting times.' })
  @Access('moderate')
  adminAnalytics(@Ctx() ctx: AppContext, @Arg('days', () => Int, { defaultValue: 30 }) days: number): Promise<AdminAnalytics> {
    moderator(ctx, 'moderate');
    return ctx.services.adminStats.analytics(days);
  }

  @Query(() => AdminReportPage, { description: 'Reports for moderation. Default: the queue (pending, oldest first).' })
  @Access('moderate')
  adminReports(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => AdminReportFilter, { nullable: true }) filter?: AdminReportFilter,
    @Arg('page', () => Int, { defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { defaultValue: 20 }) pageSize?: number,
  ): Promise<AdminReportPage> {
    moderator(ctx, 'moderate');
    return ctx.services.moderation.listReports({ ...filter, page, pageSize });
  }

  @Query(() => AdminProfilePage, { description: 'Profiles for moderation, newest first, with search.' })
  @Access('moderate')
  adminProfiles(
    @Ctx() ctx: AppContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page?: number,
  ): Promise<AdminProfilePage> {
    const m = moderator(ctx, 'moderate');
    return ctx.services.moderation.listProfiles(m.actor, { search, page });
  }

  @Query(() => [PendingImage], { description: 'Profile images waiting for review, oldest first.' })
  @Access('moderate')
  pendingImages(@Ctx() ctx: AppContext): Promise<PendingImage[]> {
    moderator(ctx, 'moderate');
    return ctx.services.moderation.pendingImages();
  }

  @Query(() => AdminUserPage, { description: 'Member accounts with ban state, newest first, with search.' })
  @Access('manage_users')
  adminUsers(
    @Ctx() ctx: AppContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page?: number,
  ): Promise<AdminUserPage> {
    moderator(ctx, 'manage_users');
    return ctx.services.moderation.listUsers({ search, page });
  }

  @Query(() => [AuditEntry], { description: 'The audit log, newest first, with filters.' })
  @Access('view_audit_log')
  auditLog(@Ctx() ctx: AppContext, @Arg('filter', () => AuditLogFilter, { nullable: true }) filter?: AuditLogFilter): Promise<AuditEntry[]> {
    moderator(ctx, 'view_audit_log');
    return ctx.services.audit.list({ ...filter, limit: filter?.limit ?? 50 });
  }

  @Mutation(() => String, {
    nullable: true,
    description: 'Reveals who wrote a report (her username; null if the account is gone). Every call is written to the audit log (SAFETY 7).',
  })
  @Access('moderate')
  revealReportAuthor(@Arg('reportId', () => ID) reportId: string, @Ctx() ctx: AppContext): Promise<string | null> {
    return ctx.services.moderation.reportAuthor(moderator(ctx, 'moderate'), reportId);
  }

  @Mutation(() => ReportGql, { description: 'Publishes a report; updates the profile aggregates and notifies the author.' })
  @Access('moderate')
  approveReport(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: AppContext,
    @Arg('note', () => String, { nullable: true }) note?: string | null,
  ): Promise<ReportGql> {
    return ctx.services.moderation.approveReport(moderator(ctx, 'moderate'), id, { note });
  }

  @Mutation(() => ReportGql, { description: 'Rejects a report with a reason code; notifies the author.' })
  @Access('moderate')
  rejectReport(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => ModerationReason) reason: ModerationReason,
    @Ctx() ctx: AppContext,
    @Arg('note', () => String, { nullable: true }) note?: string | null,
  ): Promise<ReportGql> {
    return ctx.services.moderation.rejectReport(moderator(ctx, 'moderate'), id, { reason, note });
  }

  @Mutation(() => ReportGql, { description: "Edits a report's title and content." })
  @Access('moderate')
  updateReport(@Arg('id', () => ID) id: string, @Arg('input', () => UpdateReportInput) input: UpdateReportInput, @Ctx() ctx: AppContext): Promise<ReportGql> {
    return ctx.services.moderation.updateReport(moderator(ctx, 'moderate'), id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a report (aggregates updated in the same transaction).' })
  @Access('moderate')
  deleteReport(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: AppContext,
    @Arg('reason', () => ModerationReason, { nullable: true }) reason?: ModerationReason | null,
    @Arg('note', () => String, { nullable: true }) note?: string | null,
  ): Promise<boolean> {
    return ctx.services.moderation.deleteReport(moderator(ctx, 'moderate'), id, { reason: reason ?? undefined, note });
  }

  @Mutation(() => ProfileType, { description: 'Edits first name, last name, location and bio of a profile.' })
  @Access('moderate')
  async updateProfile(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => AdminProfileInput) input: AdminProfileInput,
    @Ctx() ctx: AppContext,
  ): Promise<ProfileType> {
    const m = moderator(ctx, 'moderate');
    const profileId = await ctx.services.moderation.updateProfile(m, id, input);
    return ctx.services.profiles.get(m.actor, profileId);
  }

  @Mutation(() => Boolean, { description: 'Deletes a profile with its reports and image.' })
  @Access('moderate')
  deleteProfile(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: AppContext,
    @Arg('reason', () => ModerationReason, { nullable: true }) reason?: ModerationReason | null,
    @Arg('note', () => String, { nullable: true }) note?: string | null,
  ): Promise<boolean> {
    return ctx.services.moderation.deleteProfile(moderator(ctx, 'moderate'), id, { reason: reason ?? undefined, note });
  }

  @Mutation(() => Boolean, { description: 'Approves or rejects a pending profile image; rejected files are deleted; the uploader is notified.' })
  @Access('moderate')
  decideImage(
    @Arg('profileId', () => ID) profileId: string,
    @Arg('status', () => ImageDecision) status: ImageDecision,
    @Ctx() ctx: AppContext,
    @Arg('reason', () => ModerationReason, { nullable: true }) reason?: ModerationReason | null,
    @Arg('note', () => String, { nullable: true }) note?: string | null,
  ): Promise<boolean> {
    return ctx.services.moderation.decideImage(moderator(ctx, 'moderate'), profileId, status, { reason: reason ?? undefined, note });
  }

  @Mutation(() => AdminUser, { description: 'Bans a member (reason required); her sessions end at once; optional IP ban.' })
  @Access('manage_users')
  banUser(@Arg('input', () => BanUserInput) input: BanUserInput, @Ctx() ctx: AppContext): Promise<AdminUser> {
    return ctx.services.moderation.banUser(moderator(ctx, 'manage_users'), input);
  }

  @Mutation(() => AdminUser, { description: 'Lifts a ban and the IP bans made with it.' })
  @Access('manage_users')
  unbanUser(
    @Arg('userId', () => ID) userId: string,
    @Ctx() ctx: AppContext,
    @Arg('note', () => String, { nullable: true }) note?: string | null,
  ): Promise<AdminUser> {
    return ctx.services.moderation.unbanUser(moderator(ctx, 'manage_users'), userId, note);
  }

  @Mutation(() => SampleDataResult, { description: 'Generates 1-200 sample profiles (default 50) with 1-3 reports each.' })
  @Access('generate_sample_data')
  generateSampleData(@Ctx() ctx: AppContext, @Arg('count', () => Int, { defaultValue: 50 }) count: number): Promise<SampleDataResult> {
    const m = moderator(ctx, 'generate_sample_data');
    return ctx.services.sampleData.generate(m.em, m.actor, count, m.ip);
  }

  @Mutation(() => SampleDataRemoval, { description: 'Removes every generated sample profile and report.' })
  @Access('generate_sample_data')
  removeSampleData(@Ctx() ctx: AppContext): Promise<SampleDataRemoval> {
    const m = moderator(ctx, 'generate_sample_data');
    return ctx.services.sampleData.remove(m.em, m.actor, m.ip);
  }
}
