import { screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MyProfileQuery } from '../features/my-profile/hooks/useMyProfile';
import { ProfileRouteQuery } from '../features/profile/hooks/useProfile';
import { MyReportsQuery } from '../features/reports/hooks/useMyReports';
import { ProfileReportsQuery, REPORTS_PAGE_SIZE } from '../features/reports/hooks/useProfileReports';
import { browseMock, buildProfile, headerOf, locationsMock } from '../test/mocks/profiles';
import { buildAdmin, buildUser } from '../test/mocks/users';
import { renderWithProviders } from '../test/render-with-providers';
import { AppRoutes } from './router';

const location = () => screen.getByTestId('location').textContent;

describe('AppRoutes', () => {
  const browseMocks = (): MockLink.MockedResponse[] => [locationsMock(), browseMock({ items: [] })];
  const memberScreenMocks = (): MockLink.MockedResponse[] => [
    locationsMock(),
    { request: { query: MyReportsQuery }, result: { data: { myReports: [] } } },
    { request: { query: MyProfileQuery }, result: { data: { myProfile: null } } },
  ];
  const profileMocks = (): MockLink.MockedResponse[] => [
    {
      request: { query: ProfileRouteQuery, variables: { id: '12' } },
      result: { data: { profile: headerOf(buildProfile({ id: '12' })) } },
    },
    {
      request: { query: ProfileReportsQuery, variables: { profileId: '12', first: REPORTS_PAGE_SIZE } },
      result: { data: { profileReports: { __typename: 'ReportPage', items: [], nextCursor: null } } },
    },
  ];

  beforeEach(() => localStorage.clear());

  it('shows a spinner while the auth state loads', () => {
    renderWithProviders(<AppRoutes />, { currentUser: 'loading' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('names the spinner and shows the 404 screen in Spanish when her language is es', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const { unmount } = renderWithProviders(<AppRoutes />, { route: '/admin', currentUser: 'loading' });
    expect(await screen.findByRole('status', { name: 'Cargando' }, { timeout: 5000 })).toBeTruthy();
    unmount();
    renderWithProviders(<AppRoutes />, { route: '/no-such-page', currentUser: null });
    expect(await screen.findByRole('heading', { name: '404 Página no encontrada' }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the 404 screen with a router hint for unknown paths', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no-such-page', currentUser: null });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText(/Did you forget to add the page to the router\?/)).toBeTruthy();
    expect(screen.getByText('web/src/app/router.tsx')).toBeTruthy();
    expect(screen.getByText('/no-such-page', { selector: 'code' })).toBeTruthy();
  });

  it.each([
    ['/add-person', 'Add New Woman'],
    ['/reviews', 'Honest Reports'],
    ['/settings', 'Settings'],
    ['/my-profile', 'My Profile'],
  ])('guards %s for visitors and shows its heading to members', async (route, heading) => {
    const { unmount } = renderWithProviders(<AppRoutes />, { route, currentUser: null });
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: heading })).toBeNull();
    unmount();

    renderWithProviders(<AppRoutes />, { route, currentUser: buildUser(), mocks: memberScreenMocks() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it.each([
    ['/', 'Browse Profiles', browseMocks],
    ['/profile/12', 'Sarah Miller', profileMocks],
    ['/search', 'Search', browseMocks],
  ])('opens %s to visitors', async (route, heading, mocks) => {
    renderWithProviders(<AppRoutes />, { route, currentUser: null, mocks: mocks() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('greets visitors with Join the Community and members by first name', async () => {
    const { unmount } = renderWithProviders(<AppRoutes />, { currentUser: null, mocks: browseMocks() });
    const join = await screen.findByRole('link', { name: 'Join the Community' });
    expect(join.getAttribute('href')).toBe('/auth?tab=signup');
    unmount();

    renderWithProviders(<AppRoutes />, { currentUser: buildUser({ firstName: 'Ada' }), mocks: browseMocks() });
    expect(await screen.findByText('Welcome back, Ada!')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Join the Community' })).toBeNull();
  });

  it('Join the Community opens the Sign Up tab', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { currentUser: null, mocks: browseMocks() });
    await user.click(await screen.findByRole('link', { name: 'Join the Community' }));
    expect(location()).toBe('/auth?tab=signup');
    expect((await screen.findByRole('tab', { name: 'Sign Up' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('form', { name: 'Create an account' })).toBeTruthy();
  });

  it('Sign Up to Share Experience on a profile opens the Sign Up tab', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/profile/12', currentUser: null, mocks: profileMocks() });
    const signUp = await screen.findByRole('link', { name: 'Sign Up to Share Experience' });
    expect(signUp.getAttribute('href')).toBe('/auth?tab=signup');
    await user.click(signUp);
    expect((await screen.findByRole('tab', { name: 'Sign Up' })).getAttribute('aria-selected')).toBe('true');
  });

  it('opens /auth on Sign In without ?tab=signup', async () => {
    renderWithProviders(<AppRoutes />, { route: '/auth?tab=other', currentUser: null });
    expect((await screen.findByRole('tab', { name: 'Sign In' })).getAttribute('aria-selected')).toBe('true');
  });

  describe('admin routes', () => {
    it.each(['/admin', '/admin/users?page=2'])('send visitors on %s to the sign-in, which returns them there', async (route) => {
      renderWithProviders(<AppRoutes />, { route, currentUser: null });
      await waitFor(() => expect(location()).toBe(`/auth?next=${encodeURIComponent(route)}`));
      expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).toBeNull();
    });

    it('send members who are not admins home', async () => {
      renderWithProviders(<AppRoutes />, {
        route: '/admin/verification',
        currentUser: buildUser(),
        mocks: browseMocks(),
      });
      await waitFor(() => expect(location()).toBe('/'));
      expect(await screen.findByRole('heading', { name: 'Browse Profiles' })).toBeTruthy();
    });

    it('show Access Denied on the portal to members who are not admins', async () => {
      renderWithProviders(<AppRoutes />, { route: '/admin', currentUser: buildUser() });
      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
      expect(location()).toBe('/admin');
      expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
    });

    it('welcome admins on the portal with a way to the dashboard', async () => {
      const { user } = renderWithProviders(<AppRoutes />, { route: '/admin', currentUser: buildAdmin() });
      expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeTruthy();
      expect(screen.getByText(/Welcome, Mia\./)).toBeTruthy();
      await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
      expect(location()).toBe('/admin/dashboard');
      expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    });

    it.each([
      ['/admin/dashboard', 'Admin Dashboard'],
      ['/admin/users', 'Users'],
      ['/admin/profiles', 'Profiles'],
      ['/admin/reports', 'Reports'],
      ['/admin/image-approval', 'Image Approval'],
      ['/admin/sample-data', 'Sample Data'],
      ['/admin/verification', 'Verification Dashboard'],
      ['/admin/audit-log', 'Audit Log'],
    ])('register %s for admins', async (route, heading) => {
      renderWithProviders(<AppRoutes />, { route, currentUser: buildAdmin() });
      // The admin screens are lazy chunks: importing them is slow on a busy machine.
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 })).toBeTruthy();
    });

    it('decide admin rights by viewerCan, not by the username', async () => {
      renderWithProviders(<AppRoutes />, {
        route: '/admin/users',
        currentUser: buildUser({ username: 'admin', email: 'admin@example.com' }),
        mocks: browseMocks(),
      });
      await waitFor(() => expect(location()).toBe('/'));
    });
  });
});
