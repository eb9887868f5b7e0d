import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { LanguageMenu } from '../../../i18n/LanguageMenu';
import { TRUST_LINKS } from '../../trust/trust-pages';

const StyledFooter = styled.footer`
  margin-top: 2rem;
  border-top: ${({ theme }) => theme.borders.hairline};
  background: ${({ theme }) => theme.colors.card};
`;

/** The same column as the header and the pages, so the links line up with the content above them. */
const StyledInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem;

  ${({ theme }) => theme.media.medium} {
    padding: 1.5rem;
  }

  ${({ theme }) => theme.media.desktop} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

/** Two columns of large touch targets on small screens, one wrapping row from 1024px. */
const StyledLinks = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.desktop} {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
  }
`;

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  text-decoration: none;

  &:hover,
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.foreground};
    text-decoration: underline;
  }

  ${({ theme }) => theme.media.desktop} {
    min-height: 2rem;
  }
`;

const StyledTagline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** The language menu and the tagline: a column on small screens, a row from 1024px. */
const StyledEnd = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;

  ${({ theme }) => theme.media.desktop} {
    flex-direction: row;
    align-items: center;
    gap: 1.25rem;
  }
`;

/** The admin console (/admin and its screens) has its own navigation and no site footer. */
export function isAdminConsolePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * The site footer on every page outside the admin console: the trust pages, the removal form and Contact. It sits
 * in the page flow, so on small screens it ends above the bottom bar (whose body padding keeps it clear).
 */
export function Footer() {
  const { pathname } = useLocation();
  const intl = useIntl();
  if (isAdminConsolePath(pathname)) return null;
  return (
    <StyledFooter>
      <StyledInner>
        <nav aria-label={intl.formatMessage({ id: 'footer.navLabel', defaultMessage: 'Site', description: 'Accessible name of the footer links.' })}>
          <StyledLinks>
            {TRUST_LINKS.map(({ to, label }) => (
              <li key={to}>
                <StyledLink to={to} aria-current={pathname === to ? 'page' : undefined}>
                  {intl.formatMessage(label)}
                </StyledLink>
              </li>
            ))}
          </StyledLinks>
        </nav>
        <StyledEnd>
          <LanguageMenu />
          <StyledTagline>
            <FormattedMessage id="footer.tagline" defaultMessage="Tea: honest reports, moderated, by women for women." />
          </StyledTagline>
        </StyledEnd>
      </StyledInner>
    </StyledFooter>
  );
}
