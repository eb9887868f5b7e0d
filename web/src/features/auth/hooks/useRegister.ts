import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { RegisterInput } from '../../../gql/graphql';
import { CurrentUserQuery, type CurrentUser } from './useCurrentUser';

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...CurrentUserFields
    }
  }
`);

/** Creates an account (the API signs it in) and makes it the current user. */
export function useRegister() {
  const [mutate, { loading }] = useMutation(RegisterMutation, {
    update(cache, { data }) {
      if (data?.register) cache.writeQuery({ query: CurrentUserQuery, data: { me: data.register } });
    },
  });
  const register = useCallback(
    async (input: RegisterInput): Promise<CurrentUser> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Registration failed');
      return data.register;
    },
    [mutate],
  );
  return { register, loading };
}
