import { useId } from 'react';
import { Field } from 'react-final-form';
import { LIMITS } from '@tea/limits';
import { PasswordField, StyledField, StyledFieldError } from '../../../ui/Field';

/** Under a new password: the SPEC minimum, and the advice the API's screening gives (common or guessable passwords are refused). */
export const NEW_PASSWORD_HINT = `At least ${LIMITS.passwordMin} characters. A passphrase of three or four unrelated words is easy to remember and hard to guess.`;

export type NewPasswordFieldProps = {
  label: string;
};

/**
 * The `password` field of sign-up and password reset. When the API refuses the password (too common, too easy to
 * guess, contains the username), the form's submit returns `{ password: message }` and the message shows right under
 * the field until the password is changed.
 */
export function NewPasswordField({ label }: NewPasswordFieldProps) {
  const id = useId();
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
              hint={NEW_PASSWORD_HINT}
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
