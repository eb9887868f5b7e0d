import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../../ui/Button';
import { useCurrentUser } from '../../../auth/hooks/useCurrentUser';
import { ProfileEditForm } from '../forms/ProfileEditForm';
import { useModerateProfile } from '../hooks/useModerateProfile';
import { DecisionDialog } from '../../shared/components/DecisionDialog';
import { StyledAdminButtons, StyledAdminControls, StyledAdminLabel } from '../../shared/components/AdminControlParts';

export type ProfileAdminControlsProps = {
  profileId: string;
  firstName: string;
  lastName?: string | null;
  location?: string | null;
};

function ProfileAdminControlsContent({ profileId, firstName, lastName, location }: ProfileAdminControlsProps) {
  const navigate = useNavigate();
  const { update, remove } = useModerateProfile();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const name = [firstName, lastName].filter(Boolean).join(' ');

  return (
    <StyledAdminControls aria-label="Admin controls for this profile">
      <StyledAdminLabel>Admin</StyledAdminLabel>
      {editing ? (
        <ProfileEditForm
          initialValues={{ firstName, lastName: lastName ?? '', location: location ?? '' }}
          onCancel={() => setEditing(false)}
          onSave={async (values) => {
            const ok = await update(profileId, values);
            if (ok) setEditing(false);
            return ok;
          }}
        />
      ) : (
        <StyledAdminButtons>
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Admin Edit
          </Button>
          <Button variant="destructive" size="sm" onClick={() => setConfirmDelete(true)}>
            Delete Profile
          </Button>
        </StyledAdminButtons>
      )}
      <DecisionDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete profile?"
        description={`${name}, her reports and her image will be deleted permanently. This cannot be undone.`}
        reason="optional"
        confirmLabel="Delete Profile"
        busyLabel="Deleting..."
        destructive
        onConfirm={async (decision) => {
          const ok = await remove(profileId, decision);
          if (ok) navigate('/');
          return ok;
        }}
      />
    </StyledAdminControls>
  );
}

/**
 * Admin tools on the profile page (SPEC §2): 'Admin Edit' (first name, last name, location; Save Changes / Cancel)
 * and 'Delete Profile' (with confirmation, then to /). Renders nothing for anyone but admins; the server enforces
 * the right either way. Edits update the cached profile, so the page shows them at once.
 */
export function ProfileAdminControls(props: ProfileAdminControlsProps) {
  const { can } = useCurrentUser();
  if (!can.moderate) return null;
  return <ProfileAdminControlsContent {...props} />;
}
