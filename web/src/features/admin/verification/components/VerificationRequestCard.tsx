import { useId, useState } from 'react';
import { Badge } from '../../../../ui/Badge';
import { Button } from '../../../../ui/Button';
import { idTypeLabel } from '../../../verification/id-types';
import { formatDateTime } from '../../shared/admin-labels';
import { useReviewVerification, type VerificationRequest } from '../hooks/useVerificationRequests';
import { DecisionDialog } from '../../shared/components/DecisionDialog';
import { IdDocumentDialog, type IdDocument } from './IdDocumentDialog';
import { StyledItemActions, StyledItemCard, StyledItemMeta, StyledItemNote, StyledItemTitle, StyledItemTop } from '../../shared/components/AdminListParts';
import { StyledStatusBadge, type StatusTone } from '../../shared/components/StatusBadge';

const STATUS: Record<VerificationRequest['status'], { label: string; tone: StatusTone }> = {
  PENDING: { label: 'Pending', tone: 'warning' },
  APPROVED: { label: 'Approved', tone: 'success' },
  REJECTED: { label: 'Rejected', tone: 'destructive' },
};

export type VerificationRequestCardProps = { request: VerificationRequest };

/**
 * One ID verification request. 'View ID' opens the document (the server writes each view to the audit log; a code is
 * asked for first when her last check is over 5 minutes old); only pending requests offer Approve and Reject, each
 * with optional notes.
 */
export function VerificationRequestCard({ request }: VerificationRequestCardProps) {
  const nameId = useId();
  const { openDocument, approve, reject, stepUpDialog } = useReviewVerification();
  const [document, setDocument] = useState<IdDocument | null>(null);
  const [opening, setOpening] = useState(false);
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const status = STATUS[request.status];
  const pending = request.status === 'PENDING';

  const view = async () => {
    setOpening(true);
    try {
      setDocument(await openDocument(request.id));
    } finally {
      setOpening(false);
    }
  };

  return (
    <StyledItemCard aria-labelledby={nameId}>
      <StyledItemTop>
        <StyledItemTitle id={nameId}>@{request.username}</StyledItemTitle>
        <StyledStatusBadge $tone={status.tone}>{status.label}</StyledStatusBadge>
        <Badge variant="outline">{idTypeLabel(request.idType)}</Badge>
      </StyledItemTop>
      <StyledItemMeta>
        {request.email} · Submitted {formatDateTime(request.submittedAt)}
        {request.decidedAt && ` · Decided ${formatDateTime(request.decidedAt)}${request.reviewerLabel ? ` by ${request.reviewerLabel}` : ''}`}
      </StyledItemMeta>
      {request.notes && <StyledItemNote>Notes: {request.notes}</StyledItemNote>}
      {!request.hasDocument && <StyledItemMeta>The ID document has been deleted.</StyledItemMeta>}
      {(request.hasDocument || pending) && (
        <StyledItemActions>
          {request.hasDocument && (
            <Button variant="outline" size="sm" onClick={() => void view()} disabled={opening}>
              {opening ? 'Opening...' : 'View ID'}
            </Button>
          )}
          {pending && (
            <>
              <Button size="sm" onClick={() => setDecision('approve')}>
                Approve
              </Button>
              <Button variant="destructive" size="sm" onClick={() => setDecision('reject')}>
                Reject
              </Button>
            </>
          )}
        </StyledItemActions>
      )}
      {request.hasDocument && <StyledItemMeta>Viewing an ID is recorded in the audit log.</StyledItemMeta>}

      {stepUpDialog}
      <IdDocumentDialog username={request.username} document={document} onClose={() => setDocument(null)} />
      <DecisionDialog
        open={decision !== null}
        onClose={() => setDecision(null)}
        title={decision === 'approve' ? `Approve @${request.username}'s ID?` : `Reject @${request.username}'s ID?`}
        description="The document is deleted after the decision and the member is notified by e-mail."
        reason="none"
        noteLabel="Notes (optional)"
        confirmLabel={decision === 'approve' ? 'Approve' : 'Reject'}
        busyLabel={decision === 'approve' ? 'Approving...' : 'Rejecting...'}
        destructive={decision === 'reject'}
        onConfirm={({ note }) => (decision === 'approve' ? approve(request.id, note) : reject(request.id, note))}
      />
    </StyledItemCard>
  );
}
