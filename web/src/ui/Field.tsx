import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { EyeIcon, EyeOffIcon } from './icons';

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`;

export const StyledLabel = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
`;

const StyledHint = styled.p`
  font-size: max(12px, 0.8125rem);
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export const StyledFieldError = styled.p`
  font-size: max(12px, 0.8125rem);
  font-weight: 600;
  color: ${({ theme }) => theme.colors.destructive};
`;

/** The ids a field's aria-describedby lists: its hint and its error, when present. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export const StyledInput = styled.input`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
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
  border: 1px solid ${({ theme }) => theme.colors.border};
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

export type TextFieldProps = InputProps & { label: ReactNode; hint?: ReactNode; error?: string; id?: string };

/** A labelled text input; the hint and the error are linked with aria-describedby. */
export function TextField({ label, hint, error, id, ...inputProps }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <StyledField>
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <StyledInput id={inputId} aria-describedby={describedBy(inputId, hint, error)} aria-invalid={error ? true : undefined} {...inputProps} />
      {hint && <StyledHint id={`${inputId}-hint`}>{hint}</StyledHint>}
      {error && <StyledFieldError id={`${inputId}-error`}>{error}</StyledFieldError>}
    </StyledField>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordField({ label, hint, id, ...inputProps }: PasswordFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <StyledField>
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <StyledInputWrap>
        <StyledInput id={inputId} type={visible ? 'text' : 'password'} aria-describedby={hint ? `${inputId}-hint` : undefined} {...inputProps} />
        <StyledRevealButton
          type="button"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </StyledRevealButton>
      </StyledInputWrap>
      {hint && <StyledHint id={`${inputId}-hint`}>{hint}</StyledHint>}
    </StyledField>
  );
}

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: ReactNode;
  options: SelectOption[];
  hint?: ReactNode;
  error?: string;
  id?: string;
};

export function SelectField({ label, options, hint, error, id, ...selectProps }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <StyledField>
      <StyledLabel htmlFor={selectId}>{label}</StyledLabel>
      <StyledSelect id={selectId} aria-describedby={describedBy(selectId, hint, error)} aria-invalid={error ? true : undefined} {...selectProps}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {hint && <StyledHint id={`${selectId}-hint`}>{hint}</StyledHint>}
      {error && <StyledFieldError id={`${selectId}-error`}>{error}</StyledFieldError>}
    </StyledField>
  );
}
