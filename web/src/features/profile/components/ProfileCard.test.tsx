import { fireEvent, screen } from '@testing-library/react';
import { buildProfile, cardOf } from '../../../test/mocks/profiles';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProfileCard } from './ProfileCard';

describe('ProfileCard', () => {
  it('links to the profile and shows name, location and flag', () => {
    renderWithProviders(<ProfileCard profile={cardOf(buildProfile({ id: '42' }))} />);
    const link = screen.getByRole('link', { name: /Sarah Miller/ });
    expect(link.getAttribute('href')).toBe('/profile/42');
    expect(screen.getByText('Austin, TX')).toBeTruthy();
    expect(screen.getByText('Green Flag')).toBeTruthy();
  });

  it("says 'No location specified' and falls back to the display name", () => {
    renderWithProviders(<ProfileCard profile={cardOf(buildProfile({ firstName: '', lastName: null, displayName: 'J. Doe', location: null }))} />);
    expect(screen.getByRole('heading', { name: 'J. Doe' })).toBeTruthy();
    expect(screen.getByText('No location specified')).toBeTruthy();
  });

  it('shows an approved image, and initials for a pending or missing one', () => {
    const { container, unmount } = renderWithProviders(
      <ProfileCard profile={cardOf(buildProfile({ profileImageUrl: '/images/1', imageApprovalStatus: 'APPROVED' }))} />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/1');
    expect(screen.queryByText('SM')).toBeNull();
    unmount();

    const pending = renderWithProviders(<ProfileCard profile={cardOf(buildProfile({ profileImageUrl: '/images/1', imageApprovalStatus: 'PENDING' }))} />);
    expect(pending.container.querySelector('img')).toBeNull();
    expect(screen.getByText('SM')).toBeTruthy();
  });

  it("shows 'Image Error' when the image does not load", () => {
    const { container } = renderWithProviders(
      <ProfileCard profile={cardOf(buildProfile({ profileImageUrl: '/images/broken', imageApprovalStatus: 'APPROVED' }))} />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByText('Image Error')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('gives the same name the same gradient tile colour', () => {
    const first = renderWithProviders(<ProfileCard profile={cardOf(buildProfile())} />);
    const a = getComputedStyle(first.getByTestId('profile-picture')).background;
    first.unmount();
    const again = renderWithProviders(<ProfileCard profile={cardOf(buildProfile({ id: '2' }))} />);
    expect(getComputedStyle(again.getByTestId('profile-picture')).background).toBe(a);
    expect(a).toMatch(/linear-gradient/);
  });

  it.each([
    [{ latitude: 30.2672, longitude: -97.7431 }, '< 1 mile away'],
    [{ latitude: 30.2672 + 1 / 69.09, longitude: -97.7431 }, '1 mile away'],
    [{ latitude: 30.5, longitude: -97.7431 }, '16.1 miles away'],
  ])('labels the distance from the member (%j)', (userLocation, label) => {
    renderWithProviders(<ProfileCard profile={cardOf(buildProfile())} userLocation={userLocation} />);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('shows no distance without a location or without coordinates', () => {
    const { unmount } = renderWithProviders(<ProfileCard profile={cardOf(buildProfile())} />);
    expect(screen.queryByText(/mile/)).toBeNull();
    unmount();
    renderWithProviders(<ProfileCard profile={cardOf(buildProfile({ latitude: null, longitude: null }))} userLocation={{ latitude: 30, longitude: -97 }} />);
    expect(screen.queryByText(/mile/)).toBeNull();
  });
});
