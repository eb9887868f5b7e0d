import { screen, waitFor } from '@testing-library/react';
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

describe('BrowseProfiles paging', () => {
  beforeEach(() => {
    localStorage.clear();
    window.scrollTo = jest.fn();
  });

  it('moves focus to the results heading once the new page shows, and its cards are h3 under it', async () => {
    const { user } = renderWithProviders(<BrowseProfiles />, {
      currentUser: null,
      mocks: [
        locationsMock(),
        browseMock({ items: buildProfiles(20, 1), page: 1, total: 45 }),
        browseMock({ items: buildProfiles(20, 21), page: 2, total: 45 }, { delay: 20 }),
        browseMock({ items: buildProfiles(5, 41), page: 3, total: 45 }),
      ],
    });
    const first = await screen.findByRole('heading', { level: 2, name: '45 profiles, page 1 of 3' });
    expect(document.activeElement).not.toBe(first);
    expect(screen.getByRole('heading', { level: 3, name: 'Person1 Test' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('heading', { level: 2, name: '45 profiles, page 2 of 3' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(second.getAttribute('tabindex')).toBe('-1');
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    const third = await screen.findByRole('heading', { level: 2, name: '45 profiles, page 3 of 3' });
    await waitFor(() => expect(document.activeElement).toBe(third));
  });
});
