import styled from 'styled-components';

/** A form whose fields stack with even spacing. */
export const StyledFormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.125rem;
`;

/**
 * Two fields side by side from medium screens up, stacked on phones. Side by side they share rows (label, control,
 * hint, error) through a subgrid, so a label that wraps or a hint under one field never pushes the other's control
 * out of line: the two controls always start at the same height.
 */
export const StyledFieldRow = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1rem;

  ${({ theme }) => theme.media.medium} {
    grid-template-columns: 1fr 1fr;

    && > * {
      display: grid;
      grid-row: span 4;
      grid-template-rows: subgrid;
      row-gap: 0;
      align-content: start;
    }

    && > * > * + * {
      margin-top: 0.375rem;
    }
  }
`;

/** A fieldset without the browser's frame, for radio groups and card choices. */
export const StyledFieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

/** A fieldset's legend, styled like a field label. */
export const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: 0.5rem;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

/** A form's own failure (the API refused it), boxed above its buttons; give it role="alert". */
export const StyledFormAlert = styled.p`
  padding: 0.625rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.fontSizes.body};
`;
