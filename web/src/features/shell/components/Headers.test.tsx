import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AppRoutes } from '../../../app/router';
import { CurrentUserQuery } from '../../auth/hooks/useCurrentUser';
import { LogoutMutation } from '../../auth/hooks/useLogout';
import { NotificationsQuery, UnreadNotificationCountQuery } from '../../notifications/hooks/useNotifications';
import { buildAdmin, buildUser, type MockUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';

const location = () => screen.getByTestId('location').textContent;

/** jsdom applies no media queries: the desktop header counts as hidden, the mobile header is the visible one. */
async function openAccountMenu(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Account menu' }));
  return screen.getByRole('menu', { name: 'Account menu' });
}

/** `me` answers with the member first and with null after the store is reset. */
function signedInThenOut(member: MockUser): MockLink.MockedResponse[] {
  return [
    { request: { query: CurrentUserQuery }, result: { data: { me: member } } },
    { request: { query: CurrentUserQuery }, result: { data: { me: null } }, maxUsageCount: Number.POSITIVE_INFINITY },
  ];
}

describe('headers', () => {
  beforeEach(() => localStorage.clear());

  it('offers Login to visitors', async () => {
    renderWithProviders(<AppRoutes />, { currentUser: null });
    const login = await screen.findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('hides Login on /auth, the sign-in screen itself', async () => {
    renderWithProviders(<AppRoutes />, { route: '/auth', currentUser: null });
    await screen.findByRole('tab', { name: 'Sign In' });
    expect(screen.queryByRole('link', { name: 'Login', hidden: true })).toBeNull();
  });

  it('shows name, e-mail and the Verified badge in the avatar menu', async () => {
    const { user } = renderWithProviders(<AppRoutes />, {
      currentUser: buildUser({ idVerificationStatus: 'APPROVED' }),
    });
    const menu = await openAccountMenu(user);
    const popover = menu.parentElement!;
    expect(within(popover).getByText('Jane Doe')).toBeTruthy();
    expect(within(popover).getByText('jane@example.com')).toBeTruthy();
    expect(within(popover).getByText('Verified')).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My Reports', 'My profile & verification', 'Settings', 'Sign Out']);
  });

  it('has no Verified badge unless the verification is approved', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { currentUser: buildUser({ idVerificationStatus: 'PENDING' }) });
    const menu = await openAccountMenu(user);
    expect(within(menu.parentElement!).queryByText('Verified')).toBeNull();
  });

  it('shows Admin Panel in the mobile menu to admins only', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { currentUser: buildAdmin() });
    const menu = await openAccountMenu(user);
    const adminPanel = within(menu).getByRole('menuitem', { name: 'Admin Panel' });
    expect(adminPanel.getAttribute('href')).toBe('/admin/verification');
  });

  it("gives admins, and only admins, a visible 'Admin' link in the desktop header", async () => {
    const { unmount } = renderWithProviders(<AppRoutes />, { currentUser: buildAdmin() });
    // The desktop header (hidden in jsdom, which applies no media queries).
    const admin = await screen.findByRole('link', { name: 'Admin', hidden: true });
    expect(admin.getAttribute('href')).toBe('/admin');
    expect(admin.closest('header')).toBeTruthy();
    unmount();
    renderWithProviders(<AppRoutes />, { currentUser: buildUser() });
    await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('link', { name: 'Admin', hidden: true })).toBeNull();
  });

  it('supports the keyboard in the avatar menu and closes it with Escape', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { currentUser: buildUser() });
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'My Reports' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'My profile & verification' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('Sign Out logs out, resets the store and goes to /auth', async () => {
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/settings',
      mocks: [...signedInThenOut(buildUser()), { request: { query: LogoutMutation }, result: { data: { logout: true } } }],
    });
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('Sign Out still goes to /auth when the logout call fails, and logs the failure', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<AppRoutes />, {
      mocks: [...signedInThenOut(buildUser()), { request: { query: LogoutMutation }, error: new Error('Network down') }],
    });
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(consoleError).toHaveBeenCalledWith('Logout failed', expect.any(Error));
    consoleError.mockRestore();
  });

  it('the bell shows the unread count and opens the notification panel (no more Coming Soon)', async () => {
    const { user } = renderWithProviders(<AppRoutes />, {
      currentUser: buildUser(),
      mocks: [
        { request: { query: UnreadNotificationCountQuery }, result: { data: { unreadNotificationCount: 2 } } },
        { request: { query: NotificationsQuery, variables: { unreadOnly: false } }, result: { data: { notifications: [] } } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('No notifications')).toBeTruthy();
    expect(within(panel).getByRole('tab', { name: 'Unread (2)' })).toBeTruthy();
    expect(screen.queryByText('Notifications Coming Soon!')).toBeNull();
  });

  it('mobile search: quick chips search the home list, the filters sheet opens, closing clears the text', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/settings', currentUser: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Open search' }));
    // The search bar's code loads on this first tap.
    const box = await screen.findByRole('searchbox', { name: 'Search profiles' }, { timeout: 10_000 });
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('placeholder')).toBe('Search by name, location...');

    await user.type(box, 'Austin');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect((screen.getByRole('searchbox', { name: 'Search profiles' }) as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Search Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Search Filters' });
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const chips = screen.getByRole('group', { name: 'Quick search' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['New York', 'California', 'Texas', 'Florida']);
    await user.click(within(chips).getByRole('button', { name: 'Texas' }));
    expect(location()).toBe('/?search=Texas');
    expect(screen.queryByRole('searchbox', { name: 'Search profiles' })).toBeNull();
  });

  it('desktop search goes to /?search=…', async () => {
    renderWithProviders(<AppRoutes />, { currentUser: null });
    const [desktopBox] = await screen.findAllByPlaceholderText('Search by name, location...');
    fireEvent.change(desktopBox, { target: { value: 'Jane Smith' } });
    fireEvent.submit(desktopBox.closest('form')!);
    expect(location()).toBe('/?search=Jane+Smith');
  });

  it('speaks Spanish to a visitor who chose it (issue 23)', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderWithProviders(<AppRoutes />, { currentUser: null });
    const login = await screen.findByRole('link', { name: 'Iniciar sesión' }, { timeout: 5000 });
    expect(login.getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Ir al contenido principal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abrir búsqueda' })).toBeTruthy();
    expect(screen.getAllByPlaceholderText('Busca por nombre, ubicación...').length).toBeGreaterThan(0);
  });
});
