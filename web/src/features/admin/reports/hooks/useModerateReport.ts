import type { ApolloCache } from '@apollo/client';
import { defineMessages } from 'react-intl';
import { graphql } from '../../../../gql';
import type { ModerationReason } from '../../../../gql/graphql';
import { useMutationAction } from '../../../../shared/useMutationAction';
import { DASHBOARD_FIELDS, evictEntity, evictProfileFields, evictRootFields } from '../../shared/hooks/admin-cache';
import type { Decision } from '../../shared/forms/DecisionForm';
import type { DecisionOptions } from '../../shared/hooks/useModerationQueue';

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

const messages = defineMessages({
  approved: { id: 'admin.reports.toast.approved', defaultMessage: 'Report Approved', description: 'Toast title.' },
  approvedText: { id: 'admin.reports.toast.approvedText', defaultMessage: 'The report is now published.' },
  actionFailed: { id: 'admin.reports.toast.actionFailed', defaultMessage: 'Action Failed', description: 'Toast title.' },
  approveFailed: { id: 'admin.reports.toast.approveFailed', defaultMessage: 'Failed to approve report' },
  rejected: { id: 'admin.reports.toast.rejected', defaultMessage: 'Report Rejected', description: 'Toast title.' },
  rejectedText: { id: 'admin.reports.toast.rejectedText', defaultMessage: 'The author has been notified.' },
  rejectFailed: { id: 'admin.reports.toast.rejectFailed', defaultMessage: 'Failed to reject report' },
  updated: { id: 'admin.reports.toast.updated', defaultMessage: 'Report Updated', description: 'Toast title.' },
  updatedText: { id: 'admin.reports.toast.updatedText', defaultMessage: 'The changes have been saved.' },
  updateFailed: { id: 'admin.reports.toast.updateFailed', defaultMessage: 'Update Failed', description: 'Toast title.' },
  updateFailedText: { id: 'admin.reports.toast.updateFailedText', defaultMessage: 'Failed to update report' },
  deleted: { id: 'admin.reports.toast.deleted', defaultMessage: 'Report Deleted', description: 'Toast title.' },
  deletedText: { id: 'admin.reports.toast.deletedText', defaultMessage: 'The report has been removed.' },
  deleteFailed: { id: 'admin.reports.toast.deleteFailed', defaultMessage: 'Delete Failed', description: 'Toast title.' },
  deleteFailedText: { id: 'admin.reports.toast.deleteFailedText', defaultMessage: 'Failed to delete report' },
});

/** What a report decision needs to know about the report. */
export type ReportRef = { id: string; profileId: string };

/** Lists, counts and aggregates a decision about a report changes (SAFETY 8: aggregates count approved reports). */
const AFTER_DECISION = ['moderationReports', 'profileReports', 'profiles', 'recommendations', ...DASHBOARD_FIELDS] as const;

/** An approval's or rejection's cache work: the profile's aggregates and every list the report was in. */
function afterDecision(cache: ApolloCache, _data: unknown, [report]: readonly [ReportRef, ...unknown[]]) {
  evictProfileFields(cache, report.profileId);
  evictRootFields(cache, AFTER_DECISION);
}

/**
 * Approve, reject, edit and delete a report. Each owns its cache work (lists refetched, the edited report updated in
 * place, a deleted one evicted, the profile's aggregates refreshed) and its toasts; each resolves to true on success.
 * `quiet` names refusals the caller says itself (an approval or rejection of a report another moderator reviews).
 */
export function useModerateReport({ quiet }: DecisionOptions = {}) {
  const [approve] = useMutationAction(ApproveReportMutation, {
    variables: (report: ReportRef, note?: string | null) => ({ id: report.id, note: note || null }),
    update: afterDecision,
    success: { title: messages.approved, description: messages.approvedText },
    failure: { title: messages.actionFailed, description: messages.approveFailed },
    quiet,
  });

  const [reject] = useMutationAction(RejectReportMutation, {
    variables: (report: ReportRef, reason: ModerationReason, note?: string | null) => ({ id: report.id, reason, note: note || null }),
    update: afterDecision,
    success: { title: messages.rejected, description: messages.rejectedText },
    failure: { title: messages.actionFailed, description: messages.rejectFailed },
    quiet,
  });

  const [update] = useMutationAction(UpdateReportMutation, {
    variables: (report: ReportRef, input: { title: string; content: string }) => ({ id: report.id, input }),
    // The one normalised Report (public screens and the moderation list) is updated from the answer.
    update: (cache) => evictRootFields(cache, ['auditLog']),
    success: { title: messages.updated, description: messages.updatedText },
    failure: { title: messages.updateFailed, description: messages.updateFailedText },
  });

  const [remove] = useMutationAction(DeleteReportMutation, {
    variables: (report: ReportRef, decision: Decision = {}) => ({ id: report.id, reason: decision.reason ?? null, note: decision.note || null }),
    update: (cache, data, [report]) => {
      if (!data.deleteReport) return;
      evictEntity(cache, ['Report'], report.id);
      evictProfileFields(cache, report.profileId);
      evictRootFields(cache, ['moderationReports', 'profiles', 'recommendations', ...DASHBOARD_FIELDS]);
    },
    success: { title: messages.deleted, description: messages.deletedText },
    failure: { title: messages.deleteFailed, description: messages.deleteFailedText },
  });

  return { approve, reject, update, remove };
}
