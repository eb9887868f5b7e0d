import { useQuery } from '@apollo/client/react';
import { useEffect, useId, type ComponentType } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../../../gql';
import type { AdminQueueCountsQuery as AdminQueueCounts } from '../../../../gql/graphql';
import {
  AlertIcon,
  CalendarIcon,
  HomeIcon,
  ImageIcon,
  LockIcon,
  PanelLeftIcon,
  PlusIcon,
  ReportIcon,
  ShieldCheckIcon,
  UserIcon,
  type IconProps,
} from '../../../../ui/icons';
import { Tooltip } from '../../../../ui/Tooltip';
import { usePreferences } from '../../../preferences/hooks/usePreferences';
import { useScrollEdges } from '../../../../ui/useScrollEdges';
import { StyledVisuallyHidden } from '../../../../ui/VisuallyHidden';

/**
 * Below 1024px the links scroll sideways: a fade over the edge that has more links behind it shows that the strip
 * scrolls (data-more-before / data-more-after, from useScrollEdges). From 1024px it is a sidebar without fades.
 */
const StyledNav = styled.nav`
  position: relative;
  min-width: 0;

  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    width: 2.5rem;
    pointer-events: none;
    opacity: 0;
    transition: opacity 150ms ease;
  }

  &::before {
    left: 0;
    border-radius: ${({ theme }) => theme.radii.md} 0 0 ${({ theme }) => theme.radii.md};
    background: linear-gradient(to right, ${({ theme }) => theme.colors.muted} 20%, transparent);
  }

  &::after {
    right: 0;
    border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
    background: linear-gradient(to left, ${({ theme }) => theme.colors.muted} 20%, transparent);
  }

  &[data-more-before]::before,
  &[data-more-after]::after {
    opacity: 1;
  }

  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1.5rem);
    align-self: start;

    &::before,
    &::after {
      display: none;
    }
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.25rem;
  display: flex;
  gap: 0.25rem;
  overflow-x: auto;
  /* A link reached with Tab scrolls clear of the edge fades. */
  scroll-padding-inline: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  scrollbar-width: thin;

  ${({ theme }) => theme.media.desktop} {
    flex-direction: column;
    overflow: visible;
    padding: 0.5rem;
    background: ${({ theme }) => theme.colors.card};
    border: ${({ theme }) => theme.borders.hairline};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

/** The collapse button: desktop only (below 1024px the links are a strip). */
const StyledCollapse = styled.button`
  display: none;

  ${({ theme }) => theme.media.desktop} {
    display: flex;
    align-items: center;
    justify-content: center;
    align-self: flex-end;
    width: 2.5rem;
    height: 2.5rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.mutedForeground};
    cursor: pointer;

    &:hover {
      background: ${({ theme }) => theme.colors.muted};
      color: ${({ theme }) => theme.colors.foreground};
    }
  }
`;

/** A link's name: beside its icon, or (collapsed sidebar, desktop) for screen readers only, its tooltip showing it. */
const StyledLabel = styled.span<{ $collapsed: boolean }>`
  ${({ theme, $collapsed }) =>
    $collapsed
      ? `${theme.media.desktop} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }`
      : ''}
`;

const StyledLink = styled(NavLink)<{ $collapsed: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  padding: 0.375rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.body};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  /* Icons keep their size next to long labels. */
  svg {
    flex-shrink: 0;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.foreground};
    background: ${({ theme }) => theme.colors.card};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
  }

  ${({ theme }) => theme.media.desktop} {
    ${({ $collapsed }) => ($collapsed ? 'padding: 0.375rem 0.625rem;' : '')}

    /* Not on the current link: its white text would sit on the light hover background. */
    &:not([aria-current='page']):hover {
      background: ${({ theme }) => theme.colors.muted};
    }
  }
`;

/** The waiting work of each queue, for the sidebar's badges (the same AdminStats the dashboard reads). */
export const AdminQueueCountsQuery = graphql(`
  query AdminQueueCounts {
    adminStats {
      pendingReports
      pendingImages
      pendingVerifications
      pendingFlagCases
      pendingRemovalRequests
      pendingAppeals
    }
  }
`);

type QueueCount = keyof Omit<AdminQueueCounts['adminStats'], '__typename'>;

const StyledBadge = styled.span<{ $collapsed: boolean }>`
  margin-left: auto;
  min-width: 1.5rem;
  padding: 0 0.4375rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.destructive};
  color: ${({ theme }) => theme.colors.destructiveForeground};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.5rem;
  text-align: center;

  /* Collapsed sidebar: a small count on the icon's corner. */
  ${({ theme, $collapsed }) =>
    $collapsed
      ? `${theme.media.desktop} {
    position: absolute;
    top: 0.125rem;
    right: 0.125rem;
    min-width: 1.25rem;
    padding: 0 0.25rem;
    line-height: 1.25rem;
  }`
      : ''}
`;

type AdminLink = { to: string; label: MessageDescriptor; icon: ComponentType<IconProps>; waiting?: QueueCount };

const LINK_MESSAGES = defineMessages({
  dashboard: { id: 'admin.nav.dashboard', defaultMessage: 'Dashboard' },
  reports: { id: 'admin.nav.reports', defaultMessage: 'Reports' },
  profiles: { id: 'admin.nav.profiles', defaultMessage: 'Profiles' },
  users: { id: 'admin.nav.users', defaultMessage: 'Users' },
  imageApproval: { id: 'admin.nav.imageApproval', defaultMessage: 'Image Approval' },
  verification: { id: 'admin.nav.verification', defaultMessage: 'Verification' },
  sampleData: { id: 'admin.nav.sampleData', defaultMessage: 'Sample Data' },
  auditLog: { id: 'admin.nav.auditLog', defaultMessage: 'Audit Log' },
  removalRequests: { id: 'admin.nav.removalRequests', defaultMessage: 'Removal Requests' },
  flags: { id: 'admin.nav.flags', defaultMessage: 'Flags' },
  appeals: { id: 'admin.nav.appeals', defaultMessage: 'Appeals' },
});

/** Every admin screen, in the order of the sidebar. */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { to: '/admin/dashboard', label: LINK_MESSAGES.dashboard, icon: HomeIcon },
  { to: '/admin/reports', label: LINK_MESSAGES.reports, icon: ReportIcon, waiting: 'pendingReports' },
  { to: '/admin/profiles', label: LINK_MESSAGES.profiles, icon: UserIcon },
  { to: '/admin/users', label: LINK_MESSAGES.users, icon: LockIcon },
  { to: '/admin/image-approval', label: LINK_MESSAGES.imageApproval, icon: ImageIcon, waiting: 'pendingImages' },
  { to: '/admin/verification', label: LINK_MESSAGES.verification, icon: ShieldCheckIcon, waiting: 'pendingVerifications' },
  { to: '/admin/sample-data', label: LINK_MESSAGES.sampleData, icon: PlusIcon },
  { to: '/admin/audit-log', label: LINK_MESSAGES.auditLog, icon: CalendarIcon },
  { to: '/admin/removal-requests', label: LINK_MESSAGES.removalRequests, icon: AlertIcon, waiting: 'pendingRemovalRequests' },
  { to: '/admin/flags', label: LINK_MESSAGES.flags, icon: AlertIcon, waiting: 'pendingFlagCases' },
  { to: '/admin/appeals', label: LINK_MESSAGES.appeals, icon: ShieldCheckIcon, waiting: 'pendingAppeals' },
];

/** Scrolls a sideways-scrolling strip so that its current link sits in the middle (no-op when nothing scrolls). */
function centreCurrentLink(list: HTMLElement) {
  const current = list.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current || list.scrollWidth <= list.clientWidth) return;
  const listBox = list.getBoundingClientRect();
  const linkBox = current.getBoundingClientRect();
  list.scrollLeft += linkBox.left + linkBox.width / 2 - (listBox.left + listBox.width / 2);
}

/**
 * The admin navigation: a sidebar from 1024px, a horizontally scrolling strip below, which fades at the edges that
 * have more links and starts scrolled to the current screen. On desktop the sidebar collapses to its icons (SPEC's
 * `sidebarCollapsed`, kept with her preferences and saved to her account); each icon then shows its name as a tooltip.
 */
export function AdminNav() {
  const { preferences, updatePreferences } = usePreferences();
  const collapsed = preferences.sidebarCollapsed;
  const [listRef, edges] = useScrollEdges<HTMLUListElement>();
  const { pathname } = useLocation();
  const intl = useIntl();
  const toggleLabel = collapsed
    ? intl.formatMessage({ id: 'admin.nav.expand', defaultMessage: 'Expand sidebar' })
    : intl.formatMessage({ id: 'admin.nav.collapse', defaultMessage: 'Collapse sidebar' });
  // Refreshed on every admin screen, so a decision taken here shows in the badges of the next one.
  const counts = useQuery(AdminQueueCountsQuery, { fetchPolicy: 'cache-and-network' }).data?.adminStats;
  useEffect(() => {
    if (listRef.current) centreCurrentLink(listRef.current);
  }, [listRef, pathname]);
  return (
    <StyledNav
      aria-label={intl.formatMessage({ id: 'admin.nav.label', defaultMessage: 'Admin', description: 'Accessible name of the admin navigation.' })}
      data-more-before={edges.start ? '' : undefined}
      data-more-after={edges.end ? '' : undefined}
    >
      <StyledList ref={listRef}>
        <li>
          <Tooltip label={toggleLabel} side="right">
            <StyledCollapse
              type="button"
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
              onClick={() => updatePreferences({ sidebarCollapsed: !collapsed })}
            >
              <PanelLeftIcon size={18} />
            </StyledCollapse>
          </Tooltip>
        </li>
        {ADMIN_LINKS.map((link) => (
          <li key={link.to}>
            <AdminNavLink link={link} collapsed={collapsed} waiting={link.waiting ? counts?.[link.waiting] : undefined} />
          </li>
        ))}
      </StyledList>
    </StyledNav>
  );
}

type AdminNavLinkProps = { link: AdminLink; collapsed: boolean; waiting: number | undefined };

/**
 * One sidebar link; a queue with waiting work shows its count in a badge. The count describes the link
 * (aria-describedby: 'Reports', described as '9 waiting'), so the link's name stays the screen's name.
 */
function AdminNavLink({ link: { to, label, icon: Icon }, collapsed, waiting }: AdminNavLinkProps) {
  const badgeId = useId();
  const intl = useIntl();
  const name = intl.formatMessage(label);
  const shown = waiting !== undefined && waiting > 0;
  return (
    <Tooltip label={name} side="right" enabled={collapsed}>
      <StyledLink to={to} $collapsed={collapsed} aria-describedby={shown ? badgeId : undefined}>
        <Icon size={18} />
        <StyledLabel $collapsed={collapsed}>{name}</StyledLabel>
        {shown && (
          <StyledBadge id={badgeId} aria-hidden="true" $collapsed={collapsed}>
            <FormattedMessage
              id="admin.nav.waiting"
              defaultMessage="{count}<hidden> waiting</hidden>"
              description="A queue's badge: the count shown, 'waiting' for screen readers only. count is a number or '99+'."
              values={{ count: waiting > 99 ? '99+' : intl.formatNumber(waiting), hidden: (text) => <StyledVisuallyHidden>{text}</StyledVisuallyHidden> }}
            />
          </StyledBadge>
        )}
      </StyledLink>
    </Tooltip>
  );
}
