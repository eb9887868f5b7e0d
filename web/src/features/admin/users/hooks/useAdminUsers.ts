import { useQuery } from '@apollo/client/react';
import { defineMessages } from 'react-intl';
import { graphql } from '../../../../gql';
import type { AdminUserFieldsFragment, BanUserInput, SanctionInput } from '../../../../gql/graphql';
import { useMutationAction } from '../../../../shared/useMutationAction';
import { DASHBOARD_FIELDS, evictRootFields } from '../../shared/hooks/admin-cache';

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
      totalIsExact
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

const messages = defineMessages({
  banned: { id: 'admin.users.toast.banned', defaultMessage: 'User banned successfully' },
  banFailed: { id: 'admin.users.toast.banFailed', defaultMessage: 'Ban failed', description: 'Toast title.' },
  banFailedText: { id: 'admin.users.toast.banFailedText', defaultMessage: 'Failed to ban user.' },
  unbanned: { id: 'admin.users.toast.unbanned', defaultMessage: 'User unbanned successfully' },
  unbanFailed: { id: 'admin.users.toast.unbanFailed', defaultMessage: 'Unban failed', description: 'Toast title.' },
  unbanFailedText: { id: 'admin.users.toast.unbanFailedText', defaultMessage: 'Failed to unban user.' },
  warned: { id: 'admin.users.toast.warned', defaultMessage: 'Member warned' },
  warnFailed: { id: 'admin.users.toast.warnFailed', defaultMessage: 'Warning failed', description: 'Toast title.' },
  warnFailedText: { id: 'admin.users.toast.warnFailedText', defaultMessage: 'Warning failed.' },
  suspended: { id: 'admin.users.toast.suspended', defaultMessage: 'Member suspended' },
  suspendFailed: { id: 'admin.users.toast.suspendFailed', defaultMessage: 'Suspension failed', description: 'Toast title.' },
  suspendFailedText: { id: 'admin.users.toast.suspendFailedText', defaultMessage: 'Suspension failed.' },
  lifted: { id: 'admin.users.toast.lifted', defaultMessage: 'Suspension lifted' },
  liftFailed: { id: 'admin.users.toast.liftFailed', defaultMessage: 'Lifting the suspension failed', description: 'Toast title.' },
  liftFailedText: { id: 'admin.users.toast.liftFailedText', defaultMessage: 'Lifting the suspension failed.' },
});

/** One page of member accounts, newest first. */
export function useAdminUsers(search: string | null, page: number) {
  const { data, loading, error, refetch } = useQuery(AdminUsersQuery, { variables: { search, page } });
  const result = data?.adminUsers;
  return {
    users: result?.items ?? [],
    total: result?.total ?? 0,
    totalIsExact: result?.totalIsExact ?? true,
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
  const [ban] = useMutationAction(BanUserMutation, {
    variables: (input: BanUserInput) => ({ input }),
    update: (cache) => evictRootFields(cache, DASHBOARD_FIELDS),
    success: { title: messages.banned },
    failure: { title: messages.banFailed, description: messages.banFailedText },
  });

  const [unban] = useMutationAction(UnbanUserMutation, {
    variables: (userId: string, note?: string | null) => ({ userId, note: note || null }),
    update: (cache) => evictRootFields(cache, DASHBOARD_FIELDS),
    success: { title: messages.unbanned },
    failure: { title: messages.unbanFailed, description: messages.unbanFailedText },
  });

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
  const [warn] = useMutationAction(WarnMemberMutation, {
    variables: (input: SanctionInput) => ({ input }),
    success: { title: messages.warned },
    failure: { title: messages.warnFailed, description: messages.warnFailedText },
  });
  const [suspend] = useMutationAction(SuspendMemberMutation, {
    variables: (input: SanctionInput) => ({ input }),
    success: { title: messages.suspended },
    failure: { title: messages.suspendFailed, description: messages.suspendFailedText },
  });
  const [lift] = useMutationAction(LiftSuspensionMutation, {
    variables: (userId: string, note?: string | null) => ({ userId, note: note || null }),
    success: { title: messages.lifted },
    failure: { title: messages.liftFailed, description: messages.liftFailedText },
  });
  return { warn, suspend, lift };
}
