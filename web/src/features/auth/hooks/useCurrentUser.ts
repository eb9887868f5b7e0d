import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { CurrentUserFieldsFragment } from '../../../gql/graphql';

export const CurrentUserFields = graphql(`
  fragment CurrentUserFields on User {
    id
    username
    email
    firstName
    lastName
    viewerCan {
      useAdminTools
      moderate
      manageUsers
      viewAuditLog
      reviewIdDocuments
      reviewBlockedUploads
      generateSampleData
      createProfile
      createReport
      flag
    }
    idVerificationStatus
    profileImageUrl
    phoneVerified
    usernameChangeAvailableAt
    suspendedUntil
    suspensionReason
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

/** What the viewer may do in this session, as the server computed it (`me.viewerCan`). */
export type AccountAbilities = Omit<CurrentUser['viewerCan'], '__typename'>;

/** A visitor's abilities (and a signed-in member's while `me` loads): none. */
export const NO_ABILITIES: AccountAbilities = {
  useAdminTools: false,
  moderate: false,
  manageUsers: false,
  viewAuditLog: false,
  reviewIdDocuments: false,
  reviewBlockedUploads: false,
  generateSampleData: false,
  createProfile: false,
  createReport: false,
  flag: false,
};

/** SPEC §7: the user lookup stays fresh for 5 minutes; a screen mounted after that refetches it. */
export const CURRENT_USER_FRESH_MS = 300_000;

/** When each client last started a network lookup of `me` (a fresh mount within 5 minutes reads the cache). */
const lookupStartedAt = new WeakMap<object, number>();

function policyForMount(client: object): 'cache-first' | 'cache-and-network' {
  const at = lookupStartedAt.get(client);
  if (at !== undefined && Date.now() - at < CURRENT_USER_FRESH_MS) return 'cache-first';
  lookupStartedAt.set(client, Date.now());
  return 'cache-and-network';
}

export type CurrentUserState = {
  user: CurrentUser | null;
  /** True only while there is no answer yet (a background refresh keeps the current user). */
  loading: boolean;
  /**
   * What she may do (`me.viewerCan`): `useAdminTools` shows the admin pages and links (also before this session's
   * second factor, which the admin area then asks for); `moderate`, `manageUsers`, ... what works now.
   */
  can: AccountAbilities;
};

/**
 * The signed-in member or null. Visitors get `me: null` (not an error); a failed lookup also counts as signed out.
 * Abilities come from the server's `viewerCan` only: the web never reads a role.
 *
 * Freshness (SPEC §7): the first screen mounted after 5 minutes refetches `me` in the background; others read the
 * cache (a cache miss, such as after sign-out, still asks the server).
 */
export function useCurrentUser(): CurrentUserState {
  const client = useApolloClient();
  const [fetchPolicy] = useState(() => policyForMount(client));
  const { data, loading } = useQuery(CurrentUserQuery, { fetchPolicy, nextFetchPolicy: 'cache-first' });
  const user = data?.me ?? null;
  return { user, loading: loading && !data, can: user?.viewerCan ?? NO_ABILITIES };
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
