import { parseInput } from '../../../shared/parse.js';
import { updateReportSchema } from '../../report/report.inputs.js';
import { defineCommand, type TargetedInput } from './define-command.js';
import { loadReport, parseReportId, presentModeratedReport, reportLabel } from './targets.js';

/** Edits a report's title and text; the audit entry keeps what they were. Nobody is notified. */
export const editReport = defineCommand({
  name: 'report.edit',
  capability: 'moderate',
  parse: ({ id, body }: TargetedInput) => ({ data: parseInput(updateReportSchema, body), id: parseReportId(id) }),
  async change({ em }, { id, data }) {
    const report = await loadReport(em, id);
    const before = { title: report.title, content: report.content };
    Object.assign(report, data);
    return {
      result: presentModeratedReport(report),
      audit: { action: 'report.edit', targetType: 'report', targetId: report.id, targetLabel: reportLabel(report, data.title), metadata: { before } },
      notify: [],
    };
  },
});
