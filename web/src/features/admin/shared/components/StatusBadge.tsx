import styled from 'styled-components';

export type StatusTone = 'success' | 'destructive' | 'warning' | 'info' | 'neutral';

/** A pill for states (Banned, Active, IP Banned, Pending…), coloured from the theme's status colours. */
export const StyledStatusBadge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radii.full};
  padding: 0.125rem 0.5rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.4;
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  color: ${({ theme, $tone }) => theme.colors[`${$tone}Foreground`]};
`;
