import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { appearanceInput, buildPreferences, myPreferencesMock } from '../../../test/mocks/preferences';
import type { ServerAppearance } from '../server-appearance';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { APPEARANCE_SAVE_DELAY_MS } from '../hooks/useAppearanceSync';
import { MyPreferencesQuery, UpdateMyPreferencesMutation } from '../hooks/useMyPreferences';
import { PREFERENCES_STORAGE_KEY, THEME_STORAGE_KEY } from '../preferences';
import { AccessibilitySettings } from './AccessibilitySettings';
import { ThemeSelector } from './ThemeSelector';

/** What the header does: looks up the signed-in member (the provider only reads her from the cache). */
function Screen() {
  const { user, loading } = useCurrentUser();
  return (
    <>
      <p>{loading ? 'Loading' : user ? `Signed in as ${user.username}` : 'Visitor'}</p>
      <ThemeSelector />
      <AccessibilitySettings />
    </>
  );
}

const saveMock = (input: Record<string, unknown>, result: jest.Mock) => ({ request: { query: UpdateMyPreferencesMutation, variables: { input } }, result });
const answer = (overrides: Partial<ServerAppearance> = {}) =>
  jest.fn(() => ({ data: { updateMyPreferences: buildPreferences({ appearance: appearanceInput(overrides), updatedAt: '2026-11-25T12:00:00.000Z' }) } }));

describe('PreferencesProvider and the server', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    document.documentElement.style.fontSize = '';
  });

  it('a visitor keeps her choices in this browser only: the server is never asked', async () => {
    const read = jest.fn(() => ({ data: { myPreferences: buildPreferences() } }));
    const { user } = renderWithProviders(<Screen />, { currentUser: null, mocks: [{ request: { query: MyPreferencesQuery }, result: read }] });
    expect(await screen.findByText('Visitor')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Electric/ }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('electric');
    await act(() => new Promise((resolve) => setTimeout(resolve, APPEARANCE_SAVE_DELAY_MS + 100)));
    expect(read).not.toHaveBeenCalled();
  });

  it("a member who never saved any settings keeps this browser's choices: they become her saved ones", async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ theme: 'sunset', fontSize: 18 }));
    const saved = answer({ theme: 'SUNSET', fontSize: 18 });
    renderWithProviders(<Screen />, {
      currentUser: buildUser(),
      mocks: [myPreferencesMock(buildPreferences()), saveMock({ appearance: appearanceInput({ theme: 'SUNSET', fontSize: 18 }) }, saved)],
    });
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect((screen.getByRole('radio', { name: /Sunset/ }) as HTMLInputElement).checked).toBe(true);
    expect(document.documentElement.style.fontSize).toBe('18px');
  });

  it('saves a change once the font-size slider rests, with the last value only', async () => {
    const saved = answer({ fontSize: 19 });
    renderWithProviders(<Screen />, {
      currentUser: buildUser(),
      mocks: [
        myPreferencesMock(buildPreferences({ updatedAt: '2026-11-20T10:00:00.000Z' })),
        // Any change is accepted here, so a save per slider step would show up as several calls.
        { request: { query: UpdateMyPreferencesMutation, variables: () => true }, result: saved, maxUsageCount: Number.POSITIVE_INFINITY },
      ],
    });
    expect(await screen.findByText('Signed in as jane')).toBeTruthy();
    // Let her saved settings (the defaults here) arrive.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const slider = screen.getByRole('slider', { name: 'Font size' });
    for (const value of ['15', '17', '19']) fireEvent.change(slider, { target: { value } });
    expect(document.documentElement.style.fontSize).toBe('19px');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved).toHaveBeenCalledWith({ input: { appearance: appearanceInput({ fontSize: 19 }) } });
    await act(() => new Promise((resolve) => setTimeout(resolve, APPEARANCE_SAVE_DELAY_MS + 100)));
    expect(saved).toHaveBeenCalledTimes(1);
  });
});
