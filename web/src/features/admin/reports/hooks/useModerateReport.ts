import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../../gql';
import type { ModerationReason } from '../../../../gql/graphql';
import { useToast } from '../../../../ui/toast/useToast';
import { DASHBOARD_FIELDS, evictEntity, evictProfileFields, evictRootFields } from '../../shared/hooks/admin-cache';
import { failureDescription } from '../../shared/hooks/failure';
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
const AFTER_DECISION = ['adminReports', 'profileReports', 'profiles', 'recommendations', ...DASHBOARD_FIELDS] as const;

/**
 * Approve, reject, edit and delete a report. Each owns its cache work (lists refetched, the edited report updated in
 * place, a deleted one evicted, the profile's aggregates refreshed) and its toasts; each resolves to true on success.
 */
export function useModerateReport() {
  const { toast } = useToast();
  const [approveMutation] = useMutation(ApproveReportMutation);
  const [rejectMutation] = useMutation(RejectReportMutation);
  const [updateMutation] = useMutation(UpdateReportMutation);
  const [deleteMutation] = useMutation(DeleteReportMutation);

  const approve = useCallback(
    async (report: ReportRef, note?: string | null) => {
      try {
        await approveMutation({
          variables: { id: report.id, note: note || null },
          update(cache) {
            evictProfileFields(cache, report.profileId);
            evictRootFields(cache, AFTER_DECISION);
          },
        });
        toast({ title: 'Report Approved', description: 'The report is now published.' });
        return true;
      } catch (error) {
        toast({ title: 'Action Failed', description: failureDescription('Failed to approve report', error), variant: 'destructive' });
        return false;
      }
    },
    [approveMutation, toast],
  );

  const reject = useCallback(
    async (report: ReportRef, reason: ModerationReason, note?: string | null) => {
      try {
        await rejectMutation({
          variables: { id: report.id, reason, note: note || null },
          update(cache) {
            evictProfileFields(cache, report.profileId);
            evictRootFields(cache, AFTER_DECISION);
          },
        });
        toast({ title: 'Report Rejected', description: 'The author has been notified.' });
        return true;
      } catch (error) {
        toast({ title: 'Action Failed', description: failureDescription('Failed to reject report', error), variant: 'destructive' });
        return false;
      }
    },
    [rejectMutation, toast],
  );

  const update = useCallback(
    async (report: ReportRef, input: { title: string; content: string }) => {
      try {
        await updateMutation({
          variables: { id: report.id, input },
          update(cache, { data }) {
            const updated = data?.updateReport;
            if (!updated) return;
            // The public Report is normalised from the answer; the admin copy is patched here.
            cache.modify({
              id: cache.identify({ __typename: 'AdminReport', id: report.id }),
              fields: { title: () => updated.title, content: () => updated.content },
            });
            evictRootFields(cache, ['auditLog']);
          },
        });
        toast({ title: 'Report Updated', description: 'The changes have been saved.' });
        return true;
      } catch (error) {
        toast({ title: 'Update Failed', description: failureDescription('Failed to update report', error), variant: 'destructive' });
        return false;
      }
    },
    [updateMutation, toast],
  );

  const remove = useCallback(
    async (report: ReportRef, decision: Decision = {}) => {
      try {
        await deleteMutation({
          variables: { id: report.id, reason: decision.reason ?? null, note: decision.note || null },
          update(cache, { data }) {
            if (!data?.deleteReport) return;
            evictEntity(cache, ['Report', 'AdminReport'], report.id);
            evictProfileFields(cache, report.profileId);
            evictRootFields(cache, ['adminReports', 'profiles', 'recommendations', ...DASHBOARD_FIELDS]);
          },
        });
        toast({ title: 'Report Deleted', description: 'The report has been removed.' });
        return true;
      } catch (error) {
        toast({ title: 'Delete Failed', description: failureDescription('Failed to delete report', error), variant: 'destructive' });
        return false;
      }
    },
    [deleteMutation, toast],
  );

  return { approve, reject, update, remove };
}
