import { screen } from '@testing-library/react';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { THEME_STORAGE_KEY } from '../../preferences/preferences';
import { THEMES } from '../../../theme/themes';
import { SuspensionBanner } from './SuspensionBanner';

/** Shows her username once `me` has answered, so a test knows the banner had its chance to show. */
function Loaded() {
  const { user } = useCurrentUser();
  return user ? <p>Signed in as {user.username}</p> : null;
}

const renderBanner = (user: ReturnType<typeof buildUser>) =>
  renderWithProviders(
    <>
      <SuspensionBanner />
      <Loaded />
    </>,
    { currentUser: user },
  );

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('SuspensionBanner', () => {
  afterEach(() => localStorage.clear());

  it('is a dark surface with a warning stripe in dark mode, not a slab of bright yellow', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderBanner(buildUser({ suspendedUntil: '2099-12-02T10:00:00.000Z' }));
    const style = getComputedStyle(await screen.findByText(/^Your account is suspended/));
    expect(style.backgroundColor).toBe(rgb(THEMES.dark.palette.muted));
    expect(style.color).toBe(rgb(THEMES.dark.palette.foreground));
  });

  it('tells a suspended member until when and why, and where to appeal', async () => {
    renderBanner(buildUser({ suspendedUntil: '2099-12-02T10:00:00.000Z', suspensionReason: 'Insults in two reports' }));
    const banner = await screen.findByText(/^Your account is suspended/);
    expect(banner.getAttribute('role')).toBe('status');
    expect(banner.textContent).toBe(
      'Your account is suspended until 2 December 2099 — reason: Insults in two reports — you can read, but not post, add people or flag. Appeal',
    );
    expect(screen.getByRole('link', { name: 'Appeal' }).getAttribute('href')).toBe('/reviews');
  });

  it.each([
    ['once the suspension has ended', buildUser({ suspendedUntil: '2020-01-01T00:00:00.000Z', suspensionReason: 'Old' })],
    ['without a suspension', buildUser()],
  ])('shows nothing %s', async (_, user) => {
    renderBanner(user);
    expect(await screen.findByText('Signed in as jane')).toBeTruthy();
    expect(screen.queryByText(/suspended/)).toBeNull();
  });

  it('tells her in Spanish when she chose it, with the date in Spanish (issue 23)', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderBanner(buildUser({ suspendedUntil: '2099-12-02T10:00:00.000Z', suspensionReason: 'Insults in two reports' }));
    const banner = await screen.findByText(/^Tu cuenta está suspendida/, undefined, { timeout: 5000 });
    expect(banner.textContent).toBe(
      'Tu cuenta está suspendida hasta el 2 de diciembre de 2099. Motivo: Insults in two reports. Puedes leer, pero no publicar, agregar personas ni señalar. Apelar',
    );
    expect(screen.getByRole('link', { name: 'Apelar' }).getAttribute('href')).toBe('/reviews');
  });
});
