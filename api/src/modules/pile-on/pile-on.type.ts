import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PauseTrigger } from './report-pause.entity.js';

@ObjectType('ReportPause', {
  description: 'A pause of new reports on a profile that received unusual attention (pile-on protection), as moderators see it.',
  simpleResolvers: true,
})
export class ReportPauseGql {
  @Field(() => ID, { description: 'The pause id.' })
  id!: string;

  @Field(() => ID, { description: 'The profile whose new reports are paused; lift or extend the pause with it.' })
  profileId!: string;

  @Field({ description: "The profile's display name." })
  profileName!: string;

  @Field(() => PauseTrigger, { description: 'What paused new reports.' })
  trigger!: PauseTrigger;

  @Field(() => Int, { description: 'Members who sent new reports on the profile within the window when it paused.' })
  reportCount!: number;

  @Field(() => Int, { description: 'How many of those members had accounts younger than PILE_ON_NEW_ACCOUNT_DAYS.' })
  newAccountReportCount!: number;

  @Field(() => Int, { description: 'Reports on the profile still waiting for a moderator now.' })
  pendingReportCount!: number;

  @Field({ description: 'When new reports were paused.' })
  startedAt!: Date;

  @Field({ description: 'When the pause ends by itself unless an admin lifts or extends it.' })
  endsAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When an admin lifted it; null while it runs.' })
  liftedAt!: Date | null;
}

/** A pause row as the admin list reads it. */
export interface ReportPauseRow {
  id: string;
  profile_id: number;
  profile_name: string;
  trigger: PauseTrigger;
  report_count: number;
  new_account_report_count: number;
  pending_report_count: number;
  started_at: Date;
  ends_at: Date;
  lifted_at: Date | null;
}

export function presentReportPause(row: ReportPauseRow): ReportPauseGql {
  return {
    id: String(row.id),
    profileId: String(row.profile_id),
    profileName: row.profile_name,
    trigger: row.trigger,
    reportCount: row.report_count,
    newAccountReportCount: row.new_account_report_count,
    pendingReportCount: row.pending_report_count,
    startedAt: new Date(row.started_at),
    endsAt: new Date(row.ends_at),
    liftedAt: row.lifted_at ? new Date(row.lifted_at) : null,
  };
}
