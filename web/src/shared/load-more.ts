import { useCallback, useState } from 'react';

/**
 * 'Load more' for a cursor list whose field merges its pages in the cache (app/field-policies/cursor-items-pagination.ts):
 * fetches the page after `nextCursor` and says while it is on its way.
 */
export function useLoadMore(fetchMore: (options: { variables: { after: string } }) => Promise<unknown>, nextCursor: string | null) {
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: nextCursor } });
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, nextCursor]);
  return { hasMore: nextCursor !== null, loadMore, loadingMore };
}
