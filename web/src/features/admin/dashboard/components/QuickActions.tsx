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

/** Links to every admin screen; the ones with waiting work say how much. */
export function QuickActions({ stats }: QuickActionsProps) {
  const actions = [
    { to: '/admin/reports', title: 'Review Reports', description: 'Approve or reject reports in the queue', pending: stats.pendingReports },
    { to: '/admin/image-approval', title: 'Approve Images', description: 'Check new profile photos', pending: stats.pendingImages },
    { to: '/admin/verification', title: 'Verify IDs', description: 'Review ID verification requests', pending: stats.pendingVerifications },
    { to: '/admin/flags', title: 'Review Flags', description: 'Decide what members flagged', pending: stats.pendingFlagCases },
    { to: '/admin/removal-requests', title: 'Removal Requests', description: 'Decide requests to take content down', pending: stats.pendingRemovalRequests },
    { to: '/admin/appeals', title: 'Appeals', description: 'Review decisions members appealed', pending: stats.pendingAppeals },
    { to: '/admin/users', title: 'Manage Users', description: 'Search, ban and unban members' },
    { to: '/admin/profiles', title: 'Manage Profiles', description: 'Edit or delete profiles' },
    { to: '/admin/sample-data', title: 'Sample Data', description: 'Generate or remove test data' },
    { to: '/admin/audit-log', title: 'Audit Log', description: 'Every moderation decision' },
  ];
  return (
    <Grid as="ul" $columns={1} $medium={2} aria-label="Quick actions">
      {actions.map(({ to, title, description, pending }) => (
        <li key={to}>
          <StyledAction to={to}>
            <StyledText>
              <Heading as="span" $size="base" $weight="bold">
                {title}
              </Heading>
              <StyledDescription>{description}</StyledDescription>
            </StyledText>
            {pending !== undefined && <StyledCount $zero={pending === 0}>{pending} pending</StyledCount>}
          </StyledAction>
        </li>
      ))}
    </Grid>
  );
}
