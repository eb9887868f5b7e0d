import { NotificationType } from '../../notification/notification.service.js';
import { parseInput } from '../../../shared/parse.js';
import { moderatorReasons } from '../../decision/reasons.js';
import { decisionSchema } from '../../decision/decision.inputs.js';
import { defineCommand, type TargetedInput } from '../../../core/command.js';
import { loadReport, parseReportId, presentModeratedReport, reportLabel, reportSubjectOf } from './targets.js';
import { ref } from '../../../core/i18n.js';
import { REPORT_NOTICES } from '../report.messages.js';

/** Keeps a report private with a reason code; the author gets the statement of reasons, with how to appeal (SAFETY 10). */
export const rejectReport = defineCommand({
  name: 'report.reject',
  capability: 'moderate',
  restricts: true,
  parse: ({ id, body }: TargetedInput) => ({ ...parseInput(decisionSchema, body), id: parseReportId(id) }),
  async change({ em, actor }, { id, reason, rule, note }) {
    const report = await loadReport(em, id);
    Object.assign(report, { approved: false, moderatedAt: new Date(), moderatedBy: actor, rejectionReason: reason, moderationNote: note ?? null });
    return {
      result: presentModeratedReport(report),
      touchesProfile: report.profile.id,
      audit: { action: 'report.reject', targetType: 'report', targetId: report.id, targetLabel: reportLabel(report), reasonCode: reason, note },
      decision: {
        subjectType: 'report',
        subjectId: report.id,
        subjectLabel: reportSubjectOf(report),
        affectedUserId: report.author?.id ?? null,
        ...moderatorReasons({ reason, rule, note }),
        notice: {
          type: NotificationType.REVIEW,
          title: ref(REPORT_NOTICES.rejectedTitle),
          message: ref(REPORT_NOTICES.rejected, { title: report.title }),
          actionUrl: '/reviews',
        },
      },
      notify: [],
    };
  },
});
