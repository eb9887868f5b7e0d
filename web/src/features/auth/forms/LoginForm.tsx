import { useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { Button } from '../../../ui/Button';
import { StyledFieldError } from '../../../ui/Field';
import { FinalPasswordField, FinalTextField } from '../../../ui/form/FinalFields';
import { StyledTextButton } from '../../../ui/TextButton';
import { useToast } from '../../../ui/toast/useToast';
import { isTwoFactorRequired } from '../../two-factor/two-factor-errors';
import type { CurrentUser } from '../hooks/useCurrentUser';
import { useLogin } from '../hooks/useLogin';
import { checkLogin, type LoginValues } from './auth-validation';
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

/**
 * Sign In: the username field takes a username or an e-mail address. For an account with two-step sign-in the API
 * answers TWO_FACTOR_REQUIRED, and the card asks for the code (SignInCodeStep); Back returns to the password.
 */
export function LoginForm({ initialValues, onSignedIn, onSigningIn, onForgotPassword }: LoginFormProps) {
  const hydrated = useHydrated();
  const { login } = useLogin();
  const { toast } = useToast();
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const [back, setBack] = useState<{ username: string; reason?: string } | null>(null);

  const signedIn = (user: CurrentUser, how: SignedInHow) => {
    toast({ title: 'Welcome back!', description: "You've been successfully logged in." });
    onSignedIn(user, how);
  };

  const onSubmit = async (values: LoginValues) => {
    const problem = checkLogin(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    const username = values.username!.trim();
    setBack(null);
    onSigningIn?.();
    try {
      signedIn(await login({ username, password: values.password! }), { secondFactor: false });
    } catch (error) {
      if (isTwoFactorRequired(error)) {
        setCodeStep({ username, message: errorMessage(error) ?? 'Enter the 6-digit code from your authenticator app to finish signing in.' });
        return;
      }
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
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
        <StyledAuthForm onSubmit={handleSubmit} aria-label="Sign in">
          {back?.reason && <StyledFieldError role="alert">{back.reason}</StyledFieldError>}
          <FinalTextField
            name="username"
            label="Username or email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="Enter your username or email"
          />
          <FinalPasswordField
            name="password"
            label="Password"
            autoComplete="current-password"
            placeholder="Enter your password"
            // Back from the code step: her username is still there, the password is asked again.
            autoFocus={back !== null}
          />
          {onForgotPassword && (
            <StyledForgotButton type="button" onClick={onForgotPassword}>
              Forgot password?
            </StyledForgotButton>
          )}
          <Button type="submit" size="lg" fullWidth disabled={submitting || !hydrated}>
            {submitting ? 'Signing In...' : 'Sign In'}
          </Button>
        </StyledAuthForm>
      )}
    </Form>
  );
}
