import { SanctionStep } from '../user/sanction.type.js';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ReportGql } from '../report/report.type.js';
import { ProfileType } from '../profile/profile.type.js';
import { IdVerificationStatus, Role } from '../user/user.entity.js';
import { Page } from '../../core/page.js';
import { FieldAccess } from '../../auth/access.js';

@ObjectType({ simpleResolvers: true, description: 'Dashboard numbers (SPEC "Admin stats").' })
export class AdminStats {
  @Field(() => Int, { description: 'All accounts, admins included.' }) totalUsers!: number;
  @Field(() => Int, { description: "Accounts created since midnight (the database's time zone)." }) usersToday!: number;
  @Field(() => Int, { description: 'All profiles, hidden and sample ones included.' }) totalProfiles!: number;
  @Field(() => Int, { description: "Profiles added since midnight (the database's time zone)." }) profilesToday!: number;
  @Field(() => Int, { description: 'All reports, whatever their moderation state.' }) totalReports!: number;
  @Field(() => Int, { description: "Reports submitted since midnight (the database's time zone)." }) reportsToday!: number;
  @Field(() => Int, { description: 'Profile images waiting for review.' }) pendingImages!: number;
  @Field(() => Int, { description: 'Profiles with a red flag.' }) flaggedProfiles!: number;
  @Field(() => Int, { description: 'Accounts banned now.' }) bannedUsers!: number;
  @Field(() => Int, { description: 'Reports waiting in the moderation queue.' }) pendingReports!: number;
  @Field(() => Int, { description: 'ID verification requests waiting for review.' }) pendingVerifications!: number;
  @Field(() => Int, { description: 'Flagged items (one case per item) waiting for a moderator.' }) pendingFlagCases!: number;
  @Field(() => Int, { description: 'Removal requests waiting for a decision, confirmed or not.' }) pendingRemovalRequests!: number;
  @Field(() => Int, { description: 'Appeals waiting for a decision.' }) pendingAppeals!: number;
  @Field(() => Int, { description: 'Items hidden automatically (by community flags or confirmed removal requests) in the last hour.' })
  automaticHidesLastHour!: number;
  @Field(() => Int, {
    description: 'AUTO_HIDES_PER_HOUR: once the last hour reaches it, further items wait at the top of the queues instead of hiding (show an alert).',
  })
  automaticHideCeiling!: number;
  @Field(() => [String], {
    description:
      'The names of the figures above that are estimates (the planner\'s, from PostgreSQL\'s statistics: shown as "about N"): a figure is counted exactly up to 1,000 and estimated above.',
  })
  estimated!: string[];
}

@ObjectType({ simpleResolvers: true, description: 'One recent event for the dashboard.' })
export class ActivityItem {
  @Field({ description: 'profile_created, report_submitted, user_banned or image_uploaded.' }) type!: string;
  @Field({ description: 'A readable line, e.g. "Profile added: Jane Doe". Never names the author of a report.' }) description!: string;
  @Field({ description: 'When it happened.' }) timestamp!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'Reports submitted and accounts created on one day.' })
export class DayCount {
  @Field({ description: 'YYYY-MM-DD' }) day!: string;
  @Field(() => Int, { description: 'Reports submitted that day.' }) reports!: number;
  @Field(() => Int, { description: 'Accounts created that day.' }) signups!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Charts of the Analytics tab.' })
export class AdminAnalytics {
  @Field(() => [DayCount], {
    description:
      "One entry per day, oldest first, ending today. Past days are counted once after they ended and kept as counted; today is live (above 1,000, the planner's estimate, as on the dashboard).",
  })
  days!: DayCount[];
  @Field(() => Int, { description: 'Reports waiting for review now: exact up to 1,000, an estimate above (see queueSizeIsExact).' }) queueSize!: number;
  @Field({ description: 'False when queueSize is an estimate (shown as "about N").' }) queueSizeIsExact!: boolean;
  @Field(() => Float, {
    nullable: true,
    description: 'Median age of the reports waiting, in hours: now for up to 1,000 waiting; above, as of the last snapshot (medianWaitAsOf).',
  })
  medianWaitHours!: number | null;
  @Field(() => Date, {
    nullable: true,
    description: 'When medianWaitHours was taken, for a queue above 1,000 (a snapshot every 10 minutes); null when it is taken now.',
  })
  medianWaitAsOf!: Date | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Median time from submission to decision, in hours, over the latest 1,000 decisions of the last 30 days.',
  })
  medianDecisionHours!: number | null;
}

@ObjectType({
  simpleResolvers: true,
  description:
    'Deprecated since 2026-11-27 (removal from 2027-02-25): a report as moderators see it, returned only by the deprecated `adminReports`. Use `moderationReports`, whose items are `Report` with the moderator-only fields. `reporterName` never writes the audit log: it names the author only once this moderator revealed her with `revealReportAuthor`.',
})
export class AdminReport extends ReportGql {}

/** The page fields of the moderation report list (`moderationReports`, and the deprecated `adminReports`). */
const REPORT_PAGE_FIELDS = {
  total: 'Matching reports: exact up to 1,000 (and on the last page), an estimate above (see totalIsExact).',
  totalIsExact: 'False when total is the planner\'s estimate (shown as "about N").',
  page: 'The page returned (1-based). Only the first 1,000 reports can be paged through: later pages have no items (filter or search to narrow).',
  pageSize: 'Reports per page (1 to 100).',
} as const;

@ObjectType({ simpleResolvers: true, description: 'One page of the moderation report list (`moderationReports`).' })
export class ModerationReportPage extends Page(ReportGql, {
  items: 'The reports of this page: oldest first for PENDING, newest first otherwise.',
  ...REPORT_PAGE_FIELDS,
}) {}

@ObjectType({
  simpleResolvers: true,
  description: 'Deprecated since 2026-11-27 (removal from 2027-02-25): one page of the admin report list. Use `moderationReports` and `ModerationReportPage`.',
})
export class AdminReportPage extends Page(AdminReport, {
  items: 'The reports of this page: oldest first for PENDING, newest first otherwise.',
  ...REPORT_PAGE_FIELDS,
}) {}

@ObjectType({
  simpleResolvers: true,
  description:
    'Deprecated since 2026-11-27 (removal from 2027-02-25): a profile as moderators see it, returned only by the deprecated `adminProfiles`. Use `moderationProfiles`, whose items are `Profile` with the moderator-only `isSample`.',
})
export class AdminProfile extends ProfileType {
  // Guarded like Profile.isSample, whose access it inherits (non-null here, as published before).
  @Field({ simple: false, description: 'Moderators only: generated by the sample-data tool.' })
  @FieldAccess('moderate')
  override isSample: boolean = false;
}

/** The page fields of the moderation profile list (`moderationProfiles`, and the deprecated `adminProfiles`). */
const PROFILE_PAGE_FIELDS = {
  items: 'The profiles of this page, newest first; hidden ones included.',
  total: 'Number of matching profiles: exact up to 1,000 (and on the last page), an estimate above (see totalIsExact).',
  totalIsExact: 'False when total is the planner\'s estimate (shown as "about N").',
  page: 'The page returned (1-based). Only the first 1,000 profiles can be paged through: later pages have no items (search to narrow).',
  pageSize: 'Profiles per page (20).',
} as const;

@ObjectType({ simpleResolvers: true, description: 'One page of the moderation profile list (`moderationProfiles`), newest first.' })
export class ModerationProfilePage extends Page(ProfileType, PROFILE_PAGE_FIELDS) {}

@ObjectType({
  simpleResolvers: true,
  description:
    'Deprecated since 2026-11-27 (removal from 2027-02-25): one page of the admin profile list, newest first. Use `moderationProfiles` and `ModerationProfilePage`.',
})
export class AdminProfilePage extends Page(AdminProfile, PROFILE_PAGE_FIELDS) {}

@ObjectType({ simpleResolvers: true, description: 'A profile image waiting for review (SPEC "Pending image item").' })
export class PendingImage {
  @Field(() => ID, { description: 'The profile id.' }) id!: string;
  @Field({ description: 'URL of the pending image (served to admins and the uploader only).' }) profileImageUrl!: string;
  @Field({ description: "The profile's first name." }) firstName!: string;
  @Field(() => String, { nullable: true, description: "The profile's last name; null when not given." }) lastName!: string | null;
  @Field({ description: 'When the image was uploaded.' }) createdAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'A member account as admins see it.' })
export class AdminUser {
  @Field(() => ID, { description: 'The account id (a UUID).' }) id!: string;
  @Field({ description: 'Her username.' }) username!: string;
  @Field({ description: 'Her e-mail address.' }) email!: string;
  @Field(() => String, { nullable: true, description: 'First name; null when not given.' }) firstName!: string | null;
  @Field(() => String, { nullable: true, description: 'Last name; null when not given.' }) lastName!: string | null;
  @Field(() => Role, { description: 'Member or admin.' }) role!: Role;
  @Field({ description: 'True when `role` is ADMIN.' }) isAdmin!: boolean;
  @Field({ description: 'True while she is banned.' }) banned!: boolean;
  @Field(() => String, { nullable: true, description: 'The reason given with the ban; null when not banned.' }) banReason!: string | null;
  @Field(() => Date, { nullable: true, description: 'When she was banned; null when not banned.' }) bannedAt!: Date | null;
  @Field({ description: 'An active IP ban covers her or her last address.' }) ipBanned!: boolean;
  @Field(() => Date, { nullable: true, description: 'Until when her suspension runs; null when none runs now (a suspension ends by itself).' })
  suspendedUntil!: Date | null;
  @Field(() => String, { nullable: true, description: 'The reason she reads with her running suspension; null when none runs.' })
  suspensionReason!: string | null;
  @Field(() => Int, {
    description: 'Her strikes: decisions against her content or her account that a moderator made and no upheld appeal reversed.',
  })
  strikes!: number;
  @Field(() => Int, { description: 'The warnings among her strikes.' }) warnings!: number;
  @Field(() => SanctionStep, { description: 'The next step of the sanctions ladder for her (removal, warning, 3 warnings → suspension, then ban).' })
  suggestedSanction!: SanctionStep;
  @Field({ description: "Why the ladder suggests that step, e.g. '3 warnings: a suspension is next.'" }) suggestedSanctionReason!: string;
  @Field(() => String, { nullable: true, description: 'Last sign-in address (for IP bans).' }) lastIp!: string | null;
  @Field({ description: 'When the account was created.' }) createdAt!: Date;
  @Field(() => IdVerificationStatus, { nullable: true, description: 'State of her latest ID verification; null when she never submitted one.' })
  idVerificationStatus!: IdVerificationStatus | null;
  @Field({ description: 'True once she confirmed a phone number.' }) phoneVerified!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'One page of the admin user list, newest first.' })
export class AdminUserPage extends Page(AdminUser, {
  items: 'The accounts of this page, newest first.',
  total: 'Number of matching accounts: exact up to 1,000 (and on the last page), an estimate above (see totalIsExact).',
  totalIsExact: 'False when total is the planner\'s estimate (shown as "about N").',
  page: 'The page returned (1-based). Only the first 1,000 accounts can be paged through: later pages have no items (search to narrow).',
  pageSize: 'Accounts per page (50).',
}) {}

@ObjectType({ simpleResolvers: true, description: 'An append-only audit log entry. Labels survive the deletion of actor and target.' })
export class AuditEntry {
  @Field(() => ID, { description: 'Entry id; ids grow over time (pass one as `AuditLogFilter.before` for older entries).' }) id!: string;
  @Field(() => ID, { nullable: true, description: 'Account id of who acted; null for the app itself (scheduled jobs).' }) actorId!: string | null;
  @Field({ description: 'Who acted, as a label kept after the account is gone: her username at the time, "system", or "deleted member #…".' })
  actorLabel!: string;
  @Field({ description: 'What was done, as target.verb, e.g. "report.approve", "user.ban", "id.view_document".' }) action!: string;
  @Field({ description: 'Kind of target: report, profile, image, user, ip_ban, id_verification, sample_data, report_author or removal_request.' })
  targetType!: string;
  @Field(() => String, { nullable: true, description: 'Id of the target; null when there is none (e.g. sample data).' }) targetId!: string | null;
  @Field({ description: 'A readable label of the target as it was (at most 200 characters), kept after the target is deleted.' }) targetLabel!: string;
  @Field(() => String, { nullable: true, description: 'The reason code given (a ModerationReason or RemovalReason value in lower case); null when none.' })
  reasonCode!: string | null;
  @Field(() => String, { nullable: true, description: 'The note or reason text given with the action; null when none.' }) note!: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Details of the action, e.g. the values before an edit; null when none.' }) metadata!: Record<
    string,
    unknown
  > | null;
  @Field(() => String, { nullable: true, description: 'IP address the action came from; null when none (e.g. scheduled jobs).' }) ip!: string | null;
  @Field({ description: 'When it happened.' }) createdAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'What generateSampleData added.' })
export class SampleDataResult {
  @Field(() => Int, { description: 'Sample profiles added.' }) profilesCreated!: number;
  @Field(() => Int, { description: 'Approved sample reports added.' }) reviewsCreated!: number;
}

@ObjectType({ simpleResolvers: true, description: 'What removeSampleData deleted.' })
export class SampleDataRemoval {
  @Field(() => Int, { description: 'Sample profiles deleted.' }) profilesRemoved!: number;
  @Field(() => Int, { description: 'Sample reports deleted.' }) reviewsRemoved!: number;
}
