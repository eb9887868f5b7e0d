import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../../ui/Button';

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
const StyledRemovalOutcome = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const StyledRemovalOutcomeTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

export type RemovalOutcomeProps = {
  /** 'status' for news, 'alert' for a failure. */
  role: 'status' | 'alert';
  /** The heading's id (the section is named by it). */
  titleId: string;
  title: ReactNode;
  /** Above the heading: a spinner while it is being decided. */
  busy?: ReactNode;
  /** The outcome's sentences. */
  children?: ReactNode;
  /** The way on: a link shown as a button. */
  next?: { to: string; label: ReactNode };
};

/** An outcome of a public removal screen inside its card: a heading, its sentences and a way on. */
export function RemovalOutcome({ role, titleId, title, busy, children, next }: RemovalOutcomeProps) {
  return (
    <StyledRemovalOutcome role={role} aria-labelledby={titleId}>
      {busy}
      <StyledRemovalOutcomeTitle id={titleId}>{title}</StyledRemovalOutcomeTitle>
      {children}
      {next && (
        <ButtonLink to={next.to} variant="outline">
          {next.label}
        </ButtonLink>
      )}
    </StyledRemovalOutcome>
  );
}
