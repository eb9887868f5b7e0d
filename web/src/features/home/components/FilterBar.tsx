import { useIntl } from 'react-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SearchField } from '../../../ui/SearchField';
import { useBrowseFilters } from '../hooks/useBrowseFilters';
import { SCROLL_TO_RESULTS_STATE } from '../scroll-to-results';
import { FilterControls } from './FilterControls';

/** Typing waits this long before the list follows (Enter applies at once). */
export const SEARCH_DEBOUNCE_MS = 400;

const StyledBar = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1rem;
  margin-bottom: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: ${({ theme }) => theme.borders.hairline};
  background: ${({ theme }) => theme.colors.card};
`;

/** On desktop the header's search box is the list's search (it shows ?search= too): one search box per screen. */
const StyledSearchForm = styled.form`
  position: relative;
  display: flex;
  align-items: center;

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

/**
 * The browse filter bar (SPEC §2): search (below 1024px; the desktop header's box above), location, minimum rating,
 * distance and sort, all kept in the URL.
 */
export function FilterBar() {
  const searchId = useId();
  const { filters, applied, userLocation, update, enableLocation, clearLocation } = useBrowseFilters();
  const [text, setText] = useState(filters.search);
  const intl = useIntl();

  // The header search and Back change the URL: the box follows unless it already says the same.
  useEffect(() => {
    setText((current) => (current.trim() === filters.search ? current : filters.search));
  }, [filters.search]);

  useEffect(() => {
    if (text.trim() === filters.search) return undefined;
    const timer = setTimeout(() => update({ search: text }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.search, update]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter also brings the results into view on a phone (the same search again only scrolls).
    update({ search: text }, { replace: text.trim() === filters.search, state: SCROLL_TO_RESULTS_STATE });
  };

  return (
    <StyledBar aria-label={intl.formatMessage({ id: 'home.filterBar.label', defaultMessage: 'Filters', description: 'Accessible name of the filter bar.' })}>
      <StyledSearchForm
        role="search"
        aria-label={intl.formatMessage({
          id: 'home.filterBar.searchRegion',
          defaultMessage: 'Search this list',
          description: 'Accessible name of the list search.',
        })}
        onSubmit={onSubmit}
      >
        <SearchField
          id={searchId}
          label={intl.formatMessage({
            id: 'home.filterBar.searchLabel',
            defaultMessage: 'Search by name or location',
            description: 'Label of the list search box.',
          })}
          placeholder={intl.formatMessage({
            id: 'home.filterBar.searchPlaceholder',
            defaultMessage: 'Search by name, location...',
            description: 'Placeholder of the list search box.',
          })}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </StyledSearchForm>
      <FilterControls
        filters={applied}
        onChange={(changes) => update(changes)}
        userLocation={userLocation}
        onLocated={enableLocation}
        onClearLocation={clearLocation}
      />
    </StyledBar>
  );
}
