import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorField, errorMessage } from '../../../shared/errors';
import { SubmitButton } from '../../../ui/Button';
import { StyledCardDescription, StyledCardTitle } from '../../../ui/Card';
import { FinalTextField } from '../../../ui/form/FinalFields';
import { useToast } from '../../../ui/toast/useToast';
import { useRegister } from '../hooks/useRegister';
import { checkRegister, formatProblem, type RegisterValues } from './auth-validation';
import { StyledAuthForm } from './LoginForm';
import { NewPasswordField } from './NewPasswordField';
import { useHydrated } from '../../../shared/useHydrated';

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
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedForeground};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
  }
`;

/** After sign-up: where the link went and what to do. */
const StyledCheckEmail = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  text-align: center;

  strong {
    color: ${({ theme }) => theme.colors.foreground};
    overflow-wrap: anywhere;
  }
`;

export const USERNAME_TAKEN = 'Username already taken';

/** The API's 'Username already taken' (its message id, as the text follows her language; the English text for older answers). */
function isUsernameTaken(error: unknown, message: string | undefined): boolean {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.messageId === 'auth.usernameTaken')) return true;
  return Boolean(message?.includes(USERNAME_TAKEN));
}

const messages = defineMessages({
  failed: { id: 'auth.register.failed', defaultMessage: 'Registration failed' },
  formLabel: { id: 'auth.register.formLabel', defaultMessage: 'Create an account' },
  firstName: { id: 'auth.register.firstName', defaultMessage: 'First name (optional)' },
  lastName: { id: 'auth.register.lastName', defaultMessage: 'Last name (optional)' },
  username: { id: 'auth.register.username', defaultMessage: 'Username' },
  usernamePlaceholder: { id: 'auth.register.usernamePlaceholder', defaultMessage: 'Choose a username' },
  email: { id: 'auth.register.email', defaultMessage: 'Email' },
  password: { id: 'auth.register.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'auth.register.confirmPassword', defaultMessage: 'Confirm password' },
});

export type RegisterFormProps = {
  /** Called with the chosen username when the API says it is taken; the screen switches to Sign In. */
  onUsernameTaken: (username: string) => void;
};

export type CheckYourEmailProps = { email: string };

/** The sign-up's answer: the link is on its way to the address she typed (whether or not it already had an account). */
export function CheckYourEmail({ email }: CheckYourEmailProps) {
  const titleId = useId();
  return (
    <StyledCheckEmail role="status" aria-labelledby={titleId}>
      <StyledCardTitle id={titleId}>
        <FormattedMessage id="auth.register.checkEmail" defaultMessage="Check your e-mail" />
      </StyledCardTitle>
      <StyledCardDescription>
        <FormattedMessage
          id="auth.register.linkSent"
          defaultMessage="We sent a link to <strong>{email}</strong>. Open it to confirm your address and sign in; it works for 48 hours."
          values={{ email, strong: (chunks) => <strong>{chunks}</strong> }}
        />
      </StyledCardDescription>
      <StyledCardDescription>
        <FormattedMessage id="auth.register.checkSpam" defaultMessage="Nothing there after a few minutes? Check your spam or junk folder." />
      </StyledCardDescription>
    </StyledCheckEmail>
  );
}

const optional = (value?: string) => (value?.trim() ? value.trim() : undefined);

/** Sign Up. confirmPassword is checked here and never sent. Once sent, the form gives way to 'Check your e-mail'. */
export function RegisterForm({ onUsernameTaken }: RegisterFormProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { register } = useRegister();
  const { toast } = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (values: RegisterValues) => {
    const problem = checkRegister(values);
    if (problem) {
      toast({ ...formatProblem(intl, problem), variant: 'destructive' });
      return;
    }
    const username = values.username!.trim();
    const email = values.email!.trim();
    try {
      await register({
        username,
        email,
        password: values.password!,
        firstName: optional(values.firstName),
        lastName: optional(values.lastName),
      });
      setSentTo(email);
    } catch (error) {
      const message = errorMessage(error);
      toast({ title: intl.formatMessage(messages.failed), description: message, variant: 'destructive' });
      if (isUsernameTaken(error, message)) onUsernameTaken(username);
      // A refused password (too common, too easy to guess, ...) also shows under the password field.
      else if (message && errorField(error) === 'password') return { password: message };
    }
    return undefined;
  };

  if (sentTo) return <CheckYourEmail email={sentTo} />;

  return (
    <Form<RegisterValues> onSubmit={onSubmit}>
      {({ handleSubmit, submitting }) => (
        <StyledAuthForm onSubmit={handleSubmit} aria-label={intl.formatMessage(messages.formLabel)}>
          <StyledNameRow>
            <FinalTextField name="firstName" label={intl.formatMessage(messages.firstName)} autoComplete="given-name" />
            <FinalTextField name="lastName" label={intl.formatMessage(messages.lastName)} autoComplete="family-name" />
          </StyledNameRow>
          <FinalTextField
            name="username"
            label={intl.formatMessage(messages.username)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={intl.formatMessage(messages.usernamePlaceholder)}
          />
          <FinalTextField name="email" type="email" label={intl.formatMessage(messages.email)} autoComplete="email" placeholder="you@example.com" />
          <NewPasswordField label={intl.formatMessage(messages.password)} />
          <FinalTextField name="confirmPassword" type="password" label={intl.formatMessage(messages.confirmPassword)} autoComplete="new-password" />
          <StyledTermsLine>
            <FormattedMessage
              id="auth.register.terms"
              defaultMessage="By joining you accept the <guidelines>Guidelines</guidelines> and <terms>Terms</terms>."
              values={{
                guidelines: (chunks) => <Link to="/guidelines">{chunks}</Link>,
                terms: (chunks) => <Link to="/terms">{chunks}</Link>,
              }}
            />
          </StyledTermsLine>
          <SubmitButton
            size="lg"
            fullWidth
            busy={submitting}
            disabled={!hydrated}
            busyLabel={<FormattedMessage id="auth.register.creating" defaultMessage="Creating Account..." />}
          >
            <FormattedMessage id="auth.register.create" defaultMessage="Create Account" />
          </SubmitButton>
        </StyledAuthForm>
      )}
    </Form>
  );
}
