import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ThemeName } from '../../../theme/themes';
import { CurrentUserQuery } from '../../auth/hooks/useCurrentUser';
import { ACCESSIBILITY_DEFAULTS, applyPreferencesToDocument, loadPreferences, savePreferences, SERVER_PREFERENCES, type Preferences } from '../preferences';
import { PreferencesContext, type PreferencesContextValue } from '../preferences-context';
import type { SyncedAppearance } from '../server-appearance';

// The sync with her saved settings is member-only code: it loads when a member is signed in (AppearanceSync.tsx).
const AppearanceSync = lazy(() => import('./AppearanceSync').then((m) => ({ default: m.AppearanceSync })));

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
  // The signed-in member is read from the cache only: this never starts a user lookup of its own.
  const { data: me } = useQuery(CurrentUserQuery, { fetchPolicy: 'cache-only' });
  const userId = me?.me?.id ?? null;
  // A change she makes while that code is still on its way counts as hers once it is there (changedWhileLoading).
  const userIdRef = useRef(userId);
  useLayoutEffect(() => {
    userIdRef.current = userId;
  }, [userId]);
  const changedWhileLoading = useRef<string | null>(null);
  const markLocalChangeRef = useRef(() => {
    changedWhileLoading.current = userIdRef.current;
  });
  const markLocalChange = useCallback(() => markLocalChangeRef.current(), []);

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
  return (
    <PreferencesContext.Provider value={value}>
      {userId && (
        <Suspense fallback={null}>
          <AppearanceSync
            key={userId}
            userId={userId}
            preferences={preferences}
            applyServerAppearance={applyServerAppearance}
            markLocalChangeRef={markLocalChangeRef}
            changedWhileLoading={changedWhileLoading}
          />
        </Suspense>
      )}
      {children}
    </PreferencesContext.Provider>
  );
}
