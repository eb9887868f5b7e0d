import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { MONOSPACE, StyledButtonRow } from '../components/two-factor-parts';
import { errorMessage } from '../../../shared/errors';
import { SubmitButton } from '../../../ui/Button';
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

const messages = defineMessages({
  recoveryMissing: { id: 'twoFactor.codeForm.recoveryMissing', defaultMessage: 'Enter one of your recovery codes.' },
  codeMissing: { id: 'twoFactor.codeForm.codeMissing', defaultMessage: 'Enter the 6-digit code from your authenticator app.' },
  codeFormat: { id: 'twoFactor.codeForm.codeFormat', defaultMessage: 'The code has 6 digits. Enter the code your authenticator app shows now.' },
  checkFailed: { id: 'twoFactor.codeForm.checkFailed', defaultMessage: 'The code could not be checked. Please try again.' },
  verify: { id: 'twoFactor.codeForm.verify', defaultMessage: 'Verify' },
  verifying: { id: 'twoFactor.codeForm.verifying', defaultMessage: 'Verifying...' },
  recoveryHint: { id: 'twoFactor.codeForm.recoveryHint', defaultMessage: 'One of the codes you saved when you set it up, like abcde-fghjk. Each works once.' },
  codeHint: { id: 'twoFactor.codeForm.codeHint', defaultMessage: 'The 6 digits your app shows now.' },
  recoveryLabel: { id: 'twoFactor.codeForm.recoveryLabel', defaultMessage: 'Recovery code' },
  codeLabel: { id: 'twoFactor.codeForm.codeLabel', defaultMessage: 'Code from your authenticator app' },
  useApp: { id: 'twoFactor.codeForm.useApp', defaultMessage: 'Use your authenticator app' },
  useRecovery: { id: 'twoFactor.codeForm.useRecovery', defaultMessage: 'Use a recovery code' },
});

/** The client's own checks, before the API's: what is wrong, as a message. */
export function checkCode(code: string | undefined, mode: CodeMode): MessageDescriptor | undefined {
  const typed = (code ?? '').replace(/[\s-]/g, '');
  if (mode === 'recovery') return typed ? undefined : messages.recoveryMissing;
  if (!typed) return messages.codeMissing;
  return /^\d{6}$/.test(typed) ? undefined : messages.codeFormat;
}

export type SecondFactorCodeFormProps = {
  /** Accessible name of the form. */
  formLabel: string;
  /** Sends the code as typed; throw to show the error's message under the field. */
  onSubmit: (code: string) => Promise<unknown>;
  /** 'Verify' unless given. */
  submitLabel?: string;
  /** 'Verifying...' unless given. */
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
  submitLabel,
  busyLabel,
  allowRecoveryCode = false,
  autoFocus = true,
  actions,
}: SecondFactorCodeFormProps) {
  const intl = useIntl();
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
      return { code: intl.formatMessage(problem) };
    }
    try {
      await onSubmit(values.code!.trim());
      return undefined;
    } catch (error) {
      setFocusRequest((n) => n + 1);
      return { code: errorMessage(error) ?? intl.formatMessage(messages.checkFailed) };
    }
  };

  const recovery = mode === 'recovery';
  const hint = intl.formatMessage(recovery ? messages.recoveryHint : messages.codeHint);

  return (
    <Form<CodeValues> onSubmit={submit}>
      {({ handleSubmit, submitting, form }) => (
        <Stack as="form" $gap={4} onSubmit={handleSubmit} noValidate aria-label={formLabel}>
          <Field<string> name="code">
            {({ input, meta }) => {
              const error = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined;
              return (
                <StyledField>
                  <StyledLabel htmlFor={inputId}>{intl.formatMessage(recovery ? messages.recoveryLabel : messages.codeLabel)}</StyledLabel>
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
              {intl.formatMessage(recovery ? messages.useApp : messages.useRecovery)}
            </StyledModeButton>
          )}
          <StyledButtonRow>
            <SubmitButton size="lg" busy={submitting} busyLabel={busyLabel ?? intl.formatMessage(messages.verifying)}>
              {submitLabel ?? intl.formatMessage(messages.verify)}
            </SubmitButton>
            {actions}
          </StyledButtonRow>
        </Stack>
      )}
    </Form>
  );
}
