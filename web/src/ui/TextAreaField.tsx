import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame } from './form/FieldFrame';

export const StyledTextArea = styled.textarea`
  width: 100%;
  min-height: 6rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.borders.hairline};
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

export type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** A validation message shown under the field (also marks it aria-invalid). */
  error?: string;
  /** Announces the error as it appears (role="alert"). */
  alertError?: boolean;
  id?: string;
};

/** A labelled multi-line text input in the field frame; the hint and the error are linked with aria-describedby. */
export function TextAreaField({ label, hint, error, id, alertError, ...textareaProps }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} alertError={alertError}>
      {(control) => <StyledTextArea {...control} {...textareaProps} />}
    </FieldFrame>
  );
}
