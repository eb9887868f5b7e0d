import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
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

/** A select option of the filter bar: its value in the URL and its label as a message (formatted where rendered). */
export type FilterOption<T extends string = string> = { value: T; label: MessageDescriptor };

const RATING_LABELS = defineMessages({
  any: { id: 'home.filters.rating.any', defaultMessage: 'Any Rating', description: 'Minimum rating filter option.' },
  m4_5: { id: 'home.filters.rating.4_5', defaultMessage: '4.5+ Stars', description: 'Minimum rating filter option.' },
  m4: { id: 'home.filters.rating.4', defaultMessage: '4+ Stars', description: 'Minimum rating filter option.' },
  m3: { id: 'home.filters.rating.3', defaultMessage: '3+ Stars', description: 'Minimum rating filter option.' },
  m2: { id: 'home.filters.rating.2', defaultMessage: '2+ Stars', description: 'Minimum rating filter option.' },
  m1: { id: 'home.filters.rating.1', defaultMessage: '1+ Stars', description: 'Minimum rating filter option.' },
});

export const RATING_OPTIONS: FilterOption[] = [
  { value: ALL, label: RATING_LABELS.any },
  { value: '4.5', label: RATING_LABELS.m4_5 },
  { value: '4', label: RATING_LABELS.m4 },
  { value: '3', label: RATING_LABELS.m3 },
  { value: '2', label: RATING_LABELS.m2 },
  { value: '1', label: RATING_LABELS.m1 },
];

/** SPEC §9: any, 5, 10, 25, 50, 100 miles. */
const DISTANCE_LABELS = defineMessages({
  any: { id: 'home.filters.distance.any', defaultMessage: 'Any Distance', description: 'Distance filter option.' },
  m5: { id: 'home.filters.distance.5', defaultMessage: 'Within 5 miles', description: 'Distance filter option.' },
  m10: { id: 'home.filters.distance.10', defaultMessage: 'Within 10 miles', description: 'Distance filter option.' },
  m25: { id: 'home.filters.distance.25', defaultMessage: 'Within 25 miles', description: 'Distance filter option.' },
  m50: { id: 'home.filters.distance.50', defaultMessage: 'Within 50 miles', description: 'Distance filter option.' },
  m100: { id: 'home.filters.distance.100', defaultMessage: 'Within 100 miles', description: 'Distance filter option.' },
});

export const DISTANCE_OPTIONS: FilterOption[] = [
  { value: ALL, label: DISTANCE_LABELS.any },
  { value: '5', label: DISTANCE_LABELS.m5 },
  { value: '10', label: DISTANCE_LABELS.m10 },
  { value: '25', label: DISTANCE_LABELS.m25 },
  { value: '50', label: DISTANCE_LABELS.m50 },
  { value: '100', label: DISTANCE_LABELS.m100 },
];

/** SPEC §9 sort options; 'distance' is offered only while the member's location is known. */
const SORT_LABELS = defineMessages({
  reportsHigh: { id: 'home.filters.sort.reportsHigh', defaultMessage: 'Most Reports', description: 'Sort option of the browse list.' },
  reportsLow: { id: 'home.filters.sort.reportsLow', defaultMessage: 'Fewest Reports', description: 'Sort option of the browse list.' },
  newest: { id: 'home.filters.sort.newest', defaultMessage: 'Newest First', description: 'Sort option of the browse list.' },
  oldest: { id: 'home.filters.sort.oldest', defaultMessage: 'Oldest First', description: 'Sort option of the browse list.' },
  rating: { id: 'home.filters.sort.rating', defaultMessage: 'Highest Rated', description: 'Sort option of the browse list.' },
  ratingLow: { id: 'home.filters.sort.ratingLow', defaultMessage: 'Lowest Rated', description: 'Sort option of the browse list.' },
  alphabetical: { id: 'home.filters.sort.alphabetical', defaultMessage: 'Name (A-Z)', description: 'Sort option of the browse list.' },
  alphabeticalDesc: { id: 'home.filters.sort.alphabeticalDesc', defaultMessage: 'Name (Z-A)', description: 'Sort option of the browse list.' },
  distance: { id: 'home.filters.sort.distance', defaultMessage: 'Nearest First', description: 'Sort option of the browse list.' },
});

export const SORT_OPTIONS: FilterOption<SortKey>[] = [
  { value: 'reports_high', label: SORT_LABELS.reportsHigh },
  { value: 'reports_low', label: SORT_LABELS.reportsLow },
  { value: 'newest', label: SORT_LABELS.newest },
  { value: 'oldest', label: SORT_LABELS.oldest },
  { value: 'rating', label: SORT_LABELS.rating },
  { value: 'rating_low', label: SORT_LABELS.ratingLow },
  { value: 'alphabetical', label: SORT_LABELS.alphabetical },
  { value: 'alphabetical_desc', label: SORT_LABELS.alphabeticalDesc },
  { value: 'distance', label: SORT_LABELS.distance },
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
