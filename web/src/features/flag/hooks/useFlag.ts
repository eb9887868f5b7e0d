import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { FlagInput } from '../../../gql/graphql';
import { errorCode } from '../../../shared/errors';
import { MyFlagsQuery, type FlagTarget } from './useHasFlagged';

export const FlagReportMutation = graphql(`
  mutation FlagReport($reportId: ID!, $input: FlagInput!) {
    flagReport(reportId: $reportId, input: $input) {
      targetType
      targetId
      contentHidden
    }
  }
`);

export const FlagProfileMutation = graphql(`
  mutation FlagProfile($profileId: ID!, $input: FlagInput!) {
    flagProfile(profileId: $profileId, input: $input) {
      targetType
      targetId
      contentHidden
    }
  }
`);

/**
 * Sends a flag. The item joins the member's flags in the cache at once (the already-flagged state, also after a 409:
 * she had flagged it already); when the flags hid it, the profile page's queries are refetched so it disappears.
 * Throws the API's error for the dialog to show.
 */
export function useFlag(target: FlagTarget) {
  const client = useApolloClient();
  const [flagReport] = useMutation(FlagReportMutation);
  const [flagProfile] = useMutation(FlagProfileMutation);
  return useCallback(
    async (input: FlagInput) => {
      const options = {
        refetchQueries: ({ data }: { data?: unknown }) => (hidden(data) ? ['ProfileRoute', 'ProfileReports'] : []),
        update: (cache: ApolloCache) => markFlagged(cache, target),
      };
      try {
        if (target.type === 'REPORT') await flagReport({ variables: { reportId: target.id, input }, ...options });
        else await flagProfile({ variables: { profileId: target.id, input }, ...options });
      } catch (error) {
        if (errorCode(error) === 'CONFLICT') markFlagged(client.cache, target);
        throw error;
      }
    },
    [client, flagProfile, flagReport, target],
  );
}

function hidden(data: unknown): boolean {
  const answer = data as { flagReport?: { contentHidden: boolean }; flagProfile?: { contentHidden: boolean } } | undefined;
  return !!(answer?.flagReport?.contentHidden || answer?.flagProfile?.contentHidden);
}

/** Adds the item to the cached `myFlags` of its profile (also after a 409: she had flagged it already). */
function markFlagged(cache: ApolloCache, target: FlagTarget): void {
  cache.updateQuery({ query: MyFlagsQuery, variables: { profileId: target.profileId } }, (data) => {
    const items = data?.myFlags ?? [];
    if (items.some((item) => item.targetType === target.type && item.targetId === target.id)) return data;
    return { myFlags: [...items, { __typename: 'FlaggedItem' as const, targetType: target.type, targetId: target.id }] };
  });
}
