import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { DecisionFieldsFragment } from '../../../gql/graphql';
import { useLoadMore } from '../../../shared/load-more';

/** A statement of reasons as the member it affects (or the holder of its e-mail link) sees it. */
export const DecisionFields = graphql(`
  fragment DecisionFields on Decision {
    id
    kind
    subjectType
    subjectId
    subjectLabel
    reasonCode
    reasonText
    rule
    ruleTitle
    text
    automatic
    decidedAt
    appealableUntil
    reversedAt
    restoredAt
    supersededAt
    viewerCanAppeal
    appeal {
      status
      submittedAt
      decidedAt
      outcomeReason
      notRestored
    }
  }
`);

export const MyDecisionsQuery = graphql(`
  query MyDecisions($first: Int, $after: String) {
    myDecisions(first: $first, after: $after) {
      items {
        ...DecisionFields
      }
      nextCursor
    }
  }
`);

export type DecisionItem = DecisionFieldsFragment;

export const DECISIONS_PAGE_SIZE = 20;

/**
 * The decisions that restricted her content or her account, newest first (My Reports): 20 at a time, 'Load more'
 * appends the next page (merged by the cache's field policy). Refreshed on every visit: moderators and appeals change them.
 */
export function useMyDecisions() {
  const { data, loading, error, refetch, fetchMore } = useQuery(MyDecisionsQuery, {
    variables: { first: DECISIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const more = useLoadMore(fetchMore, data?.myDecisions.nextCursor ?? null);
  return {
    decisions: data?.myDecisions.items ?? [],
    loading: loading && !data,
    error,
    refetch: () => void refetch().catch(() => undefined),
    ...more,
  };
}
