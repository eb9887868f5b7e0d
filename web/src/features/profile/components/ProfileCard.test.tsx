import { fireEvent, screen } from '@testing-library/react';
import { buildProfile, cardOf, withApprovedImage } from '../../../test/mocks/profiles';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PROFILE_CARD_IMAGE_SIZES, ProfileCard } from './ProfileCard';

describe('ProfileCard', () => {
  it('links to the profile and shows name, location and flag', () => {
    renderWithProviders(<ProfileCard profile={cardOf(buildProfile({ id: '42' }))} />);
    const link = screen.getByRole('link', { name: /Sarah Miller/ });
    expect(link.getAttribute('href')).toBe('/profile/42');
    expect(screen.getByText('Austin, TX')).toBeTruthy();
    expect(screen.getByText('Green Flag')).toBeTruthy();
  });

  it("shows no flag below the distinct-member threshold: 'Not enough reports yet' with the report count", () => {
    renderWithProviders(<ProfileCard profile={cardOf(buildProfile({ flagStatus: 'NEUTRAL', flagShown: false, reviewCount: 3, averageRating: '1.00' }))} />);
    expect(screen.getByText('Not enough reports yet')).toBeTruthy();
    expect(screen.getByText(/3 reports/)).toBeTruthy();
    for (const badge of ['Red Flag', 'Green Flag', 'Neutral']) expect(screen.queryByText(badge)).toBeNull();
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

describe('ProfileCard responsive picture', () => {
  const url = '/api/images/profiles/7?v=k1';
  const srcset = (format: string) => [160, 320, 640].map((w) => `${url}&w=${w}&fmt=${format} ${w}w`).join(', ');

  it('offers WebP copies with a JPEG fallback, sized for the grid, with width and height, lazily by default', () => {
    const { container } = renderWithProviders(<ProfileCard profile={cardOf(withApprovedImage(buildProfile({ id: '7' })))} />);
    const sources = container.querySelectorAll('picture > source');
    expect(sources).toHaveLength(1);
    expect(sources[0].getAttribute('type')).toBe('image/webp');
    expect(sources[0].getAttribute('srcset')).toBe(srcset('webp'));
    expect(sources[0].getAttribute('sizes')).toBe(PROFILE_CARD_IMAGE_SIZES);
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe(`${url}&w=640&fmt=jpeg`);
    expect(img.getAttribute('srcset')).toBe(srcset('jpeg'));
    expect(img.getAttribute('sizes')).toBe(PROFILE_CARD_IMAGE_SIZES);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '900']);
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the picture at once with high priority in the first row', () => {
    const { container } = renderWithProviders(<ProfileCard profile={cardOf(withApprovedImage(buildProfile({ id: '7' })))} priority />);
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('srcset')).toBe(srcset('jpeg'));
  });

  it('uses the full-size image for older images without copies, and shows no copies of a pending image', () => {
    const legacy = withApprovedImage(buildProfile({ id: '7' }));
    const { container, unmount } = renderWithProviders(
      <ProfileCard profile={cardOf({ ...legacy, profileImage: { ...legacy.profileImage!, width: null, height: null, variants: [] } })} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(url);
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('width')).toBeNull();
    expect(img.getAttribute('loading')).toBe('lazy');
    unmount();

    const pending = renderWithProviders(<ProfileCard profile={cardOf({ ...withApprovedImage(buildProfile()), imageApprovalStatus: 'PENDING' })} />);
    expect(pending.container.querySelector('img, picture, source')).toBeNull();
  });

  it("still shows 'Image Error' when a copy does not load", () => {
    const { container } = renderWithProviders(<ProfileCard profile={cardOf(withApprovedImage(buildProfile({ id: '7' })))} />);
    fireEvent.error(container.querySelector('picture > img')!);
    expect(screen.getByText('Image Error')).toBeTruthy();
    expect(container.querySelector('picture')).toBeNull();
  });
});
