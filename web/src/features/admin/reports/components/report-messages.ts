import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import { adminDeleteTexts, type AdminDeleteTexts } from '../../shared/components/AdminEditDeleteControls';

/** Texts the report card's admin tools and the moderation queue share. */
export const REPORT_ADMIN_MESSAGES = defineMessages({
  edit: { id: 'admin.reports.action.edit', defaultMessage: 'Edit', description: 'Button: edit a report.' },
  delete: { id: 'admin.reports.action.delete', defaultMessage: 'Delete', description: 'Button: delete a report.' },
  deleteTitle: { id: 'admin.reports.delete.title', defaultMessage: 'Delete report?', description: 'Title of the confirmation dialog.' },
  deleting: { id: 'admin.reports.delete.busy', defaultMessage: 'Deleting...' },
});

/** The delete confirmation's text; `title` is the report's title. */
const DELETE_REPORT_DESCRIPTION = defineMessage<{ title: string }>({
  id: 'admin.reports.delete.description',
  defaultMessage: '"{title}" will be deleted permanently. This cannot be undone.',
});

/** The delete confirmation's texts for the report titled `title`, in her language. */
export function deleteReportTexts(intl: IntlShape, title: string): AdminDeleteTexts {
  return adminDeleteTexts(intl, REPORT_ADMIN_MESSAGES, intl.formatMessage(DELETE_REPORT_DESCRIPTION, { title }));
}
