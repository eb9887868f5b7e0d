import { defineMessages, useIntl } from 'react-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { SearchField } from '../../../ui/SearchField';
import { parseFilters } from '../../home/browse-filters';
import { useSearchNavigation } from '../hooks/useSearchNavigation';

/** The search box's texts, shared by the desktop box and the mobile search bar. */
export const SEARCH_MESSAGES = defineMessages({
  region: { id: 'shell.search.region', defaultMessage: 'Site search', description: 'Accessible name of the header search.' },
  label: { id: 'shell.search.label', defaultMessage: 'Search profiles', description: 'Label of the search box.' },
  placeholder: { id: 'shell.search.placeholder', defaultMessage: 'Search by name, location...', description: 'Placeholder of the search box.' },
  submit: { id: 'shell.search.submit', defaultMessage: 'Search', description: 'Accessible name of the search button.' },
  filters: { id: 'shell.search.filters', defaultMessage: 'Search Filters', description: 'Button and sheet title of the search filters.' },
});

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
  const intl = useIntl();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };
  return (
    <StyledSearchForm role="search" aria-label={intl.formatMessage(SEARCH_MESSAGES.region)} onSubmit={onSubmit}>
      <SearchField
        id="desktop-search"
        label={intl.formatMessage(SEARCH_MESSAGES.label)}
        pill
        placeholder={intl.formatMessage(SEARCH_MESSAGES.placeholder)}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </StyledSearchForm>
  );
}
