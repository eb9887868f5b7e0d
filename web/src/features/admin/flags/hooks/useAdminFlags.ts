import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useCallback } from 'react';
import { graphql } from '../../../../gql';
import type { AdminFlagsQuery as AdminFlagsData, UpholdFlagsInput } from '../../../../gql/graphql';
import { useMutationAction } from '../../../../shared/useMutationAction';
import { useLoadMore } from '../../../../shared/load-more';
import type { DecisionOptions } from '../../shared/hooks/useModerationQueue';

export const FlagCaseFields = graphql(`
  fragment FlagCaseFields on FlagCase {
    id
    targetType
    targetId
    profileId
    profileName
    reportTitle
    excerpt
    flagCount
    countedFlags
    urgent
    dueAt
    reasons {
      reason
      count
    }
    notes
    openedAt
    hidden
    status
    decidedAt
    decisionReason
    decisionRule
    decisionText
  }
`);

export const AdminFlagsQuery = graphql(`
  query AdminFlags($first: Int, $after: String) {
    adminFlags(first: $first, after: $after) {
      items {
        ...FlagCaseFields
      }
      nextCursor
    }
  }
`);

export const UpholdFlagsMutation = graphql(`
  mutation UpholdFlags($caseId: ID!, $input: UpholdFlagsInput!) {
    upholdFlags(caseId: $caseId, input: $input) {
      ...FlagCaseFields
    }
  }
`);

export const DismissFlagsMutation = graphql(`
  mutation DismissFlags($caseId: ID!, $note: String) {
    dismissFlags(caseId: $caseId, note: $note) {
      ...FlagCaseFields
    }
  }
`);

export type FlagCaseItem = AdminFlagsData['adminFlags']['items'][number];

export const FLAGS_PAGE_SIZE = 20;

/** The flags queue, oldest first, 20 cases at a time; 'Load more' appends the next page (the `after` cursor, merged by the cache). */
export function useAdminFlags() {
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminFlagsQuery, { variables: { first: FLAGS_PAGE_SIZE } });
  const more = useLoadMore(fetchMore, data?.adminFlags.nextCursor ?? null);
  return {
    cases: data?.adminFlags.items ?? [],
    loading: loading && !data,
    error,
    refetch: () => void refetch(),
    ...more,
  };
}

export type FlagDecision = { kind: 'uphold'; input: UpholdFlagsInput } | { kind: 'dismiss'; note: string | null };

/**
 * Upholds or dismisses the flags of a case; the decided case merges into the cache by id (its card shows the outcome).
 * An upheld item leaves public lists, so the profile lists are dropped from the cache. Resolves to true on success.
 */
export function useDecideFlags({ quiet }: DecisionOptions = {}) {
  const intl = useIntl();
  const failure = {
    title: intl.formatMessage({ id: 'admin.flags.failedToast', defaultMessage: 'Action Failed' }),
    description: intl.formatMessage({ id: 'admin.flags.failedToastDescription', defaultMessage: 'Failed to decide the flags' }),
  };
  const [uphold] = useMutationAction(UpholdFlagsMutation, {
    variables: (caseId: string, input: UpholdFlagsInput) => ({ caseId, input }),
    update: (cache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'profiles' }),
    success: {
      title: intl.formatMessage({ id: 'admin.flags.upheldToast', defaultMessage: 'Flags Upheld' }),
      description: intl.formatMessage({
        id: 'admin.flags.upheldToastDescription',
        defaultMessage: 'The item was removed and its author was sent the reasons.',
      }),
    },
    failure,
    quiet,
  });
  const [dismiss] = useMutationAction(DismissFlagsMutation, {
    variables: (caseId: string, note: string | null) => ({ caseId, note }),
    success: {
      title: intl.formatMessage({ id: 'admin.flags.dismissedToast', defaultMessage: 'Flags Dismissed' }),
      description: intl.formatMessage({
        id: 'admin.flags.dismissedToastDescription',
        defaultMessage: 'The item stays and the members who flagged it were told.',
      }),
    },
    failure,
    quiet,
  });
  return useCallback(
    (caseId: string, decision: FlagDecision) => (decision.kind === 'uphold' ? uphold(caseId, decision.input) : dismiss(caseId, decision.note)),
    [dismiss, uphold],
  );
}
