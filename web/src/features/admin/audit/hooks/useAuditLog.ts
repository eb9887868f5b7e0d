import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../../gql';
import type { AuditLogQuery as AuditLogData } from '../../../../gql/graphql';

export const AuditLogQuery = graphql(`
  query AuditLog($filter: AuditLogFilter!) {
    auditLog(filter: $filter) {
      id
      action
      actorLabel
      targetType
      targetId
      targetLabel
      reasonCode
      note
      createdAt
    }
  }
`);

export type AuditEntry = AuditLogData['auditLog'][number];

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilterValues = { action: string | null; targetType: string | null; search: string | null };

/**
 * The audit log, newest first, 50 entries at a time. 'Load more' asks for entries older than the last one shown (the
 * `before` cursor) and appends them to the list of the current filter.
 */
export function useAuditLog({ action, targetType, search }: AuditFilterValues) {
  const filter = { action, targetType, search, limit: AUDIT_PAGE_SIZE };
  const { data, loading, error, refetch, fetchMore } = useQuery(AuditLogQuery, { variables: { filter } });
  const [loadingMore, setLoadingMore] = useState(false);
  const [exhausted, setExhausted] = useState<string | null>(null);
  const entries = data?.auditLog ?? [];
  const filterKey = JSON.stringify(filter);
  const lastId = entries[entries.length - 1]?.id;

  const loadMore = useCallback(async () => {
    if (!lastId) return;
    setLoadingMore(true);
    try {
      const { data: more } = await fetchMore({
        variables: { filter: { ...JSON.parse(filterKey), before: lastId } },
        updateQuery: (previous, { fetchMoreResult }) => ({
          auditLog: [...(previous.auditLog ?? []), ...fetchMoreResult.auditLog],
        }),
      });
      if ((more?.auditLog.length ?? 0) < AUDIT_PAGE_SIZE) setExhausted(filterKey);
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, filterKey, lastId]);

  const firstPageFull = entries.length > 0 && entries.length % AUDIT_PAGE_SIZE === 0;
  return {
    entries,
    loading: loading && !data,
    error,
    refetch: () => void refetch(),
    hasMore: firstPageFull && exhausted !== filterKey,
    loadMore,
    loadingMore,
  };
}
