import { screen } from '@testing-library/react';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { NotificationsQuery, UnreadNotificationCountQuery } from '../../notifications/hooks/useNotifications';
import { NotificationBell } from './NotificationBell';

const countMock = (count: number) => ({
  request: { query: UnreadNotificationCountQuery },
  result: { data: { unreadNotificationCount: count } },
});

describe('NotificationBell', () => {
  beforeEach(() => localStorage.clear());

  it('shows the unread count as a badge and in its name', async () => {
    const { container } = renderWithProviders(<NotificationBell />, { currentUser: buildUser(), mocks: [countMock(3)] });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.textContent).toBe('3');
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(container.textContent).not.toContain('Soon');
  });

  it("caps the badge at '99+' and shows no badge without unread notifications", async () => {
    const { unmount } = renderWithProviders(<NotificationBell />, { currentUser: buildUser(), mocks: [countMock(250)] });
    expect((await screen.findByRole('button', { name: 'Notifications, 250 unread' })).textContent).toBe('99+');
    unmount();

    renderWithProviders(<NotificationBell />, { currentUser: buildUser(), mocks: [countMock(0)] });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
  });

  it('opens the panel on click', async () => {
    const { user } = renderWithProviders(<NotificationBell />, {
      currentUser: buildUser(),
      mocks: [countMock(0), { request: { query: NotificationsQuery, variables: { unreadOnly: false } }, result: { data: { notifications: [] } } }],
    });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeTruthy();
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });
});
