import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../../ui/Button';
import { useCurrentUser } from '../../../auth/hooks/useCurrentUser';
import { ProfileEditForm } from '../forms/ProfileEditForm';
import { useModerateProfile } from '../hooks/useModerateProfile';
import { DecisionDialog } from '../../shared/components/DecisionDialog';
import { StyledAdminButtons, StyledAdminControls, StyledAdminLabel } from '../../shared/components/AdminControlParts';
import { DELETE_PROFILE_DESCRIPTION, PROFILE_ADMIN_MESSAGES as m } from './profile-messages';

export type ProfileAdminControlsProps = {
  profileId: string;
  firstName: string;
  lastName?: string | null;
  location?: string | null;
};

function ProfileAdminControlsContent({ profileId, firstName, lastName, location }: ProfileAdminControlsProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { update, remove } = useModerateProfile();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const name = [firstName, lastName].filter(Boolean).join(' ');

  return (
    <StyledAdminControls
      aria-label={intl.formatMessage({
        id: 'admin.profiles.tools.label',
        defaultMessage: 'Admin controls for this profile',
        description: 'Label of the admin tools on a profile page.',
      })}
    >
      <StyledAdminLabel>
        <FormattedMessage id="admin.profiles.tools.heading" defaultMessage="Admin" description="Heading of the admin tools on a profile page." />
      </StyledAdminLabel>
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
            <FormattedMessage id="admin.profiles.tools.edit" defaultMessage="Admin Edit" description="Button: edit the profile's names and location." />
          </Button>
          <Button variant="destructive" size="sm" onClick={() => setConfirmDelete(true)}>
            <FormattedMessage {...m.deleteProfile} />
          </Button>
        </StyledAdminButtons>
      )}
      <DecisionDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={intl.formatMessage(m.deleteTitle)}
        description={intl.formatMessage(DELETE_PROFILE_DESCRIPTION, { name })}
        reason="optional"
        confirmLabel={intl.formatMessage(m.deleteProfile)}
        busyLabel={intl.formatMessage(m.deleting)}
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
