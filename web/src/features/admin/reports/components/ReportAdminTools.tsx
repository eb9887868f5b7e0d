import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../../ui/Button';
import { ReportEditForm } from '../forms/ReportEditForm';
import { useModerateReport } from '../hooks/useModerateReport';
import { DecisionDialog } from '../../shared/components/DecisionDialog';
import { StyledAdminButtons, StyledAdminControls, StyledAdminLabel } from '../../shared/components/AdminControlParts';
import { DELETE_REPORT_DESCRIPTION, REPORT_ADMIN_MESSAGES as m } from './report-messages';

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
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const ref = { id: reportId, profileId };

  return (
    <StyledAdminControls
      aria-label={intl.formatMessage({
        id: 'admin.reports.tools.label',
        defaultMessage: 'Admin controls for this report',
        description: 'Label of the admin tools on a report card.',
      })}
    >
      <StyledAdminLabel as="h4">
        <FormattedMessage id="admin.reports.tools.heading" defaultMessage="Admin" description="Heading of the admin tools on a report card." />
      </StyledAdminLabel>
      {editing ? (
        <ReportEditForm
          initialValues={{ title, content }}
          onCancel={() => setEditing(false)}
          onSave={async (values) => {
            const ok = await update(ref, values);
            if (ok) setEditing(false);
            return ok;
          }}
        />
      ) : (
        <StyledAdminButtons>
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <FormattedMessage {...m.edit} />
          </Button>
          <Button variant="destructive" size="sm" onClick={() => setConfirmDelete(true)}>
            <FormattedMessage {...m.delete} />
          </Button>
        </StyledAdminButtons>
      )}
      <DecisionDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={intl.formatMessage(m.deleteTitle)}
        description={intl.formatMessage(DELETE_REPORT_DESCRIPTION, { title })}
        reason="optional"
        confirmLabel={intl.formatMessage(m.delete)}
        busyLabel={intl.formatMessage(m.deleting)}
        destructive
        onConfirm={(decision) => remove(ref, decision)}
      />
    </StyledAdminControls>
  );
}
