import styled from 'styled-components';

/** The column the public removal screens (the form, the confirmation link) sit in. */
export const StyledRemovalNarrow = styled.div`
  max-width: 40rem;
  width: 100%;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** An outcome inside the card: a heading, its sentences and a way on. */
export const StyledRemovalOutcome = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

export const StyledRemovalOutcomeTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;
