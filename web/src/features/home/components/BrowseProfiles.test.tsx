import { screen } from '@testing-library/react';
import { browseMock, buildProfiles, locationsMock, withApprovedImage } from '../../../test/mocks/profiles';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BrowseProfiles } from './BrowseProfiles';
import { PROFILE_GRID_FIRST_ROW } from './ProfileGrid';

describe('BrowseProfiles pictures', () => {
  beforeEach(() => localStorage.clear());

  it('loads the first row of pictures at once with high priority and the rest of the page lazily', async () => {
    const items = buildProfiles(20).map(withApprovedImage);
    const { container } = renderWithProviders(<BrowseProfiles />, { currentUser: null, mocks: [locationsMock(), browseMock({ items })] });
    expect(await screen.findAllByRole('link', { name: /Person\d+ Test/ })).toHaveLength(20);
    const images = [...container.querySelectorAll('picture > img')];
    expect(images).toHaveLength(20);
    expect(PROFILE_GRID_FIRST_ROW).toBe(5);
    const loading = images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(loading.slice(0, 5)).toEqual(Array(5).fill(['eager', 'high']));
    expect(loading.slice(5)).toEqual(Array(15).fill(['lazy', null]));
    expect(images[0].getAttribute('srcset')).toContain('/api/images/profiles/1?v=k1&w=160&fmt=jpeg 160w');
  });
});
