import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ProfileFilter } from '../../../gql/graphql';
import { LIMITS } from '@tea/limits';

export const BrowseProfilesQuery = graphql(`
  query BrowseProfiles($filter: ProfileFilter, $page: Int!, $pageSize: Int!) {
    profiles(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        id
        ...ProfileCard_profile
      }
      total
      totalIsExact
      page
      pageSize
      pageCount
      hasNextPage
    }
  }
`);

/**
 * One page of the browse list (SPEC §9: 20 per page). Pages are cached per filter (app/type-policies.ts), so
 * going back to a page already seen shows it at once; adding a profile evicts them all (useCreateProfile).
 */
export function useBrowseProfiles(filter: ProfileFilter, page: number) {
  const { data, loading, error, refetch } = useQuery(BrowseProfilesQuery, {
    variables: { filter, page, pageSize: LIMITS.pageSize },
    notifyOnNetworkStatusChange: true,
  });
  return { result: data?.profiles ?? null, loading, error, refetch };
}
