import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import { adminDeleteTexts, type AdminDeleteTexts } from '../../shared/components/AdminEditDeleteControls';

/** Texts the profile page's admin tools and /admin/profiles share. */
export const PROFILE_ADMIN_MESSAGES = defineMessages({
  deleteTitle: { id: 'admin.profiles.delete.title', defaultMessage: 'Delete profile?', description: 'Title of the confirmation dialog.' },
  delete: { id: 'admin.profiles.delete.confirm', defaultMessage: 'Delete Profile', description: 'Button: delete the profile.' },
  deleting: { id: 'admin.profiles.delete.busy', defaultMessage: 'Deleting...' },
});

/** The delete confirmation's text; `name` is the profile's name. */
const DELETE_PROFILE_DESCRIPTION = defineMessage<{ name: string }>({
  id: 'admin.profiles.delete.description',
  defaultMessage: '{name}, her reports and her image will be deleted permanently. This cannot be undone.',
});

/** The delete confirmation's texts for the profile named `name`, in her language. */
export function deleteProfileTexts(intl: IntlShape, name: string): AdminDeleteTexts {
  return adminDeleteTexts(intl, PROFILE_ADMIN_MESSAGES, intl.formatMessage(DELETE_PROFILE_DESCRIPTION, { name }));
}
