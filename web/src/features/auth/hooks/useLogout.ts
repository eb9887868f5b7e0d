import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../../gql';

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/**
 * Sign Out (SPEC §4): call logout, reset the store (every cached answer belonged to the member), then go to /auth,
 * even when the call failed; a failure is only logged.
 */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate] = useMutation(LogoutMutation);
  return useCallback(async () => {
    try {
      await mutate();
    } catch (error) {
      console.error('Logout failed', error);
    }
    try {
      await client.resetStore();
    } catch (error) {
      // Screens that unmount while `me` is refetched abort their part of the refetch; that is expected.
      if ((error as Error)?.name !== 'AbortError') console.error('Could not refresh after sign-out', error);
    }
    navigate('/auth');
  }, [client, mutate, navigate]);
}
