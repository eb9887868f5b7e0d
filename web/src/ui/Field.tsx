import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { FieldFrame } from './form/FieldFrame';
import { EyeIcon, EyeOffIcon } from './icons';
import { Tooltip } from './Tooltip';

// The frame's parts, for the few screens that lay out a control of their own.
export { describedBy, StyledField, StyledFieldError, StyledHint, StyledLabel } from './form/FieldFrame';

/** The box every text control shares: an input, a select, a text area. */
const controlBox = css`
  width: 100%;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.borders.hairline};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
`;

/** The placeholder and the keyboard focus ring of a text control. */
const controlStates = css`
  &::placeholder {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.ring};
  }
`;

const controlInvalid = css`
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
`;

export const StyledInput = styled.input`
  ${controlBox}
  min-height: 2.75rem;
  ${controlStates}

  &[readonly] {
    background: ${({ theme }) => theme.colors.muted};
  }

  ${controlInvalid}
`;

export const StyledSelect = styled.select`
  ${controlBox}
  min-height: 2.75rem;
`;

export const StyledTextArea = styled.textarea`
  ${controlBox}
  min-height: 6rem;
  font: inherit;
  resize: vertical;
  ${controlInvalid}
  ${controlStates}
`;

const StyledInputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  ${StyledInput} {
    padding-right: 3rem;
  }
`;

/** Holds the show/hide button (and its tooltip) at the input's right end. */
const StyledRevealSlot = styled.div`
  position: absolute;
  right: 0.25rem;
  display: flex;
`;

const StyledRevealButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.25rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.mutedForeground};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.foreground};
  }
`;

/** A labelled control's own props: the element's, with the frame's label, hint, error and id. */
type LabelledProps<E extends 'input' | 'textarea'> = Omit<ComponentPropsWithRef<E>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** A validation message shown under the field (also marks it aria-invalid). */
  error?: string;
  /** Announces the error as it appears (role="alert"). */
  alertError?: boolean;
  id?: string;
};

export type TextFieldProps = LabelledProps<'input'>;

/** A labelled text input in the field frame; the hint and the error are linked with aria-describedby. */
export function TextField({ label, hint, error, id, required, alertError, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} alertError={alertError}>
      {(control) => <StyledInput {...control} required={required} {...inputProps} />}
    </FieldFrame>
  );
}

export type TextAreaFieldProps = LabelledProps<'textarea'>;

/** A labelled multi-line text input in the field frame; the hint and the error are linked with aria-describedby. */
export function TextAreaField({ label, hint, error, id, alertError, ...textareaProps }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} alertError={alertError}>
      {(control) => <StyledTextArea {...control} {...textareaProps} />}
    </FieldFrame>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

const passwordMessages = defineMessages({
  show: { id: 'ui.passwordField.show', defaultMessage: 'Show password', description: "Name of the eye button that shows a password field's text." },
  hide: { id: 'ui.passwordField.hide', defaultMessage: 'Hide password', description: "Name of the eye button that hides a password field's text again." },
});

/** A password input with a show/hide toggle. */
export function PasswordField({ label, hint, id, error, alertError, ...inputProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const intl = useIntl();
  const toggleLabel = intl.formatMessage(visible ? passwordMessages.hide : passwordMessages.show);
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} alertError={alertError}>
      {(control) => (
        <StyledInputWrap>
          <StyledInput {...control} type={visible ? 'text' : 'password'} {...inputProps} />
          <StyledRevealSlot>
            <Tooltip label={toggleLabel}>
              <StyledRevealButton
                type="button"
                aria-label={toggleLabel}
                aria-pressed={visible}
                aria-controls={control.id}
                onClick={() => setVisible((v) => !v)}
              >
                {visible ? <EyeOffIcon /> : <EyeIcon />}
              </StyledRevealButton>
            </Tooltip>
          </StyledRevealSlot>
        </StyledInputWrap>
      )}
    </FieldFrame>
  );
}

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: string;
  id?: string;
};

export function SelectField({ label, options, hint, error, id, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <StyledSelect {...control} {...selectProps}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
      )}
    </FieldFrame>
  );
}
