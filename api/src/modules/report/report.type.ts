import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Category } from '../profile/profile.entity.js';
import { ReportType } from './report.entity.js';

registerEnumType(ReportType, { name: 'ReportKind', description: 'The kind of experience a report describes.' });

export enum ReportStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(ReportStatus, { name: 'ReportStatus', description: 'Moderation state: reports are public only once APPROVED.' });

@ObjectType('Report', { description: 'An anonymous report about a profile. Its author is never exposed to anyone but admins.', simpleResolvers: true })
export class ReportGql {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  profileId!: string;

  @Field({ description: "The profile's display name (profiles are public)." })
  profileName!: string;

  @Field(() => ReportType)
  reportType!: ReportType;

  @Field()
  title!: string;

  @Field()
  content!: string;

  @Field(() => Category)
  category!: Category;

  @Field(() => String, { nullable: true, description: 'ISO date of the interaction.' })
  dateOfInteraction!: string | null;

  @Field(() => String, { nullable: true })
  location!: string | null;

  @Field({ description: 'Always true: every report is anonymous.' })
  isAnonymous!: boolean;

  @Field(() => Int, { description: '1 to 5 stars.' })
  rating!: number;

  @Field(() => Boolean, { nullable: true, description: 'true approved, false rejected, null pending.' })
  approved!: boolean | null;

  @Field(() => ReportStatus)
  status!: ReportStatus;

  @Field()
  createdAt!: Date;
}

@ObjectType({ description: 'A page of reports, newest first, with a cursor for the next page.', simpleResolvers: true })
export class ReportPage {
  @Field(() => [ReportGql])
  items!: ReportGql[];

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page; null on the last page.' })
  nextCursor!: string | null;
}

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
