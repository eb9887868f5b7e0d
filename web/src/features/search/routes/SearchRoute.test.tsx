import { screen } from '@testing-library/react';
import { browseMock, buildProfiles, locationsMock } from '../../../test/mocks/profiles';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SearchRoute } from './SearchRoute';

describe('SearchRoute', () => {
  beforeEach(() => {
    localStorage.clear();
    window.scrollTo = jest.fn();
  });

  it('is titled Search and holds the browse list', async () => {
    renderWithProviders(<SearchRoute />, { route: '/search', currentUser: null, mocks: [locationsMock(), browseMock({ items: buildProfiles(1) })] });
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    expect(await screen.findByText('Showing 1-1 of 1 profiles')).toBeTruthy();
    expect(document.title).toBe('Search - Tea');
  });

  it('is in Spanish when she chose it (issue 23)', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderWithProviders(<SearchRoute />, { route: '/search', currentUser: null, mocks: [locationsMock(), browseMock({ items: buildProfiles(1) })] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Encuentra perfiles por nombre o ubicación y acota los resultados con filtros.')).toBeTruthy();
    expect(await screen.findByText('Mostrando 1-1 de 1 perfiles')).toBeTruthy();
    expect(document.title).toBe('Buscar - Tea');
  });
});
