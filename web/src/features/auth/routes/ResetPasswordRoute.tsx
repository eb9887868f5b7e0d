import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorField, errorMessage } from '../../../shared/errors';
import { useToast } from '../../../ui/toast/useToast';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { LinkPage, LinkPanel, SignInButtonLink } from '../components/LinkPage';
import { ForgotPasswordForm } from '../forms/ForgotPasswordForm';
import { ResetPasswordForm } from '../forms/ResetPasswordForm';
import { isResetLinkError, useResetPassword } from '../hooks/usePasswordReset';

const StyledLinkProblem = styled(LinkPanel)`
  padding-bottom: 1.25rem;
  margin-bottom: 1.25rem;
  border-bottom: ${({ theme }) => theme.borders.hairline};
`;

const RESET_DESCRIPTION = 'Choose a new password for your Tea account with the link we e-mailed you.';

type ResetState = 'form' | 'bad-link' | 'done';

/**
 * /reset-password?token=...: a new password with the link from the e-mail. A wrong, expired or used link says so and
 * offers a new one at once. On success every session of the account has ended: the member signs in again.
 */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const resetPassword = useResetPassword();
  const { toast } = useToast();
  const [state, setState] = useState<ResetState>(token ? 'form' : 'bad-link');
  useDocumentTitle(pageTitle('Reset password'), RESET_DESCRIPTION);

  const submit = async (password: string): Promise<string | undefined> => {
    try {
      await resetPassword(token, password);
      setState('done');
    } catch (error) {
      if (isResetLinkError(error)) {
        setState('bad-link');
        return undefined;
      }
      const message = errorMessage(error);
      toast({ title: 'Password reset failed', description: message ?? 'Please try again.', variant: 'destructive' });
      // A refused password (too common, too easy to guess, ...) also shows under the field.
      if (message && errorField(error) === 'password') return message;
    }
    return undefined;
  };

  return (
    <LinkPage title="Reset password" description={state === 'form' ? 'Choose a new password for your account.' : undefined}>
      {state === 'form' && <ResetPasswordForm onSubmit={submit} />}
      {state === 'done' && (
        <LinkPanel role="status" title="Your password was changed" description="You were signed out on every device. Please sign in with your new password.">
          <SignInButtonLink />
        </LinkPanel>
      )}
      {state === 'bad-link' && (
        <>
          <StyledLinkProblem
            role="alert"
            title="This link has expired or was already used"
            description="A reset link works once and for 60 minutes, and only the newest one you asked for. Ask for a new link below."
          />
          <ForgotPasswordForm />
        </>
      )}
    </LinkPage>
  );
}
