import { useId } from 'react';
import { Field } from 'react-final-form';
import { defineMessage, useIntl } from 'react-intl';
import { LIMITS } from '@tea/limits';
import { PasswordField, StyledField, StyledFieldError } from '../../../ui/Field';

/**
 * Under a new password: the SPEC minimum, what the API's screening refuses (common or guessable passwords, and ones
 * containing the username or the part of the e-mail address before the @: api/src/modules/auth/password-policy.ts),
 * and its advice.
 */
const hintMessage = defineMessage<{ min: number }>({
  id: 'auth.newPassword.hint',
  defaultMessage:
    'At least {min, number} characters, without your username or the part of your e-mail address before the @. A passphrase of three or four unrelated words is easy to remember and hard to guess.',
});

export type NewPasswordFieldProps = {
  label: string;
};

/**
 * The `password` field of sign-up and password reset. When the API refuses the password (too common, too easy to
 * guess, contains the username or the e-mail's part before the @), the form's submit returns `{ password: message }` and the message shows right under
 * the field until the password is changed.
 */
export function NewPasswordField({ label }: NewPasswordFieldProps) {
  const id = useId();
  const intl = useIntl();
  return (
    <Field<string> name="password">
      {({ input, meta }) => {
        const error = meta.submitError && !meta.dirtySinceLastSubmit ? String(meta.submitError) : undefined;
        return (
          <StyledField>
            <PasswordField
              {...input}
              id={id}
              label={label}
              autoComplete="new-password"
              hint={intl.formatMessage(hintMessage, { min: LIMITS.passwordMin })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            />
            {error && <StyledFieldError id={`${id}-error`}>{error}</StyledFieldError>}
          </StyledField>
        );
      }}
    </Field>
  );
}
