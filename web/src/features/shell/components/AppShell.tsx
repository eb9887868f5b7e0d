import { FormattedMessage } from 'react-intl';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { DesktopHeader, MobileHeader } from './Headers';
import { SuspensionBanner } from './SuspensionBanner';
import { AppStatus } from './AppStatus';

const StyledSkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -10rem;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
  font-weight: 700;

  &:focus {
    top: 1rem;
  }
`;

const StyledMain = styled.main`
  display: block;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});

  &:focus {
    outline: none;
  }
`;

export type AppShellProps = { children: ReactNode };

/**
 * A new page starts at its top, like a full page load would. Only the path counts: changing filters or the
 * page number in the query string keeps the list where it manages scrolling itself.
 */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
}

/** Header (desktop or mobile; the desktop one holds the accessibility button), the page, the site footer and the mobile bottom bar. */
export function AppShell({ children }: AppShellProps) {
  useScrollToTopOnNavigation();
  return (
    <>
      <StyledSkipLink href="#main-content">
        <FormattedMessage id="shell.skipLink" defaultMessage="Skip to main content" description="Skip link at the top of every page." />
      </StyledSkipLink>
      <DesktopHeader />
      <MobileHeader />
      <SuspensionBanner />
      <AppStatus />
      <StyledMain id="main-content" tabIndex={-1}>
        {children}
      </StyledMain>
      <Footer />
      <BottomNav />
    </>
  );
}
