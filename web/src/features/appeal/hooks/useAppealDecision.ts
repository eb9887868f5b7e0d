import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';

export const AppealDecisionMutation = graphql(`
  mutation AppealDecision($input: AppealDecisionInput!) {
    appealDecision(input: $input) {
      ...DecisionFields
    }
  }
`);

export const DecisionForAppealQuery = graphql(`
  query DecisionForAppeal($token: String!) {
    decisionForAppeal(token: $token) {
      ...DecisionFields
    }
  }
`);

/**
 * Sends an appeal against a decision (with the e-mail link's token when there is no session). The answer is the
 * decision with its appeal: it merges into the cache by id, so My Reports, the notifications and the appeal page all
 * show it as appealed. Rejects with the API's error (its message is readable).
 */
export function useAppealDecision() {
  const [appeal] = useMutation(AppealDecisionMutation);
  return useCallback(
    async (decisionId: string, text: string, token?: string | null) => {
      const { data } = await appeal({ variables: { input: { decisionId, text, token: token ?? null } } });
      return data?.appealDecision ?? null;
    },
    [appeal],
  );
}

/** The decision an e-mail link is for (/appeal?token=...), for whoever holds it. */
export function useDecisionForAppeal(token: string) {
  const { data, loading, error, refetch } = useQuery(DecisionForAppealQuery, { variables: { token }, skip: !token });
  return { decision: data?.decisionForAppeal ?? null, loading: loading && !data, error, refetch: () => void refetch().catch(() => undefined) };
}
