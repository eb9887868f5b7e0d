import styled from 'styled-components';

/** Codes and keys are read character by character: a monospace face. */
export const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** Buttons side by side that share the row, and stack on a narrow phone. */
export const StyledButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;

  & > * {
    flex: 1 1 8rem;
  }
`;
