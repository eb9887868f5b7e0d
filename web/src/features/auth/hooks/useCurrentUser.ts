import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../../gql';
import type { CurrentUserFieldsFragment } from '../../../gql/graphql';

export const CurrentUserFields = graphql(`
  fragment CurrentUserFields on User {
    id
    username
    email
    firstName
    lastName
    isAdmin
    idVerificationStatus
    profileImageUrl
    phoneVerified
    usernameChangeAvailableAt
  }
`);

export const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      ...CurrentUserFields
    }
  }
`);

export type CurrentUser = CurrentUserFieldsFragment;

/** SPEC §7: the user lookup stays fresh for 5 minutes; a screen mounted after that refetches it. */
export const CURRENT_USER_FRESH_MS = 300_000;

const lastFetchedAt = new WeakMap<object, number>();

export type CurrentUserState = {
  user: CurrentUser | null;
  /** True only while there is no answer yet (a background refresh keeps the current user). */
  loading: boolean;
  isAdmin: boolean;
};

/**
 * The signed-in member or null. Visitors get `me: null` (not an error); a failed lookup also counts as signed out.
 * Admin rights come from the server's `isAdmin` only.
 */
export function useCurrentUser(): CurrentUserState {
  const client = useApolloClient();
  const [fetchPolicy] = useState<'cache-first' | 'cache-and-network'>(() => {
    const at = lastFetchedAt.get(client);
    return at !== undefined && Date.now() - at < CURRENT_USER_FRESH_MS ? 'cache-first' : 'cache-and-network';
  });
  const { data, loading, networkStatus } = useQuery(CurrentUserQuery, { fetchPolicy, nextFetchPolicy: 'cache-first' });

  useEffect(() => {
    if (fetchPolicy === 'cache-and-network' && networkStatus === NetworkStatus.ready && data) {
      lastFetchedAt.set(client, Date.now());
    }
  }, [client, data, fetchPolicy, networkStatus]);

  const user = data?.me ?? null;
  return { user, loading: loading && !data, isAdmin: user?.isAdmin === true };
}

/** Full name for menus, falling back to the username. */
export function displayNameOf(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'username'>): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}

/** 'Welcome back' name (SPEC §2): the first name, or the part of the e-mail before the @. */
export function greetingNameOf(user: Pick<CurrentUser, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email.split('@')[0];
}
