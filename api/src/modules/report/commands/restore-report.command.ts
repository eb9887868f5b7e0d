import { Report } from '../report.entity.js';
import { notFound, COMMON_MESSAGES } from '../../../core/errors.js';
import { RemovalTargetType } from '../../removal/removal-request.entity.js';
import { hiddenByPendingRequest } from '../../removal/hide-content.js';
import { defineCommand } from '../../../core/command.js';
import { reportLabel } from './targets.js';
import { dismissOpenFlags } from '../../flag/commands/open-flags.js';

export interface RestoreReportInput {
  id: number;
  /** Publish it again (approved, no longer hidden, unless a pending removal request still hides it). */
  publish: boolean;
  /** Put back its title and text (an edit undone). */
  fields?: { title: string; content: string } | null;
  /** The decision an upheld appeal undoes (audited with it). */
  decisionId: string;
}

/**
 * Puts a report back as it was before a decision that an upheld appeal undoes (appeal/undo-registry.ts): published
 * again (its open flags dismissed as the flag queue dismisses them), and/or its title and text restored. The profile's aggregates follow. Its author hears of it with the appeal's outcome.
 */
export const restoreReport = defineCommand({
  name: 'report.restore',
  capability: 'moderate',
  parse: (input: RestoreReportInput) => input,
  async change(scope, { id, publish, fields, decisionId }: RestoreReportInput) {
    const { em } = scope;
    const report = await em.findOne(Report, id, { populate: ['profile'] });
    if (!report) throw notFound(COMMON_MESSAGES.report);
    let stillHidden = false;
    let flagsDismissed: string | null = null;
    if (publish) {
      // Shown again: the open flags about it are decided as the queue's reject decides them (flaggers told, counted).
      flagsDismissed = await dismissOpenFlags(scope, { reportId: id }, 'Restored by a moderator: the report stays.');
      stillHidden = await hiddenByPendingRequest(em, RemovalTargetType.REPORT, id);
      Object.assign(report, { approved: true, rejectionReason: null, moderationNote: null, hiddenAt: stillHidden ? report.hiddenAt : null });
    }
    if (fields) Object.assign(report, fields);
    return {
      result: report.id,
      touchesProfile: report.profile.id,
      audit: {
        action: 'report.restore',
        targetType: 'report',
        targetId: report.id,
        targetLabel: reportLabel(report),
        metadata: { decision: decisionId, published: publish, fieldsRestored: !!fields, stillHiddenByRemovalRequest: stillHidden, flagsDismissed },
      },
      notify: [],
    };
  },
});
