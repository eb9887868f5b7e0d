import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { MONOSPACE, StyledButtonRow } from '../components/two-factor-parts';
import { errorMessage } from '../../../shared/errors';
import { Button } from '../../../ui/Button';
import { StyledField, StyledFieldError, StyledInput, StyledLabel, describedBy } from '../../../ui/Field';
import { StyledTextButton } from '../../../ui/TextButton';
import { Stack } from '../../../ui/Stack';

const StyledCodeInput = styled(StyledInput)`
  font-family: ${MONOSPACE};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: 0.15em;
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** 'Use a recovery code' changes the field in place. */
const StyledModeButton = styled(StyledTextButton)`
  align-self: flex-start;
`;

type CodeMode = 'app' | 'recovery';

type CodeValues = { code?: string };

/** The client's own checks, before the API's. */
export function checkCode(code: string | undefined, mode: CodeMode): string | undefined {
  const typed = (code ?? '').replace(/[\s-]/g, '');
  if (mode === 'recovery') return typed ? undefined : 'Enter one of your recovery codes.';
  if (!typed) return 'Enter the 6-digit code from your authenticator app.';
  return /^\d{6}$/.test(typed) ? undefined : 'The code has 6 digits. Enter the code your authenticator app shows now.';
}

export type SecondFactorCodeFormProps = {
  /** Accessible name of the form. */
  formLabel: string;
  /** Sends the code as typed; throw to show the error's message under the field. */
  onSubmit: (code: string) => Promise<unknown>;
  submitLabel?: string;
  busyLabel?: string;
  /** Offers 'Use a recovery code' instead of the app's code (not while setting up, which needs the app). */
  allowRecoveryCode?: boolean;
  /** Moves focus to the field when the form appears (default true). */
  autoFocus?: boolean;
  /** More buttons after the submit button (Back, Cancel). */
  actions?: ReactNode;
};

/**
 * One field for a code from an authenticator app (digits, filled in by the phone's one-time-code suggestion), or a
 * recovery code; the API's refusal shows under the field, which takes focus again.
 */
export function SecondFactorCodeForm({
  formLabel,
  onSubmit,
  submitLabel = 'Verify',
  busyLabel = 'Verifying...',
  allowRecoveryCode = false,
  autoFocus = true,
  actions,
}: SecondFactorCodeFormProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<CodeMode>('app');
  const [focusRequest, setFocusRequest] = useState(autoFocus ? 1 : 0);

  useEffect(() => {
    if (!focusRequest) return;
    // After the surrounding dialog or card has placed focus on its own first control.
    const timer = window.setTimeout(() => inputRef.current?.focus());
    return () => window.clearTimeout(timer);
  }, [focusRequest]);

  const submit = async (values: CodeValues) => {
    const problem = checkCode(values.code, mode);
    if (problem) {
      setFocusRequest((n) => n + 1);
      return { code: problem };
    }
    try {
      await onSubmit(values.code!.trim());
      return undefined;
    } catch (error) {
      setFocusRequest((n) => n + 1);
      return { code: errorMessage(error) ?? 'The code could not be checked. Please try again.' };
    }
  };

  const recovery = mode === 'recovery';
  const hint = recovery ? 'One of the codes you saved when you set it up, like abcde-fghjk. Each works once.' : 'The 6 digits your app shows now.';

  return (
    <Form<CodeValues> onSubmit={submit}>
      {({ handleSubmit, submitting, form }) => (
        <Stack as="form" $gap={4} onSubmit={handleSubmit} noValidate aria-label={formLabel}>
          <Field<string> name="code">
            {({ input, meta }) => {
              const error = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined;
              return (
                <StyledField>
                  <StyledLabel htmlFor={inputId}>{recovery ? 'Recovery code' : 'Code from your authenticator app'}</StyledLabel>
                  <StyledCodeInput
                    {...input}
                    ref={inputRef}
                    id={inputId}
                    type="text"
                    inputMode={recovery ? 'text' : 'numeric'}
                    autoComplete={recovery ? 'off' : 'one-time-code'}
                    autoCapitalize="none"
                    autoCorrect="off"
                    spellCheck={false}
                    enterKeyHint="done"
                    aria-describedby={describedBy(inputId, hint, error)}
                    aria-invalid={error ? true : undefined}
                  />
                  <StyledHint id={`${inputId}-hint`}>{hint}</StyledHint>
                  {error && (
                    <StyledFieldError id={`${inputId}-error`} role="alert">
                      {error}
                    </StyledFieldError>
                  )}
                </StyledField>
              );
            }}
          </Field>
          {allowRecoveryCode && (
            <StyledModeButton
              type="button"
              onClick={() => {
                setMode(recovery ? 'app' : 'recovery');
                form.restart();
                setFocusRequest((n) => n + 1);
              }}
            >
              {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
            </StyledModeButton>
          )}
          <StyledButtonRow>
            <Button type="submit" size="lg" disabled={submitting}>
              {submitting ? busyLabel : submitLabel}
            </Button>
            {actions}
          </StyledButtonRow>
        </Stack>
      )}
    </Form>
  );
}
