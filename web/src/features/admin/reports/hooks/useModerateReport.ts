import { graphql } from '../../../../gql';
import type { ModerationReason } from '../../../../gql/graphql';
import { useMutationAction } from '../../../../shared/useMutationAction';
import { DASHBOARD_FIELDS, evictEntity, evictProfileFields, evictRootFields } from '../../shared/hooks/admin-cache';
import type { Decision } from '../../shared/forms/DecisionForm';

export const ApproveReportMutation = graphql(`
  mutation ApproveReport($id: ID!, $note: String) {
    approveReport(id: $id, note: $note) {
      id
      status
      approved
    }
  }
`);

export const RejectReportMutation = graphql(`
  mutation RejectReport($id: ID!, $reason: ModerationReason!, $note: String) {
    rejectReport(id: $id, reason: $reason, note: $note) {
      id
      status
      approved
    }
  }
`);

export const UpdateReportMutation = graphql(`
  mutation UpdateReport($id: ID!, $input: UpdateReportInput!) {
    updateReport(id: $id, input: $input) {
      id
      title
      content
    }
  }
`);

export const DeleteReportMutation = graphql(`
  mutation DeleteReport($id: ID!, $reason: ModerationReason, $note: String) {
    deleteReport(id: $id, reason: $reason, note: $note)
  }
`);

/** What a report decision needs to know about the report. */
export type ReportRef = { id: string; profileId: string };

/** Lists, counts and aggregates a decision about a report changes (SAFETY 8: aggregates count approved reports). */
const AFTER_DECISION = ['moderationReports', 'profileReports', 'profiles', 'recommendations', ...DASHBOARD_FIELDS] as const;

/**
 * Approve, reject, edit and delete a report. Each owns its cache work (lists refetched, the edited report updated in
 * place, a deleted one evicted, the profile's aggregates refreshed) and its toasts; each resolves to true on success.
 */
export function useModerateReport() {
  const [approve] = useMutationAction(ApproveReportMutation, {
    variables: (report: ReportRef, note?: string | null) => ({ id: report.id, note: note || null }),
    update: (cache, _data, [report]) => {
      evictProfileFields(cache, report.profileId);
      evictRootFields(cache, AFTER_DECISION);
    },
    success: { title: 'Report Approved', description: 'The report is now published.' },
    failure: { title: 'Action Failed', description: 'Failed to approve report' },
  });

  const [reject] = useMutationAction(RejectReportMutation, {
    variables: (report: ReportRef, reason: ModerationReason, note?: string | null) => ({ id: report.id, reason, note: note || null }),
    update: (cache, _data, [report]) => {
      evictProfileFields(cache, report.profileId);
      evictRootFields(cache, AFTER_DECISION);
    },
    success: { title: 'Report Rejected', description: 'The author has been notified.' },
    failure: { title: 'Action Failed', description: 'Failed to reject report' },
  });

  const [update] = useMutationAction(UpdateReportMutation, {
    variables: (report: ReportRef, input: { title: string; content: string }) => ({ id: report.id, input }),
    // The one normalised Report (public screens and the moderation list) is updated from the answer.
    update: (cache) => evictRootFields(cache, ['auditLog']),
    success: { title: 'Report Updated', description: 'The changes have been saved.' },
    failure: { title: 'Update Failed', description: 'Failed to update report' },
  });

  const [remove] = useMutationAction(DeleteReportMutation, {
    variables: (report: ReportRef, decision: Decision = {}) => ({ id: report.id, reason: decision.reason ?? null, note: decision.note || null }),
    update: (cache, data, [report]) => {
      if (!data.deleteReport) return;
      evictEntity(cache, ['Report'], report.id);
      evictProfileFields(cache, report.profileId);
      evictRootFields(cache, ['moderationReports', 'profiles', 'recommendations', ...DASHBOARD_FIELDS]);
    },
    success: { title: 'Report Deleted', description: 'The report has been removed.' },
    failure: { title: 'Delete Failed', description: 'Failed to delete report' },
  });

  return { approve, reject, update, remove };
}
