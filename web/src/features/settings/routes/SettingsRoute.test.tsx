import { screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { THEME_STORAGE_KEY } from '../../preferences/preferences';
import { UpdateMyPreferencesMutation } from '../../preferences/hooks/useMyPreferences';
import { appearanceInput, buildPreferences, myPreferencesMock } from '../../../test/mocks/preferences';
import { UpdateUsernameMutation } from '../hooks/useUpdateUsername';
import { SettingsRoute } from './SettingsRoute';

const jane = buildUser();
const SAVED_AT = '2026-11-20T10:00:00.000Z';
const checked = (element: HTMLElement) => element.getAttribute('aria-checked') === 'true';

describe('SettingsRoute', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    document.documentElement.style.fontSize = '';
  });

  it('has the eight tabs, Profile first, with read-only account details', async () => {
    renderWithProviders(<SettingsRoute />, { currentUser: jane });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Notifications',
      'Privacy',
      'Appearance',
      'Security',
      'Watches',
      'API',
      'Account',
    ]);
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

  it('loads the notification settings from the server and saves each choice through updateMyPreferences', async () => {
    const saved = jest.fn(() => ({
      data: { updateMyPreferences: buildPreferences({ notifications: { decisionsEmail: true, newReportsEmail: true }, updatedAt: SAVED_AT }) },
    }));
    const { user } = renderWithProviders(<SettingsRoute />, {
      currentUser: jane,
      mocks: [
        myPreferencesMock(buildPreferences({ notifications: { decisionsEmail: true }, updatedAt: SAVED_AT })),
        { request: { query: UpdateMyPreferencesMutation, variables: { input: { notifications: { newReportsEmail: true } } } }, result: saved },
      ],
    });
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    const newReportsByEmail = (await screen.findByRole('checkbox', { name: 'New reports on people I added: by e-mail' })) as HTMLInputElement;
    expect((screen.getByRole('checkbox', { name: 'Decisions about my content: in the app' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Decisions about my content: by e-mail' }) as HTMLInputElement).checked).toBe(true);
    expect(newReportsByEmail.checked).toBe(false);
    expect(screen.getByText(/or by e-mail to jane@example.com/)).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'New connections' })).toBeNull();
    expect(screen.queryByText(/not saved yet/)).toBeNull();

    await user.click(newReportsByEmail);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect((screen.getByRole('checkbox', { name: 'New reports on people I added: by e-mail' }) as HTMLInputElement).checked).toBe(true);
  });

  it('puts a choice back and says why when the server refuses the change', async () => {
    const { user } = renderWithProviders(<SettingsRoute />, {
      currentUser: jane,
      mocks: [
        {
          request: { query: UpdateMyPreferencesMutation, variables: { input: { notifications: { decisionsInApp: false } } } },
          result: { errors: [{ message: 'Please choose on or off.' }] },
        },
      ],
    });
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    const inApp = (await screen.findByRole('checkbox', { name: 'Decisions about my content: in the app' })) as HTMLInputElement;
    await user.click(inApp);
    expect(await screen.findByText('Settings not saved')).toBeTruthy();
    expect(screen.getByText('Please choose on or off.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Decisions about my content: in the app' }) as HTMLInputElement).checked).toBe(true);
  });

  it('Privacy: offers only what Tea really does, loaded from and saved to the server', async () => {
    const saved = jest.fn(() => ({ data: { updateMyPreferences: buildPreferences({ updatedAt: SAVED_AT }) } }));
    const { user } = renderWithProviders(<SettingsRoute />, {
      currentUser: jane,
      mocks: [
        myPreferencesMock(buildPreferences({ privacy: { rememberViewedProfiles: false }, updatedAt: SAVED_AT })),
        { request: { query: UpdateMyPreferencesMutation, variables: { input: { privacy: { rememberViewedProfiles: true } } } }, result: saved },
      ],
    });
    await user.click(await screen.findByRole('tab', { name: 'Privacy' }));
    const remember = await screen.findByRole('switch', { name: 'Remember the profiles I open' });
    expect(checked(remember)).toBe(false);
    for (const name of ['Show location', 'Show age', 'Allow messages']) expect(screen.queryByRole('switch', { name })).toBeNull();
    expect(screen.queryByLabelText('Profile visibility')).toBeNull();

    await user.click(remember);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(checked(screen.getByRole('switch', { name: 'Remember the profiles I open' }))).toBe(true);
  });

  it('Appearance: the saved theme and text size win over this browser, and dark mode is saved to the account', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sunset');
    const appearance = appearanceInput({ theme: 'DARK', fontSize: 16 });
    const saved = jest.fn(() => ({ data: { updateMyPreferences: buildPreferences({ appearance, updatedAt: SAVED_AT }) } }));
    const { user } = renderWithProviders(<SettingsRoute />, {
      currentUser: jane,
      mocks: [
        myPreferencesMock(buildPreferences({ appearance: { theme: 'NATURE', fontSize: 16 }, updatedAt: SAVED_AT })),
        { request: { query: UpdateMyPreferencesMutation, variables: { input: { appearance } } }, result: saved },
      ],
    });
    await user.click(await screen.findByRole('tab', { name: 'Appearance' }));
    const panel = screen.getByRole('tabpanel');
    await waitFor(() => expect((within(panel).getByRole('radio', { name: /Nature/ }) as HTMLInputElement).checked).toBe(true));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('nature');
    expect(document.documentElement.style.fontSize).toBe('16px');
    expect(within(panel).getByRole('slider', { name: 'Font size' })).toBeTruthy();

    await user.click(within(panel).getByRole('switch', { name: 'Dark mode' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it('Appearance: her language and time zone are saved to the account and switch the app', async () => {
    const appearance = appearanceInput({ language: 'de', timeZone: 'America/Chicago' });
    const saved = jest.fn(() => ({ data: { updateMyPreferences: buildPreferences({ appearance, updatedAt: SAVED_AT }) } }));
    const { user } = renderWithProviders(<SettingsRoute />, {
      currentUser: jane,
      mocks: [
        myPreferencesMock(buildPreferences({ appearance: { timeZone: 'America/Chicago' }, updatedAt: SAVED_AT })),
        { request: { query: UpdateMyPreferencesMutation, variables: { input: { appearance } } }, result: saved },
      ],
    });
    await user.click(await screen.findByRole('tab', { name: 'Appearance' }));
    const panel = screen.getByRole('tabpanel');
    const zone = within(panel).getByLabelText('Time zone') as HTMLSelectElement;
    await waitFor(() => expect(zone.value).toBe('America/Chicago'));
    expect([...zone.options].map((o) => o.textContent)).toEqual(['UTC', 'Pacific (Los Angeles)', 'Eastern (New York)', 'Central (Chicago)']);
    await user.selectOptions(within(panel).getByLabelText('Language'), 'de');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    // The app switches to German once its catalogue is in: the same field, now labelled in German.
    expect(await within(panel).findByLabelText('Zeitzone', undefined, { timeout: 5000 })).toBeTruthy();
    expect(document.cookie).toContain('tea_lang=de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('offers the account controls', async () => {
    const { user } = renderWithProviders(<SettingsRoute />, { currentUser: jane });
    await user.click(await screen.findByRole('tab', { name: 'Account' }));
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

  it('puts the open tab in the URL, opens the tab the URL names, and sends an unknown tab to /settings', async () => {
    const { user, unmount } = renderWithProviders(<SettingsRoute />, { currentUser: jane, route: '/settings' });
    await user.click(await screen.findByRole('tab', { name: 'Security' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/settings/security'));
    expect(screen.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/settings/watches'));
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/settings'));
    unmount();

    const opened = renderWithProviders(<SettingsRoute />, { currentUser: jane, route: '/settings/account' });
    expect((await screen.findByRole('tab', { name: 'Account' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Request Data Export' })).toBeTruthy();
    opened.unmount();

    renderWithProviders(<SettingsRoute />, { currentUser: jane, route: '/settings/nonsense' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/settings'));
  });

  it('keeps the tabs on one row that scrolls when they do not fit, on a phone and on a desktop', async () => {
    renderWithProviders(<SettingsRoute />, { currentUser: jane });
    const list = await screen.findByRole('tablist', { name: 'Settings sections' });
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const className = [...list.classList].find((name) => rules.includes(`.${name}`))!;
    // The list's own rule, outside any media query: one row at every width.
    const ownRule = new RegExp(`(^|\\})\\.${className}\\s*\\{([^}]*)\\}`).exec(rules)?.[2] ?? '';
    expect(ownRule).toMatch(/flex-wrap:\s*nowrap/);
    expect(ownRule).not.toMatch(/flex-wrap:\s*wrap/);
    expect(ownRule).toMatch(/overflow-x:\s*auto/);
  });

  it('shows the screen in Spanish when her language is es', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderWithProviders(<SettingsRoute />, { currentUser: jane });
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Perfil',
      'Notificaciones',
      'Privacidad',
      'Apariencia',
      'Seguridad',
      'Vigilancias',
      'API',
      'Cuenta',
    ]);
    expect(screen.getByLabelText('Nombre')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeTruthy();
    expect(screen.getByText('Puedes cambiar tu nombre de usuario una vez cada 6 meses.')).toBeTruthy();
  });
});
