import { Form } from 'react-final-form';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSending } from '../../../shared/useSending';
import { DialogActions } from '../../../ui/ConfirmDialog';
import { Dialog } from '../../../ui/Dialog';
import { StyledFieldError } from '../../../ui/Field';
import { FinalCheckboxField, FinalPasswordField, FinalTextField } from '../../../ui/form/FinalFields';
import { StyledFormStack } from '../../../ui/FormLayout';
import { useToast } from '../../../ui/toast/useToast';
import { useDeleteAccount } from '../hooks/useDeleteAccount';

/** What she types to confirm. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

const StyledList = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  font-size: ${({ theme }) => theme.fontSizes.body};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const confirmationMessage = defineMessage<{ word: string }>({ id: 'settings.deleteAccount.confirmation', defaultMessage: 'Type {word} to confirm' });

const messages = defineMessages({
  failed: { id: 'settings.deleteAccount.failed', defaultMessage: 'Failed to delete account' },
  deleted: { id: 'settings.deleteAccount.deleted', defaultMessage: 'Account deleted' },
  deletedDescription: {
    id: 'settings.deleteAccount.deletedDescription',
    defaultMessage: 'Your account and your personal data have been deleted, and you are signed out everywhere. A confirmation e-mail is on its way.',
  },
  title: { id: 'settings.deleteAccount.title', defaultMessage: 'Delete your account?' },
  description: { id: 'settings.deleteAccount.description', defaultMessage: 'This cannot be undone.' },
  formLabel: { id: 'settings.deleteAccount.formLabel', defaultMessage: 'Delete account' },
  password: { id: 'settings.deleteAccount.password', defaultMessage: 'Password' },
  deleteReports: { id: 'settings.deleteAccount.deleteReports', defaultMessage: 'Also delete my published reports' },
  deleteReportsHint: {
    id: 'settings.deleteAccount.deleteReportsHint',
    defaultMessage: 'They are removed from the profiles they are about, and those ratings are recalculated.',
  },
  confirm: { id: 'settings.deleteAccount.confirm', defaultMessage: 'Delete Account' },
  busy: { id: 'settings.deleteAccount.busy', defaultMessage: 'Deleting Account...' },
});

type DeleteAccountValues = { password?: string; confirmation?: string; deletePublishedReports?: boolean };

/** Delete is enabled only with a password and the confirmation word typed exactly. */
export function canDeleteAccount(values: DeleteAccountValues): boolean {
  return !!values.password && values.confirmation?.trim() === DELETE_CONFIRMATION_WORD;
}

export type DeleteAccountDialogProps = { open: boolean; onClose: () => void };

/**
 * Settings > Account > Delete Account: her password, the confirmation word and 'Also delete my published reports'.
 * On success she is signed out everywhere and lands on / with a toast; a refusal (wrong password...) stays in the dialog.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const intl = useIntl();
  const { deleteAccount } = useDeleteAccount();
  const { toast } = useToast();
  const { failure, send, clearFailure } = useSending();

  const close = () => {
    clearFailure();
    onClose();
  };

  const onSubmit = async (values: DeleteAccountValues) => {
    if (!canDeleteAccount(values)) return;
    clearFailure();
    if (
      !(await send(
        () => deleteAccount({ password: values.password!, deletePublishedReports: values.deletePublishedReports === true }),
        intl.formatMessage(messages.failed),
      ))
    )
      return;
    close();
    toast({
      title: intl.formatMessage(messages.deleted),
      description: intl.formatMessage(messages.deletedDescription),
    });
  };

  return (
    <Dialog open={open} onClose={close} title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)}>
      <Form<DeleteAccountValues> onSubmit={onSubmit} initialValues={{ deletePublishedReports: false }}>
        {({ handleSubmit, submitting, values }) => (
          <StyledFormStack onSubmit={handleSubmit} aria-label={intl.formatMessage(messages.formLabel)} noValidate>
            <StyledList>
              <li>
                <FormattedMessage
                  id="settings.deleteAccount.personalData"
                  defaultMessage="Your e-mail address, names, phone number, ID verification, notifications, profile views and settings are deleted."
                />
              </li>
              <li>
                <FormattedMessage id="settings.deleteAccount.signedOut" defaultMessage="You are signed out on every device." />
              </li>
              <li>
                <FormattedMessage id="settings.deleteAccount.pendingReports" defaultMessage="Reports still waiting for review are deleted." />
              </li>
              <li>
                <FormattedMessage
                  id="settings.deleteAccount.publishedReports"
                  defaultMessage="Published reports stay on the site as anonymous text linked to no one, unless you tick the box below."
                />
              </li>
            </StyledList>
            <FinalPasswordField name="password" label={intl.formatMessage(messages.password)} autoComplete="current-password" />
            <FinalTextField
              name="confirmation"
              label={intl.formatMessage(confirmationMessage, { word: DELETE_CONFIRMATION_WORD })}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <FinalCheckboxField
              name="deletePublishedReports"
              label={intl.formatMessage(messages.deleteReports)}
              hint={intl.formatMessage(messages.deleteReportsHint)}
            />
            {failure && <StyledFieldError role="alert">{failure}</StyledFieldError>}
            <DialogActions
              onCancel={close}
              lockCancel
              busy={submitting}
              disabled={!canDeleteAccount(values)}
              confirmLabel={intl.formatMessage(messages.confirm)}
              busyLabel={intl.formatMessage(messages.busy)}
              destructive
            />
          </StyledFormStack>
        )}
      </Form>
    </Dialog>
  );
}
