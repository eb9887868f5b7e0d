import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../../i18n/locale-context';
import type { Locale } from '../../../i18n/locale';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

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

// The banner's text, in a chunk of its own: only a suspended member loads it (SuspensionBanner.tsx decides), so it
// costs nothing to the first screen of everyone else (issue 23, "no cost to the first screen").

/**
 * The day a suspension ends, in UTC as the server writes it: '2 December 2026' in English (day first, as the server's
 * e-mail says it), '2 de diciembre de 2026' in Spanish.
 */
const suspensionDate = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const appealLink = (chunks: ReactNode) => <Link to="/reviews">{chunks}</Link>;

export type SuspensionBannerTextProps = { until: string; reason: string | null | undefined };

/** Until when, why, and where to appeal (My Reports lists her decisions with Appeal). */
export function SuspensionBannerText({ until, reason }: SuspensionBannerTextProps) {
  const { locale } = useLocale();
  return (
    <StyledBanner role="status">
      {reason ? (
        <FormattedMessage
          id="shell.suspension.withReason"
          defaultMessage="Your account is suspended until {date} — reason: {reason} — you can read, but not post, add people or flag. <link>Appeal</link>"
          description="Banner of a suspended member; the reason is the moderator's text."
          values={{ date: suspensionDate(until, locale), reason, link: appealLink }}
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
