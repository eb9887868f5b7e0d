import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../../../ui/Badge';
import { Button } from '../../../../ui/Button';
import { Dialog } from '../../../../ui/Dialog';
import { formatDateTime, reasonLabel, REPORT_KIND_LABELS, REPORT_STATUS_LABELS } from '../../shared/admin-labels';
import { ReportEditForm } from '../forms/ReportEditForm';
import type { ModerationReport } from '../hooks/useAdminReports';
import { useModerateReport } from '../hooks/useModerateReport';
import { StyledItemActions, StyledItemCard, StyledItemMeta, StyledItemNote, StyledItemTitle, StyledItemTop } from '../../shared/components/AdminListParts';
import { DecisionDialog } from '../../shared/components/DecisionDialog';
import { ReportDetailDialog } from './ReportDetailDialog';
import { StyledStatusBadge } from '../../shared/components/StatusBadge';

const StyledExcerpt = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

type OpenDialog = 'view' | 'reject' | 'edit' | 'delete' | null;

export type ReportQueueItemProps = { report: ModerationReport };

/** One report in the moderation queue with View, Approve, Reject, Edit and Delete. */
export function ReportQueueItem({ report }: ReportQueueItemProps) {
  const titleId = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [approving, setApproving] = useState(false);
  const { approve, reject, update, remove } = useModerateReport();
  const ref = { id: report.id, profileId: report.profileId };
  const close = () => setDialog(null);

  const onApprove = async () => {
    setApproving(true);
    try {
      await approve(ref);
    } finally {
      setApproving(false);
    }
  };

  return (
    <StyledItemCard aria-labelledby={titleId}>
      <StyledItemTop>
        <StyledItemTitle id={titleId}>{report.title}</StyledItemTitle>
        <StyledStatusBadge $tone={report.status === 'APPROVED' ? 'success' : report.status === 'REJECTED' ? 'destructive' : 'warning'}>
          {REPORT_STATUS_LABELS[report.status]}
        </StyledStatusBadge>
        <Badge variant="outline">{REPORT_KIND_LABELS[report.reportType]}</Badge>
        <Badge variant="secondary">{report.rating}/5</Badge>
      </StyledItemTop>
      <StyledItemMeta>
        About <Link to={`/profile/${report.profileId}`}>{report.profileName}</Link> · Submitted {formatDateTime(report.createdAt)}
      </StyledItemMeta>
      <StyledExcerpt>{report.content}</StyledExcerpt>
      {report.status === 'REJECTED' && (report.rejectionReason || report.moderationNote) && (
        <StyledItemNote>
          Rejected{report.rejectionReason ? `: ${reasonLabel(report.rejectionReason)}` : ''}
          {report.moderationNote ? ` — ${report.moderationNote}` : ''}
        </StyledItemNote>
      )}
      <StyledItemActions>
        <Button variant="outline" size="sm" onClick={() => setDialog('view')}>
          View
        </Button>
        {report.status !== 'APPROVED' && (
          <Button size="sm" onClick={() => void onApprove()} disabled={approving}>
            {approving ? 'Approving...' : 'Approve'}
          </Button>
        )}
        {report.status !== 'REJECTED' && (
          <Button variant="secondary" size="sm" onClick={() => setDialog('reject')}>
            Reject
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => setDialog('edit')}>
          Edit
        </Button>
        <Button variant="destructive" size="sm" onClick={() => setDialog('delete')}>
          Delete
        </Button>
      </StyledItemActions>

      <ReportDetailDialog report={report} open={dialog === 'view'} onClose={close} />
      <DecisionDialog
        open={dialog === 'reject'}
        onClose={close}
        title="Reject report"
        description={`"${report.title}" stays hidden and its author is notified.`}
        reason="required"
        confirmLabel="Reject"
        busyLabel="Rejecting..."
        destructive
        onConfirm={({ reason, note }) => reject(ref, reason!, note)}
      />
      <Dialog open={dialog === 'edit'} onClose={close} title="Edit report">
        <ReportEditForm
          initialValues={{ title: report.title, content: report.content }}
          onCancel={close}
          onSave={async (values) => {
            const ok = await update(ref, values);
            if (ok) close();
            return ok;
          }}
        />
      </Dialog>
      <DecisionDialog
        open={dialog === 'delete'}
        onClose={close}
        title="Delete report?"
        description={`"${report.title}" will be deleted permanently. This cannot be undone.`}
        reason="optional"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        onConfirm={(decision) => remove(ref, decision)}
      />
    </StyledItemCard>
  );
}
