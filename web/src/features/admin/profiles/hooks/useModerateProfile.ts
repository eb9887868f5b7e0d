import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../../gql';
import type { AdminProfileInput } from '../../../../gql/graphql';
import { useToast } from '../../../../ui/toast/useToast';
import { DASHBOARD_FIELDS, evictEntity, evictRootFields } from '../../shared/hooks/admin-cache';
import { failureDescription } from '../../shared/hooks/failure';
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
  const { toast } = useToast();
  const [updateMutation] = useMutation(AdminUpdateProfileMutation);
  const [deleteMutation] = useMutation(AdminDeleteProfileMutation);

  const update = useCallback(
    async (id: string, input: AdminProfileInput) => {
      try {
        await updateMutation({
          variables: { id, input },
          update(cache, { data }) {
            const updated = data?.updateProfile;
            if (!updated) return;
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
        });
        toast({ title: 'Profile Updated', description: 'The changes have been saved.' });
        return true;
      } catch (error) {
        toast({ title: 'Update Failed', description: failureDescription('Failed to update profile', error), variant: 'destructive' });
        return false;
      }
    },
    [updateMutation, toast],
  );

  const remove = useCallback(
    async (id: string, decision: Decision = {}) => {
      try {
        await deleteMutation({
          variables: { id, reason: decision.reason ?? null, note: decision.note || null },
          update(cache, { data }) {
            if (!data?.deleteProfile) return;
            evictEntity(cache, ['Profile', 'AdminProfile', 'PendingImage'], id);
            evictRootFields(cache, ['profiles', 'profileCount', 'recommendations', 'adminProfiles', 'adminReports', 'pendingImages', ...DASHBOARD_FIELDS]);
          },
        });
        toast({ title: 'Profile Deleted', description: 'The profile and its reports have been removed.' });
        return true;
      } catch (error) {
        toast({ title: 'Delete Failed', description: failureDescription('Failed to delete profile', error), variant: 'destructive' });
        return false;
      }
    },
    [deleteMutation, toast],
  );

  return { update, remove };
}
