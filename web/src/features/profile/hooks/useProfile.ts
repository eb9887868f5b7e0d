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

/**
 * One profile for its page; `notFound` covers both a null answer and the API's NOT_FOUND error. errorPolicy 'all'
 * keeps the NOT_FOUND answer's `profile: null` in the cache: without it an error leaves nothing cached, and every
 * later cache write (the user lookup arriving, another query) and every return to the page asked the server again.
 */
export function useProfile(id: string) {
  const { data, loading, error, refetch } = useQuery(ProfileRouteQuery, { variables: { id }, errorPolicy: 'all' });
  const profile = data?.profile ?? null;
  return {
    profile,
    loading: loading && !data,
    notFound: (!loading && !error && data !== undefined && profile === null) || isNotFound(error),
    error: isNotFound(error) ? undefined : error,
    refetch,
  };
}
