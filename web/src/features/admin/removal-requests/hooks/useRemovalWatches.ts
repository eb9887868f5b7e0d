import { useLazyQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../../gql';
import { failureWithReason, useMutationAction } from '../../../../shared/useMutationAction';

export const WatchesMatchingProfileQuery = graphql(`
  query WatchesMatchingProfile($profileId: ID!) {
    watchesMatchingProfile(profileId: $profileId) {
      id
      firstName
      lastName
      location
      radius
      status
    }
  }
`);

export const EndWatchMutation = graphql(`
  mutation EndWatch($id: ID!, $note: String) {
    endWatch(id: $id, note: $note) {
      id
      status
    }
  }
`);

/**
 * For a removal request about a profile: the members' live name watches that profile matches (asked when the moderator
 * opens them, never cached), and ending one. The watch's owner is never shown: she is told hers was ended, not by whom.
 */
export function useRemovalWatches(profileId: string) {
  const intl = useIntl();
  const [load, { data, loading, error, called, refetch }] = useLazyQuery(WatchesMatchingProfileQuery, { fetchPolicy: 'network-only' });
  const [endWatch, { pending: ending }] = useMutationAction(EndWatchMutation, {
    variables: (id: string) => ({ id, note: 'The person asked for removal.' }),
    success: { title: intl.formatMessage({ id: 'admin.removal.watchEnded', defaultMessage: 'Watch ended', description: 'Toast.' }) },
    failure: failureWithReason(
      intl.formatMessage({ id: 'admin.removal.watchEndFailed', defaultMessage: 'Could not end the watch', description: 'Toast.' }),
      intl.formatMessage({ id: 'admin.removal.watchEndTryAgain', defaultMessage: 'Please try again.', description: 'Toast.' }),
    ),
  });
  return {
    open: () => void load({ variables: { profileId } }),
    opened: called,
    watches: data?.watchesMatchingProfile ?? [],
    loading: loading && !data,
    error,
    ending,
    end: async (id: string) => {
      if (await endWatch(id)) await refetch();
    },
  };
}
