import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../../gql';
import type { RemovalDecision, RemovalRequestsQuery as RemovalRequestsData } from '../../../../gql/graphql';
import { useMutationAction } from '../../../../shared/useMutationAction';
import type { DecisionOptions } from '../../shared/hooks/useModerationQueue';

export const RemovalRequestsQuery = graphql(`
  query RemovalRequests {
    removalRequests {
      id
      targetType
      targetId
      targetLabel
      profileId
      reason
      explanation
      contactEmail
      contactConfirmed
      senderDismissedCount
      status
      contentHidden
      decisionReason
      decidedAt
      decidedBy
      createdAt
    }
  }
`);

export const DecideRemovalRequestMutation = graphql(`
  mutation DecideRemovalRequest($id: ID!, $decision: RemovalDecision!, $reason: String!) {
    decideRemovalRequest(id: $id, decision: $decision, reason: $reason) {
      id
      status
      decisionReason
      decidedAt
      decidedBy
    }
  }
`);

export type RemovalRequestItem = RemovalRequestsData['removalRequests'][number];

/** Removal requests for admins: pending first. */
export function useRemovalRequests() {
  const { data, loading, error, refetch } = useQuery(RemovalRequestsQuery);
  return { requests: data?.removalRequests ?? [], loading: loading && !data, error, refetch: () => void refetch() };
}

/** Uphold or dismiss with a reason; the request's new status is merged into the cache by id. */
export function useDecideRemovalRequest({ quiet }: DecisionOptions = {}) {
  const intl = useIntl();
  const [decide] = useMutationAction(DecideRemovalRequestMutation, {
    variables: (id: string, decision: RemovalDecision, reason: string) => ({ id, decision, reason }),
    update: (cache, _data, [, decision]) => {
      if (decision === 'UPHOLD') cache.evict({ id: 'ROOT_QUERY', fieldName: 'profiles' });
    },
    success: (_done, [, decision]) =>
      decision === 'UPHOLD'
        ? {
            title: intl.formatMessage({ id: 'admin.removal.upheldToast', defaultMessage: 'Request Upheld' }),
            description: intl.formatMessage({ id: 'admin.removal.upheldToastDescription', defaultMessage: 'The content was removed and the sender told why.' }),
          }
        : {
            title: intl.formatMessage({ id: 'admin.removal.dismissedToast', defaultMessage: 'Request Dismissed' }),
            description: intl.formatMessage({
              id: 'admin.removal.dismissedToastDescription',
              defaultMessage: 'The content stays and the sender was told why.',
            }),
          },
    failure: {
      title: intl.formatMessage({ id: 'admin.removal.failedToast', defaultMessage: 'Action Failed' }),
      description: intl.formatMessage({ id: 'admin.removal.failedToastDescription', defaultMessage: 'Failed to decide the request' }),
    },
    quiet,
  });
  return decide;
}
