import { useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RemovalDecision, RemovalStatus, RemovalTargetType } from '../../../../gql/graphql';
import { Button } from '../../../../ui/Button';
import { StyledCard } from '../../../../ui/Card';
import { AlertIcon } from '../../../../ui/icons';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { Fact, StyledCaseFacts as StyledFacts, StyledCaseTitle } from '../../shared/components/AdminListParts';
import { StackList } from '../../../../ui/Stack';
import { adminPageTitle, dateTimeText } from '../../shared/admin-labels';
import { RemovalDecisionDialog } from '../components/RemovalDecisionDialog';
import { RemovalWatches } from '../components/RemovalWatches';
import { useQueueReview } from '../../shared/components/ModerationClaimParts';
import { useDecideRemovalRequest, useRemovalRequests, type RemovalRequestItem } from '../hooks/useRemovalRequests';
import { reasonLabel } from '../../../removal/removal-labels';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle';

const StyledActions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const TARGET_LABELS = defineMessages({
  PROFILE: { id: 'admin.removal.targetProfile', defaultMessage: 'Profile' },
  REPORT: { id: 'admin.removal.targetReport', defaultMessage: 'Report' },
  IMAGE: { id: 'admin.removal.targetImage', defaultMessage: 'Photo' },
} satisfies Record<RemovalTargetType, unknown>);

const STATUS_LABELS = defineMessages({
  PENDING: { id: 'admin.removal.statusPending', defaultMessage: 'Pending' },
  UPHELD: { id: 'admin.removal.statusUpheld', defaultMessage: 'Upheld' },
  DISMISSED: { id: 'admin.removal.statusDismissed', defaultMessage: 'Dismissed' },
} satisfies Record<RemovalStatus, unknown>);

function RemovalRequestCard({ request, onDecide, review }: { request: RemovalRequestItem; onDecide: (decision: RemovalDecision) => void; review: ReactNode }) {
  const titleId = `removal-${request.id}-title`;
  const intl = useIntl();
  const status = intl.formatMessage(STATUS_LABELS[request.status]);
  return (
    <StyledCard as="article" aria-labelledby={titleId}>
      <StyledCaseTitle id={titleId}>
        <FormattedMessage
          id="admin.removal.cardTitle"
          defaultMessage="{type}: {target}"
          description="A removal request's card: what kind of content, and which."
          values={{ type: intl.formatMessage(TARGET_LABELS[request.targetType]), target: request.targetLabel }}
        />
      </StyledCaseTitle>
      <StyledFacts>
        <Fact label={<FormattedMessage id="admin.removal.status" defaultMessage="Status" />}>
          {request.contentHidden && request.status === 'PENDING' ? (
            <FormattedMessage id="admin.removal.statusHidden" defaultMessage="{status} (hidden until decided)" values={{ status }} />
          ) : (
            status
          )}
        </Fact>
        <Fact label={<FormattedMessage id="admin.removal.reason" defaultMessage="Reason" />}>{reasonLabel(request.reason, intl)}</Fact>
        <Fact label={<FormattedMessage id="admin.removal.explanation" defaultMessage="Explanation" />}>{request.explanation}</Fact>
        <Fact label={<FormattedMessage id="admin.removal.contact" defaultMessage="Contact" />}>
          {request.contactConfirmed ? (
            <FormattedMessage
              id="admin.removal.contactConfirmed"
              defaultMessage="{email} (Contact e-mail confirmed)"
              values={{ email: request.contactEmail }}
            />
          ) : (
            <FormattedMessage id="admin.removal.contactUnconfirmed" defaultMessage="{email} (Not confirmed yet)" values={{ email: request.contactEmail }} />
          )}
        </Fact>
        {request.senderDismissedCount > 0 && (
          <Fact label={<FormattedMessage id="admin.removal.sender" defaultMessage="Sender" />}>
            <FormattedMessage
              id="admin.removal.senderDismissed"
              defaultMessage="{count, plural, one {# earlier request from this sender was dismissed} other {# earlier requests from this sender were dismissed}}"
              values={{ count: request.senderDismissedCount }}
            />
          </Fact>
        )}
        <Fact label={<FormattedMessage id="admin.removal.received" defaultMessage="Received" />}>{dateTimeText(intl, request.createdAt)}</Fact>
        {request.decisionReason && (
          <Fact label={<FormattedMessage id="admin.removal.decision" defaultMessage="Decision" />}>
            <FormattedMessage
              id="admin.removal.decisionValue"
              defaultMessage="{reason} ({moderator}, {date})"
              description="A decided request: the moderator's reason, her username and when."
              values={{
                reason: request.decisionReason,
                moderator:
                  request.decidedBy ??
                  intl.formatMessage({ id: 'admin.removal.someAdmin', defaultMessage: 'admin', description: 'Who decided, when her username is gone.' }),
                date: dateTimeText(intl, request.decidedAt),
              }}
            />
          </Fact>
        )}
      </StyledFacts>
      {request.status === 'PENDING' && review}
      {request.profileId && <RemovalWatches profileId={request.profileId} />}
      <StyledActions>
        {request.profileId && (
          <Link to={`/profile/${request.profileId}`}>
            <FormattedMessage id="admin.removal.openProfile" defaultMessage="Open profile" />
          </Link>
        )}
        {request.status === 'PENDING' && (
          <>
            <Button size="sm" variant="destructive" onClick={() => onDecide('UPHOLD' as RemovalDecision)}>
              <FormattedMessage id="admin.removal.uphold" defaultMessage="Uphold" />
            </Button>
            <Button size="sm" variant="outline" onClick={() => onDecide('DISMISS' as RemovalDecision)}>
              <FormattedMessage id="admin.removal.dismiss" defaultMessage="Dismiss" />
            </Button>
          </>
        )}
      </StyledActions>
    </StyledCard>
  );
}

/** /admin/removal-requests: removal requests (SAFETY 12), pending first, with Uphold / Dismiss and a required reason. */
export function AdminRemovalRequestsRoute() {
  const intl = useIntl();
  useDocumentTitle(adminPageTitle(intl, intl.formatMessage({ id: 'admin.removal.documentTitle', defaultMessage: 'Removal requests' })));
  const { requests, loading, error, refetch } = useRemovalRequests();
  const [deciding, setDeciding] = useState<{ id: string; decision: RemovalDecision } | null>(null);
  // The request whose dialog is open is claimed; a decision refused because another moderator reviews it is said on its card.
  const review = useQueueReview('REMOVAL_REQUESTS', deciding?.id ?? null);
  const decide = useDecideRemovalRequest({ quiet: review.quiet });
  return (
    <AdminLayout
      title={intl.formatMessage({ id: 'admin.removal.title', defaultMessage: 'Removal Requests' })}
      description={intl.formatMessage({
        id: 'admin.removal.description',
        defaultMessage: 'Requests from anyone to remove a profile, a report or a photo. Pending requests come first.',
      })}
    >
      <QueryState
        loading={loading}
        error={error}
        empty={requests.length === 0}
        loadingLabel={intl.formatMessage({ id: 'admin.removal.loading', defaultMessage: 'Loading removal requests' })}
        errorTitle={intl.formatMessage({ id: 'admin.removal.loadFailed', defaultMessage: 'Could not load removal requests' })}
        onRetry={refetch}
        emptyState={
          <EmptyState
            icon={<AlertIcon />}
            title={intl.formatMessage({ id: 'admin.removal.empty', defaultMessage: 'No removal requests' })}
            description={intl.formatMessage({ id: 'admin.removal.emptyDescription', defaultMessage: 'Nobody has asked for content to be removed.' })}
          />
        }
      >
        <StackList>
          {requests.map((request) => (
            <li key={request.id}>
              <RemovalRequestCard request={request} onDecide={(decision) => setDeciding({ id: request.id, decision })} review={review.on(request.id)} />
            </li>
          ))}
        </StackList>
      </QueryState>
      <RemovalDecisionDialog
        decision={deciding?.decision ?? null}
        onClose={() => setDeciding(null)}
        onConfirm={async (reason) => (deciding ? (await decide(deciding.id, deciding.decision, reason)) || review.refused() : false)}
      />
    </AdminLayout>
  );
}
