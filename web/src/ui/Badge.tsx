import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type BadgeVariant = 'default' | 'secondary' | 'success' | 'outline';

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  border-radius: ${({ theme }) => theme.radii.full};
  padding: 0.125rem 0.5rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.4;
  border: 1px solid transparent;
  ${({ $variant, theme }) =>
    ({
      default: css`
        background: ${theme.colors.primary};
        color: ${theme.colors.primaryForeground};
      `,
      secondary: css`
        background: ${theme.colors.secondary};
        color: ${theme.colors.secondaryForeground};
      `,
      success: css`
        background: ${theme.colors.success};
        color: ${theme.colors.successForeground};
      `,
      outline: css`
        border-color: ${theme.colors.border};
        color: ${theme.colors.foreground};
      `,
    })[$variant]}
`;

export type BadgeProps = { variant?: BadgeVariant; children: ReactNode; className?: string };

export function Badge({ variant = 'default', children, className }: BadgeProps) {
  return (
    <StyledBadge $variant={variant} className={className}>
      {children}
    </StyledBadge>
  );
}
