import { Link, useLocation } from 'react-router-dom';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled, { createGlobalStyle, css } from 'styled-components';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { HomeIcon, PlusIcon, ReportIcon, SearchIcon, SettingsIcon } from '../../../ui/icons';

export type BottomNavItem = { to: string; label: MessageDescriptor; icon: typeof HomeIcon; main?: boolean };

const messages = defineMessages({
  navLabel: { id: 'shell.bottomNav.navLabel', defaultMessage: 'Main navigation', description: 'Accessible name of the mobile bottom bar.' },
  home: { id: 'shell.bottomNav.home', defaultMessage: 'Home', description: 'Bottom bar item: the browse page.' },
  search: { id: 'shell.bottomNav.search', defaultMessage: 'Search', description: 'Bottom bar item: the search page.' },
  add: { id: 'shell.bottomNav.add', defaultMessage: 'Add', description: 'Bottom bar item: add a person.' },
  reports: { id: 'shell.bottomNav.reports', defaultMessage: 'Reports', description: 'Bottom bar item: her reports.' },
  settings: { id: 'shell.bottomNav.settings', defaultMessage: 'Settings', description: 'Bottom bar item: settings.' },
});

export const BOTTOM_NAV_ITEMS: BottomNavItem[] = [
  { to: '/', label: messages.home, icon: HomeIcon },
  { to: '/search', label: messages.search, icon: SearchIcon },
  { to: '/add-person', label: messages.add, icon: PlusIcon, main: true },
  { to: '/reviews', label: messages.reports, icon: ReportIcon },
  { to: '/settings', label: messages.settings, icon: SettingsIcon },
];

/** SPEC §2: an item is active when the path starts with its route; '/' only on an exact match. */
export function isBottomNavItemActive(itemPath: string, currentPath: string): boolean {
  if (itemPath === '/') return currentPath === '/';
  return currentPath.startsWith(itemPath);
}

/** Room for the bar under the page content on small screens (SPEC §9: 80px). */
export const StyledBottomNavBodyPadding = createGlobalStyle`
  ${({ theme }) => theme.media.mobile} {
    body {
      padding-bottom: ${({ theme }) => theme.layout.bottomNavHeight};
    }
  }
`;

const StyledBottomNav = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.bottomNav};
  height: ${({ theme }) => theme.layout.bottomNavHeight};
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.colors.card};
  border-top: ${({ theme }) => theme.borders.hairline};

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  align-items: center;
  height: 100%;
  margin: 0;
  padding: 0 0.25rem;
  list-style: none;
`;

const StyledItemLink = styled(Link)<{ $active: boolean; $main: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.25rem;
  min-height: 3.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.mutedForeground)};

  ${({ $main, $active, theme }) =>
    $main &&
    css`
      color: ${$active ? theme.colors.primary : theme.colors.foreground};
    `}
`;

const StyledMainIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  margin-top: -1.25rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
  box-shadow: 0 6px 16px ${({ theme }) => theme.colors.shadow};
`;

/** The mobile bottom bar: signed-in members only, hidden from 1024px up. */
export function BottomNav() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const intl = useIntl();
  if (!user) return null;
  return (
    <>
      <StyledBottomNavBodyPadding />
      <StyledBottomNav aria-label={intl.formatMessage(messages.navLabel)}>
        <StyledList>
          {BOTTOM_NAV_ITEMS.map(({ to, label, icon: Icon, main = false }) => {
            const active = isBottomNavItemActive(to, pathname);
            return (
              <li key={to}>
                <StyledItemLink to={to} $active={active} $main={main} aria-current={active ? 'page' : undefined}>
                  {main ? (
                    <StyledMainIcon>
                      <Icon size={24} />
                    </StyledMainIcon>
                  ) : (
                    <Icon size={22} />
                  )}
                  {intl.formatMessage(label)}
                </StyledItemLink>
              </li>
            );
          })}
        </StyledList>
      </StyledBottomNav>
    </>
  );
}
