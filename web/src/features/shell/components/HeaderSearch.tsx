import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { SearchField } from '../../../ui/SearchField';
import { parseFilters } from '../../home/browse-filters';
import { useSearchNavigation } from '../hooks/useSearchNavigation';

export const SEARCH_PLACEHOLDER = 'Search by name, location...';

const StyledSearchForm = styled.form`
  position: relative;
  flex: 1;
  max-width: 32rem;
  display: flex;
  align-items: center;
`;

/** The search term in the URL on the browse pages (/ and /search), where the header's box is the list's search. */
export function useCurrentSearchTerm(): string {
  const { pathname, search } = useLocation();
  if (pathname !== '/' && pathname !== '/search') return '';
  return parseFilters(new URLSearchParams(search)).search;
}

/** The desktop header's search box: it shows the current ?search= (and follows it on Back or a link). */
export function HeaderSearch() {
  const term = useCurrentSearchTerm();
  const [text, setText] = useState(term);
  useEffect(() => setText(term), [term]);
  const search = useSearchNavigation();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };
  return (
    <StyledSearchForm role="search" aria-label="Site search" onSubmit={onSubmit}>
      <SearchField
        id="desktop-search"
        label="Search profiles"
        pill
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </StyledSearchForm>
  );
}
