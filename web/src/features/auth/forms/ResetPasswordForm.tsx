import { Form } from 'react-final-form';
import { Button } from '../../../ui/Button';
import { FinalTextField } from '../../../ui/form/FinalFields';
import { useToast } from '../../../ui/toast/useToast';
import { checkNewPassword, type NewPasswordValues } from './auth-validation';
import { StyledAuthForm } from './LoginForm';
import { NewPasswordField } from './NewPasswordField';
import { useHydrated } from '../../../shared/useHydrated';

export type ResetPasswordFormProps = {
  /** Sends the new password; the screen handles the answer and returns the API's refusal of the password itself, if any. */
  onSubmit: (password: string) => Promise<string | undefined>;
};

/** New password and its confirmation, with the sign-up rules and texts (confirmPassword is never sent). */
export function ResetPasswordForm({ onSubmit }: ResetPasswordFormProps) {
  const hydrated = useHydrated();
  const { toast } = useToast();
  const submit = async (values: NewPasswordValues) => {
    const problem = checkNewPassword(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return undefined;
    }
    const refused = await onSubmit(values.password!);
    return refused ? { password: refused } : undefined;
  };
  return (
    <Form<NewPasswordValues> onSubmit={submit}>
      {({ handleSubmit, submitting }) => (
        <StyledAuthForm onSubmit={handleSubmit} aria-label="Choose a new password">
          <NewPasswordField label="New password" />
          <FinalTextField name="confirmPassword" type="password" label="Confirm new password" autoComplete="new-password" />
          <Button type="submit" size="lg" fullWidth disabled={submitting || !hydrated}>
            {submitting ? 'Saving...' : 'Set new password'}
          </Button>
        </StyledAuthForm>
      )}
    </Form>
  );
}
