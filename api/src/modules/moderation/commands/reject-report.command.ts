import { NotificationType } from '../../notification/notification.service.js';
import { parseInput } from '../../../shared/parse.js';
import { decisionSchema, REASON_LABELS } from '../moderation.inputs.js';
import { defineCommand, type TargetedInput } from './define-command.js';
import { loadReport, parseReportId, presentModeratedReport, reportLabel } from './targets.js';

/** Keeps a report private with a reason code; the author is told why (SAFETY 10). */
export const rejectReport = defineCommand({
  name: 'report.reject',
  capability: 'moderate',
  parse: ({ id, body }: TargetedInput) => ({ ...parseInput(decisionSchema, body), id: parseReportId(id) }),
  async change({ em, actor }, { id, reason, note }) {
    const report = await loadReport(em, id);
    Object.assign(report, { approved: false, moderatedAt: new Date(), moderatedBy: actor, rejectionReason: reason, moderationNote: note ?? null });
    return {
      result: presentModeratedReport(report),
      touchesProfile: report.profile.id,
      audit: { action: 'report.reject', targetType: 'report', targetId: report.id, targetLabel: reportLabel(report), reasonCode: reason, note },
      notify: [
        report.author
          ? {
              userId: report.author.id,
              topic: 'decisions',
              notification: {
                type: NotificationType.REVIEW,
                title: 'Your report was not approved',
                message: `Your report "${report.title}" was not published because ${REASON_LABELS[reason]}.${note ? ` Moderator's note: ${note}` : ''}`,
                actionUrl: '/reviews',
              },
            }
          : null,
      ],
    };
  },
});
