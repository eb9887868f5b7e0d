import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  if (hidesLastHour < ceiling) return null;
  return (
    <StyledAlert
      tone="destructive"
      gap={2}
      title={intl.formatMessage({
        id: 'admin.dashboard.autoHides.title',
        defaultMessage: 'Automatic hides paused',
        description: 'Title of the dashboard alert.',
      })}
    >
      <p>
        <FormattedMessage
          id="admin.dashboard.autoHides.text"
          defaultMessage="{count, plural, one {# item was} other {# items were}} hidden automatically in the last hour (ceiling {ceiling, number}). New flags and removal requests about minors or intimate images wait at the top of the queues."
          values={{ count: hidesLastHour, ceiling }}
        />
      </p>
    </StyledAlert>
  );
}
