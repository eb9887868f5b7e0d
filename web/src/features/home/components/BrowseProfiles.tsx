import { useEffect } from 'react';
import { errorMessage } from '../../../shared/errors';
import { ErrorState } from '../../../ui/StateMessage';
import { useToast } from '../../../ui/toast/useToast';
import { ProfileCard } from '../../profile/components/ProfileCard';
import { toProfileFilter } from '../browse-filters';
import { useBrowseFilters } from '../hooks/useBrowseFilters';
import { useBrowseProfiles } from '../hooks/useBrowseProfiles';
import { BrowseEmptyState } from './BrowseEmptyState';
import { FilterBar } from './FilterBar';
import { PaginationFooter } from './PaginationFooter';
import { PROFILE_GRID_FIRST_ROW, ProfileGrid, ProfileGridSkeleton } from './ProfileGrid';

/** Scrolls to the top of the page after a page change (SPEC §2). */
function scrollToTop() {
  const reduce = document.documentElement.classList.contains('reduce-motion');
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * The browse list (SPEC §2 Home): the filter bar, a grid of profile cards with an 8-card loading skeleton, the
 * empty state, a 'Failed to fetch profiles' toast on errors, and the pagination footer. Everything it shows
 * follows the URL (useBrowseFilters).
 */
export function BrowseProfiles() {
  const { filters, userLocation, update } = useBrowseFilters();
  const filter = toProfileFilter(filters, userLocation);
  const { result, loading, error, refetch } = useBrowseProfiles(filter, filters.page);
  const { toast } = useToast();

  useEffect(() => {
    if (!error) return;
    toast({ title: 'Failed to fetch profiles', description: errorMessage(error), variant: 'destructive' });
  }, [error, toast]);

  // The page does not reset when filters change (SPEC §4); a page past the end moves to the last one.
  const outOfRange = !!result && result.items.length === 0 && result.total > 0 && filters.page > result.pageCount;
  useEffect(() => {
    if (outOfRange && result) update({ page: Math.max(1, result.pageCount) }, { replace: true });
  }, [outOfRange, result, update]);

  const goToPage = (page: number) => {
    update({ page });
    scrollToTop();
  };

  let content;
  if (loading && !result) content = <ProfileGridSkeleton />;
  else if (error && !result)
    content = <ErrorState title="The profiles could not be loaded" message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!result || result.items.length === 0) content = outOfRange ? <ProfileGridSkeleton /> : <BrowseEmptyState />;
  else
    content = (
      <>
        <ProfileGrid>
          {result.items.map((profile, index) => (
            <li key={profile.id}>
              <ProfileCard profile={profile} userLocation={userLocation} priority={index < PROFILE_GRID_FIRST_ROW} />
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
      {content}
    </div>
  );
}
