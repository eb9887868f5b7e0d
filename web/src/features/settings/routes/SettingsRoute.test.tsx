import { screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { THEME_STORAGE_KEY } from '../../preferences/preferences';
import { UpdateUsernameMutation } from '../hooks/useUpdateUsername';
import { SettingsRoute } from './SettingsRoute';

const jane = buildUser();

describe('SettingsRoute', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });

  it('has the five tabs, Profile first, with read-only account details', async () => {
    renderWithProviders(<SettingsRoute />, { currentUser: jane });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profile', 'Notifications', 'Privacy', 'Appearance', 'Account']);
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    const firstName = screen.getByLabelText('First name') as HTMLInputElement;
    expect([firstName.value, firstName.readOnly]).toEqual(['Jane', true]);
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText(/once every 6 months/)).toBeTruthy();
  });

  it('enables Update only for a non-empty, different username', async () => {
    const { user } = renderWithProviders(<SettingsRoute />, { currentUser: jane });
    const input = await screen.findByLabelText('Username');
    const update = screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    await user.clear(input);
    expect(update.disabled).toBe(true);
    await user.type(input, '   ');
    expect(update.disabled).toBe(true);
    await user.clear(input);
    await user.type(input, 'jane');
    expect(update.disabled).toBe(true);
    await user.type(input, '_new');
    expect(update.disabled).toBe(false);
  });

  it('updates the username and refreshes the signed-in user', async () => {
    const { user } = renderWithProviders(<SettingsRoute />, {
      currentUser: jane,
      mocks: [
        {
          request: { query: UpdateUsernameMutation, variables: { username: 'jane_new' } },
          result: { data: { updateUsername: { ...jane, username: 'jane_new', usernameChangeAvailableAt: '2027-05-21T00:00:00.000Z' } } },
        },
      ],
    });
    const input = await screen.findByLabelText('Username');
    await user.clear(input);
    await user.type(input, 'jane_new');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Username updated')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Your next change is possible on/)).toBeTruthy());
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('jane_new');
    expect((screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows 'Failed to update username' with the server message", async () => {
    const { user } = renderWithProviders(<SettingsRoute />, {
      currentUser: jane,
      mocks: [
        {
          request: { query: UpdateUsernameMutation, variables: { username: 'taken' } },
          result: { errors: [{ message: 'Username already taken' }] },
        },
      ],
    });
    const input = await screen.findByLabelText('Username');
    await user.clear(input);
    await user.type(input, 'taken');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to update username: Username already taken');
  });

  it('switches the theme from the Appearance tab (dark mode) and keeps the other controls local', async () => {
    const { user } = renderWithProviders(<SettingsRoute />, { currentUser: jane });
    await user.click(await screen.findByRole('tab', { name: 'Appearance' }));
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('switch', { name: 'Dark mode' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(within(panel).getByLabelText('Language')).toBeTruthy();
    expect(within(panel).getByLabelText('Time zone')).toBeTruthy();
  });

  it('offers the privacy, notification and account controls', async () => {
    const { user } = renderWithProviders(<SettingsRoute />, { currentUser: jane });
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('switch', { name: 'New connections' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'New reviews' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Privacy' }));
    const visibility = screen.getByLabelText('Profile visibility') as HTMLSelectElement;
    expect(Array.from(visibility.options).map((o) => o.value)).toEqual(['public', 'connections', 'private']);
    for (const name of ['Show location', 'Show age', 'Allow messages']) {
      expect(screen.getByRole('switch', { name })).toBeTruthy();
    }

    await user.click(screen.getByRole('tab', { name: 'Account' }));
    expect(screen.getByRole('button', { name: 'Request Data Export' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeTruthy();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderWithProviders(<SettingsRoute />, { currentUser: jane });
    (await screen.findByRole('tab', { name: 'Profile' })).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('tab', { name: 'Notifications' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
  });
});
