import { screen } from '@testing-library/react';
import { buildProfile, cardOf } from '../../../test/mocks/profiles';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MyProfileQuery } from '../hooks/useMyProfile';
import { MyProfileRoute } from './MyProfileRoute';

describe('MyProfileRoute', () => {
  it("welcomes members without a profile and says honestly that 'Create My Profile' is not available yet", async () => {
    renderWithProviders(<MyProfileRoute />, {
      currentUser: buildUser({ firstName: 'Jane' }),
      mocks: [{ request: { query: MyProfileQuery }, result: { data: { myProfile: null } } }],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane!' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Create My Profile' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Creating a member profile is not available yet.')).toBeTruthy();
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
});
