import { useState } from 'react';
import { failureWithReason, useToastedAction } from '../../../shared/useMutationAction';
import { Button } from '../../../ui/Button';
import { useDataExport } from '../hooks/useDataExport';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { SettingsSection, StyledLocalNote } from './SettingsSection';

/** Settings > Account: the security note, her data export (downloaded at once) and account deletion. */
export function AccountSettingsTab() {
  const attempt = useToastedAction();
  const { requestExport, loading } = useDataExport();
  const [deleting, setDeleting] = useState(false);

  const exportData = () =>
    attempt(
      requestExport,
      {
        success: (fileName) => ({ title: 'Data export ready', description: `${fileName} holds everything Tea keeps about your account.` }),
        failure: failureWithReason('Data export failed'),
      },
      [],
    );

  return (
    <SettingsSection title="Account" description="Manage your account.">
      <StyledLocalNote as="p">Your account is protected by a secure, encrypted password and a session cookie that scripts cannot read.</StyledLocalNote>
      <Button variant="outline" onClick={() => void exportData()} disabled={loading} aria-busy={loading || undefined}>
        {loading ? 'Preparing Export...' : 'Request Data Export'}
      </Button>
      <StyledLocalNote>
        A JSON file with your account, your reports and their moderation status, the people you added, your notifications and settings.
      </StyledLocalNote>
      <Button variant="destructive" onClick={() => setDeleting(true)}>
        Delete Account
      </Button>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </SettingsSection>
  );
}
