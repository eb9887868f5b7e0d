import { defineMessages, useIntl } from 'react-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { StyledInput } from '../../../ui/Field';
import { FilterIcon, SearchIcon } from '../../../ui/icons';
import { StyledVisuallyHidden } from '../../../ui/VisuallyHidden';
import { useSearchNavigation } from '../hooks/useSearchNavigation';
import { SEARCH_MESSAGES, useCurrentSearchTerm } from './HeaderSearch';
import { SearchFiltersSheet } from './SearchFiltersSheet';

/** Texts only the mobile search bar shows (its own chunk: they stay out of the first screen's code). */
const MOBILE_SEARCH_MESSAGES = defineMessages({
  quickSearch: { id: 'shell.search.quickSearch', defaultMessage: 'Quick search', description: 'Label of the place chips under the mobile search box.' },
});

export const QUICK_SEARCHES = ['New York', 'California', 'Texas', 'Florida'] as const;

const StyledOverlay = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  padding: 0.75rem 1rem 1rem;
  background: ${({ theme }) => theme.colors.card};
  border-bottom: ${({ theme }) => theme.borders.hairline};
  box-shadow: 0 12px 24px ${({ theme }) => theme.colors.shadow};
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const StyledRow = styled.form`
  display: flex;
  gap: 0.5rem;
  align-items: center;
`;

const StyledSearchInput = styled(StyledInput)`
  flex: 1;
  border-radius: ${({ theme }) => theme.radii.full};
`;

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const StyledChip = styled.button`
  min-height: 2.25rem;
  padding: 0.25rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.full};
  border: ${({ theme }) => theme.borders.hairline};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.secondaryForeground};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  cursor: pointer;
`;

const StyledChipsLabel = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type MobileSearchProps = { id: string; onClose: () => void };

/**
 * The mobile search box under the compact header. It opens with the current ?search= of a browse page; its text lives
 * here, so closing it (unmounting) drops what was typed.
 */
export function MobileSearch({ id, onClose }: MobileSearchProps) {
  const [text, setText] = useState(useCurrentSearchTerm());
  const [filtersOpen, setFiltersOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useSearchNavigation();
  const intl = useIntl();

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const submit = (value: string) => {
    search(value);
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(text);
  };

  return (
    <StyledOverlay
      id={id}
      role="search"
      aria-label={intl.formatMessage(SEARCH_MESSAGES.region)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !filtersOpen) onClose();
      }}
    >
      <StyledRow onSubmit={onSubmit}>
        <label htmlFor={`${id}-input`}>
          <StyledVisuallyHidden>{intl.formatMessage(SEARCH_MESSAGES.label)}</StyledVisuallyHidden>
        </label>
        <StyledSearchInput
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          placeholder={intl.formatMessage(SEARCH_MESSAGES.placeholder)}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="icon" aria-label={intl.formatMessage(SEARCH_MESSAGES.submit)}>
          <SearchIcon size={18} />
        </Button>
        <Button variant="outline" size="icon" aria-label={intl.formatMessage(SEARCH_MESSAGES.filters)} onClick={() => setFiltersOpen(true)}>
          <FilterIcon size={18} />
        </Button>
      </StyledRow>
      <StyledChipsLabel id={`${id}-quick`}>{intl.formatMessage(MOBILE_SEARCH_MESSAGES.quickSearch)}</StyledChipsLabel>
      <StyledChips role="group" aria-labelledby={`${id}-quick`}>
        {QUICK_SEARCHES.map((place) => (
          <StyledChip key={place} type="button" onClick={() => submit(place)}>
            {place}
          </StyledChip>
        ))}
      </StyledChips>
      <SearchFiltersSheet open={filtersOpen} onClose={() => setFiltersOpen(false)} />
    </StyledOverlay>
  );
}
