import styled from 'styled-components';
import { Heading } from '../../../../ui/Text';

const StyledAlert = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-bottom: 1rem;
  padding: 1rem 1.125rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 2px solid ${({ theme }) => theme.colors.destructive};
  background: ${({ theme }) => theme.colors.card};
`;

export type AutomaticHidesAlertProps = { hidesLastHour: number; ceiling: number };

/**
 * The dashboard's alert once the hourly ceiling of automatic hides is reached: further items that would have hidden
 * themselves (flags, confirmed removal requests about minors or intimate images) wait at the top of the queues instead.
 * Nothing shows below the ceiling.
 */
export function AutomaticHidesAlert({ hidesLastHour, ceiling }: AutomaticHidesAlertProps) {
  if (hidesLastHour < ceiling) return null;
  return (
    <StyledAlert role="alert" aria-labelledby="automatic-hides-alert-title">
      <Heading as="h2" $size="lg" $weight="heavy" id="automatic-hides-alert-title">
        Automatic hides paused
      </Heading>
      <p>
        {hidesLastHour.toLocaleString('en-US')} {hidesLastHour === 1 ? 'item was' : 'items were'} hidden automatically in the last hour (ceiling{' '}
        {ceiling.toLocaleString('en-US')}). New flags and removal requests about minors or intimate images wait at the top of the queues.
      </p>
    </StyledAlert>
  );
}
