import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { writeCurrentUser } from '../../auth/hooks/useLogin';
import type { CurrentUser } from '../../auth/hooks/useCurrentUser';
import { TwoFactorStatusQuery } from './useTwoFactorStatus';

export const VerifySecondFactorMutation = graphql(`
  mutation VerifySecondFactor($code: String!) {
    verifySecondFactor(code: $code) {
      ...CurrentUserFields
    }
  }
`);

/**
 * Checks a code from her authenticator app (or a recovery code). After a password that answered TWO_FACTOR_REQUIRED
 * it finishes the sign-in (the user becomes `me`, as after `login`); signed in, it renews the check that admin tools
 * and the most sensitive actions need, and the cached status records that this session has passed it.
 */
export function useVerifySecondFactor() {
  const intl = useIntl();
  const [mutate] = useMutation(VerifySecondFactorMutation, {
    update(cache, { data }) {
      if (!data?.verifySecondFactor) return;
      writeCurrentUser(cache, data.verifySecondFactor);
      cache.updateQuery({ query: TwoFactorStatusQuery }, (previous) =>
        previous ? { twoFactorStatus: { ...previous.twoFactorStatus, passedInThisSession: true } } : previous,
      );
    },
  });
  return useCallback(
    async (code: string): Promise<CurrentUser> => {
      const { data } = await mutate({ variables: { code } });
      if (!data) throw new Error(intl.formatMessage({ id: 'twoFactor.hooks.checkFailed', defaultMessage: 'The code could not be checked. Please try again.' }));
      return data.verifySecondFactor;
    },
    [intl, mutate],
  );
}
