import styled from 'styled-components';

/** The dashed admin box on a member-facing page (a profile, a report card) with its label and buttons. */
export const StyledAdminControls = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 0.875rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.card};
`;

/** An h2 under the profile's h1; inside a report card (title h3) it is rendered as an h4. */
export const StyledAdminLabel = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

export const StyledAdminButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
