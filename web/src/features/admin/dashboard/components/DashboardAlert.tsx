import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SpaceStep } from '../../../../theme/theme';
import { Stack } from '../../../../ui/Stack';
import { Heading } from '../../../../ui/Text';

const StyledAlert = styled(Stack)<{ $tone: 'destructive' | 'warning' }>`
  padding: 1rem 1.125rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 2px solid ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme }) => theme.colors.card};
`;

export type DashboardAlertProps = {
  /** The border's colour: 'destructive' for a stop, 'warning' for something to look at. */
  tone: 'destructive' | 'warning';
  title: ReactNode;
  /** The space between the title and the content. */
  gap: SpaceStep;
  className?: string;
  children: ReactNode;
};

/** An alert at the top of the admin dashboard: a boxed section with its title, announced as an alert. */
export function DashboardAlert({ tone, title, gap, className, children }: DashboardAlertProps) {
  const titleId = useId();
  return (
    <StyledAlert as="section" $gap={gap} $tone={tone} className={className} role="alert" aria-labelledby={titleId}>
      <Heading as="h2" $size="lg" $weight="heavy" id={titleId}>
        {title}
      </Heading>
      {children}
    </StyledAlert>
  );
}
