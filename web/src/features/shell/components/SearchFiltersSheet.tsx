import { FormattedMessage, useIntl } from 'react-intl';
import { SEARCH_MESSAGES } from './HeaderSearch';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ALL, DEFAULT_FILTERS, effectiveFilters, filtersToParams, parseFilters, type BrowseFilters } from '../../home/browse-filters';
import { FilterControls } from '../../home/components/FilterControls';
import { useUserLocation } from '../../location/hooks/useUserLocation';

const StyledSheetBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const StyledActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: 0.5rem;
`;

/** The list pages whose URL holds the browse filters. */
const BROWSE_PATHS = new Set(['/', '/search']);

export type SearchFiltersSheetProps = { open: boolean; onClose: () => void };

/**
 * The mobile 'Search Filters' bottom sheet: the same filters as the home filter bar. Changes are collected here and
 * applied to the URL with Done (on the home or search page the list follows; elsewhere Done opens the home list).
 */
export function SearchFiltersSheet({ open, onClose }: SearchFiltersSheetProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage(SEARCH_MESSAGES.filters)} placement="bottom">
      {open && <SearchFiltersSheetBody onClose={onClose} />}
    </Dialog>
  );
}

type SearchFiltersSheetBodyProps = { onClose: () => void };

function SearchFiltersSheetBody({ onClose }: SearchFiltersSheetBodyProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { userLocation, setUserLocation } = useUserLocation();
  const onBrowsePage = BROWSE_PATHS.has(location.pathname);
  const current = onBrowsePage ? parseFilters(new URLSearchParams(location.search)) : DEFAULT_FILTERS;
  const [draft, setDraft] = useState<BrowseFilters>(current);

  const change = (changes: Partial<BrowseFilters>) => setDraft((previous) => ({ ...previous, ...changes }));

  const done = () => {
    const next = filtersToParams(draft).toString();
    if (!onBrowsePage || next !== filtersToParams(current).toString()) {
      navigate(`${onBrowsePage ? location.pathname : '/'}${next ? `?${next}` : ''}`);
    }
    onClose();
  };

  return (
    <StyledSheetBody>
      <FilterControls
        filters={effectiveFilters(draft, userLocation)}
        onChange={change}
        userLocation={userLocation}
        onLocated={(position) => {
          setUserLocation(position);
          change({ sortBy: 'distance' });
        }}
        onClearLocation={() => {
          setUserLocation(null);
          change({ distance: ALL, sortBy: 'newest' });
        }}
      />
      <StyledActions>
        <Button variant="outline" onClick={() => setDraft({ ...DEFAULT_FILTERS, search: draft.search, page: draft.page })}>
          <FormattedMessage id="shell.searchFilters.reset" defaultMessage="Reset" description="Puts the search filters back to their defaults." />
        </Button>
        <Button onClick={done} fullWidth>
          <FormattedMessage id="shell.searchFilters.done" defaultMessage="Done" description="Applies the search filters and closes the sheet." />
        </Button>
      </StyledActions>
    </StyledSheetBody>
  );
}
