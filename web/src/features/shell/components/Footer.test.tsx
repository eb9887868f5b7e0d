import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AppRoutes } from '../../../app/router';
import { browseMock, locationsMock } from '../../../test/mocks/profiles';
import { buildAdmin, buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { isAdminConsolePath } from './Footer';

const SITE_LINKS = [
  ['Community guidelines', '/guidelines'],
  ['How moderation works', '/moderation'],
  ['Transparency report', '/transparency'],
  ['Privacy', '/privacy'],
  ['Terms', '/terms'],
  ['Request a removal', '/removal-request'],
  ['Contact', '/contact'],
  ['Developers', '/developers'],
];

const browseMocks = (): MockLink.MockedResponse[] => [locationsMock(), browseMock({ items: [] })];

const siteNav = () => within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Site' });

describe('site footer', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['/', browseMocks],
    ['/auth', () => []],
    ['/search', browseMocks],
    ['/removal-request', () => []],
    ['/privacy', () => []],
    ['/no-such-page', () => []],
  ])('is a contentinfo landmark with the eight site links on %s', async (route, mocks) => {
    renderWithProviders(<AppRoutes />, { route, currentUser: null, mocks: mocks() });
    await screen.findByRole('heading', { level: 1 });
    const links = within(siteNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SITE_LINKS);
  });

  it('marks the page it is on', async () => {
    renderWithProviders(<AppRoutes />, { route: '/terms', currentUser: null });
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    expect(within(siteNav()).getByRole('link', { name: 'Terms' }).getAttribute('aria-current')).toBe('page');
    expect(within(siteNav()).getByRole('link', { name: 'Privacy' }).getAttribute('aria-current')).toBeNull();
  });

  it('ends the page above the mobile bottom bar for members', async () => {
    renderWithProviders(<AppRoutes />, { route: '/', currentUser: buildUser(), mocks: browseMocks() });
    const bottomBar = await screen.findByRole('navigation', { name: 'Main navigation' });
    const footer = screen.getByRole('contentinfo');
    expect(footer.compareDocumentPosition(bottomBar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(footer.contains(bottomBar)).toBe(false);
  });

  it.each(['/admin', '/admin/users', '/admin/removal-requests'])('is not part of the admin console (%s)', async (route) => {
    renderWithProviders(<AppRoutes />, { route, currentUser: buildAdmin() });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(route));
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Site' })).toBeNull();
  });

  it('tells the admin console apart from public paths', () => {
    expect(isAdminConsolePath('/admin')).toBe(true);
    expect(isAdminConsolePath('/admin/reports')).toBe(true);
    expect(isAdminConsolePath('/administrator-tips')).toBe(false);
    expect(isAdminConsolePath('/')).toBe(false);
  });
});
