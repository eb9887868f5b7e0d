import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { buildUser } from '../../../test/mocks/users';
import { PREFERENCES_STORAGE_KEY } from '../../preferences/preferences';
import { RequireAuth } from './RequireAuth';

const protectedContent = <p>Secret member content</p>;

describe('RequireAuth', () => {
  beforeEach(() => localStorage.clear());

  it('shows a centred spinner while the user loads', () => {
    renderWithProviders(<RequireAuth>{protectedContent}</RequireAuth>, { currentUser: 'loading' });
    expect(screen.getByRole('status', { name: 'Checking your sign-in' })).toBeTruthy();
    expect(screen.queryByText('Secret member content')).toBeNull();
    expect(screen.queryByText('Authentication Required')).toBeNull();
  });

  it('shows the sign-in card to visitors', async () => {
    renderWithProviders(<RequireAuth>{protectedContent}</RequireAuth>, { currentUser: null });
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByText('Please sign in to access this feature.')).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe('/auth');
    expect(screen.queryByText('Secret member content')).toBeNull();
  });

  it("links the card's Sign In to a sign-in that returns here", async () => {
    renderWithProviders(<RequireAuth>{protectedContent}</RequireAuth>, { currentUser: null, route: '/settings?tab=security' });
    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe('/auth?next=%2Fsettings%3Ftab%3Dsecurity');
  });

  it('shows the sign-in card in Spanish when her language is es', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language: 'es' }));
    renderWithProviders(<RequireAuth>{protectedContent}</RequireAuth>, { currentUser: null });
    expect(await screen.findByRole('heading', { name: 'Necesitas iniciar sesión' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Inicia sesión para usar esta función.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/auth');
  });

  it('shows the content to a signed-in member', async () => {
    renderWithProviders(<RequireAuth>{protectedContent}</RequireAuth>, { currentUser: buildUser() });
    expect(await screen.findByText('Secret member content')).toBeTruthy();
    expect(screen.queryByText('Authentication Required')).toBeNull();
  });
});
