import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { defineMessages, useIntl } from 'react-intl';
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

const messages = defineMessages({
  title: { id: 'auth.resetPassword.title', defaultMessage: 'Reset password' },
  metaDescription: { id: 'auth.resetPassword.metaDescription', defaultMessage: 'Choose a new password for your Tea account with the link we e-mailed you.' },
  description: { id: 'auth.resetPassword.description', defaultMessage: 'Choose a new password for your account.' },
  failed: { id: 'auth.resetPassword.failed', defaultMessage: 'Password reset failed' },
  tryAgainText: { id: 'auth.resetPassword.tryAgainText', defaultMessage: 'Please try again.' },
  doneTitle: { id: 'auth.resetPassword.doneTitle', defaultMessage: 'Your password was changed' },
  done: { id: 'auth.resetPassword.done', defaultMessage: 'You were signed out on every device. Please sign in with your new password.' },
  badLinkTitle: { id: 'auth.resetPassword.badLinkTitle', defaultMessage: 'This link has expired or was already used' },
  badLink: {
    id: 'auth.resetPassword.badLink',
    defaultMessage: 'A reset link works once and for 60 minutes, and only the newest one you asked for. Ask for a new link below.',
  },
});

type ResetState = 'form' | 'bad-link' | 'done';

/**
 * /reset-password?token=...: a new password with the link from the e-mail. A wrong, expired or used link says so and
 * offers a new one at once. On success every session of the account has ended: the member signs in again.
 */
export function ResetPasswordRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const resetPassword = useResetPassword();
  const { toast } = useToast();
  const [state, setState] = useState<ResetState>(token ? 'form' : 'bad-link');
  useDocumentTitle(pageTitle(intl.formatMessage(messages.title)), intl.formatMessage(messages.metaDescription));

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
      toast({ title: intl.formatMessage(messages.failed), description: message ?? intl.formatMessage(messages.tryAgainText), variant: 'destructive' });
      // A refused password (too common, too easy to guess, ...) also shows under the field.
      if (message && errorField(error) === 'password') return message;
    }
    return undefined;
  };

  return (
    <LinkPage title={intl.formatMessage(messages.title)} description={state === 'form' ? intl.formatMessage(messages.description) : undefined}>
      {state === 'form' && <ResetPasswordForm onSubmit={submit} />}
      {state === 'done' && (
        <LinkPanel role="status" title={intl.formatMessage(messages.doneTitle)} description={intl.formatMessage(messages.done)}>
          <SignInButtonLink />
        </LinkPanel>
      )}
      {state === 'bad-link' && (
        <>
          <StyledLinkProblem role="alert" title={intl.formatMessage(messages.badLinkTitle)} description={intl.formatMessage(messages.badLink)} />
          <ForgotPasswordForm />
        </>
      )}
    </LinkPage>
  );
}
