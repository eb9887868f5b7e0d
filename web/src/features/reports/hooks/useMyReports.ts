import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MyReportsQuery = graphql(`
  query MyReports {
    myReports {
      id
      ...MyReportCard_report
    }
  }
`);

/** The member's own reports with their moderation status. Refreshed on every visit: moderation changes it. */
export function useMyReports() {
  const { data, loading, error, refetch } = useQuery(MyReportsQuery, { fetchPolicy: 'cache-and-network' });
  return { reports: data?.myReports ?? [], loading: loading && !data, error, refetch };
}
