import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Badge } from '../../../../ui/Badge';
import { Button } from '../../../../ui/Button';
import { dateTimeText } from '../../shared/admin-labels';
import { idTypeText } from '../id-type-labels';
import { useReviewVerification, type VerificationRequest } from '../hooks/useVerificationRequests';
import { DecisionDialog } from '../../shared/components/DecisionDialog';
import { ClaimBadge, useItemReview } from '../../shared/components/ModerationClaimParts';
import type { ModerationClaim } from '../../shared/hooks/useModerationQueue';
import { IdDocumentDialog, type IdDocument } from './IdDocumentDialog';
import { StyledItemActions, StyledItemCard, StyledItemMeta, StyledItemNote, StyledItemTitle } from '../../shared/components/AdminListParts';
import { Row } from '../../../../ui/Stack';
import { StyledStatusBadge, type StatusTone } from '../../shared/components/StatusBadge';

const STATUS_MESSAGES = defineMessages({
  PENDING: { id: 'admin.verification.statusPending', defaultMessage: 'Pending' },
  APPROVED: { id: 'admin.verification.statusApproved', defaultMessage: 'Approved' },
  REJECTED: { id: 'admin.verification.statusRejected', defaultMessage: 'Rejected' },
});

const STATUS: Record<VerificationRequest['status'], { label: MessageDescriptor; tone: StatusTone }> = {
  PENDING: { label: STATUS_MESSAGES.PENDING, tone: 'warning' },
  APPROVED: { label: STATUS_MESSAGES.APPROVED, tone: 'success' },
  REJECTED: { label: STATUS_MESSAGES.REJECTED, tone: 'destructive' },
};

export type VerificationRequestCardProps = {
  request: VerificationRequest;
  /** Another moderator's live claim on it ("Being reviewed by ..."), or null. */
  heldBy?: ModerationClaim | null;
};

/**
 * One ID verification request. 'View ID' opens the document (the server writes each view to the audit log; a code is
 * asked for first when her last check is over 5 minutes old); only pending requests offer Approve and Reject, each
 * with optional notes. Viewing the ID or a decision dialog claims it while open; a decision refused because another
 * moderator reviews it says so on the card, with "Take over".
 */
export function VerificationRequestCard({ request, heldBy = null }: VerificationRequestCardProps) {
  const nameId = useId();
  const [document, setDocument] = useState<IdDocument | null>(null);
  const [opening, setOpening] = useState(false);
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const status = STATUS[request.status];
  const pending = request.status === 'PENDING';
  const review = useItemReview('VERIFICATIONS', request.id, pending && (decision !== null || document !== null), heldBy);
  const { openDocument, approve, reject, stepUpDialog } = useReviewVerification({ quiet: review.quiet });
  const intl = useIntl();
  const approving = decision === 'approve';

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
      <Row>
        <StyledItemTitle id={nameId}>@{request.username}</StyledItemTitle>
        <StyledStatusBadge $tone={status.tone}>
          <FormattedMessage {...status.label} />
        </StyledStatusBadge>
        <Badge variant="outline">{idTypeText(intl, request.idType)}</Badge>
        {pending && <ClaimBadge claim={heldBy} />}
      </Row>
      <StyledItemMeta>
        <SubmittedLine request={request} />
      </StyledItemMeta>
      {request.notes && (
        <StyledItemNote>
          <FormattedMessage id="admin.verification.notes" defaultMessage="Notes: {notes}" values={{ notes: request.notes }} />
        </StyledItemNote>
      )}
      {!request.hasDocument && (
        <StyledItemMeta>
          <FormattedMessage id="admin.verification.documentDeleted" defaultMessage="The ID document has been deleted." />
        </StyledItemMeta>
      )}
      {pending && decision === null && review.notice}
      {(request.hasDocument || pending) && (
        <StyledItemActions>
          {request.hasDocument && (
            <Button variant="outline" size="sm" onClick={() => void view()} disabled={opening}>
              {opening ? (
                <FormattedMessage id="admin.verification.opening" defaultMessage="Opening..." />
              ) : (
                <FormattedMessage id="admin.verification.viewId" defaultMessage="View ID" />
              )}
            </Button>
          )}
          {pending && (
            <>
              <Button size="sm" onClick={() => setDecision('approve')}>
                <FormattedMessage id="admin.verification.approve" defaultMessage="Approve" />
              </Button>
              <Button variant="destructive" size="sm" onClick={() => setDecision('reject')}>
                <FormattedMessage id="admin.verification.reject" defaultMessage="Reject" />
              </Button>
            </>
          )}
        </StyledItemActions>
      )}
      {request.hasDocument && (
        <StyledItemMeta>
          <FormattedMessage id="admin.verification.viewAudited" defaultMessage="Viewing an ID is recorded in the audit log." />
        </StyledItemMeta>
      )}

      {stepUpDialog}
      <IdDocumentDialog username={request.username} document={document} onClose={() => setDocument(null)} />
      <DecisionDialog
        open={decision !== null}
        onClose={() => setDecision(null)}
        title={
          approving
            ? intl.formatMessage({ id: 'admin.verification.approveTitle', defaultMessage: "Approve @{username}'s ID?" }, { username: request.username })
            : intl.formatMessage({ id: 'admin.verification.rejectTitle', defaultMessage: "Reject @{username}'s ID?" }, { username: request.username })
        }
        description={intl.formatMessage({
          id: 'admin.verification.decisionDescription',
          defaultMessage: 'The document is deleted after the decision and the member is notified by e-mail.',
        })}
        reason="none"
        noteLabel={intl.formatMessage({ id: 'admin.verification.notesOptional', defaultMessage: 'Notes (optional)' })}
        confirmLabel={
          approving
            ? intl.formatMessage({ id: 'admin.verification.approveConfirm', defaultMessage: 'Approve' })
            : intl.formatMessage({ id: 'admin.verification.rejectConfirm', defaultMessage: 'Reject' })
        }
        busyLabel={
          approving
            ? intl.formatMessage({ id: 'admin.verification.approving', defaultMessage: 'Approving...' })
            : intl.formatMessage({ id: 'admin.verification.rejecting', defaultMessage: 'Rejecting...' })
        }
        destructive={decision === 'reject'}
        onConfirm={async ({ note }) => (await (decision === 'approve' ? approve(request.id, note) : reject(request.id, note))) || review.refused()}
      />
    </StyledItemCard>
  );
}

/** Her e-mail and when the request came in; once decided, when and by whom. */
function SubmittedLine({ request }: VerificationRequestCardProps) {
  const intl = useIntl();
  const values = { email: request.email, submitted: dateTimeText(intl, request.submittedAt), decided: dateTimeText(intl, request.decidedAt) };
  if (!request.decidedAt) {
    return <FormattedMessage id="admin.verification.submitted" defaultMessage="{email} · Submitted {submitted}" values={values} />;
  }
  if (!request.reviewerLabel) {
    return <FormattedMessage id="admin.verification.submittedDecided" defaultMessage="{email} · Submitted {submitted} · Decided {decided}" values={values} />;
  }
  return (
    <FormattedMessage
      id="admin.verification.submittedDecidedBy"
      defaultMessage="{email} · Submitted {submitted} · Decided {decided} by {reviewer}"
      values={{ ...values, reviewer: request.reviewerLabel }}
    />
  );
}
