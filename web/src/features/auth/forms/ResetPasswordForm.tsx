import { Form } from 'react-final-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { SubmitButton } from '../../../ui/Button';
import { FinalTextField } from '../../../ui/form/FinalFields';
import { useToast } from '../../../ui/toast/useToast';
import { checkNewPassword, formatProblem, type NewPasswordValues } from './auth-validation';
import { StyledAuthForm } from './LoginForm';
import { NewPasswordField } from './NewPasswordField';
import { useHydrated } from '../../../shared/useHydrated';

export type ResetPasswordFormProps = {
  /** Sends the new password; the screen handles the answer and returns the API's refusal of the password itself, if any. */
  onSubmit: (password: string) => Promise<string | undefined>;
};

const messages = defineMessages({
  formLabel: { id: 'auth.resetForm.formLabel', defaultMessage: 'Choose a new password' },
  newPassword: { id: 'auth.resetForm.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'auth.resetForm.confirmPassword', defaultMessage: 'Confirm new password' },
});

/** New password and its confirmation, with the sign-up rules and texts (confirmPassword is never sent). */
export function ResetPasswordForm({ onSubmit }: ResetPasswordFormProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { toast } = useToast();
  const submit = async (values: NewPasswordValues) => {
    const problem = checkNewPassword(values);
    if (problem) {
      toast({ ...formatProblem(intl, problem), variant: 'destructive' });
      return undefined;
    }
    const refused = await onSubmit(values.password!);
    return refused ? { password: refused } : undefined;
  };
  return (
    <Form<NewPasswordValues> onSubmit={submit}>
      {({ handleSubmit, submitting }) => (
        <StyledAuthForm onSubmit={handleSubmit} aria-label={intl.formatMessage(messages.formLabel)}>
          <NewPasswordField label={intl.formatMessage(messages.newPassword)} />
          <FinalTextField name="confirmPassword" type="password" label={intl.formatMessage(messages.confirmPassword)} autoComplete="new-password" />
          <SubmitButton
            size="lg"
            fullWidth
            busy={submitting}
            disabled={!hydrated}
            busyLabel={<FormattedMessage id="auth.resetForm.saving" defaultMessage="Saving..." />}
          >
            <FormattedMessage id="auth.resetForm.save" defaultMessage="Set new password" />
          </SubmitButton>
        </StyledAuthForm>
      )}
    </Form>
  );
}
