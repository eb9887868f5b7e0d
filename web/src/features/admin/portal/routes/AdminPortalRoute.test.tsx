import { screen } from '@testing-library/react';
import { buildAdmin, buildUser } from '../../../../test/mocks/users';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { AdminPortalRoute } from './AdminPortalRoute';

describe('AdminPortalRoute', () => {
  beforeEach(() => localStorage.clear());

  it('welcomes an admin by her first name with the way to the dashboard, and names the tab', async () => {
    renderWithProviders(<AdminPortalRoute />, { route: '/admin', currentUser: buildAdmin() });
    expect(await screen.findByRole('heading', { name: 'Admin Portal' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Welcome, Mia. Moderate users, profiles, reports, images and ID verification.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(document.title).toBe('Admin - Portal - Tea');
  });

  it('shows Access Denied to a member who is not an admin', async () => {
    renderWithProviders(<AdminPortalRoute />, { route: '/admin', currentUser: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('You don’t have permission to access the admin portal.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the portal and Access Denied in Spanish when her language is es', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const { unmount } = renderWithProviders(<AdminPortalRoute />, { route: '/admin', currentUser: buildAdmin() });
    expect(await screen.findByRole('heading', { name: 'Portal de administración' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Hola, Mia. Modera usuarias, perfiles, reportes, imágenes y verificaciones de identidad.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al panel' })).toBeTruthy();
    expect(document.title).toBe('Administración - Portal - Tea');
    unmount();

    renderWithProviders(<AdminPortalRoute />, { route: '/admin', currentUser: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('No tienes permiso para acceder al portal de administración.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeTruthy();
  });
});
