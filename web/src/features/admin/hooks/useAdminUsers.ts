import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { AdminUserFieldsFragment, BanUserInput } from '../../../gql/graphql';
import { useToast } from '../../../ui/toast/useToast';
import { DASHBOARD_FIELDS, evictRootFields } from './admin-cache';
import { failureDescription } from './failure';

export const AdminUserFields = graphql(`
  fragment AdminUserFields on AdminUser {
    id
    username
    email
    firstName
    lastName
    role
    isAdmin
    banned
    banReason
    bannedAt
    ipBanned
    lastIp
    phoneVerified
    idVerificationStatus
    createdAt
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsers($search: String, $page: Int!) {
    adminUsers(search: $search, page: $page) {
      total
      page
      pageSize
      items {
        ...AdminUserFields
      }
    }
  }
`);

export const BanUserMutation = graphql(`
  mutation BanUser($input: BanUserInput!) {
    banUser(input: $input) {
      ...AdminUserFields
    }
  }
`);

export const UnbanUserMutation = graphql(`
  mutation UnbanUser($userId: ID!, $note: String) {
    unbanUser(userId: $userId, note: $note) {
      ...AdminUserFields
    }
  }
`);

export type AdminUser = AdminUserFieldsFragment;

/** One page of member accounts, newest first. */
export function useAdminUsers(search: string | null, page: number) {
  const { data, loading, error, refetch } = useQuery(AdminUsersQuery, { variables: { search, page } });
  const result = data?.adminUsers;
  return {
    users: result?.items ?? [],
    total: result?.total ?? 0,
    pageSize: result?.pageSize ?? 20,
    loading: loading && !data,
    error,
    refetch: () => void refetch(),
  };
}

/**
 * Ban and unban. The answer is the updated AdminUser, so the row's badges update through the normalised cache; the
 * dashboard's counts are refetched. Toasts per SPEC §8; each resolves to true on success.
 */
export function useBanActions() {
  const { toast } = useToast();
  const [banMutation] = useMutation(BanUserMutation, { update: (cache) => evictRootFields(cache, DASHBOARD_FIELDS) });
  const [unbanMutation] = useMutation(UnbanUserMutation, { update: (cache) => evictRootFields(cache, DASHBOARD_FIELDS) });

  const ban = useCallback(
    async (input: BanUserInput) => {
      try {
        await banMutation({ variables: { input } });
        toast({ title: 'User banned successfully' });
        return true;
      } catch (error) {
        toast({ title: 'Ban failed', description: failureDescription('Failed to ban user.', error), variant: 'destructive' });
        return false;
      }
    },
    [banMutation, toast],
  );

  const unban = useCallback(
    async (userId: string, note?: string | null) => {
      try {
        await unbanMutation({ variables: { userId, note: note || null } });
        toast({ title: 'User unbanned successfully' });
        return true;
      } catch (error) {
        toast({ title: 'Unban failed', description: failureDescription('Failed to unban user.', error), variant: 'destructive' });
        return false;
      }
    },
    [unbanMutation, toast],
  );

  return { ban, unban };
}
