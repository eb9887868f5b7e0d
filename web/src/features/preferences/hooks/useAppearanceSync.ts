import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { CurrentUserQuery } from '../../auth/hooks/useCurrentUser';
import type { Preferences } from '../preferences';
import { appearanceFromServer, appearanceToServer, sameAppearance, type SyncedAppearance } from '../server-appearance';
import { MyPreferencesQuery, useUpdateMyPreferences } from './useMyPreferences';

/** A change is saved once the member has stopped moving the font-size slider for this long. */
export const APPEARANCE_SAVE_DELAY_MS = 400;

/**
 * Keeps a signed-in member's appearance (theme and the accessibility panel) the same in every browser.
 * Browser storage stays the source of the first paint; then:
 * - when her saved settings arrive, the server wins (unless she has never saved any: then this browser's choices
 *   become her saved ones, so signing up after picking a theme keeps it);
 * - every change she makes here afterwards is saved (`markLocalChange` is called by the provider's setters).
 * Visitors keep everything in this browser only. Failures are silent: the choices still apply locally.
 *
 * The signed-in member is read from the cache only: this never starts a user lookup of its own.
 */
export function useAppearanceSync(preferences: Preferences, applyServerAppearance: (appearance: SyncedAppearance) => void) {
  const { data: me } = useQuery(CurrentUserQuery, { fetchPolicy: 'cache-only' });
  const userId = me?.me?.id ?? null;
  const { data } = useQuery(MyPreferencesQuery, { skip: !userId, fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
  const { save } = useUpdateMyPreferences();
  const sync = useRef({ loaded: false, changedLocally: false });

  const markLocalChange = useCallback(() => {
    sync.current.changedLocally = true;
  }, []);

  // Another member (or none): wait for her saved settings again; choices made before do not count as hers.
  useEffect(() => {
    sync.current = { loaded: false, changedLocally: false };
  }, [userId]);

  // Her saved settings arrived.
  const saved = data?.myPreferences ?? null;
  useEffect(() => {
    const state = sync.current;
    if (!userId || !saved || state.loaded) return;
    state.loaded = true;
    const server = appearanceFromServer(saved.appearance);
    if (saved.updatedAt === null || state.changedLocally) {
      state.changedLocally = false;
      if (!sameAppearance(preferences, server)) void save({ appearance: appearanceToServer(preferences) }).catch(() => undefined);
      return;
    }
    if (!sameAppearance(preferences, server)) applyServerAppearance(server);
  }, [userId, saved, preferences, save, applyServerAppearance]);

  // She changed something after they arrived: save it (once the slider rests).
  useEffect(() => {
    const state = sync.current;
    if (!userId || !state.loaded || !state.changedLocally) return;
    state.changedLocally = false;
    const timer = setTimeout(() => void save({ appearance: appearanceToServer(preferences) }).catch(() => undefined), APPEARANCE_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, preferences, save]);

  return { markLocalChange };
}
