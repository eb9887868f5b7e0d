import { FormattedMessage, useIntl } from 'react-intl';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { AccessibilityPanel } from '../../preferences/components/AccessibilityPanel';
import { Button, ButtonLink } from '../../../ui/Button';
import { CloseIcon, SearchIcon } from '../../../ui/icons';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';

const StyledHeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.card};
  border-bottom: ${({ theme }) => theme.borders.hairline};
`;

const StyledDesktopHeader = styled(StyledHeaderBar)`
  display: none;

  ${({ theme }) => theme.media.desktop} {
    display: block;
  }
`;

const StyledMobileHeader = styled(StyledHeaderBar)`
  padding-top: env(safe-area-inset-top);

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const StyledInner = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 1.5rem;
  height: ${({ theme }) => theme.layout.headerHeight};
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: 0 1.5rem;
`;

const StyledMobileInner = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  height: 3.5rem;
  padding: 0 0.75rem;
`;

const StyledSpacer = styled.div`
  flex: 1;
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-left: auto;
`;

/** Holds the avatar menu's place: UserMenu's avatar is 38px. */
const StyledAccountPlaceholder = styled.span`
  display: inline-block;
  flex-shrink: 0;
  width: 38px;
  height: 38px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.muted};
`;

/** Holds the bell's place (NotificationBell's button is 2.75rem square) while the member's controls load. */
const StyledBellPlaceholder = styled.span`
  display: inline-block;
  flex-shrink: 0;
  width: 2.75rem;
  height: 2.75rem;
`;

// Member-only code (bell, notification panel, avatar menu) loads when a member is signed in, not for visitors.
const MemberAccount = lazy(() => import('./MemberAccount').then((m) => ({ default: m.MemberAccount })));
// The mobile search bar (with its filter sheet and dialog) loads on the first tap of the search button.
const MobileSearch = lazy(() => import('./MobileSearch').then((m) => ({ default: m.MobileSearch })));

type AccountAreaProps = { variant: 'desktop' | 'mobile' };

/** The bell and avatar menu for members; Login for visitors, except on /auth, the sign-in screen itself. */
function AccountArea({ variant }: AccountAreaProps) {
  const { user, loading } = useCurrentUser();
  const { pathname } = useLocation();
  if (loading) return <StyledAccountPlaceholder aria-hidden="true" />;
  if (!user) {
    if (pathname === '/auth') return null;
    return (
      <ButtonLink to="/auth" size={variant === 'mobile' ? 'sm' : 'md'}>
        <FormattedMessage id="shell.header.login" defaultMessage="Login" description="Header button to the sign-in screen." />
      </ButtonLink>
    );
  }
  // The placeholders take the bell's and the avatar's exact places, so nothing moves when the code arrives.
  const placeholder = (
    <>
      <StyledBellPlaceholder aria-hidden="true" />
      <StyledAccountPlaceholder aria-hidden="true" />
    </>
  );
  return (
    <Suspense fallback={placeholder}>
      <MemberAccount user={user} variant={variant} />
    </Suspense>
  );
}

/**
 * Header at 1024px and wider: logo and name, search box, bell, avatar menu or Login, and the accessibility button
 * (floating in the margin when there is room, otherwise here among the actions).
 */
export function DesktopHeader() {
  return (
    <StyledDesktopHeader>
      <StyledInner>
        <Logo />
        <HeaderSearch />
        <StyledActions>
          <AccessibilityPanel />
          <AccountArea variant="desktop" />
        </StyledActions>
      </StyledInner>
    </StyledDesktopHeader>
  );
}

/** Compact header below 1024px: logo, search toggle, bell, avatar menu or Login. */
export function MobileHeader() {
  const intl = useIntl();
  const [searchOpen, setSearchOpen] = useState(false);
  const searchId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeSearch = () => {
    setSearchOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <StyledMobileHeader>
      <StyledMobileInner>
        <Logo compact />
        <StyledSpacer />
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          aria-label={
            searchOpen
              ? intl.formatMessage({ id: 'shell.header.closeSearch', defaultMessage: 'Close search', description: 'Closes the mobile search bar.' })
              : intl.formatMessage({ id: 'shell.header.openSearch', defaultMessage: 'Open search', description: 'Opens the mobile search bar.' })
          }
          aria-expanded={searchOpen}
          aria-controls={searchOpen ? searchId : undefined}
          onClick={() => setSearchOpen((open) => !open)}
        >
          {searchOpen ? <CloseIcon /> : <SearchIcon />}
        </Button>
        <AccountArea variant="mobile" />
      </StyledMobileInner>
      {searchOpen && (
        <Suspense fallback={null}>
          <MobileSearch id={searchId} onClose={closeSearch} />
        </Suspense>
      )}
    </StyledMobileHeader>
  );
}
