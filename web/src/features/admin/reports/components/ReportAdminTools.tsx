import { useState } from 'react';
import { Button } from '../../../../ui/Button';
import { ReportEditForm } from '../forms/ReportEditForm';
import { useModerateReport } from '../hooks/useModerateReport';
import { DecisionDialog } from '../../shared/components/DecisionDialog';
import { StyledAdminButtons, StyledAdminControls, StyledAdminLabel } from '../../shared/components/AdminControlParts';

export type ReportAdminToolsProps = {
  reportId: string;
  title: string;
  content: string;
  profileId: string;
};

/** The report card's admin tools themselves; loaded only for admins (see ReportAdminControls). */

export function ReportAdminTools({ reportId, title, content, profileId }: ReportAdminToolsProps) {
  const { update, remove } = useModerateReport();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const ref = { id: reportId, profileId };

  return (
    <StyledAdminControls aria-label="Admin controls for this report">
      <StyledAdminLabel as="h4">Admin</StyledAdminLabel>
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
            Edit
          </Button>
          <Button variant="destructive" size="sm" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        </StyledAdminButtons>
      )}
      <DecisionDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete report?"
        description={`"${title}" will be deleted permanently. This cannot be undone.`}
        reason="optional"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        onConfirm={(decision) => remove(ref, decision)}
      />
    </StyledAdminControls>
  );
}
