import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { ThemeName } from '../../../theme/themes';
import { ACCESSIBILITY_DEFAULTS, applyPreferencesToDocument, loadPreferences, savePreferences, type Preferences } from '../preferences';
import { PreferencesContext, type PreferencesContextValue } from '../preferences-context';

export type PreferencesProviderProps = { children: ReactNode };

/** Holds the local preferences (accessibility and theme), persists them and applies them to the document. */
export function PreferencesProvider({ children }: PreferencesProviderProps) {
  const [preferences, setPreferences] = useState<Preferences>(loadPreferences);

  useLayoutEffect(() => {
    savePreferences(preferences);
    applyPreferencesToDocument(preferences);
  }, [preferences]);

  const updatePreferences = useCallback((changes: Partial<Preferences>) => {
    setPreferences((current) => ({ ...current, ...changes }));
  }, []);
  const setTheme = useCallback((theme: ThemeName) => updatePreferences({ theme }), [updatePreferences]);
  const resetAccessibility = useCallback(() => updatePreferences({ ...ACCESSIBILITY_DEFAULTS }), [updatePreferences]);

  const value = useMemo<PreferencesContextValue>(
    () => ({ preferences, updatePreferences, setTheme, resetAccessibility }),
    [preferences, updatePreferences, setTheme, resetAccessibility],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}
