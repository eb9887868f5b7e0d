import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { THEME_NAMES, THEMES, type ThemeName } from '../../../theme/themes';
import { usePreferences } from '../hooks/usePreferences';

const StyledFieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
`;

const StyledLegend = styled.legend`
  padding: 0;
  font-weight: 700;
  margin-bottom: 0.75rem;
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr));
  gap: 0.75rem;
`;

const StyledOption = styled.label`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.card};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const StyledRadio = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: 0;
  opacity: 0;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
`;

const StyledSwatches = styled.span`
  display: flex;
  gap: 0.25rem;
`;

/* The swatch shows another theme's colour, which is only known at run time: it is passed as a custom property. */
const StyledSwatch = styled.span`
  width: 1.25rem;
  height: 1.25rem;
  border-radius: 50%;
  background: var(--swatch);
  border: ${({ theme }) => theme.borders.hairline};
`;

const StyledName = styled.span`
  font-weight: 700;
`;

const StyledDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** Each theme's name and description (the English ones are theme/themes.ts's). */
const THEME_TEXTS = {
  default: defineMessages({
    label: { id: 'preferences.theme.default', defaultMessage: 'Default' },
    description: { id: 'preferences.theme.defaultHint', defaultMessage: 'Clean and professional' },
  }),
  dark: defineMessages({
    label: { id: 'preferences.theme.dark', defaultMessage: 'Dark' },
    description: { id: 'preferences.theme.darkHint', defaultMessage: 'Easy on the eyes' },
  }),
  sunset: defineMessages({
    label: { id: 'preferences.theme.sunset', defaultMessage: 'Sunset' },
    description: { id: 'preferences.theme.sunsetHint', defaultMessage: 'Warm oranges and pinks' },
  }),
  electric: defineMessages({
    label: { id: 'preferences.theme.electric', defaultMessage: 'Electric' },
    description: { id: 'preferences.theme.electricHint', defaultMessage: 'Vibrant blues and purples' },
  }),
  romantic: defineMessages({
    label: { id: 'preferences.theme.romantic', defaultMessage: 'Romantic' },
    description: { id: 'preferences.theme.romanticHint', defaultMessage: 'Soft pinks and roses' },
  }),
  nature: defineMessages({
    label: { id: 'preferences.theme.nature', defaultMessage: 'Nature' },
    description: { id: 'preferences.theme.natureHint', defaultMessage: 'Earth tones and greens' },
  }),
} satisfies Record<ThemeName, unknown>;

/** The six themes as a radio group; the choice is stored under the `theme` key. */
export function ThemeSelector() {
  const intl = useIntl();
  const { preferences, setTheme } = usePreferences();
  return (
    <StyledFieldset>
      <StyledLegend>
        <FormattedMessage id="preferences.theme.legend" defaultMessage="Theme" />
      </StyledLegend>
      <StyledGrid>
        {THEME_NAMES.map((name: ThemeName) => {
          const theme = THEMES[name];
          const { primary, secondary, accent, background } = theme.palette;
          return (
            <StyledOption key={name}>
              <StyledRadio
                type="radio"
                name="theme"
                value={name}
                checked={preferences.theme === name}
                onChange={() => setTheme(name)}
                aria-describedby={`theme-${name}-description`}
              />
              <StyledSwatches aria-hidden="true">
                {[primary, secondary, accent, background].map((colour, index) => (
                  <StyledSwatch key={index} style={{ ['--swatch' as string]: colour }} />
                ))}
              </StyledSwatches>
              <StyledName>{intl.formatMessage(THEME_TEXTS[name].label)}</StyledName>
              <StyledDescription id={`theme-${name}-description`}>{intl.formatMessage(THEME_TEXTS[name].description)}</StyledDescription>
            </StyledOption>
          );
        })}
      </StyledGrid>
    </StyledFieldset>
  );
}
