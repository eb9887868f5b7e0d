import { requireRecentSecondFactor } from '../../../auth/second-factor.js';
import { defineCommand } from '../../../core/command.js';
import { loadReport, parseReportId, reportLabel } from './targets.js';

/** Who wrote a report: admins only, after a second-factor check within five minutes, and every look is audited (SAFETY 7). */
export const revealReportAuthor = defineCommand({
  name: 'report.view_author',
  capability: 'moderate',
  policy: requireRecentSecondFactor,
  parse: (id: unknown) => parseReportId(id),
  async change({ em }, id) {
    const report = await loadReport(em, id);
    return {
      result: report.author?.username ?? null,
      audit: { action: 'report.view_author', targetType: 'report_author', targetId: report.id, targetLabel: reportLabel(report) },
      notify: [],
    };
  },
});
