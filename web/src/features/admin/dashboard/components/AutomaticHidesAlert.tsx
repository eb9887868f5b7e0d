import styled from 'styled-components';
import { DashboardAlert } from './DashboardAlert';

const StyledAlert = styled(DashboardAlert)`
  margin-bottom: 1rem;
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
    <StyledAlert tone="destructive" gap={2} title="Automatic hides paused">
      <p>
        {hidesLastHour.toLocaleString('en-US')} {hidesLastHour === 1 ? 'item was' : 'items were'} hidden automatically in the last hour (ceiling{' '}
        {ceiling.toLocaleString('en-US')}). New flags and removal requests about minors or intimate images wait at the top of the queues.
      </p>
    </StyledAlert>
  );
}
