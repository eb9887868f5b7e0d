import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { ReportType } from '../report/report.entity.js';
import { GuidelineRule } from '../decision/guidelines.js';
import { ModerationReason, decisionSchema, ruleSchema } from '../decision/decision.inputs.js';
import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';
import { MODERATION_MESSAGES } from './moderation.messages.js';
import { COMMON_MESSAGES } from '../../core/errors.js';

export const ReportStatusFilter = graphqlEnum('ReportStatusFilter', 'Which reports the admin report list shows, by moderation state.', {
  pending: 'Waiting for review (the queue), oldest first.',
  approved: 'Published reports, newest first.',
  rejected: 'Rejected reports, newest first.',
  all: 'Every report, newest first.',
});
export type ReportStatusFilter = EnumValue<typeof ReportStatusFilter>;

export const ImageDecision = graphqlEnum('ImageDecision', "An admin's decision about a pending profile image.", {
  approved: 'Show the image to everyone.',
  rejected: 'Refuse the image; its files are deleted.',
});
export type ImageDecision = EnumValue<typeof ImageDecision>;

@InputType({ description: 'Filters of the admin report list. The default is the moderation queue: pending, oldest first.' })
export class AdminReportFilter {
  @Field(() => ReportStatusFilter, {
    nullable: true,
    defaultValue: ReportStatusFilter.PENDING,
    description: 'Moderation state to list (default PENDING, the queue).',
  })
  status?: ReportStatusFilter | null;

  @Field(() => ReportType, { nullable: true, description: 'Only reports of this kind.' })
  reportType?: ReportType | null;

  @Field(() => String, { nullable: true, description: 'Matches title, content or the profile name.' })
  search?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only reports about this profile.' })
  profileId?: string | null;
}

/** The arguments of the moderation report list (`moderationReports`, and the deprecated `adminReports`). */
@ArgsType()
export class ModerationReportsArgs {
  @Field(() => AdminReportFilter, { nullable: true, description: 'What to list; omit for the moderation queue.' })
  filter?: AdminReportFilter;

  @Field(() => Int, { defaultValue: 1, description: 'The page, from 1; pages past the end are empty.' })
  page!: number;

  @Field(() => Int, { defaultValue: 20, description: 'Reports per page, 1 to 100.' })
  pageSize!: number;
}

/** The arguments of the moderation profile list (`moderationProfiles`, and the deprecated `adminProfiles`). */
@ArgsType()
export class ModerationProfilesArgs {
  @Field(() => String, { nullable: true, description: 'Matches the display name or the location anywhere (ignoring case).' })
  search?: string | null;

  @Field(() => Int, { defaultValue: 1, description: 'The page of 20, from 1; pages past the end, and past the first 1,000 profiles, are empty.' })
  page!: number;
}

export const adminReportFilterSchema = z.object({
  status: z.preprocess((v) => (v == null || v === '' ? 'pending' : v), z.enum(ReportStatusFilter, { error: COMMON_MESSAGES.statusFilter.defaultMessage })),
  reportType: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(ReportType, { error: MODERATION_MESSAGES.reportType.defaultMessage }).nullish(),
  ),
  search: z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), z.string().max(100).nullish()),
  profileId: z.preprocess(
    (v) => (v === '' || v == null ? undefined : Number(v)),
    z.number({ error: MODERATION_MESSAGES.profileId.defaultMessage }).int().positive().optional(),
  ),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Unbanning: the account, and an optional note for the audit log (text, as on every decision). */
export const unbanSchema = z.object({
  userId: z.string({ error: MODERATION_MESSAGES.userIdRequired.defaultMessage }).min(1, MODERATION_MESSAGES.userIdRequired.defaultMessage),
  note: decisionSchema.shape.note,
});

export const banSchema = z.object({
  userId: z.string({ error: MODERATION_MESSAGES.selectToBan.defaultMessage }).uuid(MODERATION_MESSAGES.selectToBan.defaultMessage),
  reason: z.string({ error: MODERATION_MESSAGES.banReason.defaultMessage }).trim().min(1, MODERATION_MESSAGES.banReason.defaultMessage).max(500),
  /** The reason code and guideline rule of the statement of reasons (OTHER and its usual rule when left out). */
  reasonCode: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() || undefined : (v ?? undefined)),
    z.enum(ModerationReason, { error: COMMON_MESSAGES.chooseReason.defaultMessage }).optional(),
  ),
  rule: ruleSchema,
  banIP: z.preprocess((v) => v === true || v === 'true', z.boolean()).default(false),
  // GraphQL's `cidr: String` is nullable: the admin form sends null when no range is given.
  cidr: z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)), z.string().max(64).optional()),
  ipBanExpiresAt: z.preprocess(
    (v) => (v ? new Date(String(v)) : undefined),
    z
      .date({ error: MODERATION_MESSAGES.expiryDate.defaultMessage })
      .refine((d) => !Number.isNaN(d.getTime()) && d.getTime() > Date.now(), MODERATION_MESSAGES.expiryFuture.defaultMessage)
      .optional(),
  ),
});

@InputType({ description: 'A ban: who, why, and optionally an IP ban.' })
export class BanUserInput {
  @Field(() => ID, { description: 'The account to ban: not her own, and not an admin (FORBIDDEN).' })
  userId!: string;

  @Field({ description: 'Required: shown in the Users list and kept in the audit log.' })
  reason!: string;

  @Field({ defaultValue: false, description: "Also ban the user's last sign-in address (or `cidr`)." })
  banIP!: boolean;

  @Field(() => String, { nullable: true, description: 'An address or CIDR range to ban instead of her last address, e.g. 203.0.113.0/24.' })
  cidr?: string | null;

  @Field(() => Date, { nullable: true, description: 'When the IP ban ends; none = until lifted.' })
  ipBanExpiresAt?: Date | null;

  @Field(() => ModerationReason, { nullable: true, description: 'The reason code of the statement of reasons she receives (default OTHER).' })
  reasonCode?: ModerationReason | null;

  @Field(() => GuidelineRule, {
    nullable: true,
    description: 'The rule of the community guidelines the ban applies (default: the usual rule of the reason code).',
  })
  rule?: GuidelineRule | null;
}

@InputType({ description: 'Admin edit of a profile. Fields left out keep their value.' })
export class AdminProfileInput {
  @Field(() => String, { nullable: true, description: 'New first name, 1 to 60 characters.' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'New last name, at most 60 characters; null or an empty string clears it.' })
  lastName?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'New location, at most 120 characters: a gazetteer name also sets the city-centroid coordinates, other text clears them; null or an empty string clears it.',
  })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'New bio, at most 500 characters; null or an empty string clears it.' })
  bio?: string | null;
}

@InputType({ description: 'Filters of the audit log (newest first). Omitted fields do not filter.' })
export class AuditLogFilter {
  @Field(() => String, { nullable: true, description: 'Only this action, e.g. "user.ban".' })
  action?: string | null;

  @Field(() => String, { nullable: true, description: 'Only this kind of target, e.g. "report".' })
  targetType?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only entries made by this account.' })
  actorId?: string | null;

  @Field(() => String, { nullable: true, description: 'Matches the target label, the actor label or the note (ignoring case).' })
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'Cursor: entries with a smaller id.' })
  before?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 50, description: 'How many entries, 1 to 200 (values outside are clamped).' })
  limit?: number | null;
}
