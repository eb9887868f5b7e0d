import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { SubmitRemovalRequestInput } from '../../../gql/graphql';

export const SubmitRemovalRequestMutation = graphql(`
  mutation SubmitRemovalRequest($input: SubmitRemovalRequestInput!) {
    submitRemovalRequest(input: $input) {
      id
      contentHidden
    }
  }
`);

/** Sends the public removal form; resolves to the receipt or throws (the form shows the message). */
export function useSubmitRemovalRequest() {
  const [mutate] = useMutation(SubmitRemovalRequestMutation);
  return useCallback(
    async (input: SubmitRemovalRequestInput) => {
      const { data } = await mutate({ variables: { input } });
      // No text of its own: the screen shows its failure message, in her language.
      if (!data) throw new Error('', { cause: 'no data in the answer' });
      return data.submitRemovalRequest;
    },
    [mutate],
  );
}
