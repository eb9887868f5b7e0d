import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const RecentlyViewedQuery = graphql(`
  query RecentlyViewed($limit: Int!) {
    myInteractions(limit: $limit) {
      viewCount
      lastViewedAt
      profile {
        id
        ...ProfileCard_profile
      }
    }
  }
`);

export const RECENTLY_VIEWED_LIMIT = 5;

/** The profiles the member opened last (her interactions, which also shape her Smart Matches). */
export function useRecentlyViewed({ skip }: { skip: boolean }) {
  const { data, loading, error } = useQuery(RecentlyViewedQuery, { variables: { limit: RECENTLY_VIEWED_LIMIT }, skip, fetchPolicy: 'cache-and-network' });
  return { items: data?.myInteractions ?? [], loading: loading && !data, error };
}
