import styled from 'styled-components';
import type { AdminDashboardQuery } from '../../../../gql/graphql';
import { Grid } from '../../../../ui/Stack';

const StyledGrid = styled(Grid)`
  margin-bottom: 1.5rem;
`;

const StyledStat = styled.li<{ $attention: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $attention }) => ($attention ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme }) => theme.colors.card};
  box-shadow: 0 1px 3px ${({ theme }) => theme.colors.shadow};
`;

const StyledValue = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: 800;
  line-height: 1.1;
`;

const StyledLabel = styled.span`
  font-weight: 600;
`;

const StyledHint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type AdminStatsValues = AdminDashboardQuery['adminStats'];

type StatDefinition = { key: keyof Omit<AdminStatsValues, '__typename' | 'automaticHideCeiling'>; label: string; hint: string; attention?: boolean };

/** One card per AdminStats count (the ceiling of automatic hides is a setting, shown by the alert), in reading order. Waiting work is outlined when there is any. */
export const STAT_CARDS: readonly StatDefinition[] = [
  { key: 'totalUsers', label: 'Total Users', hint: 'Member accounts' },
  { key: 'usersToday', label: 'New Users Today', hint: 'Signed up today' },
  { key: 'totalProfiles', label: 'Total Profiles', hint: 'Women added' },
  { key: 'profilesToday', label: 'Profiles Today', hint: 'Added today' },
  { key: 'totalReports', label: 'Total Reports', hint: 'All statuses' },
  { key: 'reportsToday', label: 'Reports Today', hint: 'Submitted today' },
  { key: 'pendingReports', label: 'Pending Reports', hint: 'Waiting in the queue', attention: true },
  { key: 'pendingImages', label: 'Pending Images', hint: 'Waiting for approval', attention: true },
  { key: 'pendingVerifications', label: 'Pending Verifications', hint: 'IDs to review', attention: true },
  { key: 'pendingFlagCases', label: 'Pending Flags', hint: 'Flagged items to review', attention: true },
  { key: 'pendingRemovalRequests', label: 'Removal Requests', hint: 'Waiting for a decision', attention: true },
  { key: 'pendingAppeals', label: 'Pending Appeals', hint: 'Decisions to review again', attention: true },
  { key: 'flaggedProfiles', label: 'Flagged Profiles', hint: 'Red flag profiles' },
  { key: 'bannedUsers', label: 'Banned Users', hint: 'Currently banned' },
  { key: 'automaticHidesLastHour', label: 'Automatic Hides', hint: 'Hidden automatically in the last hour' },
];

export type StatCardsProps = { stats: AdminStatsValues };

/** The dashboard's stat cards (SPEC §3 'Admin stats' plus the queue counts). */
export function StatCards({ stats }: StatCardsProps) {
  return (
    <StyledGrid as="ul" $columns={2} $medium={3} $wide={4} aria-label="Statistics">
      {STAT_CARDS.map(({ key, label, hint, attention }) => (
        <StyledStat key={key} $attention={!!attention && stats[key] > 0}>
          <StyledValue>{stats[key].toLocaleString()}</StyledValue>
          <StyledLabel>{label}</StyledLabel>
          <StyledHint>{hint}</StyledHint>
        </StyledStat>
      ))}
    </StyledGrid>
  );
}
