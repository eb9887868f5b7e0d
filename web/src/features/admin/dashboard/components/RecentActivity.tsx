import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { AdminDashboardQuery } from '../../../../gql/graphql';
import { Badge } from '../../../../ui/Badge';
import { StackList } from '../../../../ui/Stack';
import { EmptyState } from '../../../../ui/StateMessage';

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

/** The badge of each kind of event the API lists (an unknown kind shows its code). */
const ACTIVITY_LABELS: Partial<Record<string, MessageDescriptor>> = defineMessages({
  profile_created: { id: 'admin.dashboard.activity.profile', defaultMessage: 'Profile', description: 'Badge of a new profile event.' },
  report_submitted: { id: 'admin.dashboard.activity.report', defaultMessage: 'Report', description: 'Badge of a new report event.' },
  user_banned: { id: 'admin.dashboard.activity.ban', defaultMessage: 'Ban', description: 'Badge of a ban event.' },
  image_uploaded: { id: 'admin.dashboard.activity.image', defaultMessage: 'Image', description: 'Badge of a new image event.' },
});

const activityLabel = (intl: IntlShape, type: string) => {
  const label = Object.keys(ACTIVITY_LABELS).includes(type) ? ACTIVITY_LABELS[type] : undefined;
  return label ? intl.formatMessage(label) : type;
};

const messages = defineMessages({
  label: { id: 'admin.dashboard.activity.label', defaultMessage: 'Recent activity', description: 'Label of the list of recent events.' },
  empty: { id: 'admin.dashboard.activity.empty', defaultMessage: 'No recent activity' },
  emptyText: { id: 'admin.dashboard.activity.emptyText', defaultMessage: 'New profiles, reports, images and bans show up here.' },
});

/** SPEC §9: the dashboard lists 10 recent events. */
export const RECENT_ACTIVITY_LIMIT = 10;

export type RecentActivityProps = { items: AdminDashboardQuery['adminRecentActivity'] };

export function RecentActivity({ items }: RecentActivityProps) {
  const intl = useIntl();
  if (items.length === 0) return <EmptyState title={intl.formatMessage(messages.empty)} description={intl.formatMessage(messages.emptyText)} />;
  return (
    <StyledList as="ol" $gap={0} aria-label={intl.formatMessage(messages.label)}>
      {items.slice(0, RECENT_ACTIVITY_LIMIT).map((item, index) => (
        <StyledItem key={`${item.timestamp}-${index}`}>
          <Badge variant="outline">{activityLabel(intl, item.type)}</Badge>
          <StyledDescription>{item.description}</StyledDescription>
          <StyledTime dateTime={item.timestamp}>{intl.formatDate(item.timestamp, { dateStyle: 'medium', timeStyle: 'short' })}</StyledTime>
        </StyledItem>
      ))}
    </StyledList>
  );
}
