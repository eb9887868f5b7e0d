import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../../gql';
import type { AdminAppealsQuery as AdminAppealsData, AppealOutcome } from '../../../../gql/graphql';
import { useMutationAction } from '../../../../shared/useMutationAction';
import { useLoadMore } from '../../../../shared/load-more';
import type { DecisionOptions } from '../../shared/hooks/useModerationQueue';

export const AppealFields = graphql(`
  fragment AppealFields on Appeal {
    id
    text
    viaLink
    submittedAt
    status
    decidedAt
    decidedBy
    outcomeReason
    notRestored
    viewerCanDecide
    needsSecondLook
    decision {
      ...DecisionFields
      decidedBy
    }
  }
`);

export const AdminAppealsQuery = graphql(`
  query AdminAppeals($first: Int, $after: String) {
    adminAppeals(first: $first, after: $after) {
      items {
        ...AppealFields
      }
      nextCursor
    }
  }
`);

export const DecideAppealMutation = graphql(`
  mutation DecideAppeal($appealId: ID!, $input: DecideAppealInput!) {
    decideAppeal(appealId: $appealId, input: $input) {
      ...AppealFields
    }
  }
`);

export type AppealItem = AdminAppealsData['adminAppeals']['items'][number];

export const APPEALS_PAGE_SIZE = 20;

/** The appeals queue, oldest first, 20 at a time; 'Load more' appends the next page (the `after` cursor, merged by the cache). */
export function useAdminAppeals() {
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminAppealsQuery, { variables: { first: APPEALS_PAGE_SIZE } });
  const more = useLoadMore(fetchMore, data?.adminAppeals.nextCursor ?? null);
  return {
    appeals: data?.adminAppeals.items ?? [],
    loading: loading && !data,
    error,
    refetch: () => void refetch(),
    ...more,
  };
}

/**
 * Upholds or rejects an appeal with a reason (and, when she decides an appeal against her own decision as the only
 * moderator, a note on her second look); the decided appeal merges into the cache by id (its card shows the
 * outcome). An upheld appeal may bring content back, so the public lists are dropped from the cache. Resolves to true
 * on success.
 */
export function useDecideAppeal({ quiet }: DecisionOptions = {}) {
  const intl = useIntl();
  const [decide] = useMutationAction(DecideAppealMutation, {
    variables: (appealId: string, outcome: AppealOutcome, reason: string, secondLookNote?: string) => ({
      appealId,
      input: { outcome, reason, ...(secondLookNote ? { secondLookNote } : {}) },
    }),
    update: (cache, _data, [, outcome]) => {
      if (outcome === 'UPHOLD') cache.evict({ id: 'ROOT_QUERY', fieldName: 'profiles' });
    },
    success: (_done, [, outcome]) =>
      outcome === 'UPHOLD'
        ? {
            title: intl.formatMessage({ id: 'admin.appeals.upheldToast', defaultMessage: 'Appeal Upheld' }),
            description: intl.formatMessage({ id: 'admin.appeals.upheldToastDescription', defaultMessage: 'The decision was undone and the member was told.' }),
          }
        : {
            title: intl.formatMessage({ id: 'admin.appeals.rejectedToast', defaultMessage: 'Appeal Rejected' }),
            description: intl.formatMessage({
              id: 'admin.appeals.rejectedToastDescription',
              defaultMessage: 'The decision stands and the member was told why.',
            }),
          },
    failure: {
      title: intl.formatMessage({ id: 'admin.appeals.failedToast', defaultMessage: 'Action Failed' }),
      description: intl.formatMessage({ id: 'admin.appeals.failedToastDescription', defaultMessage: 'Failed to decide the appeal' }),
    },
    quiet,
  });
  return decide;
}
