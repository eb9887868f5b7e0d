import { useIntl } from 'react-intl';
import styled from 'styled-components';

const StyledSteps = styled.ol`
  display: flex;
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
`;

const StyledStep = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.mutedForeground : theme.colors.foreground)};

  &::before {
    content: '';
    display: block;
    height: 0.375rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.muted : theme.colors.primary)};
  }
`;

const StyledNumber = styled.span`
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-weight: 500;
`;

export type StepIndicatorProps = { steps: readonly string[]; current: number };

/** The wizard's progress: one bar per step; the current one is marked for assistive technology. */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  const intl = useIntl();
  return (
    <StyledSteps aria-label={intl.formatMessage({ id: 'addPerson.steps.progress', defaultMessage: 'Progress' })}>
      {steps.map((label, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <StyledStep key={label} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span>
              <StyledNumber>{`${intl.formatNumber(number)}. `}</StyledNumber>
              {label}
            </span>
          </StyledStep>
        );
      })}
    </StyledSteps>
  );
}
