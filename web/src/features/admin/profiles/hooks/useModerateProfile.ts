import { defineMessages } from 'react-intl';
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

const messages = defineMessages({
  updated: { id: 'admin.profiles.toast.updated', defaultMessage: 'Profile Updated', description: 'Toast title.' },
  updatedText: { id: 'admin.profiles.toast.updatedText', defaultMessage: 'The changes have been saved.' },
  updateFailed: { id: 'admin.profiles.toast.updateFailed', defaultMessage: 'Update Failed', description: 'Toast title.' },
  updateFailedText: { id: 'admin.profiles.toast.updateFailedText', defaultMessage: 'Failed to update profile' },
  deleted: { id: 'admin.profiles.toast.deleted', defaultMessage: 'Profile Deleted', description: 'Toast title.' },
  deletedText: { id: 'admin.profiles.toast.deletedText', defaultMessage: 'The profile and its reports have been removed.' },
  deleteFailed: { id: 'admin.profiles.toast.deleteFailed', defaultMessage: 'Delete Failed', description: 'Toast title.' },
  deleteFailedText: { id: 'admin.profiles.toast.deleteFailedText', defaultMessage: 'Failed to delete profile' },
});

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
    success: { title: messages.updated, description: messages.updatedText },
    failure: { title: messages.updateFailed, description: messages.updateFailedText },
  });

  const [remove] = useMutationAction(AdminDeleteProfileMutation, {
    variables: (id: string, decision: Decision = {}) => ({ id, reason: decision.reason ?? null, note: decision.note || null }),
    update: (cache, data, [id]) => {
      if (!data.deleteProfile) return;
      evictEntity(cache, ['Profile', 'PendingImage'], id);
      evictRootFields(cache, ['profiles', 'profileCount', 'recommendations', 'moderationProfiles', 'moderationReports', 'pendingImages', ...DASHBOARD_FIELDS]);
    },
    success: { title: messages.deleted, description: messages.deletedText },
    failure: { title: messages.deleteFailed, description: messages.deleteFailedText },
  });

  return { update, remove };
}
