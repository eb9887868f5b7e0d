import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../../i18n/locale-context';
import type { Locale } from '../../../i18n/locale';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';

const StyledBanner = styled.div`
  padding: 0.75rem 1rem;
  /* Dark themes: a dark surface with a warning stripe, not a slab of bright yellow. */
  background: ${({ theme }) => (theme.isDark ? theme.colors.muted : theme.colors.warning)};
  color: ${({ theme }) => (theme.isDark ? theme.colors.foreground : theme.colors.warningForeground)};
  border-bottom: 3px solid ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.body};
  text-align: center;

  a {
    color: inherit;
    font-weight: 700;
    text-decoration: underline;
  }
`;

/**
 * The day a suspension ends, in UTC as the server writes it: '2 December 2026' in English (day first, as the server's
 * e-mail says it), '2 de diciembre de 2026' in Spanish.
 */
const suspensionDate = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const appealLink = (chunks: ReactNode) => <Link to="/reviews">{chunks}</Link>;

/**
 * The signed-in member's running suspension (issue 10 item 6), on every screen: until when, why, and where to appeal
 * (My Reports lists her decisions with Appeal). Nothing for everyone else, or once the suspension has ended.
 */
export function SuspensionBanner() {
  const { user } = useCurrentUser();
  const until = user?.suspendedUntil;
  const { locale } = useLocale();
  if (!until || new Date(until).getTime() <= Date.now()) return null;
  return (
    <StyledBanner role="status">
      {user.suspensionReason ? (
        <FormattedMessage
          id="shell.suspension.withReason"
          defaultMessage="Your account is suspended until {date} — reason: {reason} — you can read, but not post, add people or flag. <link>Appeal</link>"
          description="Banner of a suspended member; the reason is the moderator's text."
          values={{ date: suspensionDate(until, locale), reason: user.suspensionReason, link: appealLink }}
        />
      ) : (
        <FormattedMessage
          id="shell.suspension.noReason"
          defaultMessage="Your account is suspended until {date} — you can read, but not post, add people or flag. <link>Appeal</link>"
          description="Banner of a suspended member, without a reason."
          values={{ date: suspensionDate(until, locale), link: appealLink }}
        />
      )}
    </StyledBanner>
  );
}
