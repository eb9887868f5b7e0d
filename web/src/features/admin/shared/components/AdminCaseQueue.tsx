import type { ReactNode } from 'react';
import { Button } from '../../../../ui/Button';
import { AlertIcon } from '../../../../ui/icons';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { StyledCaseList, StyledLoadMore } from './AdminListParts';

export type AdminCaseQueueProps<T extends { id: string }> = {
  /** What the queue holds, in the plural: 'flags', 'appeals'. */
  noun: string;
  items: readonly T[];
  loading: boolean;
  error: unknown;
  refetch: () => void;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  loadingMore: boolean;
  /** One item's card. */
  renderItem: (item: T) => ReactNode;
};

/** A moderation queue of decision cards (flags, appeals): its loading, error and empty states, the cards, and 'Load more'. */
export function AdminCaseQueue<T extends { id: string }>({
  noun,
  items,
  loading,
  error,
  refetch,
  hasMore,
  loadMore,
  loadingMore,
  renderItem,
}: AdminCaseQueueProps<T>) {
  return (
    <QueryState
      loading={loading}
      error={error}
      empty={items.length === 0}
      loadingLabel={`Loading ${noun}`}
      errorTitle={`Could not load ${noun}`}
      onRetry={refetch}
      emptyState={<EmptyState icon={<AlertIcon />} title={`No ${noun}`} description="Nothing is waiting for a decision." />}
    >
      <StyledCaseList>
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </StyledCaseList>
      {hasMore && (
        <StyledLoadMore>
          <Button variant="outline" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </StyledLoadMore>
      )}
    </QueryState>
  );
}
