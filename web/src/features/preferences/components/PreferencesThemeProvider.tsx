import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { StyledGlobalStyle } from '../../../theme/GlobalStyle';
import { buildTheme } from '../../../theme/theme';
import { usePreferences } from '../hooks/usePreferences';

export type PreferencesThemeProviderProps = { children: ReactNode };

/** Builds the styled-components theme from the chosen theme and the High Contrast preference. */
export function PreferencesThemeProvider({ children }: PreferencesThemeProviderProps) {
  const { preferences } = usePreferences();
  const theme = useMemo(() => buildTheme(preferences.theme, { highContrast: preferences.highContrast }), [preferences.theme, preferences.highContrast]);
  return (
    <ThemeProvider theme={theme}>
      <StyledGlobalStyle />
      {children}
    </ThemeProvider>
  );
}
