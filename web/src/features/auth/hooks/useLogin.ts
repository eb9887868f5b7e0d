import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
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

/** Root fields whose answers depend on who asks (`viewerCan`, hidden and pending content, images awaiting review). */
const VIEWER_DEPENDENT_FIELDS = ['profile', 'profileReports', 'profiles'] as const;

/**
 * Makes a user who has just signed in the current user (written into the cache as `me`). When that changes who she
 * is or what she may do (`viewerCan`), cached profiles and reports were answered for someone else: they are dropped,
 * so the screens showing them ask again (and show, say, the admin tools `viewerCan.moderate` now allows).
 */
export function writeCurrentUser(cache: ApolloCache, user: CurrentUser): void {
  const before = cache.readQuery({ query: CurrentUserQuery })?.me ?? null;
  cache.writeQuery({ query: CurrentUserQuery, data: { me: user } });
  if (before && before.id === user.id && JSON.stringify(before.viewerCan) === JSON.stringify(user.viewerCan)) return;
  for (const fieldName of VIEWER_DEPENDENT_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/**
 * Signs in and makes the returned user the current user (written into the cache as `me`). For an account with
 * two-step sign-in the API answers TWO_FACTOR_REQUIRED instead (`isTwoFactorRequired`), and `useVerifySecondFactor`
 * finishes the sign-in with the same cache update.
 */
export function useLogin() {
  const intl = useIntl();
  const [mutate, { loading }] = useMutation(LoginMutation, {
    update(cache, { data }) {
      if (data?.login) writeCurrentUser(cache, data.login);
    },
  });
  const login = useCallback(
    async (input: LoginInput): Promise<CurrentUser> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error(intl.formatMessage({ id: 'auth.hooks.loginFailed', defaultMessage: 'Login failed' }));
      return data.login;
    },
    [intl, mutate],
  );
  return { login, loading };
}
