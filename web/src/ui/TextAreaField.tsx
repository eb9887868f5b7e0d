import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy, StyledField, StyledFieldError, StyledLabel } from './Field';

export const StyledTextArea = styled.textarea`
  width: 100%;
  min-height: 6rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  font: inherit;
  resize: vertical;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.ring};
  }
`;

const StyledHint = styled.p`
  font-size: max(12px, 0.8125rem);
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** A validation message shown under the field (also marks it aria-invalid). */
  error?: string;
  id?: string;
};

/** A labelled multi-line text input; the hint and the error are linked with aria-describedby. */
export function TextAreaField({ label, hint, error, id, ...textareaProps }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <StyledField>
      <StyledLabel htmlFor={fieldId}>{label}</StyledLabel>
      <StyledTextArea id={fieldId} aria-describedby={describedBy(fieldId, hint, error)} aria-invalid={error ? true : undefined} {...textareaProps} />
      {hint && <StyledHint id={`${fieldId}-hint`}>{hint}</StyledHint>}
      {error && <StyledFieldError id={`${fieldId}-error`}>{error}</StyledFieldError>}
    </StyledField>
  );
}
