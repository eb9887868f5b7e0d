import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { TwoFactorStatusQuery as TwoFactorStatusData } from '../../../gql/graphql';

export const TwoFactorStatusQuery = graphql(`
  query TwoFactorStatus {
    twoFactorStatus {
      enabled
      required
      recoveryCodesLeft
      passedInThisSession
    }
  }
`);

export type TwoFactorStatus = TwoFactorStatusData['twoFactorStatus'];

/**
 * Her two-step sign-in: on or off, required (admins), recovery codes left, and whether this session has passed it.
 * The mutations of this feature keep the cached answer current, so a mounted screen reads it from the cache.
 */
export function useTwoFactorStatus() {
  const { data, loading, error, refetch } = useQuery(TwoFactorStatusQuery, { fetchPolicy: 'cache-first' });
  return {
    status: data?.twoFactorStatus ?? null,
    loading: loading && !data,
    error,
    refetch: () => void refetch(),
  };
}
