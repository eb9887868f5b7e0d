import type { AppearancePreferencesInput, MyPreferencesFieldsFragment, Theme } from '../../gql/graphql';
import { isLocale, isTimeZone } from '../../i18n/locale';
import { isThemeName } from '../../theme/themes';
import { FONT_SIZE, type Preferences } from './preferences';

/** The local preferences that are also saved on the server for signed-in members (Settings > Appearance). */
export type SyncedAppearance = Pick<
  Preferences,
  'theme' | 'fontSize' | 'highContrast' | 'reducedMotion' | 'largeCursor' | 'soundEffects' | 'sidebarCollapsed' | 'language' | 'timeZone'
>;

/** The appearance part of `myPreferences`. */
export type ServerAppearance = MyPreferencesFieldsFragment['appearance'];

/** The server's appearance as local preferences (an unknown theme keeps the default, the font size is clamped). */
export function appearanceFromServer(server: ServerAppearance): SyncedAppearance {
  const theme = server.theme.toLowerCase();
  return {
    theme: isThemeName(theme) ? theme : 'default',
    fontSize: Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, Math.round(server.fontSize))),
    highContrast: server.highContrast,
    reducedMotion: server.reducedMotion,
    largeCursor: server.largeCursor,
    soundEffects: server.soundEffects,
    sidebarCollapsed: server.sidebarCollapsed,
    language: isLocale(server.language) ? server.language : null,
    timeZone: isTimeZone(server.timeZone) ? server.timeZone : null,
  };
}

/** The local preferences' appearance part, as `updateMyPreferences` takes it. */
export function appearanceToServer(preferences: Preferences): AppearancePreferencesInput {
  return {
    theme: preferences.theme.toUpperCase() as Theme,
    fontSize: preferences.fontSize,
    highContrast: preferences.highContrast,
    reducedMotion: preferences.reducedMotion,
    largeCursor: preferences.largeCursor,
    soundEffects: preferences.soundEffects,
    sidebarCollapsed: preferences.sidebarCollapsed,
    language: preferences.language,
    timeZone: preferences.timeZone,
  };
}

export function sameAppearance(preferences: Preferences, appearance: SyncedAppearance): boolean {
  return (Object.keys(appearance) as (keyof SyncedAppearance)[]).every((key) => preferences[key] === appearance[key]);
}
