import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const IdVerificationStateFields = graphql(`
  fragment IdVerificationStateFields on IdVerificationState {
    idVerified
    status
    verifiedAt
    submittedAt
  }
`);

export const IdVerificationStatusQuery = graphql(`
  query IdVerificationStatus {
    idVerificationStatus {
      ...IdVerificationStateFields
    }
  }
`);

/** The signed-in member's ID verification state, refreshed whenever a screen showing it mounts. */
export function useIdVerificationStatus() {
  const { data, loading, error, refetch } = useQuery(IdVerificationStatusQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return { state: data?.idVerificationStatus ?? null, loading: loading && !data, error, refetch: () => void refetch() };
}
