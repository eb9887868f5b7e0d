import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { filtersToParams, parseFilters } from '../../home/browse-filters';
import { SCROLL_TO_RESULTS_STATE } from '../../home/scroll-to-results';

/**
 * Header searches go to the browse list with ?search=…. On the home or search page the other filters in the URL
 * are kept (the search narrows the current view); from anywhere else the search starts a fresh home list. On a phone
 * the list then scrolls to its results (SCROLL_TO_RESULTS_STATE).
 */
export function useSearchNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (text: string) => {
      const query = text.trim();
      const onBrowsePage = location.pathname === '/' || location.pathname === '/search';
      const base = onBrowsePage ? parseFilters(new URLSearchParams(location.search)) : parseFilters(new URLSearchParams());
      const params = filtersToParams({ ...base, search: query }).toString();
      navigate(`${onBrowsePage ? location.pathname : '/'}${params ? `?${params}` : ''}`, { state: SCROLL_TO_RESULTS_STATE });
    },
    [navigate, location.pathname, location.search],
  );
}
