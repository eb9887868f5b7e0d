import { FormattedMessage, useIntl } from 'react-intl';
import { ReportEditForm } from '../forms/ReportEditForm';
import { useModerateReport } from '../hooks/useModerateReport';
import { AdminEditDeleteControls } from '../../shared/components/AdminEditDeleteControls';
import { deleteReportTexts, REPORT_ADMIN_MESSAGES as m } from './report-messages';

export type ReportAdminToolsProps = {
  reportId: string;
  title: string;
  content: string;
  profileId: string;
};

/** The report card's admin tools themselves; loaded only for admins (see ReportAdminControls). */

export function ReportAdminTools({ reportId, title, content, profileId }: ReportAdminToolsProps) {
  const intl = useIntl();
  const { update, remove } = useModerateReport();
  const ref = { id: reportId, profileId };

  return (
    <AdminEditDeleteControls
      label={intl.formatMessage({
        id: 'admin.reports.tools.label',
        defaultMessage: 'Admin controls for this report',
        description: 'Label of the admin tools on a report card.',
      })}
      heading={<FormattedMessage id="admin.reports.tools.heading" defaultMessage="Admin" description="Heading of the admin tools on a report card." />}
      headingAs="h4"
      editLabel={<FormattedMessage {...m.edit} />}
      editForm={({ cancel, closeAfter }) => (
        <ReportEditForm initialValues={{ title, content }} onCancel={cancel} onSave={(values) => closeAfter(update(ref, values))} />
      )}
      deleteTexts={deleteReportTexts(intl, title)}
      onDelete={(decision) => remove(ref, decision)}
    />
  );
}
