import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The status colours of the theme: green, red, yellow, blue and grey. */
export type PillTone = 'success' | 'destructive' | 'warning' | 'info' | 'neutral';

const StyledPill = styled.span<{ $tone: PillTone }>`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.5;
  white-space: nowrap;
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  color: ${({ theme, $tone }) =>
    ({
      success: theme.colors.successForeground,
      destructive: theme.colors.destructiveForeground,
      warning: theme.colors.warningForeground,
      info: theme.colors.infoForeground,
      neutral: theme.colors.neutralForeground,
    })[$tone]};
`;

export type PillProps = { tone: PillTone; children: ReactNode; className?: string };

/** A small coloured status label (flags, report types, moderation states, scores). `data-tone` names its colour. */
export function Pill({ tone, children, className }: PillProps) {
  return (
    <StyledPill $tone={tone} data-tone={tone} className={className}>
      {children}
    </StyledPill>
  );
}
