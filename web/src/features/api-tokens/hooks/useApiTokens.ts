import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { ApiTokenScope, MyApiTokensQuery as MyApiTokensData } from '../../../gql/graphql';

export const ApiTokenFieldsFragment = graphql(`
  fragment ApiTokenFields on ApiToken {
    id
    name
    scopes
    prefix
    createdAt
    expiresAt
    lastUsedAt
  }
`);

export const MyApiTokensQuery = graphql(`
  query MyApiTokens {
    myApiTokens {
      ...ApiTokenFields
    }
  }
`);

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        ...ApiTokenFields
      }
    }
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);

export type ApiToken = MyApiTokensData['myApiTokens'][number];

/** Her active API tokens, newest first; asked again each time the list is shown. */
export function useMyApiTokens() {
  const { data, loading, error, refetch } = useQuery(MyApiTokensQuery, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  return { tokens: data?.myApiTokens ?? [], loading: loading && !data, error, refetch: () => void refetch() };
}

/** Creating (answers the secret, shown once) and revoking; the cached list follows without asking again. */
export function useApiTokenActions() {
  const intl = useIntl();
  const [create] = useMutation(CreateApiTokenMutation, {
    update(cache, { data }) {
      const token = data?.createApiToken.token;
      if (!token) return;
      cache.updateQuery({ query: MyApiTokensQuery }, (previous) => (previous ? { myApiTokens: [token, ...previous.myApiTokens] } : previous));
    },
  });
  const [revoke] = useMutation(RevokeApiTokenMutation, {
    update(cache, { data }, { variables }) {
      if (!data?.revokeApiToken || !variables) return;
      cache.updateQuery({ query: MyApiTokensQuery }, (previous) =>
        previous ? { myApiTokens: previous.myApiTokens.filter((token) => token.id !== variables.id) } : previous,
      );
      cache.evict({ id: cache.identify({ __typename: 'ApiToken', id: variables.id }) });
      cache.gc();
    },
  });

  const createToken = useCallback(
    async (input: { name: string; scopes: ApiTokenScope[]; expiresInDays: number | null }): Promise<{ secret: string; token: ApiToken }> => {
      const { data } = await create({ variables: { input } });
      if (!data) throw new Error(intl.formatMessage({ id: 'apiTokens.hooks.notCreated', defaultMessage: 'The token was not created.' }));
      return data.createApiToken;
    },
    [create, intl],
  );
  const revokeToken = useCallback(
    async (id: string): Promise<void> => {
      await revoke({ variables: { id } });
    },
    [revoke],
  );
  return { createToken, revokeToken };
}
