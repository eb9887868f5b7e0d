import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MyProfileQuery = graphql(`
  query MyProfile {
    myProfile {
      id
      ...ProfileCard_profile
    }
  }
`);

/** The profile linked to the member's own account, or null when there is none. */
export function useMyProfile() {
  const { data, loading, error, refetch } = useQuery(MyProfileQuery);
  return { profile: data?.myProfile ?? null, loading: loading && !data, error, refetch };
}
