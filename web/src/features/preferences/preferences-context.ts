import { createContext } from 'react';
import type { ThemeName } from '../../theme/themes';
import type { Preferences } from './preferences';

export interface PreferencesContextValue {
  preferences: Preferences;
  updatePreferences: (changes: Partial<Preferences>) => void;
  setTheme: (theme: ThemeName) => void;
  /** 'Reset to Defaults' of the Accessibility panel. */
  resetAccessibility: () => void;
}

export const PreferencesContext = createContext<PreferencesContextValue | null>(null);
