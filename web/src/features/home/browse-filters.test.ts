import { DEFAULT_FILTERS, effectiveFilters, filtersToParams, parseFilters, toProfileFilter } from './browse-filters';

describe('browse filters', () => {
  it('default to location all, rating all, distance all, reports_high, empty search, page 1', () => {
    expect(parseFilters(new URLSearchParams())).toEqual({
      location: 'all',
      minRating: 'all',
      distance: 'all',
      sortBy: 'reports_high',
      search: '',
      page: 1,
    });
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trip through the URL and drop malformed values', () => {
    const params = new URLSearchParams('location=Austin%2C+TX&minRating=4&distance=25&sort=rating_low&search=Sam&page=3');
    const filters = parseFilters(params);
    expect(filters).toEqual({
      location: 'Austin, TX',
      minRating: '4',
      distance: '25',
      sortBy: 'rating_low',
      search: 'Sam',
      page: 3,
    });
    expect(filtersToParams(filters).toString()).toBe('search=Sam&location=Austin%2C+TX&minRating=4&distance=25&sort=rating_low&page=3');
    expect(parseFilters(new URLSearchParams('minRating=9&distance=7&sort=random&page=-2'))).toEqual(DEFAULT_FILTERS);
  });

  it('ignore distance and the distance sort without a location, and send the position only when needed', () => {
    const filters = { ...DEFAULT_FILTERS, distance: '10', sortBy: 'distance' as const };
    expect(effectiveFilters(filters, null)).toMatchObject({ distance: 'all', sortBy: 'newest' });
    expect(toProfileFilter(filters, null)).toEqual({ sortBy: 'NEWEST' });
    const here = { latitude: 40.71, longitude: -74.01 };
    expect(toProfileFilter(filters, here)).toEqual({ sortBy: 'DISTANCE', latitude: 40.71, longitude: -74.01, distance: 10 });
    expect(toProfileFilter({ ...DEFAULT_FILTERS, location: 'Austin, TX', minRating: '4.5', search: 'Jo' }, here)).toEqual({
      sortBy: 'REPORTS_HIGH',
      location: 'Austin, TX',
      minRating: 4.5,
      search: 'Jo',
    });
  });
});
