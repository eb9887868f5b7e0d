import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { buildUser } from '../../../test/mocks/users';
import { buildDecision, type MockDecision } from '../../../test/mocks/decisions';
import { renderWithProviders } from '../../../test/render-with-providers';
import { NotificationBell } from '../../shell/components/NotificationBell';
import { DeleteNotificationMutation, MarkAllNotificationsReadMutation, MarkNotificationReadMutation } from '../hooks/useNotificationActions';
import { NotificationsQuery, UnreadNotificationCountQuery } from '../hooks/useNotifications';

type MockNotification = {
  __typename: 'Notification';
  id: string;
  type: 'REVIEW' | 'OTHER' | 'PROFILE_ADDED' | 'REPORT_SUBMITTED' | 'CONNECTION';
  title: string;
  message: string;
  read: boolean;
  createdAt: string;
  actionUrl: string | null;
  decision: MockDecision | null;
};

function buildNotification(overrides: Partial<MockNotification> = {}): MockNotification {
  return {
    __typename: 'Notification',
    id: 'n1',
    type: 'REVIEW',
    title: 'Your report was published',
    message: 'Your report about Nadia is now public.',
    read: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    actionUrl: '/profile/p1',
    decision: null,
    ...overrides,
  };
}

const published = buildNotification();
const idApproved = buildNotification({ id: 'n2', type: 'OTHER', title: 'ID verified', message: 'Your ID was approved.', read: true, actionUrl: null });

const countMock = (count: number): MockLink.MockedResponse => ({
  request: { query: UnreadNotificationCountQuery },
  result: { data: { unreadNotificationCount: count } },
});

const listMock = (unreadOnly: boolean, items: MockNotification[]): MockLink.MockedResponse => ({
  request: { query: NotificationsQuery, variables: { unreadOnly } },
  result: { data: { notifications: items } },
});

async function openPanel(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.getByRole('dialog', { name: 'Notifications' });
}

describe('NotificationPanel (through the header bell)', () => {
  beforeEach(() => localStorage.clear());

  it('fetches nothing but the count until opened; then shows the list with All and Unread (count) tabs', async () => {
    const list = jest.fn(() => ({ data: { notifications: [published, idApproved] } }));
    const { user } = renderWithProviders(<NotificationBell />, {
      currentUser: buildUser(),
      mocks: [countMock(1), { request: { query: NotificationsQuery, variables: { unreadOnly: false } }, result: list }],
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(list).not.toHaveBeenCalled();

    const panel = await openPanel(user);
    expect(
      within(panel)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Unread (1)']);
    const items = within(await within(panel).findByRole('list', { name: 'All notifications' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('Your report was published (unread)');
    expect(items[0].textContent).toContain('5 minutes ago');
    expect(items[1].textContent).not.toContain('(unread)');
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('shows both empty states', async () => {
    const { user } = renderWithProviders(<NotificationBell />, {
      currentUser: buildUser(),
      mocks: [countMock(0), listMock(false, []), listMock(true, [])],
    });
    const panel = await openPanel(user);
    expect(await within(panel).findByText('No notifications')).toBeTruthy();
    expect(within(panel).getByText("We'll notify you when something happens.")).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(panel).getByRole('tab', { name: 'Unread (0)' }));
    expect(await within(panel).findByText('No unread notifications')).toBeTruthy();
    expect(within(panel).getByText("You're all caught up!")).toBeTruthy();
  });

  it('clicking a notification marks it read, goes to its actionUrl and closes the panel', async () => {
    const markRead = jest.fn(() => ({ data: { markNotificationRead: { __typename: 'Notification', id: 'n1', read: true } } }));
    const { user } = renderWithProviders(<NotificationBell />, {
      route: '/settings',
      currentUser: buildUser(),
      mocks: [
        countMock(1),
        listMock(false, [published, idApproved]),
        { request: { query: MarkNotificationReadMutation, variables: { id: 'n1' } }, result: markRead },
        countMock(0),
      ],
    });
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: /^Your report was published/ }));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/profile/p1');
    await waitFor(() => expect(markRead).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('a read notification without actionUrl only closes the panel', async () => {
    const { user } = renderWithProviders(<NotificationBell />, {
      route: '/settings',
      currentUser: buildUser(),
      mocks: [countMock(0), listMock(false, [idApproved])],
    });
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: /^ID verified/ }));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/settings');
  });

  it("'Mark all read' marks everything and refetches the list and the count", async () => {
    const markAll = jest.fn(() => ({ data: { markAllNotificationsRead: 1 } }));
    const { user } = renderWithProviders(<NotificationBell />, {
      currentUser: buildUser(),
      mocks: [
        countMock(1),
        listMock(false, [published, idApproved]),
        { request: { query: MarkAllNotificationsReadMutation }, result: markAll },
        listMock(false, [{ ...published, read: true }, idApproved]),
        countMock(0),
      ],
    });
    const panel = await openPanel(user);
    await within(panel).findByRole('list', { name: 'All notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(markAll).toHaveBeenCalledTimes(1));
    expect(await within(panel).findByRole('tab', { name: 'Unread (0)' })).toBeTruthy();
    await waitFor(() => expect(within(panel).queryByText(/\(unread\)/)).toBeNull());
  });

  it('deletes a notification and refetches', async () => {
    const remove = jest.fn(() => ({ data: { deleteNotification: true } }));
    const { user } = renderWithProviders(<NotificationBell />, {
      currentUser: buildUser(),
      mocks: [
        countMock(1),
        listMock(false, [published, idApproved]),
        { request: { query: DeleteNotificationMutation, variables: { id: 'n2' } }, result: remove },
        listMock(false, [published]),
        countMock(1),
      ],
    });
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Delete notification: ID verified' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(panel).queryByText('ID verified')).toBeNull());
    expect(within(panel).getByText(/Your report was published/)).toBeTruthy();
  });

  it.each([
    ['Failed to mark as read', 'mark'],
    ['Failed to mark all as read', 'markAll'],
    ['Failed to delete notification', 'delete'],
  ])("shows '%s' when that change fails", async (message, action) => {
    const failing: MockLink.MockedResponse =
      action === 'mark'
        ? { request: { query: MarkNotificationReadMutation, variables: { id: 'n1' } }, error: new Error('down') }
        : action === 'markAll'
          ? { request: { query: MarkAllNotificationsReadMutation }, error: new Error('down') }
          : { request: { query: DeleteNotificationMutation, variables: { id: 'n1' } }, error: new Error('down') };
    const { user } = renderWithProviders(<NotificationBell />, {
      currentUser: buildUser(),
      mocks: [countMock(1), listMock(false, [published]), failing],
    });
    const panel = await openPanel(user);
    await within(panel).findByRole('list', { name: 'All notifications' });
    if (action === 'mark') await user.click(within(panel).getByRole('button', { name: /^Your report was published/ }));
    if (action === 'markAll') await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    if (action === 'delete') await user.click(within(panel).getByRole('button', { name: 'Delete notification: Your report was published' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("shows that her suspension ended, as the API words it, with no 'Appeal' (it restricts nothing)", async () => {
    const ended = buildNotification({
      id: 'n3',
      type: 'OTHER',
      title: 'Your suspension has ended',
      message: 'Your suspension ended on 2 December 2026. You can add people, post reports and flag again.',
      actionUrl: '/reviews',
    });
    const { user } = renderWithProviders(<NotificationBell />, {
      currentUser: buildUser(),
      mocks: [countMock(1), listMock(false, [ended])],
    });
    const panel = await openPanel(user);
    const [item] = within(await within(panel).findByRole('list', { name: 'All notifications' })).getAllByRole('listitem');
    expect(within(item).getByRole('button', { name: /^Your suspension has ended \(unread\)/ }).textContent).toContain(
      'Your suspension ended on 2 December 2026. You can add people, post reports and flag again.',
    );
    expect(within(item).queryByRole('button', { name: /Appeal/ })).toBeNull();
  });

  it("offers 'Appeal' on a standing decision only: not once a moderator restored an automatic hide, nor once it was undone", async () => {
    const hidden = (id: string, decision: MockDecision) =>
      buildNotification({ id, title: 'Your report is hidden for review', message: 'Your report is hidden until a moderator has reviewed it.', decision });
    const hide = { kind: 'flags.hide', automatic: true };
    const standing = hidden('n4', buildDecision({ ...hide, id: 'd1' }));
    const restored = hidden('n5', buildDecision({ ...hide, id: 'd2', viewerCanAppeal: false, restoredAt: '2026-11-12T09:00:00.000Z' }));
    const undone = hidden('n6', buildDecision({ ...hide, id: 'd3', viewerCanAppeal: false, reversedAt: '2026-11-12T09:00:00.000Z' }));
    const { user } = renderWithProviders(<NotificationBell />, {
      currentUser: buildUser(),
      mocks: [countMock(3), listMock(false, [standing, restored, undone])],
    });
    const panel = await openPanel(user);
    const items = within(await within(panel).findByRole('list', { name: 'All notifications' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryAllByRole('button', { name: /^Appeal/ }).length)).toEqual([1, 0, 0]);
  });

  it('keeps focus inside, closes with Escape and returns focus to the bell', async () => {
    const { user } = renderWithProviders(<NotificationBell />, {
      currentUser: buildUser(),
      mocks: [countMock(0), listMock(false, [])],
    });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(panel.contains(document.activeElement)).toBe(true);
    await within(panel).findByText('No notifications');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(panel.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell);
  });

  it('shows the panel in Spanish when her language is es', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const { user } = renderWithProviders(<NotificationBell />, {
      currentUser: buildUser(),
      mocks: [countMock(1), listMock(false, [published, idApproved])],
    });
    // The bell itself belongs to the shell; its name starts alike in both languages.
    await user.click(await screen.findByRole('button', { name: /^Notifica/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' }, { timeout: 5000 });
    // The unread count arrives with its own query: wait for it on a busy machine.
    await waitFor(
      () =>
        expect(
          within(panel)
            .getAllByRole('tab')
            .map((tab) => tab.textContent),
        ).toEqual(['Todas', 'Sin leer (1)']),
      { timeout: 10_000 },
    );
    const items = within(await within(panel).findByRole('list', { name: 'Todas las notificaciones' })).getAllByRole('listitem');
    expect(items[0].textContent).toContain('Your report was published (no leída)');
    expect(items[0].textContent).toContain('hace 5 minutos');
    expect(within(panel).getByRole('button', { name: 'Marcar todas como leídas' })).toBeTruthy();
  });
});
