import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { MyWatchesQuery as MyWatchesData } from '../../../gql/graphql';
import { failureWithReason, useMutationAction } from '../../../shared/useMutationAction';
import { WATCH_TOASTS } from '../watch-messages';

export const WatchFieldsFragment = graphql(`
  fragment WatchFields on Watch {
    id
    firstName
    lastName
    location
    radius
    status
    createdAt
    expiresAt
    lastMatchedAt
  }
`);

export const MyWatchesQuery = graphql(`
  query MyWatches {
    myWatches {
      ...WatchFields
    }
  }
`);

export const CreateWatchMutation = graphql(`
  mutation CreateWatch($input: WatchInput!) {
    createWatch(input: $input) {
      ...WatchFields
    }
  }
`);

export const RenewWatchMutation = graphql(`
  mutation RenewWatch($id: ID!) {
    renewWatch(id: $id) {
      ...WatchFields
    }
  }
`);

export const DeleteWatchMutation = graphql(`
  mutation DeleteWatch($id: ID!) {
    deleteWatch(id: $id)
  }
`);

export type Watch = MyWatchesData['myWatches'][number];
export type WatchValues = { firstName: string; lastName: string | null; location: string; radius: number };

/** Her name watches, newest first; asked again each time the list is shown (a match may have come since). */
export function useMyWatches() {
  const { data, loading, error, refetch } = useQuery(MyWatchesQuery, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  return { watches: data?.myWatches ?? [], loading: loading && !data, error, refetch: () => void refetch() };
}

/**
 * Starting, renewing and deleting a watch, each with its toasts; the cached list follows without asking again (a new one
 * first, a deleted one gone; a renewed one is updated in place by its id).
 */
export function useWatchActions() {
  const intl = useIntl();
  const [createWatch, { pending: creating }] = useMutationAction(CreateWatchMutation, {
    variables: (input: WatchValues) => ({ input }),
    result: (data) => data.createWatch,
    update: (cache, data) =>
      cache.updateQuery({ query: MyWatchesQuery }, (previous) => (previous ? { myWatches: [data.createWatch, ...previous.myWatches] } : previous)),
    success: { title: intl.formatMessage(WATCH_TOASTS.created), description: intl.formatMessage(WATCH_TOASTS.createdDescription) },
    failure: failureWithReason(intl.formatMessage(WATCH_TOASTS.createFailed), intl.formatMessage(WATCH_TOASTS.tryAgain)),
  });
  const [renewWatch] = useMutationAction(RenewWatchMutation, {
    variables: (id: string) => ({ id }),
    success: { title: intl.formatMessage(WATCH_TOASTS.renewed) },
    failure: failureWithReason(intl.formatMessage(WATCH_TOASTS.renewFailed), intl.formatMessage(WATCH_TOASTS.tryAgain)),
  });
  const [deleteWatch] = useMutationAction(DeleteWatchMutation, {
    variables: (id: string) => ({ id }),
    update: (cache, _data, [id]) => {
      cache.updateQuery({ query: MyWatchesQuery }, (previous) => (previous ? { myWatches: previous.myWatches.filter((w) => w.id !== id) } : previous));
      cache.evict({ id: cache.identify({ __typename: 'Watch', id }) });
      cache.gc();
    },
    success: { title: intl.formatMessage(WATCH_TOASTS.deleted) },
    failure: failureWithReason(intl.formatMessage(WATCH_TOASTS.deleteFailed), intl.formatMessage(WATCH_TOASTS.tryAgain)),
  });
  return { createWatch, creating, renewWatch, deleteWatch };
}
