import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../../ui/Button';
import { AlertIcon } from '../../../../ui/icons';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { StyledLoadMore } from './AdminListParts';
import { StackList } from '../../../../ui/Stack';

export type AdminCaseQueueProps<T extends { id: string }> = {
  /** The queue's own texts, in her language: 'Loading flags', 'Could not load flags', 'No flags'. */
  texts: { loading: string; error: string; empty: string };
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
  texts,
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
      loadingLabel={texts.loading}
      errorTitle={texts.error}
      onRetry={refetch}
      emptyState={
        <EmptyState
          icon={<AlertIcon />}
          title={texts.empty}
          description={<FormattedMessage id="admin.queue.emptyDescription" defaultMessage="Nothing is waiting for a decision." />}
        />
      }
    >
      <StackList>
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </StackList>
      {hasMore && (
        <StyledLoadMore>
          <Button variant="outline" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? (
              <FormattedMessage id="admin.queue.loadingMore" defaultMessage="Loading..." />
            ) : (
              <FormattedMessage id="admin.queue.loadMore" defaultMessage="Load more" />
            )}
          </Button>
        </StyledLoadMore>
      )}
    </QueryState>
  );
}
