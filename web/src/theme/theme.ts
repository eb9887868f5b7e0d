import { HIGH_CONTRAST_OVERRIDES, INITIALS_GRADIENTS, THEMES, type ThemeName, type ThemePalette } from './themes';

/** Desktop layout starts here (SPEC §9). */
export const DESKTOP_MIN_WIDTH = 1024;

/** Width of the content column (header, pages, footer), in rem: it follows the font-size preference. */
export const CONTENT_MAX_WIDTH_REM = 72;

export interface AppTheme {
  name: ThemeName;
  isDark: boolean;
  highContrast: boolean;
  colors: ThemePalette;
  /** Initials-tile gradients (see themes.ts). */
  initialsGradients: readonly (readonly [string, string])[];
  fonts: { body: string; heading: string };
  radii: { sm: string; md: string; lg: string; full: string };
  media: { desktop: string; mobile: string; medium: string; wide: string };
  layout: { headerHeight: string; bottomNavHeight: string; contentMaxWidth: string };
  zIndex: { header: number; bottomNav: number; floating: number; overlay: number; toast: number };
}

const fontStack = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export function buildTheme(name: ThemeName, options: { highContrast?: boolean } = {}): AppTheme {
  const definition = THEMES[name];
  const highContrast = options.highContrast ?? false;
  const colors = highContrast ? { ...definition.palette, ...HIGH_CONTRAST_OVERRIDES[definition.isDark ? 'dark' : 'light'] } : definition.palette;
  return {
    name,
    isDark: definition.isDark,
    highContrast,
    colors,
    initialsGradients: INITIALS_GRADIENTS,
    fonts: { body: fontStack, heading: fontStack },
    radii: { sm: '0.375rem', md: '0.625rem', lg: '1rem', full: '9999px' },
    media: {
      desktop: `@media (min-width: ${DESKTOP_MIN_WIDTH}px)`,
      mobile: `@media (max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`,
      medium: '@media (min-width: 768px)',
      wide: '@media (min-width: 1280px)',
    },
    layout: { headerHeight: '4rem', bottomNavHeight: '80px', contentMaxWidth: `${CONTENT_MAX_WIDTH_REM}rem` },
    zIndex: { header: 40, bottomNav: 40, floating: 45, overlay: 50, toast: 100 },
  };
}
