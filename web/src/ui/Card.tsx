import styled from 'styled-components';

export const StyledCard = styled.section`
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: 0 1px 3px ${({ theme }) => theme.colors.shadow};
  padding: 1.5rem;
`;

export const StyledCardTitle = styled.h2`
  font-size: 1.25rem;
  font-weight: 700;
`;

export const StyledCardDescription = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
  margin-top: 0.375rem;
`;
