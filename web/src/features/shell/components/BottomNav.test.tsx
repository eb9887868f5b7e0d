import { screen, waitFor } from '@testing-library/react';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RequireAuth } from '../../auth/components/RequireAuth';
import { BottomNav, isBottomNavItemActive } from './BottomNav';

const nav = () => screen.queryByRole('navigation', { name: 'Main navigation' });
const link = (name: string) => screen.getByRole('link', { name });

describe('isBottomNavItemActive', () => {
  it('matches / only exactly and other items by prefix', () => {
    expect(isBottomNavItemActive('/', '/')).toBe(true);
    expect(isBottomNavItemActive('/', '/settings')).toBe(false);
    expect(isBottomNavItemActive('/', '/profile/3')).toBe(false);
    expect(isBottomNavItemActive('/reviews', '/reviews')).toBe(true);
    expect(isBottomNavItemActive('/reviews', '/reviews/12')).toBe(true);
    expect(isBottomNavItemActive('/settings', '/search')).toBe(false);
    expect(isBottomNavItemActive('/search', '/searching')).toBe(true);
  });
});

describe('BottomNav', () => {
  beforeEach(() => localStorage.clear());

  it('is not shown to visitors', async () => {
    renderWithProviders(
      <>
        <BottomNav />
        <RequireAuth>members only</RequireAuth>
      </>,
      { currentUser: null },
    );
    // Once the guard knows there is no user, the bar must be absent.
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    expect(nav()).toBeNull();
  });

  it('shows the five items in order to members, Add as the main action', async () => {
    renderWithProviders(<BottomNav />, { currentUser: buildUser() });
    await waitFor(() => expect(nav()).toBeTruthy());
    const hrefs = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Home', '/'],
      ['Search', '/search'],
      ['Add', '/add-person'],
      ['Reports', '/reviews'],
      ['Settings', '/settings'],
    ]);
  });

  it('marks Home active only on / itself', async () => {
    renderWithProviders(<BottomNav />, { currentUser: buildUser(), route: '/' });
    await waitFor(() => expect(nav()).toBeTruthy());
    expect(link('Home').getAttribute('aria-current')).toBe('page');
    expect(link('Reports').getAttribute('aria-current')).toBeNull();
  });

  it('marks the item whose path starts the current path', async () => {
    renderWithProviders(<BottomNav />, { currentUser: buildUser(), route: '/reviews/42' });
    await waitFor(() => expect(nav()).toBeTruthy());
    expect(link('Reports').getAttribute('aria-current')).toBe('page');
    expect(link('Home').getAttribute('aria-current')).toBeNull();
    expect(link('Settings').getAttribute('aria-current')).toBeNull();
  });

  it('adds 80px of body padding on small screens and hides from 1024px', async () => {
    renderWithProviders(<BottomNav />, { currentUser: buildUser() });
    await waitFor(() => expect(nav()).toBeTruthy());
    // styled-components writes some rules as text and some through the CSSOM; read both.
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
      .concat(Array.from(document.querySelectorAll('style')).map((style) => style.textContent ?? ''))
      .join('\n')
      .replace(/\s+/g, '');
    expect(css).toMatch(/@media\(max-width:1023\.98px\)\{body\{padding-bottom:80px;?\}\}/);
    expect(css).toMatch(/@media\(min-width:1024px\)\{[^}]*display:none/);
  });

  it('names the items in Spanish when she chose it (issue 23)', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderWithProviders(<BottomNav />, { currentUser: buildUser() });
    const spanishNav = await screen.findByRole('navigation', { name: 'Navegación principal' }, { timeout: 5000 });
    expect(spanishNav.textContent).toBe('InicioBuscarAgregarReportesConfiguración');
  });
});
