import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { ThemeName } from '../../../theme/themes';
import { useAppearanceSync } from '../hooks/useAppearanceSync';
import { ACCESSIBILITY_DEFAULTS, applyPreferencesToDocument, loadPreferences, savePreferences, SERVER_PREFERENCES, type Preferences } from '../preferences';
import { PreferencesContext, type PreferencesContextValue } from '../preferences-context';
import type { SyncedAppearance } from '../server-appearance';

export type PreferencesProviderProps = { children: ReactNode };

/**
 * Holds the preferences (accessibility and theme), persists them in this browser (the first paint reads them from
 * there) and applies them to the document. For a signed-in member the appearance is also saved on the server and
 * follows her from browser to browser (useAppearanceSync). Needs Apollo above it.
 */
export function PreferencesProvider({ children }: PreferencesProviderProps) {
  // The server (entry-server.tsx) has no browser storage: it renders the defaults.
  const [preferences, setPreferences] = useState<Preferences>(() => (typeof window === 'undefined' ? SERVER_PREFERENCES : loadPreferences()));

  useLayoutEffect(() => {
    savePreferences(preferences);
    applyPreferencesToDocument(preferences);
  }, [preferences]);

  const applyServerAppearance = useCallback((appearance: SyncedAppearance) => setPreferences((current) => ({ ...current, ...appearance })), []);
  const { markLocalChange } = useAppearanceSync(preferences, applyServerAppearance);

  const updatePreferences = useCallback(
    (changes: Partial<Preferences>) => {
      markLocalChange();
      setPreferences((current) => ({ ...current, ...changes }));
    },
    [markLocalChange],
  );
  const setTheme = useCallback((theme: ThemeName) => updatePreferences({ theme }), [updatePreferences]);
  const resetAccessibility = useCallback(() => updatePreferences({ ...ACCESSIBILITY_DEFAULTS }), [updatePreferences]);

  const value = useMemo<PreferencesContextValue>(
    () => ({ preferences, updatePreferences, setTheme, resetAccessibility }),
    [preferences, updatePreferences, setTheme, resetAccessibility],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}
