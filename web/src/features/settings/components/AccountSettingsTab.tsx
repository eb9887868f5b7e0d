import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { failureWithReason, useToastedAction } from '../../../shared/useMutationAction';
import { Button } from '../../../ui/Button';
import { useDataExport } from '../hooks/useDataExport';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { SettingsSection, StyledLocalNote } from './SettingsSection';

const exportReadyDescriptionMessage = defineMessage<{ fileName: string }>({
  id: 'settings.account.exportReadyDescription',
  defaultMessage: '{fileName} holds everything Tea keeps about your account.',
});

const messages = defineMessages({
  exportReady: { id: 'settings.account.exportReady', defaultMessage: 'Data export ready' },
  exportFailed: { id: 'settings.account.exportFailed', defaultMessage: 'Data export failed' },
  tryAgain: { id: 'settings.account.tryAgain', defaultMessage: 'Please try again.' },
});

/** Settings > Account: the security note, her data export (downloaded at once) and account deletion. */
export function AccountSettingsTab() {
  const intl = useIntl();
  const attempt = useToastedAction();
  const { requestExport, loading } = useDataExport();
  const [deleting, setDeleting] = useState(false);

  const exportData = () =>
    attempt(
      requestExport,
      {
        success: (fileName) => ({
          title: intl.formatMessage(messages.exportReady),
          description: intl.formatMessage(exportReadyDescriptionMessage, { fileName }),
        }),
        failure: failureWithReason(intl.formatMessage(messages.exportFailed), intl.formatMessage(messages.tryAgain)),
      },
      [],
    );

  return (
    <SettingsSection
      title={intl.formatMessage({ id: 'settings.account.title', defaultMessage: 'Account' })}
      description={intl.formatMessage({ id: 'settings.account.description', defaultMessage: 'Manage your account.' })}
    >
      <StyledLocalNote as="p">
        <FormattedMessage
          id="settings.account.security"
          defaultMessage="Your account is protected by a secure, encrypted password and a session cookie that scripts cannot read."
        />
      </StyledLocalNote>
      <Button variant="outline" onClick={() => void exportData()} disabled={loading} aria-busy={loading || undefined}>
        {loading ? (
          <FormattedMessage id="settings.account.preparingExport" defaultMessage="Preparing Export..." />
        ) : (
          <FormattedMessage id="settings.account.requestExport" defaultMessage="Request Data Export" />
        )}
      </Button>
      <StyledLocalNote>
        <FormattedMessage
          id="settings.account.exportContents"
          defaultMessage="A JSON file with your account, your reports and their moderation status, the people you added, your notifications and settings."
        />
      </StyledLocalNote>
      <Button variant="destructive" onClick={() => setDeleting(true)}>
        <FormattedMessage id="settings.account.deleteAccount" defaultMessage="Delete Account" />
      </Button>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </SettingsSection>
  );
}
