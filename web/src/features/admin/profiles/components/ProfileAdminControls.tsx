import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../../auth/hooks/useCurrentUser';
import { ProfileEditForm } from '../forms/ProfileEditForm';
import { useModerateProfile } from '../hooks/useModerateProfile';
import { AdminEditDeleteControls, afterSuccess } from '../../shared/components/AdminEditDeleteControls';
import { deleteProfileTexts } from './profile-messages';

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
  const name = [firstName, lastName].filter(Boolean).join(' ');

  return (
    <AdminEditDeleteControls
      label={intl.formatMessage({
        id: 'admin.profiles.tools.label',
        defaultMessage: 'Admin controls for this profile',
        description: 'Label of the admin tools on a profile page.',
      })}
      heading={<FormattedMessage id="admin.profiles.tools.heading" defaultMessage="Admin" description="Heading of the admin tools on a profile page." />}
      editLabel={<FormattedMessage id="admin.profiles.tools.edit" defaultMessage="Admin Edit" description="Button: edit the profile's names and location." />}
      editForm={({ cancel, closeAfter }) => (
        <ProfileEditForm
          initialValues={{ firstName, lastName: lastName ?? '', location: location ?? '' }}
          onCancel={cancel}
          onSave={(values) => closeAfter(update(profileId, values))}
        />
      )}
      deleteTexts={deleteProfileTexts(intl, name)}
      onDelete={(decision) => afterSuccess(() => navigate('/'))(remove(profileId, decision))}
    />
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
