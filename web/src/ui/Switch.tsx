import { useId } from 'react';
import styled from 'styled-components';

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.5rem 0;
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
`;

const StyledLabel = styled.span`
  font-weight: 600;
`;

const StyledDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledTrack = styled.button`
  position: relative;
  flex-shrink: 0;
  width: 2.75rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  transition: background-color 0.15s ease;

  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 0.125rem;
    width: 1rem;
    height: 1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.mutedForeground};
    transform: translateY(-50%);
    transition: transform 0.15s ease;
  }

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-checked='true']::after {
    background: ${({ theme }) => theme.colors.primaryForeground};
    transform: translate(1.25rem, -50%);
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export type SwitchProps = {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** An on/off switch (role="switch") named by its visible label. */
export function Switch({ label, description, checked, onCheckedChange, disabled }: SwitchProps) {
  const id = useId();
  return (
    <StyledRow>
      <StyledText>
        <StyledLabel id={`${id}-label`}>{label}</StyledLabel>
        {description && <StyledDescription id={`${id}-description`}>{description}</StyledDescription>}
      </StyledText>
      <StyledTrack
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
      />
    </StyledRow>
  );
}
