import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Category } from '../profile/profile.entity.js';
import { ReportType, type Report } from './report.entity.js';
import { ModerationReason } from '../decision/decision.inputs.js';
import { REASON_MESSAGES } from '../decision/decision.messages.js';
import { translate } from '../../core/i18n.js';
import type { Locale } from '@tea/limits';
import { Page } from '../../core/page.js';
import { ModeratorOnlyField } from '../../auth/access.js';

registerEnumType(ReportType, {
  name: 'ReportKind',
  description: 'The kind of experience a report describes.',
  valuesConfig: {
    POSITIVE: { description: 'A good experience (default rating 5).' },
    NEGATIVE: { description: 'A concerning experience (default rating 1).' },
    NEUTRAL: { description: 'A neutral experience (default rating 3).' },
  },
});

export enum ReportStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(ReportStatus, {
  name: 'ReportStatus',
  description: 'Moderation state: reports are public only once APPROVED.',
  valuesConfig: {
    PENDING: { description: 'Waiting for review; seen only by its author and admins.' },
    APPROVED: { description: "Published: public and counted in the profile's rating and report count." },
    REJECTED: { description: 'Not published; its author sees the reason in My Reports.' },
  },
});

/**
 * The fields every shape of a report shares (`Report`, `MyReport`, the deprecated `AdminReport`): abstract, so not a type
 * of the schema itself. Field resolvers on it (`viewerCan`) reach every shape.
 */
@ObjectType({ simpleResolvers: true })
export abstract class ReportFields {
  @Field(() => ID, { description: 'The report id.' })
  id!: string;

  @Field(() => ID, { description: 'The profile the report is about.' })
  profileId!: string;

  @Field({ description: "The profile's display name (profiles are public)." })
  profileName!: string;

  @Field(() => ReportType, { description: 'Positive, negative or neutral experience.' })
  reportType!: ReportType;

  @Field({ description: 'Title, 5 to 120 characters.' })
  title!: string;

  @Field({ description: 'The report text, 20 to 5,000 characters.' })
  content!: string;

  @Field(() => Category, { description: 'Whether the experience was dating or friendship.' })
  category!: Category;

  @Field(() => String, { nullable: true, description: 'ISO date of the interaction.' })
  dateOfInteraction!: string | null;

  @Field(() => String, { nullable: true, description: 'Where the interaction took place (free text, at most 120 characters); null when not given.' })
  location!: string | null;

  @Field({ description: 'Always true: every report is anonymous.' })
  isAnonymous!: boolean;

  @Field(() => Int, { description: '1 to 5 stars.' })
  rating!: number;

  @Field(() => Boolean, { nullable: true, description: 'true approved, false rejected, null pending.' })
  approved!: boolean | null;

  @Field(() => ReportStatus, { description: 'Moderation state (the same information as `approved`).' })
  status!: ReportStatus;

  @Field({ description: 'When the report was submitted.' })
  createdAt!: Date;
}

@ObjectType('Report', { description: 'An anonymous report about a profile. Its author is never exposed to anyone but admins.', simpleResolvers: true })
export class ReportGql extends ReportFields {
  // Carried by the moderation list's presenter (`moderationReports`).
  @ModeratorOnlyField(() => Date, 'when it was last approved or rejected; null while pending.', 'the moderation report lists')
  moderatedAt?: Date | null;

  @ModeratorOnlyField(
    () => String,
    'the ModerationReason of a rejection as its lower-case value (e.g. "personal_information"); null unless rejected.',
    'the moderation report lists',
  )
  rejectionReason?: string | null;

  @ModeratorOnlyField(() => String, "the moderator's note given with the last approval or rejection; null when none.", 'the moderation report lists')
  moderationNote?: string | null;
}

@ObjectType('MyReport', {
  description:
    "One of the signed-in member's own reports (My Reports, and the answer to createReport). A rejected one carries the moderator's statement of reasons (SAFETY 10): the reason and the note she was notified of. Never who moderated it.",
  simpleResolvers: true,
})
export class MyReportGql extends ReportFields {
  @Field(() => ModerationReason, { nullable: true, description: 'Why it was not published (rejected reports only).' })
  rejectionReason!: ModerationReason | null;

  @Field(() => String, {
    nullable: true,
    description: "The reason as a sentence, e.g. 'it contains personal information' (rejected reports only).",
  })
  rejectionReasonText!: string | null;

  @Field(() => String, { nullable: true, description: "The moderator's note to her (rejected reports only)." })
  moderationNote!: string | null;
}

@ObjectType({ description: 'A page of reports, newest first, with a cursor for the next page.', simpleResolvers: true })
export class ReportPage extends Page(ReportGql, {
  items: 'Up to `first` approved reports, newest first.',
  nextCursor: 'Pass as `after` to get the next page; null on the last page.',
}) {}

export interface ReportRow {
  id: number;
  profile_id: number;
  profile_name: string;
  report_type: ReportType;
  title: string;
  content: string;
  category: Category;
  date_of_interaction: string | Date | null;
  location: string | null;
  is_anonymous: boolean;
  rating: number;
  approved: boolean | null;
  created_at: string | Date;
}

/** The row of a report loaded as an entity (its profile loaded too), as REPORT_COLUMNS reads it from SQL. */
export function reportRowOf(report: Report): ReportRow {
  return {
    id: report.id,
    profile_id: report.profile.id,
    profile_name: report.profile.displayName,
    report_type: report.reportType,
    title: report.title,
    content: report.content,
    category: report.category,
    date_of_interaction: report.dateOfInteraction ?? null,
    location: report.location ?? null,
    is_anonymous: true,
    rating: report.rating,
    approved: report.approved ?? null,
    created_at: report.createdAt,
  };
}

export const REPORT_COLUMNS = `r.id, r.profile_id, p.display_name as profile_name, r.report_type, r.title, r.content, r.category,
  to_char(r.date_of_interaction, 'YYYY-MM-DD') as date_of_interaction, r.location, r.is_anonymous, r.rating, r.approved, r.created_at`;

export function statusOf(approved: boolean | null): ReportStatus {
  return approved === true ? ReportStatus.APPROVED : approved === false ? ReportStatus.REJECTED : ReportStatus.PENDING;
}

/** The one place a report row becomes an API shape. Never includes the author (SAFETY 6). */
export function presentReport(row: ReportRow): ReportGql {
  return {
    id: String(row.id),
    profileId: String(row.profile_id),
    profileName: row.profile_name,
    reportType: row.report_type,
    title: row.title,
    content: row.content,
    category: row.category,
    dateOfInteraction:
      row.date_of_interaction == null
        ? null
        : typeof row.date_of_interaction === 'string'
          ? row.date_of_interaction
          : row.date_of_interaction.toISOString().slice(0, 10),
    location: row.location,
    isAnonymous: true,
    rating: row.rating,
    approved: row.approved,
    status: statusOf(row.approved),
    createdAt: new Date(row.created_at),
  };
}

/** Her own report row: the public columns plus the moderation decision (select with MY_REPORT_COLUMNS). */
export interface MyReportRow extends ReportRow {
  rejection_reason: string | null;
  moderation_note: string | null;
}

export const MY_REPORT_COLUMNS = `${REPORT_COLUMNS}, r.rejection_reason, r.moderation_note`;

const REASONS = new Set<string>(Object.values(ModerationReason));

/**
 * The author's view of her own report. A rejection's reason and note are hers to see (she was notified of both);
 * a note left with an approval is the moderators' own and stays out, as does who decided. The reason's sentence is in
 * `locale` (the request's language); the moderator's note as she wrote it.
 */
export function presentMyReport(row: MyReportRow, locale: Locale = 'en'): MyReportGql {
  const rejected = row.approved === false;
  const reason =
    rejected && row.rejection_reason ? (REASONS.has(row.rejection_reason) ? (row.rejection_reason as ModerationReason) : ModerationReason.OTHER) : null;
  return {
    ...presentReport(row),
    rejectionReason: reason,
    rejectionReasonText: reason ? translate(locale, REASON_MESSAGES[reason]) : null,
    moderationNote: rejected ? (row.moderation_note ?? null) : null,
  };
}
