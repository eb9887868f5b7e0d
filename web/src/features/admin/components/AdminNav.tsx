import type { ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { AlertIcon, CalendarIcon, HomeIcon, ImageIcon, LockIcon, PlusIcon, ReportIcon, ShieldCheckIcon, UserIcon, type IconProps } from '../../../ui/icons';

const StyledNav = styled.nav`
  min-width: 0;

  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1.5rem);
    align-self: start;
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.25rem;
  display: flex;
  gap: 0.25rem;
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  scrollbar-width: thin;

  ${({ theme }) => theme.media.desktop} {
    flex-direction: column;
    overflow: visible;
    padding: 0.5rem;
    background: ${({ theme }) => theme.colors.card};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const StyledLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  padding: 0.375rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: 0.9375rem;
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
    /* Not on the current link: its white text would sit on the light hover background. */
    &:not([aria-current='page']):hover {
      background: ${({ theme }) => theme.colors.muted};
    }
  }
`;

type AdminLink = { to: string; label: string; icon: ComponentType<IconProps> };

/** Every admin screen, in the order of the sidebar. */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: HomeIcon },
  { to: '/admin/reports', label: 'Reports', icon: ReportIcon },
  { to: '/admin/profiles', label: 'Profiles', icon: UserIcon },
  { to: '/admin/users', label: 'Users', icon: LockIcon },
  { to: '/admin/image-approval', label: 'Image Approval', icon: ImageIcon },
  { to: '/admin/verification', label: 'Verification', icon: ShieldCheckIcon },
  { to: '/admin/sample-data', label: 'Sample Data', icon: PlusIcon },
  { to: '/admin/audit-log', label: 'Audit Log', icon: CalendarIcon },
  { to: '/admin/removal-requests', label: 'Removal Requests', icon: AlertIcon },
];

/** The admin navigation: a sidebar from 1024px, a horizontally scrolling strip below. */
export function AdminNav() {
  return (
    <StyledNav aria-label="Admin">
      <StyledList>
        {ADMIN_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <StyledLink to={to}>
              <Icon size={18} />
              {label}
            </StyledLink>
          </li>
        ))}
      </StyledList>
    </StyledNav>
  );
}
