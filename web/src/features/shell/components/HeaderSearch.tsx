import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '../../../ui/icons';
import { StyledInput } from '../../../ui/Field';
import { StyledVisuallyHidden } from '../../../ui/VisuallyHidden';
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

/** The desktop header's search box. */
export function HeaderSearch() {
  const [text, setText] = useState('');
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
