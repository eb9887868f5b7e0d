import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { ConfirmRemovalRequestMutation as ConfirmRemovalRequestData } from '../../../gql/graphql';

export const ConfirmRemovalRequestMutation = graphql(`
  mutation ConfirmRemovalRequest($token: String!) {
    confirmRemovalRequest(token: $token) {
      id
      contentHidden
      confirmationSent
    }
  }
`);

export type RemovalConfirmation = ConfirmRemovalRequestData['confirmRemovalRequest'];

/**
 * Confirms a removal request with the token of the link e-mailed to its sender (works once); resolves to the receipt
 * (whether the content is now hidden) or throws the server's message (an unknown or used link).
 */
export function useConfirmRemovalRequest() {
  const [mutate] = useMutation(ConfirmRemovalRequestMutation);
  return useCallback(
    async (token: string): Promise<RemovalConfirmation> => {
      const { data } = await mutate({ variables: { token } });
      // No text of its own: the screen shows its failure message, in her language.
      if (!data) throw new Error('', { cause: 'no data in the answer' });
      return data.confirmRemovalRequest;
    },
    [mutate],
  );
}
