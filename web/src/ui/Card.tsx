import styled from 'styled-components';

export const StyledCard = styled.section`
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  border: ${({ theme }) => theme.borders.hairline};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: 0 1px 3px ${({ theme }) => theme.colors.shadow};
  padding: 1.5rem;
`;

export const StyledCardTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

export const StyledCardDescription = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
  margin-top: 0.375rem;
`;

/** A moderation decision shown to the member it is about: a muted box with a red edge (My Reports, statements of reasons). */
export const StyledDecisionBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.75rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.borders.hairline};
  border-left: 4px solid ${({ theme }) => theme.colors.destructive};
  background: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The round accent badge that holds a card's icon (the access and admin guard cards; `$small` on My Profile and the admin second-factor panel). */
export const StyledCardIcon = styled.span<{ $small?: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $small }) => ($small ? '3rem' : '3.5rem')};
  height: ${({ $small }) => ($small ? '3rem' : '3.5rem')};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentForeground};
`;
