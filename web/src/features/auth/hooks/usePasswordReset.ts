import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

/** Asks for a reset link for an e-mail address or a username. The server answers the same whatever the account. */
export function useRequestPasswordReset() {
  const [mutate] = useMutation(RequestPasswordResetMutation);
  return useCallback(
    async (email: string): Promise<void> => {
      await mutate({ variables: { email } });
    },
    [mutate],
  );
}

/** True when the server refused the link itself (wrong, expired or already used), not the new password. */
export function isResetLinkError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.field === 'token');
}

/**
 * Sets a new password with a reset link's token. The server ends every session of the account, possibly this
 * browser's too, so the store is reset afterwards (as on sign-out) and `me` is asked again.
 */
export function useResetPassword() {
  const client = useApolloClient();
  const [mutate] = useMutation(ResetPasswordMutation);
  return useCallback(
    async (token: string, password: string): Promise<void> => {
      await mutate({ variables: { token, password } });
      try {
        await client.resetStore();
      } catch (error) {
        if ((error as Error)?.name !== 'AbortError') console.error('Could not refresh after the password reset', error);
      }
    },
    [client, mutate],
  );
}
