import { useId, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../../../ui/Badge';
import { Button } from '../../../../ui/Button';
import { Dialog } from '../../../../ui/Dialog';
import { REPORT_STATUS_MESSAGES, REPORT_TYPE_BADGE_MESSAGES } from '../../../reports/report-display';
import { reasonText } from '../../shared/admin-labels';
import { ReportEditForm } from '../forms/ReportEditForm';
import type { ModerationReport } from '../hooks/useAdminReports';
import { useModerateReport } from '../hooks/useModerateReport';
import { StyledItemActions, StyledItemCard, StyledItemMeta, StyledItemNote, StyledItemTitle } from '../../shared/components/AdminListParts';
import { Row } from '../../../../ui/Stack';
import { DecisionDialog } from '../../shared/components/DecisionDialog';
import { ReportDetailDialog } from './ReportDetailDialog';
import { StyledStatusBadge } from '../../shared/components/StatusBadge';
import { deleteReportTexts, REPORT_ADMIN_MESSAGES } from './report-messages';
import { AdminDeleteDialog, AdminEditDeleteButtons, afterSuccess } from '../../shared/components/AdminEditDeleteControls';
import type { ModerationClaim } from '../../shared/hooks/useModerationQueue';
import { ClaimBadge, useItemReview } from '../../shared/components/ModerationClaimParts';

const StyledExcerpt = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const messages = defineMessages({
  view: { id: 'admin.reports.item.view', defaultMessage: 'View', description: 'Button: open the report in full.' },
  approve: { id: 'admin.reports.item.approve', defaultMessage: 'Approve', description: 'Button: publish the report.' },
  approving: { id: 'admin.reports.item.approving', defaultMessage: 'Approving...' },
  reject: { id: 'admin.reports.item.reject', defaultMessage: 'Reject', description: 'Button: do not publish the report.' },
  rejecting: { id: 'admin.reports.item.rejecting', defaultMessage: 'Rejecting...' },
  rejectTitle: { id: 'admin.reports.reject.title', defaultMessage: 'Reject report', description: 'Title of the reject dialog.' },
  editTitle: { id: 'admin.reports.edit.title', defaultMessage: 'Edit report', description: 'Title of the edit dialog.' },
});

const ratingMessage = defineMessage<{ rating: number }>({
  id: 'admin.reports.item.rating',
  defaultMessage: '{rating, number}/5',
  description: 'Stars of a report.',
});
const rejectDescription = defineMessage<{ title: string }>({
  id: 'admin.reports.reject.description',
  defaultMessage: '"{title}" stays hidden and its author is notified.',
});
const rejectedReasonNote = defineMessage<{ reason: string; note: string }>({
  id: 'admin.reports.item.rejectedReasonNote',
  defaultMessage: 'Rejected: {reason} — {note}',
});
const rejectedReason = defineMessage<{ reason: string }>({ id: 'admin.reports.item.rejectedReason', defaultMessage: 'Rejected: {reason}' });
const rejectedNote = defineMessage<{ note: string }>({ id: 'admin.reports.item.rejectedNote', defaultMessage: 'Rejected — {note}' });

type OpenDialog = 'view' | 'reject' | 'edit' | 'delete' | null;

export type ReportQueueItemProps = {
  report: ModerationReport;
  /** Another moderator's live claim on it ("Being reviewed by ..."), or null. */
  heldBy?: ModerationClaim | null;
};

/**
 * One report in the moderation queue with View, Approve, Reject, Edit and Delete. Opening it (any of its dialogs) claims
 * it for this moderator while it stays open; a decision refused because another moderator reviews it says so inline,
 * with "Take over".
 */
export function ReportQueueItem({ report, heldBy = null }: ReportQueueItemProps) {
  const intl = useIntl();
  const titleId = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [approving, setApproving] = useState(false);
  const pending = report.status === 'PENDING';
  const review = useItemReview('REPORTS', report.id, pending && dialog !== null, heldBy);
  const { approve, reject, update, remove } = useModerateReport({ quiet: review.quiet });
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

  const reason = reasonText(intl, report.rejectionReason);
  const note = report.moderationNote;
  const rejectedText =
    reason && note
      ? intl.formatMessage(rejectedReasonNote, { reason, note })
      : reason
        ? intl.formatMessage(rejectedReason, { reason })
        : note
          ? intl.formatMessage(rejectedNote, { note })
          : null;

  return (
    <StyledItemCard aria-labelledby={titleId}>
      <Row>
        <StyledItemTitle id={titleId}>{report.title}</StyledItemTitle>
        <StyledStatusBadge $tone={report.status === 'APPROVED' ? 'success' : report.status === 'REJECTED' ? 'destructive' : 'warning'}>
          {intl.formatMessage(REPORT_STATUS_MESSAGES[report.status])}
        </StyledStatusBadge>
        <Badge variant="outline">{intl.formatMessage(REPORT_TYPE_BADGE_MESSAGES[report.reportType])}</Badge>
        <Badge variant="secondary">{intl.formatMessage(ratingMessage, { rating: report.rating })}</Badge>
        {pending && <ClaimBadge claim={heldBy} />}
      </Row>
      <StyledItemMeta>
        <FormattedMessage
          id="admin.reports.item.meta"
          defaultMessage="About <link>{name}</link> · Submitted {date}"
          description="Under a report in the queue: the person it is about (a link to her profile) and when it was sent."
          values={{
            name: report.profileName,
            date: intl.formatDate(report.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
            link: (chunks: ReactNode[]) => <Link to={`/profile/${report.profileId}`}>{chunks}</Link>,
          }}
        />
      </StyledItemMeta>
      <StyledExcerpt>{report.content}</StyledExcerpt>
      {report.status === 'REJECTED' && rejectedText && <StyledItemNote>{rejectedText}</StyledItemNote>}
      {pending && dialog === null && review.notice}
      <StyledItemActions>
        <Button variant="outline" size="sm" onClick={() => setDialog('view')}>
          {intl.formatMessage(messages.view)}
        </Button>
        {report.status !== 'APPROVED' && (
          <Button size="sm" onClick={() => void onApprove()} disabled={approving}>
            {intl.formatMessage(approving ? messages.approving : messages.approve)}
          </Button>
        )}
        {report.status !== 'REJECTED' && (
          <Button variant="secondary" size="sm" onClick={() => setDialog('reject')}>
            {intl.formatMessage(messages.reject)}
          </Button>
        )}
        <AdminEditDeleteButtons
          editLabel={intl.formatMessage(REPORT_ADMIN_MESSAGES.edit)}
          deleteLabel={intl.formatMessage(REPORT_ADMIN_MESSAGES.delete)}
          onEdit={() => setDialog('edit')}
          onDelete={() => setDialog('delete')}
        />
      </StyledItemActions>

      <ReportDetailDialog report={report} open={dialog === 'view'} onClose={close} claim={pending ? review.notice : null} />
      <DecisionDialog
        open={dialog === 'reject'}
        onClose={close}
        title={intl.formatMessage(messages.rejectTitle)}
        description={intl.formatMessage(rejectDescription, { title: report.title })}
        reason="required"
        confirmLabel={intl.formatMessage(messages.reject)}
        busyLabel={intl.formatMessage(messages.rejecting)}
        destructive
        // Refused because another moderator reviews it: the dialog closes on the inline notice with "Take over".
        onConfirm={async ({ reason, note }) => (await reject(ref, reason!, note)) || review.refused()}
      />
      <Dialog open={dialog === 'edit'} onClose={close} title={intl.formatMessage(messages.editTitle)}>
        <ReportEditForm
          initialValues={{ title: report.title, content: report.content }}
          onCancel={close}
          onSave={(values) => afterSuccess(close)(update(ref, values))}
        />
      </Dialog>
      <AdminDeleteDialog
        open={dialog === 'delete'}
        onClose={close}
        texts={deleteReportTexts(intl, report.title)}
        onConfirm={(decision) => remove(ref, decision)}
      />
    </StyledItemCard>
  );
}
