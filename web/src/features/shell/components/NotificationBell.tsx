import { useIntl } from 'react-intl';
import { useState } from 'react';
import styled from 'styled-components';
import { NotificationPanel } from '../../notifications/components/NotificationPanel';
import { useUnreadNotificationCount } from '../../notifications/hooks/useNotifications';
import { BellIcon } from '../../../ui/icons';

const StyledBellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.foreground};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledCountBadge = styled.span`
  position: absolute;
  top: 0.125rem;
  right: 0;
  min-width: 1.125rem;
  padding: 0 0.3rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
  font-size: max(12px, 0.6875rem);
  font-weight: 700;
  line-height: 1.125rem;
  text-align: center;
`;

/** The badge shows at most this number, then '99+'. */
const MAX_BADGE_COUNT = 99;

/** The header bell (signed-in members only): the unread count, and the notification panel on click. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotificationCount();
  const intl = useIntl();
  const label =
    unread > 0
      ? intl.formatMessage(
          {
            id: 'shell.bell.labelUnread',
            defaultMessage: 'Notifications, {unread} unread',
            description: 'Accessible name of the bell with unread notifications.',
          },
          { unread },
        )
      : intl.formatMessage({ id: 'shell.bell.label', defaultMessage: 'Notifications', description: 'Accessible name of the bell.' });
  return (
    <>
      <StyledBellButton type="button" aria-label={label} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <BellIcon />
        {unread > 0 && <StyledCountBadge aria-hidden="true">{unread > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : unread}</StyledCountBadge>}
      </StyledBellButton>
      <NotificationPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
