import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { LoginInput } from '../../../gql/graphql';
import { CurrentUserQuery, type CurrentUser } from './useCurrentUser';

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...CurrentUserFields
    }
  }
`);

/** Signs in and makes the returned user the current user (written into the cache as `me`). */
export function useLogin() {
  const [mutate, { loading }] = useMutation(LoginMutation, {
    update(cache, { data }) {
      if (data?.login) cache.writeQuery({ query: CurrentUserQuery, data: { me: data.login } });
    },
  });
  const login = useCallback(
    async (input: LoginInput): Promise<CurrentUser> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Login failed');
      return data.login;
    },
    [mutate],
  );
  return { login, loading };
}
