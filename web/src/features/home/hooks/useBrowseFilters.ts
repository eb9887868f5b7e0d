import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUserLocation } from '../../location/hooks/useUserLocation';
import type { LatLng } from '../../profile/profile-display';
import { ALL, effectiveFilters, filtersToParams, parseFilters, type BrowseFilters } from '../browse-filters';

/** `state` is the new history entry's state (SCROLL_TO_RESULTS_STATE after a search). */
export type UpdateFiltersOptions = { replace?: boolean; state?: unknown };

/**
 * The browse filters, read from and written to the URL's search parameters (so every view is a shareable link and
 * Back works), plus the member's in-memory location.
 *
 * SPEC §4: enabling the location sets sortBy to distance; clearing it resets the location, distance to all and
 * sortBy to newest. The current page does not reset when filters change.
 */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const { userLocation, setUserLocation } = useUserLocation();
  const filters = useMemo(() => parseFilters(params), [params]);
  const applied = useMemo(() => effectiveFilters(filters, userLocation), [filters, userLocation]);

  const update = useCallback(
    (changes: Partial<BrowseFilters>, options: UpdateFiltersOptions = {}) => {
      setParams((previous) => filtersToParams({ ...parseFilters(previous), ...changes }), {
        replace: options.replace ?? false,
        state: options.state,
      });
    },
    [setParams],
  );

  const enableLocation = useCallback(
    (location: LatLng) => {
      setUserLocation(location);
      update({ sortBy: 'distance' });
    },
    [setUserLocation, update],
  );

  const clearLocation = useCallback(() => {
    setUserLocation(null);
    update({ distance: ALL, sortBy: 'newest' });
  }, [setUserLocation, update]);

  return { filters, applied, userLocation, update, enableLocation, clearLocation };
}
