import { NotificationType } from '../../notification/notification.service.js';
import { parseInput } from '../../../shared/parse.js';
import { optionalDecisionSchema, REASON_LABELS, type ModerationReason } from '../moderation.inputs.js';
import { defineCommand, type TargetedInput } from './define-command.js';
import { loadReport, parseReportId, reportLabel } from './targets.js';

export interface DeleteReportInput {
  id: number;
  reason?: ModerationReason;
  note?: string | null;
  /** Set when an upheld removal request removes it: audited with the request, the author told so. */
  removalRequestId?: string;
}

/** Deletes a report (the profile's aggregates follow); its author is told unless it had been rejected. */
export const deleteReport = defineCommand({
  name: 'report.delete',
  capability: 'moderate',
  parse: ({ id, body }: TargetedInput): DeleteReportInput => ({ ...parseInput(optionalDecisionSchema, body ?? {}), id: parseReportId(id) }),
  async change({ em }, { id, reason, note, removalRequestId }: DeleteReportInput) {
    const report = await loadReport(em, id);
    const { author, profile } = report;
    em.remove(report);
    const why = removalRequestId
      ? ` after a removal request. Moderator's reason: ${note}`
      : ` by a moderator${reason ? ` because ${REASON_LABELS[reason]}` : ''}.`;
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
      notify: [
        author && report.approved !== false
          ? {
              userId: author.id,
              topic: 'decisions',
              notification: {
                type: NotificationType.REVIEW,
                title: 'Your report was removed',
                message: `Your report "${report.title}" was removed${why}`,
                actionUrl: '/reviews',
              },
            }
          : null,
      ],
    };
  },
});
