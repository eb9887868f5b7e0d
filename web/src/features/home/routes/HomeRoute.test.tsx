import { screen, waitFor, within } from '@testing-library/react';
import { browseMock, buildProfiles, DEFAULT_BROWSE_FILTER, locationsMock } from '../../../test/mocks/profiles';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BrowseProfilesQuery } from '../hooks/useBrowseProfiles';
import { HomeRoute } from './HomeRoute';

const location = () => screen.getByTestId('location').textContent;

type Geo = Pick<Geolocation, 'getCurrentPosition'>;

function mockGeolocation(impl: Geo['getCurrentPosition'] | undefined) {
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: impl ? { getCurrentPosition: jest.fn(impl) } : undefined,
  });
  return (window.navigator.geolocation as unknown as { getCurrentPosition: jest.Mock })?.getCurrentPosition;
}

describe('HomeRoute browse list', () => {
  beforeEach(() => {
    localStorage.clear();
    window.scrollTo = jest.fn();
  });

  it('shows 8 skeleton cards while the first page loads', async () => {
    renderWithProviders(<HomeRoute />, {
      currentUser: null,
      mocks: [locationsMock(), browseMock({ items: [] }, { delay: Number.POSITIVE_INFINITY })],
    });
    const skeleton = await screen.findByRole('status', { name: 'Loading profiles' });
    expect(within(skeleton).getAllByTestId('profile-skeleton')).toHaveLength(8);
  });

  it('shows the empty state with an Add Woman button', async () => {
    renderWithProviders(<HomeRoute />, { currentUser: null, mocks: [locationsMock(), browseMock({ items: [] })] });
    expect(await screen.findByRole('heading', { name: 'No profiles found' })).toBeTruthy();
    expect(screen.getByText("Try adjusting your search filters or add some women's profiles to get started.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Woman' }).getAttribute('href')).toBe('/add-person');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it("toasts 'Failed to fetch profiles' with the server message when the list fails", async () => {
    renderWithProviders(<HomeRoute />, {
      currentUser: null,
      mocks: [
        locationsMock(),
        {
          request: { query: BrowseProfilesQuery, variables: { filter: DEFAULT_BROWSE_FILTER, page: 1, pageSize: 20 } },
          result: { errors: [{ message: 'Search text must be at most 100 characters.' }] },
        },
      ],
    });
    const toast = (await screen.findByText('Failed to fetch profiles')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(toast).getByText('Search text must be at most 100 characters.')).toBeTruthy();
    const panel = screen.getByText('The profiles could not be loaded').closest<HTMLElement>('[role="alert"]')!;
    expect(panel).not.toBe(toast);
    expect(within(panel).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('renders the cards and the footer text of the current page', async () => {
    renderWithProviders(<HomeRoute />, {
      route: '/?page=2',
      currentUser: null,
      mocks: [locationsMock(), browseMock({ items: buildProfiles(20, 21), page: 2, total: 95 })],
    });
    expect(await screen.findByText('Showing 21-40 of 95 profiles')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Person\d+ Test/ })).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says 'about' when the total is an estimate and centres 5 buttons on the current page", async () => {
    renderWithProviders(<HomeRoute />, {
      route: '/?page=7',
      currentUser: null,
      mocks: [locationsMock(), browseMock({ items: buildProfiles(20, 121), page: 7, total: 12000, totalIsExact: false, pageCount: 500 })],
    });
    expect(await screen.findByText('Showing 121-140 of about 12,000 profiles')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['5', '6', '7', '8', '9']);
  });

  it('changes page through the URL and scrolls to the top', async () => {
    const { user } = renderWithProviders(<HomeRoute />, {
      currentUser: null,
      mocks: [
        locationsMock(),
        browseMock({ items: buildProfiles(20, 1), page: 1, total: 45 }),
        browseMock({ items: buildProfiles(5, 41), page: 3, total: 45 }),
      ],
    });
    expect(await screen.findByText('Showing 1-20 of 45 profiles')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(location()).toBe('/?page=3');
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(await screen.findByText('Showing 41-45 of 45 profiles')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('writes filter changes to the URL and queries with them', async () => {
    const { user } = renderWithProviders(<HomeRoute />, {
      currentUser: null,
      mocks: [
        locationsMock(),
        browseMock({ items: buildProfiles(3) }),
        browseMock({ items: buildProfiles(1), filter: { sortBy: 'REPORTS_HIGH', location: 'Austin, TX' } }),
        browseMock({ items: buildProfiles(1), filter: { sortBy: 'REPORTS_HIGH', location: 'Austin, TX', minRating: 4 } }),
        browseMock({
          items: buildProfiles(1),
          filter: { sortBy: 'ALPHABETICAL', location: 'Austin, TX', minRating: 4 },
        }),
      ],
    });
    expect(await screen.findByText('Showing 1-3 of 3 profiles')).toBeTruthy();
    const locationSelect = screen.getByRole('combobox', { name: 'Location' });
    await waitFor(() =>
      expect(
        within(locationSelect)
          .getAllByRole('option')
          .map((o) => (o as HTMLOptionElement).value),
      ).toEqual(['all', 'New York, NY', 'Austin, TX']),
    );
    expect(within(locationSelect).getByRole('option', { name: 'All Locations' })).toBeTruthy();

    await user.selectOptions(locationSelect, 'Austin, TX');
    expect(location()).toBe('/?location=Austin%2C+TX');
    expect(await screen.findByText('Showing 1-1 of 1 profiles')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum rating' }), '4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'alphabetical');
    expect(location()).toBe('/?location=Austin%2C+TX&minRating=4&sort=alphabetical');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Person1 Test/ })).toHaveLength(1));
  });

  it('reads the filters of a shared link, including the search from the header', async () => {
    renderWithProviders(<HomeRoute />, {
      route: '/?search=Sarah&sort=newest&minRating=3',
      currentUser: null,
      mocks: [locationsMock(), browseMock({ items: buildProfiles(2), filter: { sortBy: 'NEWEST', minRating: 3, search: 'Sarah' } })],
    });
    expect(await screen.findByText('Showing 1-2 of 2 profiles')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search by name or location' }) as HTMLInputElement).value).toBe('Sarah');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('newest');
    expect((screen.getByRole('combobox', { name: 'Minimum rating' }) as HTMLSelectElement).value).toBe('3');
  });

  it('applies typed search text to the URL after a pause', async () => {
    const { user } = renderWithProviders(<HomeRoute />, {
      currentUser: null,
      mocks: [
        locationsMock(),
        browseMock({ items: buildProfiles(3) }),
        browseMock({ items: buildProfiles(1), filter: { sortBy: 'REPORTS_HIGH', search: 'Jane' } }),
      ],
    });
    await screen.findByText('Showing 1-3 of 3 profiles');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or location' }), 'Jane');
    await waitFor(() => expect(location()).toBe('/?search=Jane'));
    expect(await screen.findByText('Showing 1-1 of 1 profiles')).toBeTruthy();
  });

  describe('Use my location', () => {
    afterEach(() => mockGeolocation(undefined));

    it('sorts by distance, enables the distance filter and shows distances; clearing resets to newest', async () => {
      const getCurrentPosition = mockGeolocation((success) => success({ coords: { latitude: 30.26719, longitude: -97.74312 } } as GeolocationPosition));
      const near = { latitude: 30.27, longitude: -97.74 };
      const { user } = renderWithProviders(<HomeRoute />, {
        currentUser: null,
        mocks: [
          locationsMock(),
          browseMock({ items: buildProfiles(2) }),
          browseMock({
            items: buildProfiles(2),
            filter: { sortBy: 'DISTANCE', ...near },
          }),
          browseMock({
            items: buildProfiles(1),
            filter: { sortBy: 'DISTANCE', ...near, distance: 25 },
          }),
          browseMock({ items: buildProfiles(2), filter: { sortBy: 'NEWEST' } }),
        ],
      });
      await screen.findByText('Showing 1-2 of 2 profiles');
      const distance = screen.getByRole('combobox', { name: 'Distance' }) as HTMLSelectElement;
      expect(distance.disabled).toBe(true);
      expect(screen.queryByRole('option', { name: 'Nearest First' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
        enableHighAccuracy: true,
        timeout: 10_000,
        maximumAge: 300_000,
      });
      await waitFor(() => expect(location()).toBe('/?sort=distance'));
      expect(await screen.findByText('Using your location')).toBeTruthy();
      expect(distance.disabled).toBe(false);
      expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('distance');
      expect(await screen.findAllByText('< 1 mile away')).toHaveLength(2);

      await user.selectOptions(distance, '25');
      expect(location()).toBe('/?distance=25&sort=distance');
      expect(await screen.findByText('Showing 1-1 of 1 profiles')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Clear location' }));
      expect(location()).toBe('/?sort=newest');
      expect(screen.getByRole('button', { name: 'Use my location' })).toBeTruthy();
      expect(await screen.findByText('Showing 1-2 of 2 profiles')).toBeTruthy();
      expect(screen.queryByText('< 1 mile away')).toBeNull();
    });

    it.each([
      [1, 'Unable to get your location. Please allow location access in your browser settings.'],
      [2, 'Unable to get your location. Location information is unavailable.'],
      [3, 'Unable to get your location. Location request timed out.'],
      [9, 'Unable to get your location. Please check your browser settings.'],
    ])('shows the message for error code %i', async (code, message) => {
      mockGeolocation((_success, failure) => failure?.({ code } as GeolocationPositionError));
      const { user } = renderWithProviders(<HomeRoute />, {
        currentUser: null,
        mocks: [locationsMock(), browseMock({ items: buildProfiles(1) })],
      });
      await screen.findByText('Showing 1-1 of 1 profiles');
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(location()).toBe('/');
    });

    it('says when the browser has no geolocation', async () => {
      mockGeolocation(undefined);
      const { user } = renderWithProviders(<HomeRoute />, {
        currentUser: null,
        mocks: [locationsMock(), browseMock({ items: buildProfiles(1) })],
      });
      await screen.findByText('Showing 1-1 of 1 profiles');
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Geolocation is not supported by this browser.');
    });
  });

  it('offers Smart Matches as a tab; visitors are asked to sign in', async () => {
    const { user } = renderWithProviders(<HomeRoute />, {
      currentUser: null,
      mocks: [locationsMock(), browseMock({ items: buildProfiles(1) })],
    });
    const tab = await screen.findByRole('tab', { name: 'Smart Matches' });
    expect((tab as HTMLButtonElement).disabled).toBe(false);
    await user.click(tab);
    expect(await screen.findByRole('heading', { name: 'Sign in to see your Smart Matches' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
  });

  it('greets members in the banner', async () => {
    renderWithProviders(<HomeRoute />, {
      currentUser: buildUser({ firstName: 'Ada' }),
      mocks: [locationsMock(), browseMock({ items: [] })],
    });
    expect(await screen.findByText('Welcome back, Ada!')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Browse Profiles' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'No profiles found' })).toBeTruthy();
  });

  it("offers members the photo check and the name watch under 'Before the date'; visitors do not see the section", async () => {
    const member = renderWithProviders(<HomeRoute />, {
      currentUser: buildUser({ firstName: 'Ada' }),
      mocks: [locationsMock(), browseMock({ items: [] })],
    });
    const section = await screen.findByRole('region', { name: 'Before the date' });
    expect(
      within(section)
        .getByRole('link', { name: /^Check a photo/ })
        .getAttribute('href'),
    ).toBe('/photo-check');
    expect(
      within(section)
        .getByRole('link', { name: /^Watch a name/ })
        .getAttribute('href'),
    ).toBe('/settings/watches');
    member.unmount();

    renderWithProviders(<HomeRoute />, { currentUser: null, mocks: [locationsMock(), browseMock({ items: [] })] });
    expect(await screen.findByText('Welcome to Tea')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Before the date' })).toBeNull();
  });

  it('speaks Spanish to a visitor who chose it: page, filters, results and pager (issue 23)', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderWithProviders(<HomeRoute />, {
      route: '/?page=2',
      currentUser: null,
      mocks: [locationsMock(), browseMock({ items: buildProfiles(20, 21), page: 2, total: 95 })],
    });
    expect(await screen.findByRole('heading', { name: 'Explorar perfiles' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Mostrando 21-40 de 95 perfiles')).toBeTruthy();
    expect(screen.getByText('Te damos la bienvenida a Tea')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Coincidencias inteligentes' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Más reportes' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(pager).getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('Tea - Explorar perfiles');
  });
});
