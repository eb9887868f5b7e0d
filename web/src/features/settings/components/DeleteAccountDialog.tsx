import { Form } from 'react-final-form';
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
        'Failed to delete account',
      ))
    )
      return;
    close();
    toast({
      title: 'Account deleted',
      description: 'Your account and your personal data have been deleted, and you are signed out everywhere. A confirmation e-mail is on its way.',
    });
  };

  return (
    <Dialog open={open} onClose={close} title="Delete your account?" description="This cannot be undone.">
      <Form<DeleteAccountValues> onSubmit={onSubmit} initialValues={{ deletePublishedReports: false }}>
        {({ handleSubmit, submitting, values }) => (
          <StyledFormStack onSubmit={handleSubmit} aria-label="Delete account" noValidate>
            <StyledList>
              <li>Your e-mail address, names, phone number, ID verification, notifications, profile views and settings are deleted.</li>
              <li>You are signed out on every device.</li>
              <li>Reports still waiting for review are deleted.</li>
              <li>Published reports stay on the site as anonymous text linked to no one, unless you tick the box below.</li>
            </StyledList>
            <FinalPasswordField name="password" label="Password" autoComplete="current-password" />
            <FinalTextField
              name="confirmation"
              label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <FinalCheckboxField
              name="deletePublishedReports"
              label="Also delete my published reports"
              hint="They are removed from the profiles they are about, and those ratings are recalculated."
            />
            {failure && <StyledFieldError role="alert">{failure}</StyledFieldError>}
            <DialogActions
              onCancel={close}
              lockCancel
              busy={submitting}
              disabled={!canDeleteAccount(values)}
              confirmLabel="Delete Account"
              busyLabel="Deleting Account..."
              destructive
            />
          </StyledFormStack>
        )}
      </Form>
    </Dialog>
  );
}
