import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { ReportEditForm } from '../forms/ReportEditForm';
import { useModerateReport } from '../hooks/useModerateReport';
import { DecisionDialog } from './DecisionDialog';
import { StyledAdminButtons, StyledAdminControls, StyledAdminLabel } from './ProfileAdminControls';

export type ReportAdminControlsProps = {
  reportId: string;
  title: string;
  content: string;
  profileId: string;
};

function ReportAdminControlsContent({ reportId, title, content, profileId }: ReportAdminControlsProps) {
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

/**
 * Admin tools on a report card of the profile page (SPEC §2): Edit (title and content; Save / Cancel) and Delete
 * (with confirmation). Renders nothing for anyone but admins. The edited report is updated in the cache; a deleted
 * one is evicted and the profile's aggregates are refetched.
 */
export function ReportAdminControls(props: ReportAdminControlsProps) {
  const { isAdmin } = useCurrentUser();
  if (!isAdmin) return null;
  return <ReportAdminControlsContent {...props} />;
}
