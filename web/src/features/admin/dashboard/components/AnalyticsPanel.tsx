import styled from 'styled-components';
import type { AdminDashboardQuery } from '../../../../gql/graphql';
import { formatHours } from '../../shared/admin-labels';
import { BarChart } from './BarChart';
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

/** 'May 3' for a YYYY-MM-DD day (read as a calendar date, not shifted by time zone). */
function shortDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

/** The Analytics tab: the queue and its waiting times, and reports and sign-ups per day over 30 days. */
export function AnalyticsPanel({ analytics }: AnalyticsPanelProps) {
  const reports = analytics.days.map((d) => ({ label: shortDay(d.day), value: d.reports }));
  const signups = analytics.days.map((d) => ({ label: shortDay(d.day), value: d.signups }));
  return (
    <Stack $gap={4}>
      <StyledFacts aria-label="Moderation queue">
        <StyledFact>
          <dt>Reports waiting</dt>
          <dd>{analytics.queueSize}</dd>
        </StyledFact>
        <StyledFact>
          <dt>Median waiting time</dt>
          <dd>{formatHours(analytics.medianWaitHours)}</dd>
        </StyledFact>
        <StyledFact>
          <dt>Median time to decision (30 days)</dt>
          <dd>{formatHours(analytics.medianDecisionHours)}</dd>
        </StyledFact>
      </StyledFacts>
      <StyledCharts>
        <BarChart title="Reports per day" points={reports} tone="primary" />
        <BarChart title="Sign-ups per day" points={signups} tone="info" />
      </StyledCharts>
    </Stack>
  );
}
