import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import type { NotificationItem_NotificationFragment } from '../../../gql/graphql';

export const NotificationItemFields = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    type
    title
    message
    read
    createdAt
    actionUrl
    decision {
      ...DecisionFields
    }
  }
`);

export const NotificationsQuery = graphql(`
  query Notifications($unreadOnly: Boolean!) {
    notifications(unreadOnly: $unreadOnly) {
      ...NotificationItem_notification
    }
  }
`);

export const UnreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

/** Operation names refetched after every change (SPEC §4: 'After each change the list is refetched'). */
export const NOTIFICATION_QUERIES = ['Notifications', 'UnreadNotificationCount'];

export type NotificationItem = NotificationItem_NotificationFragment;

/**
 * The signed-in member's notifications, newest first. Mounted only while the panel is open (SPEC §7: fetched only
 * when the panel opens), and fetched from the network each time it opens.
 */
export function useNotifications(unreadOnly: boolean) {
  const { data, loading, error, refetch } = useQuery(NotificationsQuery, {
    variables: { unreadOnly },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: false,
  });
  return {
    notifications: data?.notifications ?? [],
    loading: loading && !data,
    error,
    refetch: () => void refetch(),
  };
}

/**
 * The bell's badge number. Signed-in members only (`skip` otherwise); no polling (SPEC §7): new notifications arrive
 * over the live connection and update it in the cache (live/live-notifications.ts).
 */
export function useUnreadNotificationCount(skip = false) {
  const { data } = useQuery(UnreadNotificationCountQuery, { skip });
  const client = useApolloClient();
  // Live updates (live/live-notifications.ts), loaded after the first paint: nothing of them on the first screen.
  useEffect(() => {
    if (skip) return;
    const leave = import('../live/live-notifications').then(
      (live) => live.joinLiveNotifications(client),
      () => undefined,
    );
    return () => void leave.then((stop) => stop?.());
  }, [client, skip]);
  return data?.unreadNotificationCount ?? 0;
}
