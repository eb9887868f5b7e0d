import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';

export const ProfileReportsQuery = graphql(`
  query ProfileReports($profileId: ID!, $first: Int!, $after: String) {
    profileReports(profileId: $profileId, first: $first, after: $after) {
      items {
        id
        ...ReportCard_report
      }
      nextCursor
    }
  }
`);

export { REPORTS_PAGE_SIZE } from '../report-display';
import { REPORTS_PAGE_SIZE } from '../report-display';

/**
 * A profile's approved reports, newest first, with "Load more" through the cursor. The pages are appended in the
 * cache (app/field-policies/cursor-items-pagination.ts).
 */
export function useProfileReports(profileId: string) {
  const { data, loading, error, fetchMore, refetch } = useQuery(ProfileReportsQuery, {
    variables: { profileId, first: REPORTS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.profileReports;
  const nextCursor = page?.nextCursor ?? null;
  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    await fetchMore({ variables: { after: nextCursor } });
  }, [fetchMore, nextCursor]);
  return {
    reports: page?.items ?? [],
    hasMore: nextCursor !== null,
    loading: loading && !page,
    loadingMore: loading && !!page,
    error,
    loadMore,
    refetch,
  };
}
