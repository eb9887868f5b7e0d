import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../../gql';
import type { AdminUserFieldsFragment, BanUserInput, SanctionInput } from '../../../../gql/graphql';
import { useToast } from '../../../../ui/toast/useToast';
import { DASHBOARD_FIELDS, evictRootFields } from '../../shared/hooks/admin-cache';
import { failureDescription } from '../../shared/hooks/failure';

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
    suspendedUntil
    suspensionReason
    strikes
    warnings
    suggestedSanction
    suggestedSanctionReason
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

export const WarnMemberMutation = graphql(`
  mutation WarnMember($input: SanctionInput!) {
    warnMember(input: $input) {
      ...AdminUserFields
    }
  }
`);

export const SuspendMemberMutation = graphql(`
  mutation SuspendMember($input: SanctionInput!) {
    suspendMember(input: $input) {
      ...AdminUserFields
    }
  }
`);

export const LiftSuspensionMutation = graphql(`
  mutation LiftSuspension($userId: ID!, $note: String) {
    liftSuspension(userId: $userId, note: $note) {
      ...AdminUserFields
    }
  }
`);

export const MemberSanctionHistoryQuery = graphql(`
  query MemberSanctionHistory($userId: ID!) {
    memberSanctionHistory(userId: $userId, first: 50) {
      items {
        id
        kind
        subjectLabel
        reasonText
        text
        decidedAt
        decidedBy
        reversedAt
      }
      nextCursor
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

/** A member's sanction history (every decision against her content or her account), newest first; runs when `userId` is set. */
export function useSanctionHistory(userId: string | null) {
  const { data, loading, error } = useQuery(MemberSanctionHistoryQuery, { variables: { userId: userId ?? '' }, skip: !userId, fetchPolicy: 'network-only' });
  return { decisions: data?.memberSanctionHistory.items ?? [], loading: loading && !data, error };
}

/**
 * Warn, suspend and lift a suspension. Each answer is the updated AdminUser (strikes, suggestion and suspension update
 * through the normalised cache); each resolves to true on success and toasts either way.
 */
export function useSanctionActions() {
  const { toast } = useToast();
  const [warnMutation] = useMutation(WarnMemberMutation);
  const [suspendMutation] = useMutation(SuspendMemberMutation);
  const [liftMutation] = useMutation(LiftSuspensionMutation);

  const attempt = useCallback(
    async (run: () => Promise<unknown>, done: string, failed: string) => {
      try {
        await run();
        toast({ title: done });
        return true;
      } catch (error) {
        toast({ title: failed, description: failureDescription(`${failed}.`, error), variant: 'destructive' });
        return false;
      }
    },
    [toast],
  );

  const warn = useCallback(
    (input: SanctionInput) => attempt(() => warnMutation({ variables: { input } }), 'Member warned', 'Warning failed'),
    [attempt, warnMutation],
  );
  const suspend = useCallback(
    (input: SanctionInput) => attempt(() => suspendMutation({ variables: { input } }), 'Member suspended', 'Suspension failed'),
    [attempt, suspendMutation],
  );
  const lift = useCallback(
    (userId: string, note?: string | null) =>
      attempt(() => liftMutation({ variables: { userId, note: note || null } }), 'Suspension lifted', 'Lifting the suspension failed'),
    [attempt, liftMutation],
  );
  return { warn, suspend, lift };
}
