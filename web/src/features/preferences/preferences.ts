import { readStorage, writeStorage } from '../../shared/storage';
import { isThemeName, THEMES, type ThemeName } from '../../theme/themes';
import { isLocale, isTimeZone, type Locale, type TimeZone } from '../../i18n/locale';

/** Browser storage keys (SPEC §3). */
export const PREFERENCES_STORAGE_KEY = 'userPreferences';
export const THEME_STORAGE_KEY = 'theme';

/** Font-size slider (SPEC §5, §9). */
export const FONT_SIZE = { min: 12, max: 20, step: 1, default: 14 } as const;

export interface NotificationPreferences {
  email: boolean;
  push: boolean;
  inApp: boolean;
  sounds: boolean;
}

/** The shape stored under `userPreferences` (SPEC §3). */
export interface Preferences {
  fontSize: number;
  highContrast: boolean;
  reducedMotion: boolean;
  largeCursor: boolean;
  soundEffects: boolean;
  theme: ThemeName;
  sidebarCollapsed: boolean;
  notificationPreferences: NotificationPreferences;
  /** Her language; null until she chooses one (the app then follows the browser: i18n/locale.ts). */
  language: Locale | null;
  /** Her time zone; null until she chooses one (the browser's own if it is one of the four, else UTC). */
  timeZone: TimeZone | null;
}

export const DEFAULT_PREFERENCES: Preferences = {
  fontSize: FONT_SIZE.default,
  highContrast: false,
  reducedMotion: false,
  largeCursor: false,
  soundEffects: true,
  theme: 'default',
  sidebarCollapsed: false,
  notificationPreferences: { email: true, push: true, inApp: true, sounds: true },
  language: null,
  timeZone: null,
};

/** What 'Reset to Defaults' in the Accessibility panel restores (SPEC §9); the theme is kept. */
export const ACCESSIBILITY_DEFAULTS = {
  fontSize: FONT_SIZE.default,
  highContrast: false,
  reducedMotion: false,
  largeCursor: false,
  soundEffects: true,
} as const satisfies Partial<Preferences>;

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

function clampFontSize(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return FONT_SIZE.default;
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, Math.round(value)));
}

/** Reads stored preferences, ignoring anything malformed. The `theme` key wins over the copy inside `userPreferences`. */
export function loadPreferences(): Preferences {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(readStorage(PREFERENCES_STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const storedTheme = readStorage(THEME_STORAGE_KEY);
  const notifications = (stored.notificationPreferences ?? {}) as Record<string, unknown>;
  const defaults = DEFAULT_PREFERENCES;
  return {
    fontSize: clampFontSize(stored.fontSize),
    highContrast: bool(stored.highContrast, defaults.highContrast),
    reducedMotion: bool(stored.reducedMotion, defaults.reducedMotion),
    largeCursor: bool(stored.largeCursor, defaults.largeCursor),
    soundEffects: bool(stored.soundEffects, defaults.soundEffects),
    theme: isThemeName(storedTheme) ? storedTheme : isThemeName(stored.theme) ? stored.theme : defaults.theme,
    sidebarCollapsed: bool(stored.sidebarCollapsed, defaults.sidebarCollapsed),
    notificationPreferences: {
      email: bool(notifications.email, defaults.notificationPreferences.email),
      push: bool(notifications.push, defaults.notificationPreferences.push),
      inApp: bool(notifications.inApp, defaults.notificationPreferences.inApp),
      sounds: bool(notifications.sounds, defaults.notificationPreferences.sounds),
    },
    language: isLocale(stored.language) ? stored.language : null,
    timeZone: isTimeZone(stored.timeZone) ? stored.timeZone : null,
  };
}

/**
 * The preferences a page is rendered with on the server (entry-server.tsx), which knows nothing of this browser's
 * storage: the defaults.
 */
export const SERVER_PREFERENCES: Preferences = DEFAULT_PREFERENCES;

/** The preferences that change what the screens show (the rest only matter to signed-in members' settings). */
const SHOWN_PREFERENCES = [
  'theme',
  'fontSize',
  'highContrast',
  'reducedMotion',
  'largeCursor',
  'soundEffects',
] as const satisfies readonly (keyof Preferences)[];

/**
 * Whether these preferences show the screens exactly as the server rendered them (SERVER_PREFERENCES): the same theme
 * and accessibility settings. Only then does the browser take over the server's markup as it is (main.tsx).
 */
export function rendersLikeServer(preferences: Preferences): boolean {
  return SHOWN_PREFERENCES.every((key) => preferences[key] === SERVER_PREFERENCES[key]);
}

/** What `applyPreferencesToDocument` sets on <html>, as attributes for a page rendered on the server. */
export function documentRootAttributes(preferences: Preferences): Record<string, string> {
  const classes = [
    preferences.theme === 'dark' && 'dark',
    preferences.highContrast && 'high-contrast',
    preferences.largeCursor && 'large-cursor',
    preferences.reducedMotion && 'reduce-motion',
  ].filter(Boolean);
  return {
    style: `font-size: ${preferences.fontSize}px;`,
    'data-theme': preferences.theme,
    ...(classes.length ? { class: classes.join(' ') } : {}),
  };
}

export function savePreferences(preferences: Preferences): void {
  writeStorage(PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));
  writeStorage(THEME_STORAGE_KEY, preferences.theme);
}

/** Applies the preferences to <html>: root font size, theme name, and the classes GlobalStyle reacts to. */
export function applyPreferencesToDocument(preferences: Preferences, root: HTMLElement = document.documentElement): void {
  root.style.fontSize = `${preferences.fontSize}px`;
  root.dataset.theme = preferences.theme;
  root.classList.toggle('dark', preferences.theme === 'dark');
  root.classList.toggle('high-contrast', preferences.highContrast);
  root.classList.toggle('large-cursor', preferences.largeCursor);
  root.classList.toggle('reduce-motion', preferences.reducedMotion);
  // The browser's bar (and an installed app's title bar) takes her theme's background; index.html's two tags, by the
  // system's light or dark mode, cover the first paint.
  const background = THEMES[preferences.theme].palette.background;
  for (const meta of Array.from(root.ownerDocument.querySelectorAll('meta[name="theme-color"]'))) meta.setAttribute('content', background);
}
