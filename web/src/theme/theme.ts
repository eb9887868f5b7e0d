import { HIGH_CONTRAST_OVERRIDES, INITIALS_GRADIENTS, THEMES, type ThemeName, type ThemePalette } from './themes';

/** Desktop layout starts here (SPEC §9). */
export const DESKTOP_MIN_WIDTH = 1024;

/** Width of the content column (header, pages, footer), in rem: it follows the font-size preference. */
export const CONTENT_MAX_WIDTH_REM = 72;

/**
 * The spacing scale (index -> rem, so it follows the font-size preference): 0, 4, 8, 12, 16, 24, 32, 48 px at a 16px
 * root. Layout primitives (ui/Stack.tsx) take an index; features write `theme.space[3]` instead of a literal.
 */
export const SPACE = ['0', '0.25rem', '0.5rem', '0.75rem', '1rem', '1.5rem', '2rem', '3rem'] as const;

export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * The type scale. Small sizes keep a 12px floor (Lighthouse 'font-size', theme/font-sizes.test.ts); the rest are rem so
 * they follow the member's font-size preference.
 */
export const FONT_SIZES = {
  xs: 'max(12px, 0.75rem)',
  sm: 'max(12px, 0.8125rem)',
  md: '0.875rem',
  body: '0.9375rem',
  base: '1rem',
  lead: '1.0625rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.375rem',
  '3xl': '1.5rem',
  '4xl': '1.75rem',
  '5xl': '2rem',
} as const;

export type FontSizeName = keyof typeof FONT_SIZES;

export const FONT_WEIGHTS = { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 } as const;

export type FontWeightName = keyof typeof FONT_WEIGHTS;

export interface AppTheme {
  name: ThemeName;
  isDark: boolean;
  highContrast: boolean;
  colors: ThemePalette;
  /** Initials-tile gradients (see themes.ts). */
  initialsGradients: readonly (readonly [string, string])[];
  fonts: { body: string; heading: string };
  radii: { sm: string; md: string; lg: string; full: string };
  space: typeof SPACE;
  fontSizes: typeof FONT_SIZES;
  fontWeights: typeof FONT_WEIGHTS;
  /** Hairline borders in the theme's border colour (cards, lists, inputs). */
  borders: { hairline: string };
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
    space: SPACE,
    fontSizes: FONT_SIZES,
    fontWeights: FONT_WEIGHTS,
    borders: { hairline: `1px solid ${colors.border}` },
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
