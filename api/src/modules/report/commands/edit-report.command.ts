import { NotificationType } from '../../notification/notification.service.js';
import { parseInput } from '../../../shared/parse.js';
import { updateReportSchema } from '../report.inputs.js';
import { moderatorReasons } from '../../decision/reasons.js';
import { optionalDecisionSchema } from '../../decision/decision.inputs.js';
import { defineCommand, type TargetedInput } from '../../../core/command.js';
import { loadReport, parseReportId, presentModeratedReport, reportLabel, reportSubjectOf } from './targets.js';
import { ref } from '../../../core/i18n.js';
import { REPORT_NOTICES } from '../report.messages.js';

/** The decision fields a moderator's edit may carry in its body, besides the edited fields. */
export const reasonsOfBody = (body: unknown) => {
  const { reason, rule, note } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return parseInput(optionalDecisionSchema, { reason: reason ?? undefined, rule, note });
};

/**
 * Edits a report's title and text; the audit entry and the decision keep what they were (an upheld appeal puts them
 * back). The author gets the statement of reasons.
 */
export const editReport = defineCommand({
  name: 'report.edit',
  capability: 'moderate',
  restricts: true,
  parse: ({ id, body }: TargetedInput) => ({ data: parseInput(updateReportSchema, body), reasons: reasonsOfBody(body), id: parseReportId(id) }),
  async change({ em }, { id, data, reasons }) {
    const report = await loadReport(em, id);
    const before = { title: report.title, content: report.content };
    Object.assign(report, data);
    return {
      result: presentModeratedReport(report),
      audit: {
        action: 'report.edit',
        targetType: 'report',
        targetId: report.id,
        targetLabel: reportLabel(report, data.title),
        reasonCode: reasons.reason,
        note: reasons.note,
        metadata: { before },
      },
      decision: {
        subjectType: 'report',
        subjectId: report.id,
        subjectLabel: reportSubjectOf(report, data.title),
        affectedUserId: report.author?.id ?? null,
        ...moderatorReasons(reasons),
        details: { before },
        notice: {
          type: NotificationType.REVIEW,
          title: ref(REPORT_NOTICES.editedTitle),
          message: ref(REPORT_NOTICES.edited, { title: before.title }),
          actionUrl: '/reviews',
        },
      },
      notify: [],
    };
  },
});
