import { screen } from '@testing-library/react';
import { buildProfile, cardOf } from '../../../test/mocks/profiles';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MyProfileQuery } from '../hooks/useMyProfile';
import { MyProfileRoute } from './MyProfileRoute';

describe('MyProfileRoute', () => {
  afterEach(() => localStorage.clear());

  it("welcomes members without a profile, explains there are no member profiles, and offers no 'Create My Profile'", async () => {
    renderWithProviders(<MyProfileRoute />, {
      currentUser: buildUser({ firstName: 'Jane' }),
      mocks: [{ request: { query: MyProfileQuery }, result: { data: { myProfile: null } } }],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane!' })).toBeTruthy();
    expect(screen.getByText(/Members have no public profile on Tea/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create My Profile' })).toBeNull();
    expect(screen.queryByText(/not available yet/)).toBeNull();
  });

  it('shows the linked profile when there is one', async () => {
    renderWithProviders(<MyProfileRoute />, {
      currentUser: buildUser(),
      mocks: [{ request: { query: MyProfileQuery }, result: { data: { myProfile: cardOf(buildProfile({ id: '4' })) } } }],
    });
    const link = await screen.findByRole('link', { name: /Sarah Miller/ });
    expect(link.getAttribute('href')).toBe('/profile/4');
    expect(screen.queryByRole('button', { name: 'Create My Profile' })).toBeNull();
  });

  it('shows the screen in Spanish when her language is es', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderWithProviders(<MyProfileRoute />, {
      currentUser: buildUser({ firstName: 'Jane' }),
      mocks: [{ request: { query: MyProfileQuery }, result: { data: { myProfile: null } } }],
    });
    expect(await screen.findByRole('heading', { name: '¡Te damos la bienvenida, Jane!' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeTruthy();
    expect(screen.getByText(/Aquí verificas tu identidad/)).toBeTruthy();
  });
});
