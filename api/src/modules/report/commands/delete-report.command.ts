import { NotificationType } from '../../notification/notification.service.js';
import { parseInput } from '../../../shared/parse.js';
import type { GuidelineRule } from '../../decision/guidelines.js';
import { moderatorReasons } from '../../decision/reasons.js';
import { optionalDecisionSchema, type ModerationReason } from '../../decision/decision.inputs.js';
import { defineCommand, type TargetedInput } from '../../../core/command.js';
import { loadReport, parseReportId, reportLabel, reportSubjectOf } from './targets.js';
import { ref } from '../../../core/i18n.js';
import { REPORT_NOTICES } from '../report.messages.js';

export interface DeleteReportInput {
  id: number;
  reason?: ModerationReason;
  rule?: GuidelineRule | null;
  note?: string | null;
  /** Set when an upheld removal request removes it: audited with the request, the author told so. */
  removalRequestId?: string;
}

/**
 * Deletes a report (the profile's aggregates follow); its author gets the statement of reasons. A deleted report
 * cannot come back: an upheld appeal says so.
 */
export const deleteReport = defineCommand({
  name: 'report.delete',
  capability: 'moderate',
  restricts: true,
  parse: ({ id, body }: TargetedInput): DeleteReportInput => ({ ...parseInput(optionalDecisionSchema, body ?? {}), id: parseReportId(id) }),
  async change({ em }, { id, reason, rule, note, removalRequestId }: DeleteReportInput) {
    const report = await loadReport(em, id);
    const { author, profile } = report;
    em.remove(report);
    return {
      result: true,
      touchesProfile: profile.id,
      audit: {
        action: 'report.delete',
        targetType: 'report',
        targetId: id,
        targetLabel: reportLabel(report),
        reasonCode: reason,
        note,
        ...(removalRequestId ? { metadata: { removalRequest: removalRequestId } } : {}),
      },
      decision: {
        subjectType: 'report',
        subjectId: id,
        subjectLabel: reportSubjectOf(report),
        affectedUserId: author?.id ?? null,
        ...moderatorReasons({ reason, rule, note }),
        details: removalRequestId ? { removalRequestId } : null,
        notice: {
          type: NotificationType.REVIEW,
          title: ref(REPORT_NOTICES.removedTitle),
          message: ref(REPORT_NOTICES.removed, { title: report.title, by: removalRequestId ? 'removal' : 'moderator' }),
          actionUrl: '/reviews',
        },
      },
      notify: [],
    };
  },
});
