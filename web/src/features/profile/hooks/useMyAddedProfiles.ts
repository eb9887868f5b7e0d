import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MyAddedProfilesQuery = graphql(`
  query MyAddedProfiles {
    myAddedProfiles {
      id
      displayName
      location
      awaitingReview
    }
  }
`);

/** The people the signed-in member added, newest first, with whether each still awaits review (SAFETY 15). */
export function useMyAddedProfiles() {
  const { data, loading, error } = useQuery(MyAddedProfilesQuery);
  return { profiles: data?.myAddedProfiles ?? [], loading: loading && !data, error };
}
