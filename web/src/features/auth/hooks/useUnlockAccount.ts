import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';

export const UnlockAccountMutation = graphql(`
  mutation UnlockAccount($token: String!) {
    unlockAccount(token: $token)
  }
`);

/** True when the server refused the link itself (wrong, expired or already used). */
export function isUnlockLinkError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.field === 'token');
}

/** Lifts the lock of an account with an unlock link's token. It does not sign in: she signs in afterwards. */
export function useUnlockAccount() {
  const [mutate] = useMutation(UnlockAccountMutation);
  return useCallback(
    async (token: string): Promise<void> => {
      await mutate({ variables: { token } });
    },
    [mutate],
  );
}
