import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorField, errorMessage } from '../../../shared/errors';
import { Button } from '../../../ui/Button';
import { FinalTextField } from '../../../ui/FormField';
import { useToast } from '../../../ui/toast/useToast';
import { useRegister } from '../hooks/useRegister';
import { checkRegister, type RegisterValues } from './auth-validation';
import { StyledAuthForm } from './LoginForm';
import { NewPasswordField } from './NewPasswordField';

const StyledNameRow = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1rem;

  @media (min-width: 420px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Above the submit button: joining means accepting the community guidelines and the terms. */
const StyledTermsLine = styled.p`
  margin: 0;
  font-size: 0.875rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedForeground};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
  }
`;

export const USERNAME_TAKEN = 'Username already taken';

export type RegisterFormProps = {
  onRegistered: () => void;
  /** Called with the chosen username when the API says it is taken; the screen switches to Sign In. */
  onUsernameTaken: (username: string) => void;
};

const optional = (value?: string) => (value?.trim() ? value.trim() : undefined);

/** Sign Up. confirmPassword is checked here and never sent. */
export function RegisterForm({ onRegistered, onUsernameTaken }: RegisterFormProps) {
  const { register } = useRegister();
  const { toast } = useToast();

  const onSubmit = async (values: RegisterValues) => {
    const problem = checkRegister(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    const username = values.username!.trim();
    try {
      const user = await register({
        username,
        email: values.email!.trim(),
        password: values.password!,
        firstName: optional(values.firstName),
        lastName: optional(values.lastName),
      });
      toast({
        title: 'Account created successfully!',
        description: `Welcome to the community, ${user.firstName || user.username}!`,
      });
      onRegistered();
    } catch (error) {
      const message = errorMessage(error);
      toast({ title: 'Registration failed', description: message, variant: 'destructive' });
      if (message?.includes(USERNAME_TAKEN)) onUsernameTaken(username);
      // A refused password (too common, too easy to guess, ...) also shows under the password field.
      else if (message && errorField(error) === 'password') return { password: message };
    }
    return undefined;
  };

  return (
    <Form<RegisterValues> onSubmit={onSubmit}>
      {({ handleSubmit, submitting }) => (
        <StyledAuthForm onSubmit={handleSubmit} aria-label="Create an account">
          <StyledNameRow>
            <FinalTextField name="firstName" label="First name (optional)" autoComplete="given-name" />
            <FinalTextField name="lastName" label="Last name (optional)" autoComplete="family-name" />
          </StyledNameRow>
          <FinalTextField name="username" label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} placeholder="Choose a username" />
          <FinalTextField name="email" type="email" label="Email" autoComplete="email" placeholder="you@example.com" />
          <NewPasswordField label="Password" />
          <FinalTextField name="confirmPassword" type="password" label="Confirm password" autoComplete="new-password" />
          <StyledTermsLine>
            By joining you accept the <Link to="/guidelines">Guidelines</Link> and <Link to="/terms">Terms</Link>.
          </StyledTermsLine>
          <Button type="submit" size="lg" fullWidth disabled={submitting}>
            {submitting ? 'Creating Account...' : 'Create Account'}
          </Button>
        </StyledAuthForm>
      )}
    </Form>
  );
}
