import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame } from './form/FieldFrame';
import { EyeIcon, EyeOffIcon } from './icons';

// The frame's parts, for the few screens that lay out a control of their own.
export { describedBy, StyledField, StyledFieldError, StyledHint, StyledLabel } from './form/FieldFrame';

export const StyledInput = styled.input`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.borders.hairline};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};

  &::placeholder {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.ring};
  }

  &[readonly] {
    background: ${({ theme }) => theme.colors.muted};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
`;

export const StyledSelect = styled.select`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.borders.hairline};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
`;

const StyledInputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  ${StyledInput} {
    padding-right: 3rem;
  }
`;

const StyledRevealButton = styled.button`
  position: absolute;
  right: 0.25rem;
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

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id'>;

export type TextFieldProps = InputProps & { label: ReactNode; hint?: ReactNode; error?: string; id?: string; alertError?: boolean };

/** A labelled text input in the field frame; the hint and the error are linked with aria-describedby. */
export function TextField({ label, hint, error, id, required, alertError, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} alertError={alertError}>
      {(control) => <StyledInput {...control} required={required} {...inputProps} />}
    </FieldFrame>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordField({ label, hint, id, error, alertError, ...inputProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} alertError={alertError}>
      {(control) => (
        <StyledInputWrap>
          <StyledInput {...control} type={visible ? 'text' : 'password'} {...inputProps} />
          <StyledRevealButton
            type="button"
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </StyledRevealButton>
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
