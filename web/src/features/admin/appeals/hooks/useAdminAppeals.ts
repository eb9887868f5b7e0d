import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import type { AdminAppealsQuery as AdminAppealsData, AppealOutcome } from '../../../../gql/graphql';
import { useMutationAction } from '../../../../shared/useMutationAction';
import { useLoadMore } from '../../../../shared/load-more';

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
export function useDecideAppeal() {
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
        ? { title: 'Appeal Upheld', description: 'The decision was undone and the member was told.' }
        : { title: 'Appeal Rejected', description: 'The decision stands and the member was told why.' },
    failure: { title: 'Action Failed', description: 'Failed to decide the appeal' },
  });
  return decide;
}
