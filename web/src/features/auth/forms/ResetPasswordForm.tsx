import { Form } from 'react-final-form';
import { LIMITS } from '../../../shared/limits';
import { Button } from '../../../ui/Button';
import { FinalPasswordField, FinalTextField } from '../../../ui/FormField';
import { useToast } from '../../../ui/toast/useToast';
import { checkNewPassword, type NewPasswordValues } from './auth-validation';
import { StyledAuthForm } from './LoginForm';

export type ResetPasswordFormProps = {
  /** Sends the new password; the screen handles the answer. */
  onSubmit: (password: string) => Promise<void>;
};

/** New password and its confirmation, with the sign-up rules and texts (confirmPassword is never sent). */
export function ResetPasswordForm({ onSubmit }: ResetPasswordFormProps) {
  const { toast } = useToast();
  const submit = async (values: NewPasswordValues) => {
    const problem = checkNewPassword(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    await onSubmit(values.password!);
  };
  return (
    <Form<NewPasswordValues> onSubmit={submit}>
      {({ handleSubmit, submitting }) => (
        <StyledAuthForm onSubmit={handleSubmit} aria-label="Choose a new password">
          <FinalPasswordField name="password" label="New password" autoComplete="new-password" hint={`At least ${LIMITS.passwordMin} characters.`} />
          <FinalTextField name="confirmPassword" type="password" label="Confirm new password" autoComplete="new-password" />
          <Button type="submit" size="lg" fullWidth disabled={submitting}>
            {submitting ? 'Saving...' : 'Set new password'}
          </Button>
        </StyledAuthForm>
      )}
    </Form>
  );
}
