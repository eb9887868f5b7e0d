import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
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

const messages = defineMessages({
  loading: { id: 'notifications.panel.loading', defaultMessage: 'Loading notifications' },
  loadFailed: { id: 'notifications.panel.loadFailed', defaultMessage: 'Could not load notifications' },
  noUnread: { id: 'notifications.panel.noUnread', defaultMessage: 'No unread notifications' },
  noUnreadHint: { id: 'notifications.panel.noUnreadHint', defaultMessage: "You're all caught up!" },
  none: { id: 'notifications.panel.none', defaultMessage: 'No notifications' },
  noneHint: { id: 'notifications.panel.noneHint', defaultMessage: "We'll notify you when something happens." },
  unreadList: { id: 'notifications.panel.unreadList', defaultMessage: 'Unread notifications' },
  allList: { id: 'notifications.panel.allList', defaultMessage: 'All notifications' },
  filter: { id: 'notifications.panel.filter', defaultMessage: 'Notification filter' },
  all: { id: 'notifications.panel.all', defaultMessage: 'All' },
  title: { id: 'notifications.panel.title', defaultMessage: 'Notifications' },
});

const unreadTab = defineMessage<{ count: number }>({ id: 'notifications.panel.unread', defaultMessage: 'Unread ({count})' });

type NotificationListProps = { unreadOnly: boolean; onOpen: (n: NotificationItem) => void; onDelete: (n: NotificationItem) => void };

function NotificationList({ unreadOnly, onOpen, onDelete }: NotificationListProps) {
  const intl = useIntl();
  const { notifications, loading, error, refetch } = useNotifications(unreadOnly);
  return (
    <QueryState
      loading={loading}
      error={error}
      empty={notifications.length === 0}
      loadingLabel={intl.formatMessage(messages.loading)}
      errorTitle={intl.formatMessage(messages.loadFailed)}
      onRetry={refetch}
      emptyState={
        unreadOnly ? (
          <EmptyState icon={<BellIcon />} title={intl.formatMessage(messages.noUnread)} description={intl.formatMessage(messages.noUnreadHint)} />
        ) : (
          <EmptyState icon={<BellIcon />} title={intl.formatMessage(messages.none)} description={intl.formatMessage(messages.noneHint)} />
        )
      }
    >
      <StackList $gap={2} aria-label={intl.formatMessage(unreadOnly ? messages.unreadList : messages.allList)}>
        {notifications.map((notification) => (
          <NotificationListItem key={notification.id} notification={notification} onOpen={onOpen} onDelete={onDelete} />
        ))}
      </StackList>
    </QueryState>
  );
}

type NotificationPanelContentProps = { onClose: () => void };

function NotificationPanelContent({ onClose }: NotificationPanelContentProps) {
  const intl = useIntl();
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
          <FormattedMessage id="notifications.panel.markAllRead" defaultMessage="Mark all read" />
        </Button>
      </StyledToolbar>
      <Tabs
        label={intl.formatMessage(messages.filter)}
        value={tab}
        onValueChange={(value) => setTab(value as 'all' | 'unread')}
        items={[
          { value: 'all', label: intl.formatMessage(messages.all), content: list(false) },
          { value: 'unread', label: intl.formatMessage(unreadTab, { count: unreadCount }), content: list(true) },
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
  const intl = useIntl();
  return (
    <SidePanel open={open} onClose={onClose} title={intl.formatMessage(messages.title)}>
      {open && <NotificationPanelContent onClose={onClose} />}
    </SidePanel>
  );
}
