import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { useToast } from '../../../ui/toast/useToast';
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

/**
 * Mark one read, mark all read, delete. Each refetches the open list and the unread count (SPEC §4), and shows the
 * SPEC's toast when it fails. Every function resolves to true on success.
 */
export function useNotificationActions() {
  const { toast } = useToast();
  const refetchQueries = NOTIFICATION_QUERIES;
  const [markReadMutation] = useMutation(MarkNotificationReadMutation, { refetchQueries });
  const [markAllMutation, { loading: markingAll }] = useMutation(MarkAllNotificationsReadMutation, { refetchQueries });
  const [deleteMutation] = useMutation(DeleteNotificationMutation, {
    refetchQueries,
    update(cache, { data }, { variables }) {
      if (!data?.deleteNotification || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Notification', id: variables.id }) });
      cache.gc();
    },
  });

  const fail = useCallback(
    (title: string) => {
      toast({ title, variant: 'destructive' });
      return false;
    },
    [toast],
  );

  const markRead = useCallback(
    async (id: string) => {
      try {
        await markReadMutation({ variables: { id } });
        return true;
      } catch {
        return fail('Failed to mark as read');
      }
    },
    [markReadMutation, fail],
  );

  const markAllRead = useCallback(async () => {
    try {
      await markAllMutation();
      return true;
    } catch {
      return fail('Failed to mark all as read');
    }
  }, [markAllMutation, fail]);

  const remove = useCallback(
    async (id: string) => {
      try {
        await deleteMutation({ variables: { id } });
        return true;
      } catch {
        return fail('Failed to delete notification');
      }
    },
    [deleteMutation, fail],
  );

  return { markRead, markAllRead, remove, markingAll };
}
