import { useCallback } from 'react';
import { errorMessage } from '../../../shared/errors';
import { useToast } from '../../../ui/toast/useToast';
import { useMyPreferences, useUpdateMyPreferences, type PreferencesChange } from '../../preferences/hooks/useMyPreferences';

/**
 * The saved settings for a Settings section: loaded from the server, and a `change` that saves at once (the switch
 * moves immediately; a refusal moves it back and says why in a toast).
 */
export function useSavedSettings() {
  const { preferences, loading, error, refetch } = useMyPreferences();
  const { save } = useUpdateMyPreferences();
  const { toast } = useToast();
  const change = useCallback(
    async (patch: PreferencesChange) => {
      try {
        await save(patch, preferences);
      } catch (failure) {
        toast({ title: 'Settings not saved', description: errorMessage(failure) ?? 'Please try again.', variant: 'destructive' });
      }
    },
    [save, preferences, toast],
  );
  return { preferences, loading, error, retry: () => void refetch().catch(() => undefined), change };
}
