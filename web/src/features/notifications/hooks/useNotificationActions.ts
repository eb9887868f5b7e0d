import { defineMessages } from 'react-intl';
import { graphql } from '../../../gql';
import { useMutationAction } from '../../../shared/useMutationAction';
import { NOTIFICATION_QUERIES } from './useNotifications';

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      read
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export const DeleteNotificationMutation = graphql(`
  mutation DeleteNotification($id: ID!) {
    deleteNotification(id: $id)
  }
`);

const messages = defineMessages({
  markReadFailed: { id: 'notifications.actions.markReadFailed', defaultMessage: 'Failed to mark as read' },
  markAllReadFailed: { id: 'notifications.actions.markAllReadFailed', defaultMessage: 'Failed to mark all as read' },
  deleteFailed: { id: 'notifications.actions.deleteFailed', defaultMessage: 'Failed to delete notification' },
});

/**
 * Mark one read, mark all read, delete. Each refetches the open list and the unread count (SPEC §4), and shows the
 * SPEC's toast when it fails. Every function resolves to true on success.
 */
export function useNotificationActions() {
  const refetchQueries = NOTIFICATION_QUERIES;
  const [markRead] = useMutationAction(MarkNotificationReadMutation, {
    variables: (id: string) => ({ id }),
    refetchQueries,
    failure: { title: messages.markReadFailed },
  });
  const [markAllRead, { pending: markingAll }] = useMutationAction(MarkAllNotificationsReadMutation, {
    variables: () => ({}),
    refetchQueries,
    failure: { title: messages.markAllReadFailed },
  });
  const [remove] = useMutationAction(DeleteNotificationMutation, {
    variables: (id: string) => ({ id }),
    refetchQueries,
    update: (cache, data, [id]) => {
      if (!data.deleteNotification) return;
      cache.evict({ id: cache.identify({ __typename: 'Notification', id }) });
      cache.gc();
    },
    failure: { title: messages.deleteFailed },
  });

  return { markRead, markAllRead, remove, markingAll };
}
