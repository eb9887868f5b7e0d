import { Field, Float, Int, ObjectType } from 'type-graphql';

/** The figures of one quarter, as computed in SQL and cached (transparency_reports.figures). Numbers and codes only. */
export interface TransparencyFigures {
  reports: { received: number; approved: number; rejected: number; rejectedByReason: ReasonCount[] };
  removed: { profiles: number; profilesByReason: ReasonCount[]; images: number; imagesByReason: ReasonCount[] };
  removalRequests: { received: number; byReasonAndOutcome: ReasonOutcomeCount[]; decided: number; medianHoursToDecision: number | null };
  flags: { received: number; byReasonAndOutcome: ReasonOutcomeCount[] };
  appeals: { received: number; upheld: number; rejected: number; decisionsReversed: number };
  sanctions: KindCount[];
  idDocuments: { due: number; deletedOnTime: number; onTimeShare: number | null };
}

export interface ReasonCount {
  reason: string;
  count: number;
}
export interface ReasonOutcomeCount extends ReasonCount {
  outcome: string;
}
export interface KindCount {
  kind: string;
  count: number;
}

@ObjectType('TransparencyReasonCount', { description: 'How many items of a transparency figure had one reason.', simpleResolvers: true })
export class TransparencyReasonCountGql {
  @Field({ description: 'The reason code (for example `harassment`, `personal_information`, `other`).' })
  reason!: string;

  @Field(() => Int, { description: 'How many.' })
  count!: number;
}

@ObjectType('TransparencyReasonOutcomeCount', { description: 'How many items of a transparency figure had one reason and one outcome.', simpleResolvers: true })
export class TransparencyReasonOutcomeCountGql {
  @Field({ description: 'The reason code the request or flag gave.' })
  reason!: string;

  @Field({ description: 'Where it stands: `pending`, `upheld` (the content was removed) or `dismissed` (it stayed).' })
  outcome!: string;

  @Field(() => Int, { description: 'How many.' })
  count!: number;
}

@ObjectType('TransparencySanctionCount', { description: 'How many sanctions of one kind moderators imposed on accounts.', simpleResolvers: true })
export class TransparencySanctionCountGql {
  @Field({ description: 'The kind of sanction, as the decision names it (for example `user.ban`).' })
  kind!: string;

  @Field(() => Int, { description: 'How many.' })
  count!: number;
}

@ObjectType('TransparencyReports', { description: 'Reports members submitted and what moderators decided about them in the quarter.', simpleResolvers: true })
export class TransparencyReportsGql {
  @Field(() => Int, { description: 'Reports submitted in the quarter (still stored when the figures were computed).' })
  received!: number;

  @Field(() => Int, { description: 'Approvals (reports published) in the quarter.' })
  approved!: number;

  @Field(() => Int, { description: 'Rejections (reports not published) in the quarter.' })
  rejected!: number;

  @Field(() => [TransparencyReasonCountGql], { description: 'The rejections by reason, most frequent first.' })
  rejectedByReason!: ReasonCount[];
}

@ObjectType('TransparencyRemovals', { description: 'Profiles and photos moderators removed in the quarter, by reason.', simpleResolvers: true })
export class TransparencyRemovalsGql {
  @Field(() => Int, { description: 'Profiles removed (deleted, or removed after flags).' })
  profiles!: number;

  @Field(() => [TransparencyReasonCountGql], { description: 'Profiles removed, by reason.' })
  profilesByReason!: ReasonCount[];

  @Field(() => Int, { description: 'Photos rejected or removed.' })
  images!: number;

  @Field(() => [TransparencyReasonCountGql], { description: 'Photos rejected or removed, by reason.' })
  imagesByReason!: ReasonCount[];
}

@ObjectType('TransparencyRemovalRequests', { description: 'Removal requests (from anyone) received and decided in the quarter.', simpleResolvers: true })
export class TransparencyRemovalRequestsGql {
  @Field(() => Int, { description: 'Removal requests received in the quarter.' })
  received!: number;

  @Field(() => [TransparencyReasonOutcomeCountGql], { description: 'The requests received, by reason and by where they stand now.' })
  byReasonAndOutcome!: ReasonOutcomeCount[];

  @Field(() => Int, { description: 'Removal requests decided in the quarter.' })
  decided!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'The median time from receipt to decision of the requests decided in the quarter, in hours; null when none was decided.',
  })
  medianHoursToDecision!: number | null;
}

@ObjectType('TransparencyFlags', { description: 'Flags members raised on published reports and profiles in the quarter.', simpleResolvers: true })
export class TransparencyFlagsGql {
  @Field(() => Int, { description: 'Flags raised in the quarter.' })
  received!: number;

  @Field(() => [TransparencyReasonOutcomeCountGql], { description: 'The flags raised, by reason and by the outcome of their case.' })
  byReasonAndOutcome!: ReasonOutcomeCount[];
}

@ObjectType('TransparencyAppeals', { description: 'Appeals against moderation decisions in the quarter.', simpleResolvers: true })
export class TransparencyAppealsGql {
  @Field(() => Int, { description: 'Appeals received in the quarter.' })
  received!: number;

  @Field(() => Int, { description: 'Appeals upheld in the quarter.' })
  upheld!: number;

  @Field(() => Int, { description: 'Appeals rejected in the quarter (the decision stands).' })
  rejected!: number;

  @Field(() => Int, { description: 'Decisions reversed in the quarter after an upheld appeal.' })
  decisionsReversed!: number;
}

@ObjectType('TransparencyIdDocuments', { description: 'Whether identity documents were deleted within their retention deadline.', simpleResolvers: true })
export class TransparencyIdDocumentsGql {
  @Field(() => Int, {
    description: 'Identity documents deleted in the quarter, plus those whose deletion deadline passed in the quarter without deletion.',
  })
  due!: number;

  @Field(() => Int, { description: 'Of those, documents deleted by their deadline.' })
  deletedOnTime!: number;

  @Field(() => Float, { nullable: true, description: 'deletedOnTime / due, from 0 to 1; null when no document was due.' })
  onTimeShare!: number | null;
}

@ObjectType('TransparencyReport', {
  description: "A quarter's transparency report: moderation figures computed from the audit log and the requests, numbers only, no personal data.",
  simpleResolvers: true,
})
export class TransparencyReportGql {
  @Field({ description: 'The calendar quarter (UTC), for example `2026-Q4`.' })
  quarter!: string;

  @Field({ description: 'Where the quarter starts (inclusive, UTC).' })
  startsAt!: Date;

  @Field({ description: 'Where the quarter ends (exclusive, UTC).' })
  endsAt!: Date;

  @Field({ description: 'True for a finished quarter, whose figures never change; false for the current quarter (figures so far).' })
  final!: boolean;

  @Field({ description: 'When the figures were computed.' })
  computedAt!: Date;

  @Field({ description: 'False when nothing was reported, decided, requested, flagged, appealed or deleted in the quarter.' })
  hasActivity!: boolean;

  @Field(() => [String], { description: 'The quarters with a report, newest first (from the first activity to the current quarter).' })
  availableQuarters!: string[];

  @Field(() => TransparencyReportsGql, { description: 'Reports received and decided.' })
  reports!: TransparencyFigures['reports'];

  @Field(() => TransparencyRemovalsGql, { description: 'Profiles and photos removed, by reason.' })
  removed!: TransparencyFigures['removed'];

  @Field(() => TransparencyRemovalRequestsGql, { description: 'Removal requests, their outcomes and the median time to decision.' })
  removalRequests!: TransparencyFigures['removalRequests'];

  @Field(() => TransparencyFlagsGql, { description: 'Community flags by reason and outcome.' })
  flags!: TransparencyFigures['flags'];

  @Field(() => TransparencyAppealsGql, { description: 'Appeals received and decisions reversed.' })
  appeals!: TransparencyFigures['appeals'];

  @Field(() => [TransparencySanctionCountGql], { description: 'Sanctions on accounts (warnings, suspensions, bans) by kind, most frequent first.' })
  sanctions!: KindCount[];

  @Field(() => TransparencyIdDocumentsGql, { description: 'The share of identity documents deleted on time (the aim is 100%).' })
  idDocuments!: TransparencyFigures['idDocuments'];
}

/** The answer of the GraphQL query and of `GET /api/transparency`. */
export interface TransparencyReport extends TransparencyFigures {
  quarter: string;
  startsAt: Date;
  endsAt: Date;
  final: boolean;
  computedAt: Date;
  hasActivity: boolean;
  availableQuarters: string[];
}
