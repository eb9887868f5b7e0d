import { screen, waitFor, within } from '@testing-library/react';
import type { ModerationProfileFieldsFragment } from '../../../../gql/graphql';
import { buildAdmin } from '../../../../test/mocks/users';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ModerationProfilesQuery } from '../hooks/useAdminProfiles';
import { AdminDeleteProfileMutation, AdminUpdateProfileMutation } from '../hooks/useModerateProfile';
import { AdminProfilesRoute } from './AdminProfilesRoute';

type MockProfile = ModerationProfileFieldsFragment & { __typename: 'Profile' };

function buildProfile(overrides: Partial<MockProfile> = {}): MockProfile {
  return {
    __typename: 'Profile',
    id: 'p1',
    firstName: 'Nadia',
    lastName: 'Stone',
    displayName: 'Nadia Stone',
    age: 29,
    bio: 'Loves climbing.',
    location: 'Austin, TX',
    category: 'DATING',
    flagStatus: 'GREEN',
    reviewCount: 3,
    averageRating: '4.33',
    imageApprovalStatus: null,
    profileImageUrl: null,
    profileImage: null,
    isSample: false,
    createdAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

const nadia = buildProfile();
const lena = buildProfile({ id: 'p2', firstName: 'Lena', lastName: null, displayName: 'Lena', location: null, flagStatus: 'RED', isSample: true });

function profilesMock(items: MockProfile[], search: string | null = null) {
  return {
    request: { query: ModerationProfilesQuery, variables: { search, page: 1 } },
    result: { data: { moderationProfiles: { __typename: 'ModerationProfilePage', totalIsExact: true, total: items.length, page: 1, pageSize: 20, items } } },
  };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('AdminProfilesRoute', () => {
  beforeEach(() => localStorage.clear());

  it('lists profile cards with a link to their reports, and searches', async () => {
    const { user } = renderWithProviders(<AdminProfilesRoute />, {
      route: '/admin/profiles',
      currentUser: buildAdmin(),
      mocks: [profilesMock([nadia, lena]), profilesMock([lena], 'lena')],
    });
    await screen.findByRole('article', { name: 'Nadia Stone' });
    expect(within(card('Nadia Stone')).getByRole('link', { name: 'View reports' }).getAttribute('href')).toBe('/admin/reports?profile=p1');
    expect(within(card('Lena')).getByText('No location specified · Age 29')).toBeTruthy();
    expect(within(card('Lena')).getByText('Red Flag')).toBeTruthy();
    expect(within(card('Lena')).getByText('Sample')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search profiles by name or location' }), 'lena');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Nadia Stone' })).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/admin/profiles?q=lena');
  });

  it('shows the profile cards in Spanish when her language is es', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderWithProviders(<AdminProfilesRoute />, {
      route: '/admin/profiles',
      currentUser: buildAdmin(),
      mocks: [profilesMock([nadia, buildProfile({ ...lena, imageApprovalStatus: 'PENDING', reviewCount: 1 })])],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfiles' }, { timeout: 5000 })).toBeTruthy();
    await screen.findByRole('article', { name: 'Nadia Stone' });
    expect(within(card('Nadia Stone')).getByText('Austin, TX · 29 años')).toBeTruthy();
    expect(within(card('Nadia Stone')).getByText('3 reportes aprobados')).toBeTruthy();
    expect(within(card('Nadia Stone')).getByText('4,3 / 5')).toBeTruthy();
    expect(within(card('Nadia Stone')).getByRole('link', { name: 'Ver reportes' })).toBeTruthy();
    expect(within(card('Lena')).getByText('Sin ubicación indicada · 29 años')).toBeTruthy();
    expect(within(card('Lena')).getByText('1 reporte aprobado')).toBeTruthy();
    expect(within(card('Lena')).getByText('Imagen pendiente')).toBeTruthy();
    expect(within(card('Lena')).getByText('Ejemplo')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar perfiles por nombre o ubicación' })).toBeTruthy();
  });

  it('edits first name, last name, location and bio in a dialog', async () => {
    const update = jest.fn(() => ({
      data: {
        updateProfile: {
          __typename: 'Profile',
          id: 'p1',
          firstName: 'Nadia',
          lastName: 'Stone',
          displayName: 'Nadia Stone',
          location: 'Boston, MA',
          latitude: '42.36',
          longitude: '-71.06',
          bio: '',
        },
      },
    }));
    const { user } = renderWithProviders(<AdminProfilesRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        profilesMock([nadia]),
        {
          request: {
            query: AdminUpdateProfileMutation,
            variables: { id: 'p1', input: { firstName: 'Nadia', lastName: 'Stone', location: 'Boston, MA', bio: '' } },
          },
          result: update,
        },
      ],
    });
    await screen.findByRole('article', { name: 'Nadia Stone' });
    await user.click(within(card('Nadia Stone')).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    expect((within(dialog).getByLabelText('Bio') as HTMLTextAreaElement).value).toBe('Loves climbing.');
    await user.clear(within(dialog).getByLabelText('Location'));
    await user.type(within(dialog).getByLabelText('Location'), 'Boston, MA');
    await user.clear(within(dialog).getByLabelText('Bio'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
    expect(within(card('Nadia Stone')).getByText(/^Boston, MA/)).toBeTruthy();
    expect(within(card('Nadia Stone')).queryByText('Loves climbing.')).toBeNull();
  });

  it('deletes a profile only after confirmation', async () => {
    const remove = jest.fn(() => ({ data: { deleteProfile: true } }));
    const { user } = renderWithProviders(<AdminProfilesRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        profilesMock([nadia, lena]),
        { request: { query: AdminDeleteProfileMutation, variables: { id: 'p2', reason: 'DUPLICATE', note: null } }, result: remove },
        profilesMock([nadia]),
      ],
    });
    await screen.findByRole('article', { name: 'Lena' });
    await user.click(within(card('Lena')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete profile?' });
    await user.selectOptions(within(dialog).getByLabelText('Reason (optional)'), 'DUPLICATE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Profile' }));
    expect(await screen.findByText('Profile Deleted')).toBeTruthy();
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Lena' })).toBeNull());
  });
});
