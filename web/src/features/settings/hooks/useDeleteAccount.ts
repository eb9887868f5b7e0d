import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../../gql';

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($password: String!, $deletePublishedReports: Boolean!) {
    deleteAccount(password: $password, deletePublishedReports: $deletePublishedReports)
  }
`);

export type DeleteAccountInput = { password: string; deletePublishedReports: boolean };

/**
 * Deletes the signed-in member's account (the server checks her password and ends every session of hers), then
 * lands on / and empties the store: every cached answer belonged to her, and `me` is refetched as a visitor.
 * Throws the server's error (wrong password, ...) and leaves everything as it was.
 */
export function useDeleteAccount() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(DeleteAccountMutation);
  const deleteAccount = useCallback(
    async (input: DeleteAccountInput): Promise<void> => {
      const { data } = await mutate({ variables: input });
      // No text of its own: the screen shows its failure message, in her language.
      if (!data?.deleteAccount) throw new Error('', { cause: 'no data in the answer' });
      navigate('/', { replace: true });
      try {
        await client.resetStore();
      } catch (error) {
        // Screens that unmount while `me` is refetched abort their part of the refetch; that is expected.
        if ((error as Error)?.name !== 'AbortError') console.error('Could not refresh after account deletion', error);
      }
    },
    [client, mutate, navigate],
  );
  return { deleteAccount, loading };
}
