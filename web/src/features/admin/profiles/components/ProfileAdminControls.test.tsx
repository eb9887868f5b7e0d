import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import { buildAdmin, buildUser } from '../../../../test/mocks/users';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { renderOnceSignedIn } from '../../../../test/signed-in';
import { AdminDeleteProfileMutation, AdminUpdateProfileMutation } from '../hooks/useModerateProfile';
import { ProfileAdminControls } from './ProfileAdminControls';

/** Stands in for the profile page: it shows the cached profile, so cache updates are visible. */
const TestProfileQuery = gql`
  query TestProfilePage {
    profile(id: "p1") {
      id
      displayName
      location
      reviewCount
    }
  }
`;

function ProfilePageStandIn() {
  const { data } = useQuery<{ profile: { displayName: string; location: string | null } | null }>(TestProfileQuery);
  if (!data?.profile) return null;
  return (
    <>
      <h1>{data.profile.displayName}</h1>
      <p data-testid="profile-location">{data.profile.location}</p>
      <ProfileAdminControls profileId="p1" firstName="Nadia" lastName="Stone" location="Austin, TX" />
    </>
  );
}

const profileMock = {
  request: { query: TestProfileQuery },
  result: {
    data: { profile: { __typename: 'Profile', id: 'p1', displayName: 'Nadia Stone', location: 'Austin, TX', reviewCount: 3 } },
  },
};

describe('ProfileAdminControls', () => {
  beforeEach(() => localStorage.clear());

  it('renders nothing for members who are not admins', async () => {
    await renderOnceSignedIn(<ProfilePageStandIn />, { currentUser: buildUser(), mocks: [profileMock] }, 'member');
    expect(await screen.findByRole('heading', { name: 'Nadia Stone' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Admin Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Profile' })).toBeNull();
  });

  it('renders nothing for visitors', async () => {
    await renderOnceSignedIn(
      <ProfileAdminControls profileId="p1" firstName="Nadia" lastName="Stone" location="Austin, TX" />,
      { currentUser: null },
      'visitor',
    );
    expect(screen.queryByRole('region', { name: 'Admin controls for this profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Admin Edit' })).toBeNull();
  });

  it("edits first name, last name and location inline, and the page shows the change ('Profile Updated')", async () => {
    const { user } = renderWithProviders(<ProfilePageStandIn />, {
      currentUser: buildAdmin(),
      mocks: [
        profileMock,
        {
          request: { query: AdminUpdateProfileMutation, variables: { id: 'p1', input: { firstName: 'Nadia', lastName: 'Stone-Ray', location: 'Miami, FL' } } },
          result: {
            data: {
              updateProfile: {
                __typename: 'Profile',
                id: 'p1',
                firstName: 'Nadia',
                lastName: 'Stone-Ray',
                displayName: 'Nadia Stone-Ray',
                location: 'Miami, FL',
                latitude: '25.76',
                longitude: '-80.19',
                bio: null,
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Admin Edit' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect((within(form).getByLabelText('First name') as HTMLInputElement).value).toBe('Nadia');
    expect(within(form).queryByLabelText('Bio')).toBeNull();
    await user.type(within(form).getByLabelText('Last name'), '-Ray');
    await user.clear(within(form).getByLabelText('Location'));
    await user.type(within(form).getByLabelText('Location'), 'Miami, FL');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Nadia Stone-Ray' })).toBeTruthy();
    expect(screen.getByTestId('profile-location').textContent).toBe('Miami, FL');
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
  });

  it('shows the tools in Spanish when her language is es', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const { user } = renderWithProviders(<ProfilePageStandIn />, { currentUser: buildAdmin(), mocks: [profileMock] });
    const tools = await screen.findByRole('region', { name: 'Controles de administración de este perfil' }, { timeout: 5000 });
    await user.click(within(tools).getByRole('button', { name: 'Editar como administradora' }));
    expect(within(tools).getByRole('textbox', { name: 'Nombre' })).toBeTruthy();
    expect(within(tools).getByRole('button', { name: 'Guardar cambios' })).toBeTruthy();
    await user.click(within(tools).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(tools).getByRole('button', { name: 'Eliminar perfil' }));
    expect(await screen.findByRole('dialog', { name: '¿Eliminar el perfil?' })).toBeTruthy();
    expect(screen.getByText('Nadia Stone, sus reportes y su imagen se eliminarán de forma permanente. Esto no se puede deshacer.')).toBeTruthy();
  });

  it("Cancel leaves the form without saving; a refused save says 'Update Failed'", async () => {
    const { user } = renderWithProviders(<ProfilePageStandIn />, {
      currentUser: buildAdmin(),
      mocks: [
        profileMock,
        {
          request: { query: AdminUpdateProfileMutation, variables: { id: 'p1', input: { firstName: 'Nadia', lastName: 'Stone', location: 'Austin, TX' } } },
          error: new Error('Network down'),
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Admin Edit' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Admin Edit' }));
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert').textContent).toBe('First name is required');

    await user.type(screen.getByLabelText('First name'), 'Nadia');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeTruthy();
    expect(screen.getByText('Failed to update profile: Network down')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeTruthy();
  });

  it("deletes after confirmation and goes to / ('Profile Deleted')", async () => {
    const remove = jest.fn(() => ({ data: { deleteProfile: true } }));
    const { user } = renderWithProviders(<ProfilePageStandIn />, {
      route: '/profile/p1',
      currentUser: buildAdmin(),
      mocks: [
        profileMock,
        { request: { query: AdminDeleteProfileMutation, variables: { id: 'p1', reason: null, note: null } }, result: remove },
        // The deleted profile is evicted, so the page asks again (and would find nothing).
        { request: { query: TestProfileQuery }, result: { data: { profile: null } } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete profile?' });
    expect(within(dialog).getByText(/Nadia Stone, her reports and her image will be deleted permanently/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/profile/p1');

    await user.click(screen.getByRole('button', { name: 'Delete Profile' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete profile?' })).getByRole('button', { name: 'Delete Profile' }));
    expect(await screen.findByText('Profile Deleted')).toBeTruthy();
    expect(remove).toHaveBeenCalledTimes(1);
    // The navigation may land a render after the toast (CI on a busy machine saw '/profile/p1' here).
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it("says 'Delete Failed' and stays when the delete fails", async () => {
    const { user } = renderWithProviders(<ProfilePageStandIn />, {
      route: '/profile/p1',
      currentUser: buildAdmin(),
      mocks: [
        profileMock,
        {
          request: { query: AdminDeleteProfileMutation, variables: { id: 'p1', reason: null, note: null } },
          result: { errors: [{ message: 'Profile not found' }] },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Profile' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete profile?' })).getByRole('button', { name: 'Delete Profile' }));
    expect(await screen.findByText('Delete Failed')).toBeTruthy();
    expect(screen.getByText('Failed to delete profile: Profile not found')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/profile/p1');
  });
});
