import { graphql } from '../../../../gql';
import type { AdminProfileInput } from '../../../../gql/graphql';
import { useMutationAction } from '../../../../shared/useMutationAction';
import { DASHBOARD_FIELDS, evictEntity, evictRootFields } from '../../shared/hooks/admin-cache';
import type { Decision } from '../../shared/forms/DecisionForm';

export const AdminUpdateProfileMutation = graphql(`
  mutation AdminUpdateProfile($id: ID!, $input: AdminProfileInput!) {
    updateProfile(id: $id, input: $input) {
      id
      firstName
      lastName
      displayName
      location
      latitude
      longitude
      bio
    }
  }
`);

export const AdminDeleteProfileMutation = graphql(`
  mutation AdminDeleteProfile($id: ID!, $reason: ModerationReason, $note: String) {
    deleteProfile(id: $id, reason: $reason, note: $note)
  }
`);

/**
 * Admin edit and delete of a profile, shared by /admin/profiles and the profile page's admin controls. An edit updates
 * the one normalised Profile from the answer; a delete evicts it (and its pending image) and every list that could
 * hold the profile. Toasts per SPEC §8; each resolves to true on success.
 */
export function useModerateProfile() {
  const [update] = useMutationAction(AdminUpdateProfileMutation, {
    variables: (id: string, input: AdminProfileInput) => ({ id, input }),
    // The one normalised Profile (public screens and the moderation list) is updated from the answer. Names and
    // locations also show in browse cards, search results and report lists.
    update: (cache) => evictRootFields(cache, ['profiles', 'moderationReports', 'auditLog']),
    success: { title: 'Profile Updated', description: 'The changes have been saved.' },
    failure: { title: 'Update Failed', description: 'Failed to update profile' },
  });

  const [remove] = useMutationAction(AdminDeleteProfileMutation, {
    variables: (id: string, decision: Decision = {}) => ({ id, reason: decision.reason ?? null, note: decision.note || null }),
    update: (cache, data, [id]) => {
      if (!data.deleteProfile) return;
      evictEntity(cache, ['Profile', 'PendingImage'], id);
      evictRootFields(cache, ['profiles', 'profileCount', 'recommendations', 'moderationProfiles', 'moderationReports', 'pendingImages', ...DASHBOARD_FIELDS]);
    },
    success: { title: 'Profile Deleted', description: 'The profile and its reports have been removed.' },
    failure: { title: 'Delete Failed', description: 'Failed to delete profile' },
  });

  return { update, remove };
}
