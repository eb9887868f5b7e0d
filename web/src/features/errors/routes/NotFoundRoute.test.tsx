import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { NotFoundRoute } from './NotFoundRoute';

describe('NotFoundRoute', () => {
  afterEach(() => localStorage.clear());

  it('names the unknown path and the router file, with a way home', () => {
    renderWithProviders(<NotFoundRoute />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText(/No screen is registered for/).textContent).toBe(
      'No screen is registered for /no-such-page. Did you forget to add the page to the router? Routes live in web/src/app/router.tsx.',
    );
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('says it in Spanish when she chose it (issue 23)', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderWithProviders(<NotFoundRoute />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: '404 Página no encontrada' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/No hay ninguna pantalla registrada para/).textContent).toContain('/no-such-page');
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeTruthy();
    expect(document.title).toBe('Página no encontrada - Tea');
  });
});
