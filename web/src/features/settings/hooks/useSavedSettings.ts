import { useCallback } from 'react';
import { errorMessage } from '../../../shared/errors';
import { useToastedAction } from '../../../shared/useMutationAction';
import { useMyPreferences, useUpdateMyPreferences, type PreferencesChange } from '../../preferences/hooks/useMyPreferences';

/**
 * The saved settings for a Settings section: loaded from the server, and a `change` that saves at once (the switch
 * moves immediately; a refusal moves it back and says why in a toast).
 */
export function useSavedSettings() {
  const { preferences, loading, error, refetch } = useMyPreferences();
  const { save } = useUpdateMyPreferences();
  const attempt = useToastedAction();
  const change = useCallback(
    async (patch: PreferencesChange) => {
      await attempt(
        () => save(patch, preferences),
        {
          failure: (failure) => ({ title: 'Settings not saved', description: errorMessage(failure) ?? 'Please try again.' }),
        },
        [],
      );
    },
    [attempt, save, preferences],
  );
  return { preferences, loading, error, retry: () => void refetch().catch(() => undefined), change };
}
