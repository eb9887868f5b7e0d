import { useIntl } from 'react-intl';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { ErrorState } from '../../../ui/StateMessage';
import { useToast } from '../../../ui/toast/useToast';
import { ProfileCard } from '../../profile/components/ProfileCard';
import { toProfileFilter } from '../browse-filters';
import { useBrowseFilters } from '../hooks/useBrowseFilters';
import { useBrowseProfiles } from '../hooks/useBrowseProfiles';
import { asksToScrollToResults, scrollResultsIntoView } from '../scroll-to-results';
import { BrowseEmptyState } from './BrowseEmptyState';
import { FilterBar } from './FilterBar';
import { PaginationFooter, resultsHeadingText } from './PaginationFooter';
import { PROFILE_GRID_FIRST_ROW, ProfileGrid, ProfileGridSkeleton } from './ProfileGrid';

/** The heading of the results, where focus lands after paging (programmatic focus only: tabIndex -1). */
const StyledResultsHeading = styled.h2`
  margin-bottom: 0.75rem;
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** Where the results start: a search on a phone scrolls here (below the sticky header). */
const StyledResults = styled.div`
  scroll-margin-top: calc(3.5rem + env(safe-area-inset-top) + 0.75rem);
`;

/** Scrolls to the top of the page after a page change (SPEC §2). */
function scrollToTop() {
  const reduce = document.documentElement.classList.contains('reduce-motion');
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * The browse list (SPEC §2 Home): the filter bar, the results heading (focused after paging), a grid of profile
 * cards with an 8-card loading skeleton, the empty state, a 'Failed to fetch profiles' toast on errors, and the
 * pagination footer. Everything it shows follows the URL (useBrowseFilters).
 */
export function BrowseProfiles() {
  const { filters, userLocation, update } = useBrowseFilters();
  const filter = toProfileFilter(filters, userLocation);
  const { result, loading, error, refetch } = useBrowseProfiles(filter, filters.page);
  const { toast } = useToast();
  const intl = useIntl();

  useEffect(() => {
    if (!error) return;
    toast({
      title: intl.formatMessage({
        id: 'home.browse.fetchFailed',
        defaultMessage: 'Failed to fetch profiles',
        description: 'Toast when the browse list fails.',
      }),
      description: errorMessage(error),
      variant: 'destructive',
    });
  }, [error, toast, intl]);

  // The page does not reset when filters change (SPEC §4); a page past the end moves to the last one.
  const outOfRange = !!result && result.items.length === 0 && result.total > 0 && filters.page > result.pageCount;
  useEffect(() => {
    if (outOfRange && result) update({ page: Math.max(1, result.pageCount) }, { replace: true });
  }, [outOfRange, result, update]);

  // After Previous, Next or a page number, focus moves to the results heading once the new page shows, so keyboard
  // and screen-reader users continue from the new results instead of from a button at the end of the old ones.
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusResultsOnPage = useRef<number | null>(null);
  const shownPage = result?.page;
  useEffect(() => {
    if (focusResultsOnPage.current === null || loading || shownPage !== focusResultsOnPage.current) return;
    focusResultsOnPage.current = null;
    resultsHeadingRef.current?.focus({ preventScroll: true });
  }, [loading, shownPage]);

  // After a search (header box, quick-search chip, Enter), on a phone: the results, once they show, come into view.
  const location = useLocation();
  const resultsRef = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef<string | null>(null);
  const scrollRequest = asksToScrollToResults(location.state) ? location.key : null;
  useEffect(() => {
    if (!scrollRequest || scrolledFor.current === scrollRequest || loading) return;
    scrolledFor.current = scrollRequest;
    scrollResultsIntoView(resultsRef.current);
  }, [scrollRequest, loading]);

  const goToPage = (page: number) => {
    focusResultsOnPage.current = page;
    update({ page });
    scrollToTop();
  };

  let content;
  if (loading && !result) content = <ProfileGridSkeleton />;
  else if (error && !result)
    content = (
      <ErrorState
        title={intl.formatMessage({
          id: 'home.browse.loadFailed',
          defaultMessage: 'The profiles could not be loaded',
          description: 'Error state of the browse list.',
        })}
        message={errorMessage(error)}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  else if (!result || result.items.length === 0) content = outOfRange ? <ProfileGridSkeleton /> : <BrowseEmptyState />;
  else
    content = (
      <>
        <StyledResultsHeading ref={resultsHeadingRef} tabIndex={-1}>
          {resultsHeadingText(intl, result.page, result.pageCount, result.total, result.totalIsExact)}
        </StyledResultsHeading>
        <ProfileGrid>
          {result.items.map((profile, index) => (
            <li key={profile.id}>
              <ProfileCard profile={profile} userLocation={userLocation} priority={index < PROFILE_GRID_FIRST_ROW} headingLevel={3} />
            </li>
          ))}
        </ProfileGrid>
        <PaginationFooter
          page={result.page}
          pageSize={result.pageSize}
          pageCount={result.pageCount}
          itemCount={result.items.length}
          total={result.total}
          totalIsExact={result.totalIsExact}
          hasNextPage={result.hasNextPage}
          onPageChange={goToPage}
        />
      </>
    );

  return (
    <div>
      <FilterBar />
      <StyledResults ref={resultsRef}>{content}</StyledResults>
    </div>
  );
}
