import type { ProfileFilter, ProfileSort } from '../../gql/graphql';
import type { LatLng } from '../profile/profile-display';

/**
 * The browse filter state (SPEC §3 "Filter state") as it lives in the URL. Every value is a non-empty string so it
 * can be a select option value (SPEC §5); 'all' means "no filter". The member's position is not part of it: it
 * stays in memory (features/location), so a shared link never carries where she is.
 */
export type SortKey = 'newest' | 'oldest' | 'rating' | 'rating_low' | 'reports_high' | 'reports_low' | 'alphabetical' | 'alphabetical_desc' | 'distance';

export type BrowseFilters = {
  location: string;
  minRating: string;
  distance: string;
  sortBy: SortKey;
  search: string;
  page: number;
};

export const ALL = 'all';

/** SPEC §4 defaults: location all, minRating all, search empty, distance all, sortBy reports_high. */
export const DEFAULT_FILTERS: BrowseFilters = {
  location: ALL,
  minRating: ALL,
  distance: ALL,
  sortBy: 'reports_high',
  search: '',
  page: 1,
};

export type FilterOption<T extends string = string> = { value: T; label: string };

export const RATING_OPTIONS: FilterOption[] = [
  { value: ALL, label: 'Any Rating' },
  { value: '4.5', label: '4.5+ Stars' },
  { value: '4', label: '4+ Stars' },
  { value: '3', label: '3+ Stars' },
  { value: '2', label: '2+ Stars' },
  { value: '1', label: '1+ Stars' },
];

/** SPEC §9: any, 5, 10, 25, 50, 100 miles. */
export const DISTANCE_OPTIONS: FilterOption[] = [
  { value: ALL, label: 'Any Distance' },
  { value: '5', label: 'Within 5 miles' },
  { value: '10', label: 'Within 10 miles' },
  { value: '25', label: 'Within 25 miles' },
  { value: '50', label: 'Within 50 miles' },
  { value: '100', label: 'Within 100 miles' },
];

/** SPEC §9 sort options; 'distance' is offered only while the member's location is known. */
export const SORT_OPTIONS: FilterOption<SortKey>[] = [
  { value: 'reports_high', label: 'Most Reports' },
  { value: 'reports_low', label: 'Fewest Reports' },
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'rating_low', label: 'Lowest Rated' },
  { value: 'alphabetical', label: 'Name (A-Z)' },
  { value: 'alphabetical_desc', label: 'Name (Z-A)' },
  { value: 'distance', label: 'Nearest First' },
];

const SORT_KEYS = new Set<string>(SORT_OPTIONS.map((option) => option.value));
const RATING_VALUES = new Set(RATING_OPTIONS.map((option) => option.value));
const DISTANCE_VALUES = new Set(DISTANCE_OPTIONS.map((option) => option.value));

/** URL parameter names. */
const PARAM = {
  location: 'location',
  minRating: 'minRating',
  distance: 'distance',
  sortBy: 'sort',
  search: 'search',
  page: 'page',
} as const;

/** Reads the filters from the URL; unknown or malformed values fall back to the defaults. */
export function parseFilters(params: URLSearchParams): BrowseFilters {
  const location = params.get(PARAM.location)?.trim();
  const minRating = params.get(PARAM.minRating) ?? ALL;
  const distance = params.get(PARAM.distance) ?? ALL;
  const sortBy = params.get(PARAM.sortBy) ?? DEFAULT_FILTERS.sortBy;
  const page = Number(params.get(PARAM.page) ?? 1);
  return {
    location: location || ALL,
    minRating: RATING_VALUES.has(minRating) ? minRating : ALL,
    distance: DISTANCE_VALUES.has(distance) ? distance : ALL,
    sortBy: SORT_KEYS.has(sortBy) ? (sortBy as SortKey) : DEFAULT_FILTERS.sortBy,
    search: params.get(PARAM.search)?.trim() ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Writes the filters into URL parameters, leaving out defaults so links stay short. */
export function filtersToParams(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set(PARAM.search, filters.search.trim());
  if (filters.location !== ALL) params.set(PARAM.location, filters.location);
  if (filters.minRating !== ALL) params.set(PARAM.minRating, filters.minRating);
  if (filters.distance !== ALL) params.set(PARAM.distance, filters.distance);
  if (filters.sortBy !== DEFAULT_FILTERS.sortBy) params.set(PARAM.sortBy, filters.sortBy);
  if (filters.page > 1) params.set(PARAM.page, String(filters.page));
  return params;
}

/**
 * The filters that actually apply: a distance filter and the 'distance' sort need the member's location; without
 * it they fall back to any distance and newest first (as the API does).
 */
export function effectiveFilters(filters: BrowseFilters, userLocation: LatLng | null): BrowseFilters {
  if (userLocation) return filters;
  return {
    ...filters,
    distance: ALL,
    sortBy: filters.sortBy === 'distance' ? 'newest' : filters.sortBy,
  };
}

/**
 * The GraphQL `ProfileFilter` for the browse query. The position goes into this query and nowhere else, and only
 * when a distance filter or the distance sort needs it (cards work out their distance labels in the browser).
 */
export function toProfileFilter(filters: BrowseFilters, userLocation: LatLng | null): ProfileFilter {
  const applied = effectiveFilters(filters, userLocation);
  const filter: ProfileFilter = { sortBy: applied.sortBy.toUpperCase() as ProfileSort };
  if (applied.location !== ALL) filter.location = applied.location;
  if (applied.minRating !== ALL) filter.minRating = Number(applied.minRating);
  if (applied.search) filter.search = applied.search;
  if (userLocation && (applied.distance !== ALL || applied.sortBy === 'distance')) {
    filter.latitude = userLocation.latitude;
    filter.longitude = userLocation.longitude;
    if (applied.distance !== ALL) filter.distance = Number(applied.distance);
  }
  return filter;
}
