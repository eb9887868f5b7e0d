import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
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

type StatDefinition = {
  key: keyof Omit<AdminStatsValues, '__typename' | 'automaticHideCeiling' | 'estimated'>;
  label: MessageDescriptor;
  hint: MessageDescriptor;
  attention?: boolean;
};

const m = defineMessages({
  totalUsers: { id: 'admin.dashboard.stats.totalUsers', defaultMessage: 'Total Users' },
  totalUsersHint: { id: 'admin.dashboard.stats.totalUsersHint', defaultMessage: 'Member accounts' },
  usersToday: { id: 'admin.dashboard.stats.usersToday', defaultMessage: 'New Users Today' },
  usersTodayHint: { id: 'admin.dashboard.stats.usersTodayHint', defaultMessage: 'Signed up today' },
  totalProfiles: { id: 'admin.dashboard.stats.totalProfiles', defaultMessage: 'Total Profiles' },
  totalProfilesHint: { id: 'admin.dashboard.stats.totalProfilesHint', defaultMessage: 'Women added' },
  profilesToday: { id: 'admin.dashboard.stats.profilesToday', defaultMessage: 'Profiles Today' },
  profilesTodayHint: { id: 'admin.dashboard.stats.profilesTodayHint', defaultMessage: 'Added today' },
  totalReports: { id: 'admin.dashboard.stats.totalReports', defaultMessage: 'Total Reports' },
  totalReportsHint: { id: 'admin.dashboard.stats.totalReportsHint', defaultMessage: 'All statuses' },
  reportsToday: { id: 'admin.dashboard.stats.reportsToday', defaultMessage: 'Reports Today' },
  reportsTodayHint: { id: 'admin.dashboard.stats.reportsTodayHint', defaultMessage: 'Submitted today' },
  pendingReports: { id: 'admin.dashboard.stats.pendingReports', defaultMessage: 'Pending Reports' },
  pendingReportsHint: { id: 'admin.dashboard.stats.pendingReportsHint', defaultMessage: 'Waiting in the queue' },
  pendingImages: { id: 'admin.dashboard.stats.pendingImages', defaultMessage: 'Pending Images' },
  pendingImagesHint: { id: 'admin.dashboard.stats.pendingImagesHint', defaultMessage: 'Waiting for approval' },
  pendingVerifications: { id: 'admin.dashboard.stats.pendingVerifications', defaultMessage: 'Pending Verifications' },
  pendingVerificationsHint: { id: 'admin.dashboard.stats.pendingVerificationsHint', defaultMessage: 'IDs to review' },
  pendingFlagCases: { id: 'admin.dashboard.stats.pendingFlagCases', defaultMessage: 'Pending Flags' },
  pendingFlagCasesHint: { id: 'admin.dashboard.stats.pendingFlagCasesHint', defaultMessage: 'Flagged items to review' },
  pendingRemovalRequests: { id: 'admin.dashboard.stats.pendingRemovalRequests', defaultMessage: 'Removal Requests' },
  pendingRemovalRequestsHint: { id: 'admin.dashboard.stats.pendingRemovalRequestsHint', defaultMessage: 'Waiting for a decision' },
  pendingAppeals: { id: 'admin.dashboard.stats.pendingAppeals', defaultMessage: 'Pending Appeals' },
  pendingAppealsHint: { id: 'admin.dashboard.stats.pendingAppealsHint', defaultMessage: 'Decisions to review again' },
  flaggedProfiles: { id: 'admin.dashboard.stats.flaggedProfiles', defaultMessage: 'Flagged Profiles' },
  flaggedProfilesHint: { id: 'admin.dashboard.stats.flaggedProfilesHint', defaultMessage: 'Red flag profiles' },
  bannedUsers: { id: 'admin.dashboard.stats.bannedUsers', defaultMessage: 'Banned Users' },
  bannedUsersHint: { id: 'admin.dashboard.stats.bannedUsersHint', defaultMessage: 'Currently banned' },
  automaticHides: { id: 'admin.dashboard.stats.automaticHides', defaultMessage: 'Automatic Hides' },
  automaticHidesHint: { id: 'admin.dashboard.stats.automaticHidesHint', defaultMessage: 'Hidden automatically in the last hour' },
});

/** A figure the API estimated (above 1,000: `AdminStats.estimated`). */
export const aboutMessage = defineMessage<{ value: number }>({
  id: 'admin.dashboard.about',
  defaultMessage: 'about {value, number}',
  description: 'A dashboard figure that is an estimate (large figures are estimated, not counted).',
});

const statisticsLabel = defineMessage({ id: 'admin.dashboard.stats.label', defaultMessage: 'Statistics', description: 'Label of the stat cards.' });

/** One card per AdminStats count (the ceiling of automatic hides is a setting, shown by the alert), in reading order. Waiting work is outlined when there is any. */
export const STAT_CARDS: readonly StatDefinition[] = [
  { key: 'totalUsers', label: m.totalUsers, hint: m.totalUsersHint },
  { key: 'usersToday', label: m.usersToday, hint: m.usersTodayHint },
  { key: 'totalProfiles', label: m.totalProfiles, hint: m.totalProfilesHint },
  { key: 'profilesToday', label: m.profilesToday, hint: m.profilesTodayHint },
  { key: 'totalReports', label: m.totalReports, hint: m.totalReportsHint },
  { key: 'reportsToday', label: m.reportsToday, hint: m.reportsTodayHint },
  { key: 'pendingReports', label: m.pendingReports, hint: m.pendingReportsHint, attention: true },
  { key: 'pendingImages', label: m.pendingImages, hint: m.pendingImagesHint, attention: true },
  { key: 'pendingVerifications', label: m.pendingVerifications, hint: m.pendingVerificationsHint, attention: true },
  { key: 'pendingFlagCases', label: m.pendingFlagCases, hint: m.pendingFlagCasesHint, attention: true },
  { key: 'pendingRemovalRequests', label: m.pendingRemovalRequests, hint: m.pendingRemovalRequestsHint, attention: true },
  { key: 'pendingAppeals', label: m.pendingAppeals, hint: m.pendingAppealsHint, attention: true },
  { key: 'flaggedProfiles', label: m.flaggedProfiles, hint: m.flaggedProfilesHint },
  { key: 'bannedUsers', label: m.bannedUsers, hint: m.bannedUsersHint },
  { key: 'automaticHidesLastHour', label: m.automaticHides, hint: m.automaticHidesHint },
];

export type StatCardsProps = { stats: AdminStatsValues };

/** The dashboard's stat cards (SPEC §3 'Admin stats' plus the queue counts). */
export function StatCards({ stats }: StatCardsProps) {
  const intl = useIntl();
  return (
    <StyledGrid as="ul" $columns={2} $medium={3} $wide={4} aria-label={intl.formatMessage(statisticsLabel)}>
      {STAT_CARDS.map(({ key, label, hint, attention }) => (
        <StyledStat key={key} $attention={!!attention && stats[key] > 0}>
          <StyledValue>{stats.estimated.includes(key) ? intl.formatMessage(aboutMessage, { value: stats[key] }) : intl.formatNumber(stats[key])}</StyledValue>
          <StyledLabel>{intl.formatMessage(label)}</StyledLabel>
          <StyledHint>{intl.formatMessage(hint)}</StyledHint>
        </StyledStat>
      ))}
    </StyledGrid>
  );
}
