import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { CurrentUser } from '../../auth/hooks/useCurrentUser';

export const UpdateUsernameMutation = graphql(`
  mutation UpdateUsername($username: String!) {
    updateUsername(username: $username) {
      ...CurrentUserFields
    }
  }
`);

/**
 * Changes the username. The answer carries every field of the current user, so the normalised cache refreshes
 * `me` (header, settings) without a page reload.
 */
export function useUpdateUsername() {
  const [mutate, { loading }] = useMutation(UpdateUsernameMutation);
  const updateUsername = useCallback(
    async (username: string): Promise<CurrentUser> => {
      const { data } = await mutate({ variables: { username } });
      // No text of its own: the screen shows its failure message, in her language.
      if (!data) throw new Error('', { cause: 'no data in the answer' });
      return data.updateUsername;
    },
    [mutate],
  );
  return { updateUsername, loading };
}
