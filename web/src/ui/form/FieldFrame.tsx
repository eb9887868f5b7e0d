import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`;

export const StyledLabel = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

export const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export const StyledFieldError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.destructive};
`;

const StyledRequired = styled.span`
  margin-left: 0.125rem;
  color: ${({ theme }) => theme.colors.destructive};
`;

/** The ids a field's aria-describedby lists: its hint and its error, when present. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** What the frame hands its control: the id the label points at and the aria wiring of the hint and the error. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

export type FieldFrameProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** A validation message under the control (also marks it aria-invalid). */
  error?: ReactNode;
  /** Marks the label (a visual asterisk; screen readers hear aria-required on the control instead). */
  required?: boolean;
  /** Announces the error as it appears (role="alert"), for errors shown only after a submit. */
  alertError?: boolean;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The one frame of every form field: the label tied to the control, the hint, the error (aria-describedby lists both),
 * aria-invalid while there is an error and the required marker. Text inputs, text areas, selects, file and date inputs
 * render inside it (ui/Field.tsx and the react-final-form adapters in FinalFields.tsx).
 */
export function FieldFrame({ label, hint, error, required = false, alertError = false, id, children }: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const control: FieldControlProps = { id: controlId };
  const describes = describedBy(controlId, hint, error);
  if (describes) control['aria-describedby'] = describes;
  if (error) control['aria-invalid'] = true;
  if (required) control['aria-required'] = true;
  return (
    <StyledField>
      <StyledLabel htmlFor={controlId}>
        {label}
        {required && <StyledRequired aria-hidden="true">*</StyledRequired>}
      </StyledLabel>
      {children(control)}
      {hint && <StyledHint id={`${controlId}-hint`}>{hint}</StyledHint>}
      {error && (
        <StyledFieldError id={`${controlId}-error`} role={alertError ? 'alert' : undefined}>
          {error}
        </StyledFieldError>
      )}
    </StyledField>
  );
}
