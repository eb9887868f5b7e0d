import styled from 'styled-components';
import type { AdminDashboardQuery } from '../../../../gql/graphql';
import { Badge } from '../../../../ui/Badge';
import { StackList } from '../../../../ui/Stack';
import { EmptyState } from '../../../../ui/StateMessage';
import { formatDateTime } from '../../shared/admin-labels';

const StyledList = styled(StackList)`
  border: ${({ theme }) => theme.borders.hairline};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  padding: 0.75rem 1rem;

  & + & {
    border-top: ${({ theme }) => theme.borders.hairline};
  }
`;

const StyledDescription = styled.span`
  flex: 1 1 14rem;
`;

const StyledTime = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const ACTIVITY_LABELS: Record<string, string> = {
  profile_created: 'Profile',
  report_submitted: 'Report',
  user_banned: 'Ban',
  image_uploaded: 'Image',
};

/** SPEC §9: the dashboard lists 10 recent events. */
export const RECENT_ACTIVITY_LIMIT = 10;

export type RecentActivityProps = { items: AdminDashboardQuery['adminRecentActivity'] };

export function RecentActivity({ items }: RecentActivityProps) {
  if (items.length === 0) return <EmptyState title="No recent activity" description="New profiles, reports, images and bans show up here." />;
  return (
    <StyledList as="ol" $gap={0} aria-label="Recent activity">
      {items.slice(0, RECENT_ACTIVITY_LIMIT).map((item, index) => (
        <StyledItem key={`${item.timestamp}-${index}`}>
          <Badge variant="outline">{ACTIVITY_LABELS[item.type] ?? item.type}</Badge>
          <StyledDescription>{item.description}</StyledDescription>
          <StyledTime dateTime={item.timestamp}>{formatDateTime(item.timestamp)}</StyledTime>
        </StyledItem>
      ))}
    </StyledList>
  );
}
