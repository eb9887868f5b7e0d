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
 * the public Profile (normalised from the answer) and the admin copy; a delete evicts both and every list that could
 * hold the profile. Toasts per SPEC §8; each resolves to true on success.
 */
export function useModerateProfile() {
  const [update] = useMutationAction(AdminUpdateProfileMutation, {
    variables: (id: string, input: AdminProfileInput) => ({ id, input }),
    update: (cache, { updateProfile: updated }, [id]) => {
      cache.modify({
        id: cache.identify({ __typename: 'AdminProfile', id }),
        fields: {
          firstName: () => updated.firstName,
          lastName: () => updated.lastName ?? null,
          displayName: () => updated.displayName,
          location: () => updated.location ?? null,
          latitude: () => updated.latitude ?? null,
          longitude: () => updated.longitude ?? null,
          bio: () => updated.bio ?? null,
        },
      });
      // Names and locations show in browse cards, search results and report lists.
      evictRootFields(cache, ['profiles', 'adminReports', 'auditLog']);
    },
    success: { title: 'Profile Updated', description: 'The changes have been saved.' },
    failure: { title: 'Update Failed', description: 'Failed to update profile' },
  });

  const [remove] = useMutationAction(AdminDeleteProfileMutation, {
    variables: (id: string, decision: Decision = {}) => ({ id, reason: decision.reason ?? null, note: decision.note || null }),
    update: (cache, data, [id]) => {
      if (!data.deleteProfile) return;
      evictEntity(cache, ['Profile', 'AdminProfile', 'PendingImage'], id);
      evictRootFields(cache, ['profiles', 'profileCount', 'recommendations', 'adminProfiles', 'adminReports', 'pendingImages', ...DASHBOARD_FIELDS]);
    },
    success: { title: 'Profile Deleted', description: 'The profile and its reports have been removed.' },
    failure: { title: 'Delete Failed', description: 'Failed to delete profile' },
  });

  return { update, remove };
}
