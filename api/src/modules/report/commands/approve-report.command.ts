import { NotificationType } from '../../notification/notification.service.js';
import { parseInput } from '../../../shared/parse.js';
import { optionalDecisionSchema } from '../../decision/decision.inputs.js';
import { defineCommand, type TargetedInput } from '../../../core/command.js';
import { loadReport, parseReportId, presentModeratedReport, reportLabel } from './targets.js';
import { ref } from '../../../core/i18n.js';
import { REPORT_NOTICES } from '../report.messages.js';

/** Publishes a report; its author and the member who added the person hear of it the first time. */
export const approveReport = defineCommand({
  name: 'report.approve',
  capability: 'moderate',
  parse: ({ id, body }: TargetedInput) => ({ ...parseInput(optionalDecisionSchema, body ?? {}), id: parseReportId(id) }),
  async change({ em, actor }, { id, note }) {
    const report = await loadReport(em, id);
    const firstTime = report.approved !== true;
    Object.assign(report, { approved: true, moderatedAt: new Date(), moderatedBy: actor, rejectionReason: null, moderationNote: note ?? null });
    const { profile, author } = report;
    // The first approval about her makes a person added by a member public (SAFETY 15).
    profile.publishedAt ??= new Date();
    const adder = profile.createdBy;
    return {
      result: presentModeratedReport(report),
      touchesProfile: profile.id,
      // A report published the first time: the name watch matches her profile (SAFETY 15: the approval publishes her too).
      publishes: firstTime ? profile.id : undefined,
      audit: { action: 'report.approve', targetType: 'report', targetId: report.id, targetLabel: reportLabel(report), note },
      notify: [
        firstTime && author
          ? {
              userId: author.id,
              topic: 'decisions',
              notification: {
                type: NotificationType.REVIEW,
                title: ref(REPORT_NOTICES.approvedTitle),
                message: ref(REPORT_NOTICES.approved, { title: report.title, name: profile.displayName }),
                actionUrl: `/profile/${profile.id}`,
              },
            }
          : null,
        firstTime && adder && adder.id !== author?.id
          ? {
              userId: adder.id,
              topic: 'newReports',
              notification: {
                type: NotificationType.REPORT_SUBMITTED,
                title: ref(REPORT_NOTICES.newReportTitle),
                message: ref(REPORT_NOTICES.newReport, { name: profile.displayName }),
                actionUrl: `/profile/${profile.id}`,
              },
            }
          : null,
      ],
    };
  },
});
