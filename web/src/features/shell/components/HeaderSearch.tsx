import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { SearchIcon } from '../../../ui/icons';
import { StyledInput } from '../../../ui/Field';
import { StyledVisuallyHidden } from '../../../ui/VisuallyHidden';
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

const StyledSearchIcon = styled.span`
  position: absolute;
  left: 0.75rem;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.mutedForeground};
  pointer-events: none;
`;

const StyledSearchInput = styled(StyledInput)`
  padding-left: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.muted};
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
      <label htmlFor="desktop-search">
        <StyledVisuallyHidden>Search profiles</StyledVisuallyHidden>
      </label>
      <StyledSearchIcon>
        <SearchIcon size={18} />
      </StyledSearchIcon>
      <StyledSearchInput id="desktop-search" type="search" placeholder={SEARCH_PLACEHOLDER} value={text} onChange={(event) => setText(event.target.value)} />
    </StyledSearchForm>
  );
}
