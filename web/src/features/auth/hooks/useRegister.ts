import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { RegisterInput } from '../../../gql/graphql';

export const SignUpMutation = graphql(`
  mutation SignUp($input: RegisterInput!) {
    signUp(input: $input) {
      confirmEmail
    }
  }
`);

/**
 * Creates an account that waits for its e-mail address to be confirmed. The API answers the same whether or not the
 * address already has an account, and starts no session: the link it e-mails signs her in (`useConfirmEmail`).
 */
export function useRegister() {
  const intl = useIntl();
  const [mutate, { loading }] = useMutation(SignUpMutation);
  const register = useCallback(
    async (input: RegisterInput): Promise<void> => {
      const { data } = await mutate({ variables: { input } });
      if (!data?.signUp.confirmEmail) throw new Error(intl.formatMessage({ id: 'auth.hooks.registrationFailed', defaultMessage: 'Registration failed' }));
    },
    [intl, mutate],
  );
  return { register, loading };
}
