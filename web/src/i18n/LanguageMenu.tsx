import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { LOCALES } from '@tea/limits';
import { usePreferences } from '../features/preferences/hooks/usePreferences';
import { useLocale } from './locale-context';
import { isLocale, LOCALE_NAMES } from './locale';

const StyledMenu = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledSelect = styled.select`
  min-height: 2.75rem;
  padding: 0 0.5rem;
  border: ${({ theme }) => theme.borders.hairline};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  font: inherit;

  ${({ theme }) => theme.media.desktop} {
    min-height: 2rem;
  }
`;

/**
 * The footer's language menu: every language under its own name. A visitor's choice stays in this browser (the server
 * renders her next page in it); a member's is also saved to her account (the preferences provider syncs it).
 */
export function LanguageMenu() {
  const id = useId();
  const { locale } = useLocale();
  const { updatePreferences } = usePreferences();
  return (
    <StyledMenu>
      <label htmlFor={id}>
        <FormattedMessage id="footer.language" defaultMessage="Language" description="Label of the footer's language menu." />
      </label>
      <StyledSelect
        id={id}
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLocale(chosen)) updatePreferences({ language: chosen });
        }}
      >
        {LOCALES.map((value) => (
          <option key={value} value={value} lang={value}>
            {LOCALE_NAMES[value]}
          </option>
        ))}
      </StyledSelect>
    </StyledMenu>
  );
}
