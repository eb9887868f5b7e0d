import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { AdminDashboardQuery } from '../../../../gql/graphql';
import { BarChart } from './BarChart';
import { aboutMessage } from './StatCards';
import { Stack } from '../../../../ui/Stack';

const StyledFacts = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
`;

const StyledFact = styled.div`
  padding: 1rem;
  border: ${({ theme }) => theme.borders.hairline};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }

  dd {
    margin: 0.25rem 0 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: 800;
  }
`;

const StyledCharts = styled.div`
  display: grid;
  gap: 1rem;

  ${({ theme }) => theme.media.medium} {
    grid-template-columns: 1fr 1fr;
  }
`;

export type AnalyticsPanelProps = { analytics: AdminDashboardQuery['adminAnalytics'] };

const messages = defineMessages({
  queue: { id: 'admin.dashboard.analytics.queue', defaultMessage: 'Moderation queue', description: 'Label of the queue figures.' },
  reportsWaiting: { id: 'admin.dashboard.analytics.reportsWaiting', defaultMessage: 'Reports waiting' },
  medianWait: { id: 'admin.dashboard.analytics.medianWait', defaultMessage: 'Median waiting time' },
  medianDecision: {
    id: 'admin.dashboard.analytics.medianDecision',
    defaultMessage: 'Median time to decision (30 days)',
    description: 'Over the latest 1,000 decisions of the last 30 days.',
  },
  reportsPerDay: { id: 'admin.dashboard.analytics.reportsPerDay', defaultMessage: 'Reports per day', description: 'Title of a chart.' },
  signupsPerDay: { id: 'admin.dashboard.analytics.signupsPerDay', defaultMessage: 'Sign-ups per day', description: 'Title of a chart.' },
});

/** Beside the median wait of a long queue: it comes from a snapshot taken every 10 minutes. */
const asOfMessage = defineMessage<{ time: string }>({
  id: 'admin.dashboard.analytics.asOf',
  defaultMessage: '(as of {time})',
  description: 'After the median waiting time of a long queue, which is taken every 10 minutes; time is e.g. 3:40 PM.',
});

const daysMessage = defineMessage<{ days: number }>({
  id: 'admin.dashboard.analytics.days',
  defaultMessage: '{days, plural, one {# day} other {# days}}',
  description: 'A duration of two days or more.',
});

const hoursMessage = defineMessage<{ hours: number }>({
  id: 'admin.dashboard.analytics.hours',
  defaultMessage: '{hours, number} h',
  description: 'A duration under two days, in hours.',
});

const minutesMessage = defineMessage<{ minutes: number }>({
  id: 'admin.dashboard.analytics.minutes',
  defaultMessage: '{minutes, number} min',
  description: 'A duration under an hour.',
});

/** 'May 3' for a YYYY-MM-DD day (read as a calendar date, not shifted by time zone), in her language. */
function shortDay(intl: IntlShape, day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return intl.formatDate(Date.UTC(year, month - 1, date), { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** '45 min', '5.3 h' or '2.5 days' for a duration in hours; '—' when unknown. */
function hoursText(intl: IntlShape, hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '—';
  if (hours < 1) return intl.formatMessage(minutesMessage, { minutes: Math.max(1, Math.round(hours * 60)) });
  if (hours < 48) return intl.formatMessage(hoursMessage, { hours: Math.round(hours * 10) / 10 });
  return intl.formatMessage(daysMessage, { days: Math.round((hours / 24) * 10) / 10 });
}

/** The Analytics tab: the queue and its waiting times, and reports and sign-ups per day over 30 days. */
export function AnalyticsPanel({ analytics }: AnalyticsPanelProps) {
  const intl = useIntl();
  const reports = analytics.days.map((d) => ({ label: shortDay(intl, d.day), value: d.reports }));
  const signups = analytics.days.map((d) => ({ label: shortDay(intl, d.day), value: d.signups }));
  return (
    <Stack $gap={4}>
      <StyledFacts aria-label={intl.formatMessage(messages.queue)}>
        <StyledFact>
          <dt>{intl.formatMessage(messages.reportsWaiting)}</dt>
          <dd>{analytics.queueSizeIsExact ? intl.formatNumber(analytics.queueSize) : intl.formatMessage(aboutMessage, { value: analytics.queueSize })}</dd>
        </StyledFact>
        <StyledFact>
          <dt>{intl.formatMessage(messages.medianWait)}</dt>
          <dd>
            {hoursText(intl, analytics.medianWaitHours)}
            {analytics.medianWaitAsOf && <> {intl.formatMessage(asOfMessage, { time: intl.formatTime(analytics.medianWaitAsOf, { timeStyle: 'short' }) })}</>}
          </dd>
        </StyledFact>
        <StyledFact>
          <dt>{intl.formatMessage(messages.medianDecision)}</dt>
          <dd>{hoursText(intl, analytics.medianDecisionHours)}</dd>
        </StyledFact>
      </StyledFacts>
      <StyledCharts>
        <BarChart title={intl.formatMessage(messages.reportsPerDay)} points={reports} tone="primary" />
        <BarChart title={intl.formatMessage(messages.signupsPerDay)} points={signups} tone="info" />
      </StyledCharts>
    </Stack>
  );
}
