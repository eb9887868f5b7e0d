import { screen, waitFor, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { PREFERENCES_STORAGE_KEY } from '../../preferences/preferences';
import { renderWithProviders } from '../../../test/render-with-providers';
import { EndOtherSessionsMutation, EndSessionMutation, MySessionsQuery, type AccountSession } from '../hooks/useMySessions';
import es from '../../../i18n/messages/es.json';
import de from '../../../i18n/messages/de.json';
import { deviceText, lastActiveText, SessionList } from './SessionList';

const HOUR = 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function buildSession(overrides: Partial<AccountSession>): AccountSession & { __typename: 'AccountSession' } {
  return {
    __typename: 'AccountSession',
    id: 'a'.repeat(24),
    device: 'Chrome on Linux',
    signedInAt: '2026-11-20T10:00:00.000Z',
    lastSeenAt: ago(0),
    expiresAt: '2026-12-04T10:00:00.000Z',
    current: false,
    ...overrides,
  };
}

const laptop = buildSession({ id: '1'.repeat(24), current: true });
const phone = buildSession({ id: '2'.repeat(24), device: 'Safari on iOS', lastSeenAt: ago(3 * HOUR), signedInAt: '2026-11-02T08:00:00.000Z' });
const tablet = buildSession({ id: '3'.repeat(24), device: 'Firefox on Android', lastSeenAt: ago(2 * 24 * HOUR) });

const listMock = (sessions: AccountSession[]) => ({ request: { query: MySessionsQuery }, result: { data: { mySessions: sessions } } });
const rows = () => within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem');
const toasts = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

describe('SessionList', () => {
  beforeEach(() => localStorage.clear());

  it('lists each session with its device, this device first, when it was last active and when it signed in', async () => {
    renderWithProviders(<SessionList />, { mocks: [listMock([laptop, phone, tablet])] });
    expect(screen.getByRole('status', { name: "Loading where you're signed in" })).toBeTruthy();
    await screen.findByRole('list', { name: 'Your sessions' });
    const [first, second, third] = rows();
    expect(within(first).getByText('This device')).toBeTruthy();
    expect(first.textContent).toContain('Chrome on Linux');
    expect(first.textContent).toContain('Active now');
    expect(within(first).queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(second.textContent).toContain('Safari on iOS');
    expect(second.textContent).toContain('Last active 3 hours ago · Signed in Nov 2, 2026');
    expect(third.textContent).toContain('Last active 2 days ago');
    expect(within(second).getByRole('button', { name: 'Sign out' }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('signs out one other session, and then all the others with the count the server answers', async () => {
    const endOne = jest.fn(() => ({ data: { endSession: true } }));
    const endOthers = jest.fn(() => ({ data: { endOtherSessions: 1 } }));
    const { user } = renderWithProviders(<SessionList />, {
      mocks: [
        listMock([laptop, phone, tablet]),
        { request: { query: EndSessionMutation, variables: { id: phone.id } }, result: endOne },
        { request: { query: EndOtherSessionsMutation }, result: endOthers },
      ],
    });
    await screen.findByRole('list', { name: 'Your sessions' });
    await user.click(within(rows()[1]).getByRole('button', { name: 'Sign out' }));
    expect(await toasts().findByText('Safari on iOS is signed out.')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText('Safari on iOS')).toBeNull();
    expect(endOne).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));
    expect(await toasts().findByText('1 other session ended.')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByText('This device')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).toBeNull();
    expect(screen.getByText('You are not signed in anywhere else.')).toBeTruthy();
    expect(endOthers).toHaveBeenCalledTimes(1);
  });

  it('keeps a session listed and says why when it could not be signed out', async () => {
    const { user } = renderWithProviders(<SessionList />, {
      mocks: [
        listMock([laptop, phone]),
        {
          request: { query: EndSessionMutation, variables: { id: phone.id } },
          result: { errors: [{ message: 'Session not found', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
    });
    await screen.findByRole('list', { name: 'Your sessions' });
    await user.click(within(rows()[1]).getByRole('button', { name: 'Sign out' }));
    expect(await toasts().findByText('Could not sign out')).toBeTruthy();
    expect(toasts().getByText('Session not found')).toBeTruthy();
    expect(rows()).toHaveLength(2);
  });

  it('shows a failed load with Try Again', async () => {
    const { user } = renderWithProviders(<SessionList />, {
      mocks: [{ request: { query: MySessionsQuery }, error: new TypeError('Failed to fetch') }, listMock([laptop])],
    });
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByText('Could not load your sessions')).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('This device')).toBeTruthy();
  });

  it("says 'Active now' for this device and a relative time for the others", () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const intl = createIntl({ locale: 'en' });
    expect(lastActiveText(intl, { current: true, lastSeenAt: '2026-11-25T11:00:00.000Z' }, now)).toBe('Active now');
    expect(lastActiveText(intl, { current: false, lastSeenAt: '2026-11-25T11:00:00.000Z' }, now)).toBe('Last active 1 hour ago');
    expect(lastActiveText(intl, { current: false, lastSeenAt: null }, now)).toBe('Last active: not known');
  });

  it('lists the sessions in Spanish, with dates in her time zone, when her language is es', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language: 'es', timeZone: 'America/Los_Angeles' }));
    // 03:30 UTC on Nov 2 is still Nov 1 in Los Angeles.
    const late = buildSession({ ...phone, signedInAt: '2026-11-02T03:30:00.000Z' });
    renderWithProviders(<SessionList />, { mocks: [listMock([laptop, late, tablet])] });
    expect(await screen.findByText('Este dispositivo', undefined, { timeout: 5_000 })).toBeTruthy();
    const [first, second, third] = within(screen.getByRole('list', { name: 'Tus sesiones' })).getAllByRole('listitem');
    expect(first.textContent).toContain('Activa ahora');
    expect(second.textContent).toContain('Última actividad: hace 3 horas · Inició sesión el 1 nov 2026');
    expect(third.textContent).toContain('Última actividad: anteayer');
    expect(within(second).getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar sesión en todos los demás dispositivos' })).toBeTruthy();
  });
});

describe('deviceText', () => {
  it("says the API's device description in her language, names untouched", () => {
    const en = createIntl({ locale: 'en', defaultLocale: 'en' });
    const spanish = createIntl({ locale: 'es', defaultLocale: 'en', messages: es });
    const german = createIntl({ locale: 'de', defaultLocale: 'en', messages: de });
    expect(deviceText(en, 'Chrome on Android')).toBe('Chrome on Android');
    expect(deviceText(spanish, 'Chrome on Android')).toBe('Chrome en Android');
    expect(deviceText(german, 'Samsung Internet on Android')).toBe('Samsung Internet auf Android');
    expect(deviceText(german, 'Script on Linux')).toBe('Skript auf Linux');
    expect(deviceText(spanish, 'Unknown device')).toBe('Dispositivo desconocido');
    expect(deviceText(spanish, 'curl')).toBe('curl');
  });
});
