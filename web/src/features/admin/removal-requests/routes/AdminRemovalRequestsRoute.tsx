import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RemovalDecision } from '../../../../gql/graphql';
import { Button } from '../../../../ui/Button';
import { StyledCard } from '../../../../ui/Card';
import { AlertIcon } from '../../../../ui/icons';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { StyledCaseFacts as StyledFacts, StyledCaseList as StyledList, StyledCaseTitle } from '../../shared/components/AdminListParts';
import { formatDateTime } from '../../shared/admin-labels';
import { countOf } from '../../../../shared/plural';
import { RemovalDecisionDialog } from '../components/RemovalDecisionDialog';
import { useDecideRemovalRequest, useRemovalRequests, type RemovalRequestItem } from '../hooks/useRemovalRequests';
import { reasonLabel, statusLabel, targetLabel } from '../../../removal/removal-labels';
import { pageTitle, useDocumentTitle } from '../../../../ui/useDocumentTitle';

const StyledActions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

function RemovalRequestCard({ request, onDecide }: { request: RemovalRequestItem; onDecide: (decision: RemovalDecision) => void }) {
  const titleId = `removal-${request.id}-title`;
  return (
    <StyledCard as="article" aria-labelledby={titleId}>
      <StyledCaseTitle id={titleId}>
        {targetLabel(request.targetType)}: {request.targetLabel}
      </StyledCaseTitle>
      <StyledFacts>
        <dt>Status</dt>
        <dd>
          {statusLabel(request.status)}
          {request.contentHidden && request.status === 'PENDING' ? ' (hidden until decided)' : ''}
        </dd>
        <dt>Reason</dt>
        <dd>{reasonLabel(request.reason)}</dd>
        <dt>Explanation</dt>
        <dd>{request.explanation}</dd>
        <dt>Contact</dt>
        <dd>
          {request.contactEmail} ({request.contactConfirmed ? 'Contact e-mail confirmed' : 'Not confirmed yet'})
        </dd>
        {request.senderDismissedCount > 0 && (
          <>
            <dt>Sender</dt>
            <dd>
              {countOf(request.senderDismissedCount, 'earlier request')} from this sender {request.senderDismissedCount === 1 ? 'was' : 'were'} dismissed
            </dd>
          </>
        )}
        <dt>Received</dt>
        <dd>{formatDateTime(request.createdAt)}</dd>
        {request.decisionReason && (
          <>
            <dt>Decision</dt>
            <dd>
              {request.decisionReason} ({request.decidedBy ?? 'admin'}, {formatDateTime(request.decidedAt)})
            </dd>
          </>
        )}
      </StyledFacts>
      <StyledActions>
        {request.profileId && <Link to={`/profile/${request.profileId}`}>Open profile</Link>}
        {request.status === 'PENDING' && (
          <>
            <Button size="sm" variant="destructive" onClick={() => onDecide('UPHOLD' as RemovalDecision)}>
              Uphold
            </Button>
            <Button size="sm" variant="outline" onClick={() => onDecide('DISMISS' as RemovalDecision)}>
              Dismiss
            </Button>
          </>
        )}
      </StyledActions>
    </StyledCard>
  );
}

/** /admin/removal-requests: removal requests (SAFETY 12), pending first, with Uphold / Dismiss and a required reason. */
export function AdminRemovalRequestsRoute() {
  useDocumentTitle(pageTitle('Admin', 'Removal requests'));
  const { requests, loading, error, refetch } = useRemovalRequests();
  const decide = useDecideRemovalRequest();
  const [deciding, setDeciding] = useState<{ id: string; decision: RemovalDecision } | null>(null);
  return (
    <AdminLayout title="Removal Requests" description="Requests from anyone to remove a profile, a report or a photo. Pending requests come first.">
      <QueryState
        loading={loading}
        error={error}
        empty={requests.length === 0}
        loadingLabel="Loading removal requests"
        errorTitle="Could not load removal requests"
        onRetry={refetch}
        emptyState={<EmptyState icon={<AlertIcon />} title="No removal requests" description="Nobody has asked for content to be removed." />}
      >
        <StyledList>
          {requests.map((request) => (
            <li key={request.id}>
              <RemovalRequestCard request={request} onDecide={(decision) => setDeciding({ id: request.id, decision })} />
            </li>
          ))}
        </StyledList>
      </QueryState>
      <RemovalDecisionDialog
        decision={deciding?.decision ?? null}
        onClose={() => setDeciding(null)}
        onConfirm={(reason) => (deciding ? decide(deciding.id, deciding.decision, reason) : Promise.resolve(false))}
      />
    </AdminLayout>
  );
}
