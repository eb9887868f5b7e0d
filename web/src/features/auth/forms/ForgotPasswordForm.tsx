import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { Button, SubmitButton } from '../../../ui/Button';
import { FinalTextField } from '../../../ui/form/FinalFields';
import { useRequestPasswordReset } from '../hooks/usePasswordReset';
import { FORGOT_PASSWORD_MISSING } from './auth-validation';
import { StyledAuthForm } from './LoginForm';
import { useHydrated } from '../../../shared/useHydrated';
import { Stack } from '../../../ui/Stack';

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledFormError = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.destructive};
`;

const StyledSentTitle = styled.p`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lead};
`;

const messages = defineMessages({
  /** The neutral answer: the same whether or not an account exists for what was typed. */
  sent: {
    id: 'auth.forgot.sent',
    defaultMessage: 'If an account exists for that address, we have sent a link to reset your password. The link works once and for 60 minutes.',
  },
  sendFailed: { id: 'auth.forgot.sendFailed', defaultMessage: 'Your request could not be sent. Please try again.' },
  formLabel: { id: 'auth.forgot.formLabel', defaultMessage: 'Reset your password' },
  emailLabel: { id: 'auth.forgot.emailLabel', defaultMessage: 'Email or username' },
});

/** The neutral answer in English (tests). */
export const RESET_LINK_SENT = String(messages.sent.defaultMessage);

type ForgotValues = { email?: string };

export type ForgotPasswordFormProps = {
  /** Shows a 'Back to Sign In' button (the sign-in tab). */
  onBack?: () => void;
};

/** 'Forgot password?': asks for a reset link by e-mail address or username, then shows the neutral confirmation. */
export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const sentTitleId = useId();

  const back = onBack && (
    <Button variant="outline" fullWidth onClick={onBack}>
      <FormattedMessage id="auth.forgot.back" defaultMessage="Back to Sign In" />
    </Button>
  );

  if (sent) {
    return (
      <Stack $gap={4} role="status" aria-labelledby={sentTitleId}>
        <StyledSentTitle id={sentTitleId}>
          <FormattedMessage id="auth.forgot.checkEmail" defaultMessage="Check your e-mail" />
        </StyledSentTitle>
        <p>{intl.formatMessage(messages.sent)}</p>
        {back}
      </Stack>
    );
  }

  const onSubmit = async (values: ForgotValues) => {
    try {
      await requestReset(values.email!.trim());
      setSent(true);
      return undefined;
    } catch (error) {
      return { formError: errorMessage(error) ?? intl.formatMessage(messages.sendFailed) };
    }
  };

  return (
    <Form<ForgotValues> onSubmit={onSubmit} validate={(v) => (v.email?.trim() ? {} : { email: intl.formatMessage(FORGOT_PASSWORD_MISSING) })}>
      {({ handleSubmit, submitting, submitErrors }) => (
        <StyledAuthForm onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage(messages.formLabel)}>
          <StyledIntro>
            <FormattedMessage
              id="auth.forgot.intro"
              defaultMessage="Enter the e-mail address or username of your account and we will e-mail you a link to choose a new password."
            />
          </StyledIntro>
          <FinalTextField name="email" label={intl.formatMessage(messages.emailLabel)} autoComplete="username" autoCapitalize="none" spellCheck={false} />
          {submitErrors?.formError && <StyledFormError role="alert">{submitErrors.formError}</StyledFormError>}
          <SubmitButton
            size="lg"
            fullWidth
            busy={submitting}
            disabled={!hydrated}
            busyLabel={<FormattedMessage id="auth.forgot.sending" defaultMessage="Sending..." />}
          >
            <FormattedMessage id="auth.forgot.send" defaultMessage="Send reset link" />
          </SubmitButton>
          {back}
        </StyledAuthForm>
      )}
    </Form>
  );
}
