import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminStatsValues } from './StatCards';
import { Heading } from '../../../../ui/Text';
import { Grid } from '../../../../ui/Stack';

const StyledAction = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 1rem 1.125rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: ${({ theme }) => theme.borders.hairline};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
`;

const StyledDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledCount = styled.span<{ $zero: boolean }>`
  flex-shrink: 0;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $zero }) => ($zero ? theme.colors.muted : theme.colors.primary)};
  color: ${({ theme, $zero }) => ($zero ? theme.colors.mutedForeground : theme.colors.primaryForeground)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

export type QuickActionsProps = { stats: AdminStatsValues };

const messages = defineMessages({
  label: { id: 'admin.dashboard.actions.label', defaultMessage: 'Quick actions', description: 'Label of the list of links to admin screens.' },
  reports: { id: 'admin.dashboard.actions.reports', defaultMessage: 'Review Reports' },
  reportsText: { id: 'admin.dashboard.actions.reportsText', defaultMessage: 'Approve or reject reports in the queue' },
  images: { id: 'admin.dashboard.actions.images', defaultMessage: 'Approve Images' },
  imagesText: { id: 'admin.dashboard.actions.imagesText', defaultMessage: 'Check new profile photos' },
  verification: { id: 'admin.dashboard.actions.verification', defaultMessage: 'Verify IDs' },
  verificationText: { id: 'admin.dashboard.actions.verificationText', defaultMessage: 'Review ID verification requests' },
  flags: { id: 'admin.dashboard.actions.flags', defaultMessage: 'Review Flags' },
  flagsText: { id: 'admin.dashboard.actions.flagsText', defaultMessage: 'Decide what members flagged' },
  removal: { id: 'admin.dashboard.actions.removal', defaultMessage: 'Removal Requests' },
  removalText: { id: 'admin.dashboard.actions.removalText', defaultMessage: 'Decide requests to take content down' },
  appeals: { id: 'admin.dashboard.actions.appeals', defaultMessage: 'Appeals' },
  appealsText: { id: 'admin.dashboard.actions.appealsText', defaultMessage: 'Review decisions members appealed' },
  users: { id: 'admin.dashboard.actions.users', defaultMessage: 'Manage Users' },
  usersText: { id: 'admin.dashboard.actions.usersText', defaultMessage: 'Search, ban and unban members' },
  profiles: { id: 'admin.dashboard.actions.profiles', defaultMessage: 'Manage Profiles' },
  profilesText: { id: 'admin.dashboard.actions.profilesText', defaultMessage: 'Edit or delete profiles' },
  sampleData: { id: 'admin.dashboard.actions.sampleData', defaultMessage: 'Sample Data' },
  sampleDataText: { id: 'admin.dashboard.actions.sampleDataText', defaultMessage: 'Generate or remove test data' },
  audit: { id: 'admin.dashboard.actions.audit', defaultMessage: 'Audit Log' },
  auditText: { id: 'admin.dashboard.actions.auditText', defaultMessage: 'Every moderation decision' },
});

/** Links to every admin screen; the ones with waiting work say how much. */
export function QuickActions({ stats }: QuickActionsProps) {
  const intl = useIntl();
  const actions = [
    { to: '/admin/reports', title: messages.reports, description: messages.reportsText, pending: stats.pendingReports },
    { to: '/admin/image-approval', title: messages.images, description: messages.imagesText, pending: stats.pendingImages },
    { to: '/admin/verification', title: messages.verification, description: messages.verificationText, pending: stats.pendingVerifications },
    { to: '/admin/flags', title: messages.flags, description: messages.flagsText, pending: stats.pendingFlagCases },
    { to: '/admin/removal-requests', title: messages.removal, description: messages.removalText, pending: stats.pendingRemovalRequests },
    { to: '/admin/appeals', title: messages.appeals, description: messages.appealsText, pending: stats.pendingAppeals },
    { to: '/admin/users', title: messages.users, description: messages.usersText },
    { to: '/admin/profiles', title: messages.profiles, description: messages.profilesText },
    { to: '/admin/sample-data', title: messages.sampleData, description: messages.sampleDataText },
    { to: '/admin/audit-log', title: messages.audit, description: messages.auditText },
  ];
  return (
    <Grid as="ul" $columns={1} $medium={2} aria-label={intl.formatMessage(messages.label)}>
      {actions.map(({ to, title, description, pending }) => (
        <li key={to}>
          <StyledAction to={to}>
            <StyledText>
              <Heading as="span" $size="base" $weight="bold">
                {intl.formatMessage(title)}
              </Heading>
              <StyledDescription>{intl.formatMessage(description)}</StyledDescription>
            </StyledText>
            {pending !== undefined && (
              <StyledCount $zero={pending === 0}>
                <FormattedMessage
                  id="admin.dashboard.actions.pending"
                  defaultMessage="{count, number} pending"
                  description="Waiting items of a queue."
                  values={{ count: pending }}
                />
              </StyledCount>
            )}
          </StyledAction>
        </li>
      ))}
    </Grid>
  );
}
