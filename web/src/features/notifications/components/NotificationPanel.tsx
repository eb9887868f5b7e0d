import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { BellIcon } from '../../../ui/icons';
import { SidePanel } from '../../../ui/SidePanel';
import { EmptyState, QueryState } from '../../../ui/StateMessage';
import { Tabs } from '../../../ui/Tabs';
import { useNotificationActions } from '../hooks/useNotificationActions';
import { useNotifications, useUnreadNotificationCount, type NotificationItem } from '../hooks/useNotifications';
import { NotificationListItem } from './NotificationListItem';
import { StackList } from '../../../ui/Stack';

const StyledToolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 0.75rem;
`;

/** Only in-app paths are followed (never another site). */
function isAppPath(url: string | null | undefined): url is string {
  return !!url && url.startsWith('/') && !url.startsWith('//');
}

type NotificationListProps = { unreadOnly: boolean; onOpen: (n: NotificationItem) => void; onDelete: (n: NotificationItem) => void };

function NotificationList({ unreadOnly, onOpen, onDelete }: NotificationListProps) {
  const { notifications, loading, error, refetch } = useNotifications(unreadOnly);
  return (
    <QueryState
      loading={loading}
      error={error}
      empty={notifications.length === 0}
      loadingLabel="Loading notifications"
      errorTitle="Could not load notifications"
      onRetry={refetch}
      emptyState={
        unreadOnly ? (
          <EmptyState icon={<BellIcon />} title="No unread notifications" description="You're all caught up!" />
        ) : (
          <EmptyState icon={<BellIcon />} title="No notifications" description="We'll notify you when something happens." />
        )
      }
    >
      <StackList $gap={2} aria-label={unreadOnly ? 'Unread notifications' : 'All notifications'}>
        {notifications.map((notification) => (
          <NotificationListItem key={notification.id} notification={notification} onOpen={onOpen} onDelete={onDelete} />
        ))}
      </StackList>
    </QueryState>
  );
}

type NotificationPanelContentProps = { onClose: () => void };

function NotificationPanelContent({ onClose }: NotificationPanelContentProps) {
  const [tab, setTab] = useState<'all' | 'unread'>('all');
  const unreadCount = useUnreadNotificationCount();
  const { markRead, markAllRead, remove, markingAll } = useNotificationActions();
  const navigate = useNavigate();

  const open = (notification: NotificationItem) => {
    if (!notification.read) void markRead(notification.id);
    onClose();
    if (isAppPath(notification.actionUrl)) navigate(notification.actionUrl);
  };
  const onDelete = (notification: NotificationItem) => void remove(notification.id);

  const list = (unreadOnly: boolean) => <NotificationList unreadOnly={unreadOnly} onOpen={open} onDelete={onDelete} />;

  return (
    <>
      <StyledToolbar>
        <Button variant="outline" size="sm" disabled={markingAll || unreadCount === 0} onClick={() => void markAllRead()}>
          Mark all read
        </Button>
      </StyledToolbar>
      <Tabs
        label="Notification filter"
        value={tab}
        onValueChange={(value) => setTab(value as 'all' | 'unread')}
        items={[
          { value: 'all', label: 'All', content: list(false) },
          { value: 'unread', label: `Unread (${unreadCount})`, content: list(true) },
        ]}
      />
    </>
  );
}

export type NotificationPanelProps = { open: boolean; onClose: () => void };

/**
 * The slide-in notification panel (SPEC §2): tabs All and Unread (with count), 'Mark all read', empty states;
 * clicking a notification marks it read, follows its actionUrl and closes the panel. The list is fetched only while
 * the panel is open.
 */
export function NotificationPanel({ open, onClose }: NotificationPanelProps) {
  return (
    <SidePanel open={open} onClose={onClose} title="Notifications">
      {open && <NotificationPanelContent onClose={onClose} />}
    </SidePanel>
  );
}
