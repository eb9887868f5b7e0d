import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphql } from '../../../gql';

export const ProfileRouteQuery = graphql(`
  query ProfileRoute($id: ID!) {
    profile(id: $id) {
      id
      viewerCan {
        moderate
      }
      ...ProfileHeader_profile
    }
  }
`);

/** True for the API's NOT_FOUND answer ("Profile not found"). */
export function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND' || e.message === 'Profile not found');
}

/** One profile for its page; `notFound` covers both a null answer and the API's NOT_FOUND error. */
export function useProfile(id: string) {
  const { data, loading, error, refetch } = useQuery(ProfileRouteQuery, { variables: { id } });
  const profile = data?.profile ?? null;
  return {
    profile,
    loading: loading && !data,
    notFound: (!loading && !error && data !== undefined && profile === null) || isNotFound(error),
    error: isNotFound(error) ? undefined : error,
    refetch,
  };
}
