import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { useAppearanceSync } from '../hooks/useAppearanceSync';
import type { Preferences } from '../preferences';
import type { SyncedAppearance } from '../server-appearance';

export type AppearanceSyncProps = {
  userId: string;
  preferences: Preferences;
  applyServerAppearance: (appearance: SyncedAppearance) => void;
  /** Where the provider's setters find `markLocalChange` while this is mounted. */
  markLocalChangeRef: RefObject<() => void>;
  /** The member who changed something while this code was loading (the provider's setters record it), if any. */
  changedWhileLoading: RefObject<string | null>;
};

/**
 * useAppearanceSync for a signed-in member, as a component of its own chunk: PreferencesProvider renders it only
 * while a member is signed in, so a visitor's first screen never loads the preferences documents and their hooks.
 */
export function AppearanceSync({ userId, preferences, applyServerAppearance, markLocalChangeRef, changedWhileLoading }: AppearanceSyncProps) {
  const { markLocalChange } = useAppearanceSync(preferences, applyServerAppearance);
  useLayoutEffect(() => {
    const whileAway = markLocalChangeRef.current;
    markLocalChangeRef.current = markLocalChange;
    return () => {
      markLocalChangeRef.current = whileAway;
    };
  }, [markLocalChange, markLocalChangeRef]);
  // After the hook's own start (its effects run first): her change made while this loaded is a local change.
  useEffect(() => {
    if (changedWhileLoading.current !== userId) return;
    changedWhileLoading.current = null;
    markLocalChange();
  }, [userId, changedWhileLoading, markLocalChange]);
  return null;
}
