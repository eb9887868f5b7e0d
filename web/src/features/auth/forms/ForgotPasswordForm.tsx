import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { Button } from '../../../ui/Button';
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

/** The neutral answer: the same whether or not an account exists for what was typed. */
export const RESET_LINK_SENT = 'If an account exists for that address, we have sent a link to reset your password. The link works once and for 60 minutes.';

type ForgotValues = { email?: string };

export type ForgotPasswordFormProps = {
  /** Shows a 'Back to Sign In' button (the sign-in tab). */
  onBack?: () => void;
};

/** 'Forgot password?': asks for a reset link by e-mail address or username, then shows the neutral confirmation. */
export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const hydrated = useHydrated();
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const sentTitleId = useId();

  const back = onBack && (
    <Button variant="outline" fullWidth onClick={onBack}>
      Back to Sign In
    </Button>
  );

  if (sent) {
    return (
      <Stack $gap={4} role="status" aria-labelledby={sentTitleId}>
        <StyledSentTitle id={sentTitleId}>Check your e-mail</StyledSentTitle>
        <p>{RESET_LINK_SENT}</p>
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
      return { formError: errorMessage(error) ?? 'Your request could not be sent. Please try again.' };
    }
  };

  return (
    <Form<ForgotValues> onSubmit={onSubmit} validate={(v) => (v.email?.trim() ? {} : { email: FORGOT_PASSWORD_MISSING })}>
      {({ handleSubmit, submitting, submitErrors }) => (
        <StyledAuthForm onSubmit={handleSubmit} noValidate aria-label="Reset your password">
          <StyledIntro>Enter the e-mail address or username of your account and we will e-mail you a link to choose a new password.</StyledIntro>
          <FinalTextField name="email" label="Email or username" autoComplete="username" autoCapitalize="none" spellCheck={false} />
          {submitErrors?.formError && <StyledFormError role="alert">{submitErrors.formError}</StyledFormError>}
          <Button type="submit" size="lg" fullWidth disabled={submitting || !hydrated}>
            {submitting ? 'Sending...' : 'Send reset link'}
          </Button>
          {back}
        </StyledAuthForm>
      )}
    </Form>
  );
}
