import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ShieldCheckIcon } from './icons';

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

/** A page's only card, centred (the sign-in gate, the crash screen, 404). */
export const StyledCenteredCard = styled.div`
  display: flex;
  justify-content: center;
  padding: 3rem 1rem;
`;

const StyledGuard = styled(StyledCard)`
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
`;

export type GuardCardProps = {
  /** The page's h1. */
  title: string;
  description: ReactNode;
  /** 'alert' when the card refuses her (Access Denied). */
  role?: 'alert';
  /** The way on: a button or a link. */
  children: ReactNode;
  className?: string;
};

/** A centred card that stands for a whole page at a gate (sign-in required, the admin portal): shield, title, text, the way on. */
export function GuardCard({ title, description, role, children, className }: GuardCardProps) {
  const titleId = useId();
  return (
    <StyledGuard className={className} role={role} aria-labelledby={titleId}>
      <StyledCardIcon>
        <ShieldCheckIcon size={28} />
      </StyledCardIcon>
      <StyledCardTitle as="h1" id={titleId}>
        {title}
      </StyledCardTitle>
      <StyledCardDescription>{description}</StyledCardDescription>
      {children}
    </StyledGuard>
  );
}
