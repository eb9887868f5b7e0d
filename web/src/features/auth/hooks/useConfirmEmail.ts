import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { CurrentUser } from './useCurrentUser';
import { writeCurrentUser } from './useLogin';

export const ConfirmEmailMutation = graphql(`
  mutation ConfirmEmail($token: String!) {
    confirmEmail(token: $token) {
      ...CurrentUserFields
    }
  }
`);

/** True when the server refused the link itself (wrong, expired or already used). */
export function isConfirmLinkError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.field === 'token');
}

/** Confirms a new account's e-mail address with the link's token; the API signs her in, and she becomes the current user. */
export function useConfirmEmail() {
  const intl = useIntl();
  const [mutate] = useMutation(ConfirmEmailMutation, {
    update(cache, { data }) {
      if (data?.confirmEmail) writeCurrentUser(cache, data.confirmEmail);
    },
  });
  return useCallback(
    async (token: string): Promise<CurrentUser> => {
      const { data } = await mutate({ variables: { token } });
      if (!data) throw new Error(intl.formatMessage({ id: 'auth.hooks.confirmationFailed', defaultMessage: 'Confirmation failed' }));
      return data.confirmEmail;
    },
    [intl, mutate],
  );
}
