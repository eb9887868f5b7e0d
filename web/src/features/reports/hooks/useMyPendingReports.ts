import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MyPendingReportsQuery = graphql(`
  query MyPendingReports($profileId: ID!) {
    myPendingReports(profileId: $profileId) {
      id
      ...ReportCard_report
    }
  }
`);

/**
 * The signed-in member's own reports on a profile that still wait for review, shown to her alone as 'Awaiting
 * review'. Not asked for visitors (the API would answer an empty list). Refreshed on every visit: moderation changes
 * it; a new report refetches it (useCreateReport).
 */
export function useMyPendingReports(profileId: string, signedIn: boolean) {
  const { data, loading } = useQuery(MyPendingReportsQuery, {
    variables: { profileId },
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
  });
  return { pendingReports: signedIn ? (data?.myPendingReports ?? []) : [], loading: signedIn && loading && !data };
}
