import { Form } from 'react-final-form';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { Button } from '../../../ui/Button';
import { FinalPasswordField, FinalTextField } from '../../../ui/FormField';
import { useToast } from '../../../ui/toast/useToast';
import { useLogin } from '../hooks/useLogin';
import { checkLogin, type LoginValues } from './auth-validation';

export const StyledAuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** A button that reads as a text link ('Forgot password?' opens a form in place, so it is a button). */
const StyledTextButton = styled.button`
  align-self: flex-end;
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

export type LoginFormProps = {
  initialValues?: LoginValues;
  onSignedIn: () => void;
  /** Opens the 'Forgot password?' form. */
  onForgotPassword?: () => void;
};

/** Sign In: the username field takes a username or an e-mail address. */
export function LoginForm({ initialValues, onSignedIn, onForgotPassword }: LoginFormProps) {
  const { login } = useLogin();
  const { toast } = useToast();

  const onSubmit = async (values: LoginValues) => {
    const problem = checkLogin(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      await login({ username: values.username!.trim(), password: values.password! });
      toast({ title: 'Welcome back!', description: "You've been successfully logged in." });
      onSignedIn();
    } catch (error) {
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Form<LoginValues> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <StyledAuthForm onSubmit={handleSubmit} aria-label="Sign in">
          <FinalTextField
            name="username"
            label="Username or email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="Enter your username or email"
          />
          <FinalPasswordField name="password" label="Password" autoComplete="current-password" placeholder="Enter your password" />
          {onForgotPassword && (
            <StyledTextButton type="button" onClick={onForgotPassword}>
              Forgot password?
            </StyledTextButton>
          )}
          <Button type="submit" size="lg" fullWidth disabled={submitting}>
            {submitting ? 'Signing In...' : 'Sign In'}
          </Button>
        </StyledAuthForm>
      )}
    </Form>
  );
}
