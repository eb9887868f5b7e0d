/**
 * The six colour themes (SPEC §3). This file and GlobalStyle.ts are the only places where colours are written;
 * everything else reads them from the styled-components theme.
 */
export const THEME_NAMES = ['default', 'dark', 'sunset', 'electric', 'romantic', 'nature'] as const;

export type ThemeName = (typeof THEME_NAMES)[number];

/** The SPEC's six colours plus the companions a UI needs to stay readable on top of them. */
export interface ThemePalette {
  primary: string;
  primaryForeground: string;
  secondary: string;
  secondaryForeground: string;
  accent: string;
  accentForeground: string;
  background: string;
  foreground: string;
  muted: string;
  mutedForeground: string;
  card: string;
  border: string;
  ring: string;
  destructive: string;
  destructiveForeground: string;
  success: string;
  successForeground: string;
  /** Blue status (score badges 70-84). */
  info: string;
  infoForeground: string;
  /** Yellow status (mixed ratings, score badges 55-69, star fill). */
  warning: string;
  warningForeground: string;
  /** Grey status (no reviews yet, low scores). */
  neutral: string;
  neutralForeground: string;
  /** Skeleton placeholder blocks. */
  skeleton: string;
  overlay: string;
  shadow: string;
}

export interface ThemeDefinition {
  name: ThemeName;
  label: string;
  description: string;
  isDark: boolean;
  palette: ThemePalette;
}

const lightShared = {
  destructive: '#b91c1c',
  destructiveForeground: '#ffffff',
  success: '#15803d',
  successForeground: '#ffffff',
  info: '#1d4ed8',
  infoForeground: '#ffffff',
  warning: '#eab308',
  warningForeground: '#1c1917',
  neutral: '#64748b',
  neutralForeground: '#ffffff',
  skeleton: 'rgba(100, 116, 139, 0.18)',
  overlay: 'rgba(15, 23, 42, 0.55)',
  shadow: 'rgba(15, 23, 42, 0.14)',
} as const;

export const THEMES: Record<ThemeName, ThemeDefinition> = {
  default: {
    name: 'default',
    label: 'Default',
    description: 'Clean and professional',
    isDark: false,
    palette: {
      ...lightShared,
      primary: '#be185d',
      primaryForeground: '#ffffff',
      secondary: '#f1f5f9',
      secondaryForeground: '#0f172a',
      accent: '#fce7f3',
      accentForeground: '#831843',
      background: '#ffffff',
      foreground: '#0f172a',
      muted: '#f1f5f9',
      mutedForeground: '#475569',
      card: '#ffffff',
      border: '#e2e8f0',
      ring: '#be185d',
    },
  },
  dark: {
    name: 'dark',
    label: 'Dark',
    description: 'Easy on the eyes',
    isDark: true,
    palette: {
      primary: '#f472b6',
      primaryForeground: '#1a0b14',
      secondary: '#1e293b',
      secondaryForeground: '#f8fafc',
      accent: '#3b1d33',
      accentForeground: '#fbcfe8',
      background: '#0b1120',
      foreground: '#f1f5f9',
      muted: '#1e293b',
      mutedForeground: '#a3b1c6',
      card: '#111827',
      border: '#334155',
      ring: '#f9a8d4',
      destructive: '#f87171',
      destructiveForeground: '#1a0707',
      success: '#4ade80',
      successForeground: '#052e16',
      info: '#60a5fa',
      infoForeground: '#0b1120',
      warning: '#facc15',
      warningForeground: '#1a1405',
      neutral: '#94a3b8',
      neutralForeground: '#0b1120',
      skeleton: 'rgba(148, 163, 184, 0.16)',
      overlay: 'rgba(0, 0, 0, 0.65)',
      shadow: 'rgba(0, 0, 0, 0.5)',
    },
  },
  sunset: {
    name: 'sunset',
    label: 'Sunset',
    description: 'Warm oranges and pinks',
    isDark: false,
    palette: {
      ...lightShared,
      primary: '#c2410c',
      primaryForeground: '#ffffff',
      secondary: '#ffedd5',
      secondaryForeground: '#7c2d12',
      accent: '#fce7f3',
      accentForeground: '#9d174d',
      background: '#fffaf5',
      foreground: '#431407',
      muted: '#fef3e7',
      mutedForeground: '#8a3412',
      card: '#ffffff',
      border: '#fed7aa',
      ring: '#ea580c',
      shadow: 'rgba(124, 45, 18, 0.15)',
    },
  },
  electric: {
    name: 'electric',
    label: 'Electric',
    description: 'Vibrant blues and purples',
    isDark: false,
    palette: {
      ...lightShared,
      primary: '#4f46e5',
      primaryForeground: '#ffffff',
      secondary: '#ede9fe',
      secondaryForeground: '#4c1d95',
      accent: '#dbeafe',
      accentForeground: '#1e3a8a',
      background: '#f8faff',
      foreground: '#1e1b4b',
      muted: '#eef2ff',
      mutedForeground: '#4b5563',
      card: '#ffffff',
      border: '#c7d2fe',
      ring: '#6366f1',
      shadow: 'rgba(30, 27, 75, 0.15)',
    },
  },
  romantic: {
    name: 'romantic',
    label: 'Romantic',
    description: 'Soft pinks and roses',
    isDark: false,
    palette: {
      ...lightShared,
      primary: '#be123c',
      primaryForeground: '#ffffff',
      secondary: '#ffe4e6',
      secondaryForeground: '#881337',
      accent: '#fce7f3',
      accentForeground: '#9d174d',
      background: '#fff7f8',
      foreground: '#4c0519',
      muted: '#ffe4e6',
      mutedForeground: '#9f1239',
      card: '#ffffff',
      border: '#fecdd3',
      ring: '#e11d48',
      shadow: 'rgba(76, 5, 25, 0.14)',
    },
  },
  nature: {
    name: 'nature',
    label: 'Nature',
    description: 'Earth tones and greens',
    isDark: false,
    palette: {
      ...lightShared,
      primary: '#15803d',
      primaryForeground: '#ffffff',
      secondary: '#ecfccb',
      secondaryForeground: '#365314',
      accent: '#fef3c7',
      accentForeground: '#78350f',
      background: '#fbfaf5',
      foreground: '#1c2a1e',
      muted: '#f0efe4',
      mutedForeground: '#57534e',
      card: '#ffffff',
      border: '#d6d3c4',
      ring: '#16a34a',
      shadow: 'rgba(28, 42, 30, 0.14)',
    },
  },
};

/**
 * Gradient pairs for the initials tiles of profiles without an approved image; a hash of the name picks one,
 * so the same person always gets the same tile. White initials stay readable on every pair (4.5:1 or more).
 * Neutral hues only (slate, stone, blues, indigo, violet, purple): no red or green, which beside a profile read as a
 * red or green flag the reports have not given her.
 */
export const INITIALS_GRADIENTS: readonly (readonly [string, string])[] = [
  ['#475569', '#334155'],
  ['#4f46e5', '#4338ca'],
  ['#0369a1', '#075985'],
  ['#7c3aed', '#6d28d9'],
  ['#57534e', '#44403c'],
  ['#1d4ed8', '#1e40af'],
  ['#9333ea', '#7e22ce'],
  ['#0e7490', '#155e75'],
];

/** Overrides for the High Contrast preference: pure text, hard borders, no soft greys. */
export const HIGH_CONTRAST_OVERRIDES: Record<'light' | 'dark', Partial<ThemePalette>> = {
  light: {
    background: '#ffffff',
    foreground: '#000000',
    mutedForeground: '#000000',
    card: '#ffffff',
    border: '#000000',
    ring: '#000000',
  },
  dark: {
    background: '#000000',
    foreground: '#ffffff',
    mutedForeground: '#ffffff',
    card: '#000000',
    border: '#ffffff',
    ring: '#ffffff',
  },
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}
