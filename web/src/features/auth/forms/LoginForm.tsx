import { useState } from 'react';
import { Form } from 'react-final-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { SubmitButton } from '../../../ui/Button';
import { StyledFieldError } from '../../../ui/Field';
import { FinalPasswordField, FinalTextField } from '../../../ui/form/FinalFields';
import { StyledTextButton } from '../../../ui/TextButton';
import { useToast } from '../../../ui/toast/useToast';
import { isTwoFactorRequired } from '../../two-factor/two-factor-errors';
import type { CurrentUser } from '../hooks/useCurrentUser';
import { useLogin } from '../hooks/useLogin';
import { checkLogin, formatProblem, type LoginValues } from './auth-validation';
import { SignInCodeStep } from './SignInCodeStep';
import { useHydrated } from '../../../shared/useHydrated';

/** POST, never GET: were the browser ever to submit it itself, a password must not land in an address bar or a log. */
export const StyledAuthForm = styled.form.attrs({ method: 'post' })`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** 'Forgot password?' opens a form in place, so it is a button that reads as a link. */
const StyledForgotButton = styled(StyledTextButton)`
  align-self: flex-end;
`;

/** How the sign-in went: `secondFactor` is true when she gave a code after her password. */
export type SignedInHow = { secondFactor: boolean };

export type LoginFormProps = {
  initialValues?: LoginValues;
  /** She is signed in (the user is `me` already). */
  onSignedIn: (user: CurrentUser, how: SignedInHow) => void;
  /** The password was sent: from here the screen waits for `onSignedIn` rather than reacting to `me` itself. */
  onSigningIn?: () => void;
  /** Opens the 'Forgot password?' form. */
  onForgotPassword?: () => void;
};

type CodeStep = { username: string; message: string };

const messages = defineMessages({
  welcomeBack: { id: 'auth.login.welcomeBack', defaultMessage: 'Welcome back!' },
  welcomeBackDescription: { id: 'auth.login.welcomeBackDescription', defaultMessage: "You've been successfully logged in." },
  codeNeeded: { id: 'auth.login.codeNeeded', defaultMessage: 'Enter the 6-digit code from your authenticator app to finish signing in.' },
  failed: { id: 'auth.login.failed', defaultMessage: 'Login failed' },
  formLabel: { id: 'auth.login.formLabel', defaultMessage: 'Sign in' },
  usernameLabel: { id: 'auth.login.usernameLabel', defaultMessage: 'Username or email' },
  usernamePlaceholder: { id: 'auth.login.usernamePlaceholder', defaultMessage: 'Enter your username or email' },
  passwordLabel: { id: 'auth.login.passwordLabel', defaultMessage: 'Password' },
  passwordPlaceholder: { id: 'auth.login.passwordPlaceholder', defaultMessage: 'Enter your password' },
});

/**
 * Sign In: the username field takes a username or an e-mail address. For an account with two-step sign-in the API
 * answers TWO_FACTOR_REQUIRED, and the card asks for the code (SignInCodeStep); Back returns to the password.
 */
export function LoginForm({ initialValues, onSignedIn, onSigningIn, onForgotPassword }: LoginFormProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { login } = useLogin();
  const { toast } = useToast();
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const [back, setBack] = useState<{ username: string; reason?: string } | null>(null);

  const signedIn = (user: CurrentUser, how: SignedInHow) => {
    toast({ title: intl.formatMessage(messages.welcomeBack), description: intl.formatMessage(messages.welcomeBackDescription) });
    onSignedIn(user, how);
  };

  const onSubmit = async (values: LoginValues) => {
    const problem = checkLogin(values);
    if (problem) {
      toast({ ...formatProblem(intl, problem), variant: 'destructive' });
      return;
    }
    const username = values.username!.trim();
    setBack(null);
    onSigningIn?.();
    try {
      signedIn(await login({ username, password: values.password! }), { secondFactor: false });
    } catch (error) {
      if (isTwoFactorRequired(error)) {
        setCodeStep({ username, message: errorMessage(error) ?? intl.formatMessage(messages.codeNeeded) });
        return;
      }
      toast({ title: intl.formatMessage(messages.failed), description: errorMessage(error), variant: 'destructive' });
    }
  };

  if (codeStep) {
    return (
      <SignInCodeStep
        message={codeStep.message}
        onSignedIn={(user) => signedIn(user, { secondFactor: true })}
        onBack={(reason) => {
          setBack({ username: codeStep.username, reason });
          setCodeStep(null);
        }}
      />
    );
  }

  return (
    <Form<LoginValues> onSubmit={onSubmit} initialValues={back ? { username: back.username } : initialValues}>
      {({ handleSubmit, submitting }) => (
        <StyledAuthForm onSubmit={handleSubmit} aria-label={intl.formatMessage(messages.formLabel)}>
          {back?.reason && <StyledFieldError role="alert">{back.reason}</StyledFieldError>}
          <FinalTextField
            name="username"
            label={intl.formatMessage(messages.usernameLabel)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={intl.formatMessage(messages.usernamePlaceholder)}
          />
          <FinalPasswordField
            name="password"
            label={intl.formatMessage(messages.passwordLabel)}
            autoComplete="current-password"
            placeholder={intl.formatMessage(messages.passwordPlaceholder)}
            // Back from the code step: her username is still there, the password is asked again.
            autoFocus={back !== null}
          />
          {onForgotPassword && (
            <StyledForgotButton type="button" onClick={onForgotPassword}>
              <FormattedMessage id="auth.login.forgotPassword" defaultMessage="Forgot password?" />
            </StyledForgotButton>
          )}
          <SubmitButton
            size="lg"
            fullWidth
            busy={submitting}
            disabled={!hydrated}
            busyLabel={<FormattedMessage id="auth.login.signingIn" defaultMessage="Signing In..." />}
          >
            <FormattedMessage id="auth.login.signIn" defaultMessage="Sign In" />
          </SubmitButton>
        </StyledAuthForm>
      )}
    </Form>
  );
}
