import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StyledCard, StyledCardDescription, StyledCardTitle } from '../../../ui/Card';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin-top: 1.25rem;
`;

export const StyledLocalNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type SettingsSectionProps = { title: string; description?: string; children: ReactNode };

export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  return (
    <StyledCard>
      <StyledCardTitle>{title}</StyledCardTitle>
      {description && <StyledCardDescription>{description}</StyledCardDescription>}
      <StyledBody>{children}</StyledBody>
    </StyledCard>
  );
}
