import { screen, waitFor } from '@testing-library/react';
import { AppRoutes } from '../../../app/router';
import { browseMock, buildProfiles, DEFAULT_BROWSE_FILTER, locationsMock } from '../../../test/mocks/profiles';
import { renderWithProviders } from '../../../test/render-with-providers';

const location = () => screen.getByTestId('location').textContent;

/** jsdom has no layout: the viewport width and the reduced-motion setting are what matchMedia answers. */
function mockViewport({ compact, reducedMotion = false }: { compact: boolean; reducedMotion?: boolean }) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: query.includes('max-width') ? compact : query.includes('prefers-reduced-motion') ? reducedMotion : false,
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

const searchMocks = () => [
  locationsMock(),
  browseMock({ items: buildProfiles(3) }),
  browseMock({ items: buildProfiles(1), filter: { ...DEFAULT_BROWSE_FILTER, search: 'New York' } }),
];

describe('searching from the header', () => {
  const originalMatchMedia = window.matchMedia;
  let scrolled: jest.Mock;
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    window.scrollTo = jest.fn();
    scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  async function chooseChip(place: string) {
    const rendered = renderWithProviders(<AppRoutes />, { currentUser: null, mocks: searchMocks() });
    await screen.findByText('Showing 1-3 of 3 profiles');
    await rendered.user.click(screen.getByRole('button', { name: 'Open search' }));
    await rendered.user.click(await screen.findByRole('button', { name: place }, { timeout: 10_000 }));
    await waitFor(() => expect(location()).toBe(`/?search=${encodeURIComponent(place).replace(/%20/g, '+')}`));
    await screen.findByText('Showing 1-1 of 1 profiles');
    return rendered;
  }

  it('on a phone, a quick-search chip scrolls the results into view, smoothly', async () => {
    mockViewport({ compact: true });
    await chooseChip('New York');
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' }));
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('at once when she prefers reduced motion', async () => {
    mockViewport({ compact: true, reducedMotion: true });
    await chooseChip('New York');
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'auto' }));
  });

  it('not on a desktop, where the results are in view already', async () => {
    mockViewport({ compact: false });
    await chooseChip('New York');
    expect(scrolled).not.toHaveBeenCalled();
  });

  it("the header's box shows the ?search= term of the list, and so does the mobile box when opened", async () => {
    mockViewport({ compact: true });
    const { user } = await chooseChip('New York');
    // The desktop header is display:none in jsdom (no media queries), hence `hidden`.
    const desktopBox = screen.getAllByRole('searchbox', { name: 'Search profiles', hidden: true }).find((box) => box.id === 'desktop-search');
    expect((desktopBox as HTMLInputElement).value).toBe('New York');
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const mobileBox = (await screen.findAllByRole('searchbox', { name: 'Search profiles' })).find((box) => box.id !== 'desktop-search');
    expect((mobileBox as HTMLInputElement).value).toBe('New York');
  });
});
