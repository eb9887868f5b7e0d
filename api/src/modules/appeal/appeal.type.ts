import { Field, ID, ObjectType } from 'type-graphql';
import { Page } from '../../core/page.js';
import { AppealStatus } from './appeal-status.js';
import type { User } from '../user/user.entity.js';
import { decisionViewerOf } from '../../policies/visibility.js';
import { DECISION_COLUMNS, DECISION_JOINS, DecisionGql, presentDecision, type DecisionRow } from '../decision/decision.type.js';

@ObjectType('Appeal', {
  description: 'An appeal against a decision, as moderators see it: the decision, the appeal text, and its outcome. Who appealed is never shown.',
})
export class AppealGql {
  @Field(() => ID, { description: 'The appeal id (a UUID).' })
  id!: string;

  @Field({ description: "The appellant's text." })
  text!: string;

  @Field({ description: 'True when sent with the link of the decision e-mail (a removal requester, a banned member) rather than from a session.' })
  viaLink!: boolean;

  @Field({ description: 'When it was sent (the queue is oldest first).' })
  submittedAt!: Date;

  @Field(() => AppealStatus, { description: 'Pending, upheld or rejected.' })
  status!: AppealStatus;

  @Field(() => Date, { nullable: true, description: 'When a moderator decided it; null while pending.' })
  decidedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Who decided it (a moderator username); null while pending.' })
  decidedBy!: string | null;

  @Field(() => String, { nullable: true, description: 'The reason given with the outcome; null while pending.' })
  outcomeReason!: string | null;

  @Field(() => [String], { description: 'What an upheld appeal could not restore (deleted data); empty otherwise.' })
  notRestored!: string[];

  @Field(() => DecisionGql, { description: 'The decision appealed against, with who decided it.' })
  decision!: DecisionGql;

  @Field({
    description:
      'True when the viewer may decide it: it is pending and she is not the moderator who made the decision, or she is and no other moderator can decide it (then `needsSecondLook`).',
  })
  viewerCanDecide!: boolean;

  @Field({
    description:
      'True when the viewer made the decision and no other moderator can decide the appeal (a single moderator): she may decide it with a second look, a note in `DecideAppealInput.secondLookNote` that the audit log keeps.',
  })
  needsSecondLook!: boolean;
}

@ObjectType('AppealPage', { description: 'One page of the appeals queue, oldest first.' })
export class AppealPage extends Page(AppealGql, {
  items: 'The appeals of this page.',
  nextCursor: 'Pass as `after` for the next page; null on the last page.',
}) {}

/** An appeal (`ap`) with its decision: the columns of the queue and of one appeal. */
export const APPEAL_SQL = `select ap.id as appeal_id, ap.text as appeal_text, ap.via_link as appeal_via_link, ap.created_at as appeal_submitted_at,
    ap.status as appeal_own_status, ap.decided_at as appeal_own_decided_at, adu.username as appeal_decided_by,
    ap.outcome_reason as appeal_own_outcome_reason, ap.not_restored as appeal_own_not_restored,
    to_char(ap.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at, ${DECISION_COLUMNS}
  from appeals ap join decisions d on d.id = ap.decision_id ${DECISION_JOINS} left join users adu on adu.id = ap.decided_by_id`;

export interface AppealRow extends DecisionRow {
  appeal_id: string;
  appeal_text: string;
  appeal_via_link: boolean;
  appeal_submitted_at: Date;
  appeal_own_status: AppealStatus;
  appeal_own_decided_at: Date | null;
  appeal_decided_by: string | null;
  appeal_own_outcome_reason: string | null;
  appeal_own_not_restored: string[] | null;
  cursor_at: string;
}

/** `soleModerator`: no moderator but the viewer could decide an appeal (decide-appeal.command.ts, `otherModeratorSql`). */
export function presentAppeal(r: AppealRow, viewer: User, soleModerator: boolean): AppealGql {
  const viewerId = viewer.id;
  const pending = r.appeal_own_status === AppealStatus.PENDING;
  const own = r.decision_decided_by_id === viewerId;
  return {
    id: r.appeal_id,
    text: r.appeal_text,
    viaLink: r.appeal_via_link,
    submittedAt: new Date(r.appeal_submitted_at),
    status: r.appeal_own_status,
    decidedAt: r.appeal_own_decided_at ? new Date(r.appeal_own_decided_at) : null,
    decidedBy: r.appeal_decided_by,
    outcomeReason: r.appeal_own_outcome_reason,
    notRestored: r.appeal_own_not_restored ?? [],
    decision: presentDecision(r, decisionViewerOf(viewer)),
    viewerCanDecide: pending && (!own || soleModerator),
    needsSecondLook: pending && own && soleModerator,
  };
}
