import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../../shared/errors';
import { useToastedAction } from '../../../shared/useMutationAction';
import { useMyPreferences, useUpdateMyPreferences, type PreferencesChange } from '../../preferences/hooks/useMyPreferences';

const messages = defineMessages({
  notSaved: { id: 'settings.saved.notSaved', defaultMessage: 'Settings not saved' },
  tryAgain: { id: 'settings.saved.tryAgain', defaultMessage: 'Please try again.' },
});

/**
 * The saved settings for a Settings section: loaded from the server, and a `change` that saves at once (the switch
 * moves immediately; a refusal moves it back and says why in a toast).
 */
export function useSavedSettings() {
  const intl = useIntl();
  const { preferences, loading, error, refetch } = useMyPreferences();
  const { save } = useUpdateMyPreferences();
  const attempt = useToastedAction();
  const change = useCallback(
    async (patch: PreferencesChange) => {
      await attempt(
        () => save(patch, preferences),
        {
          failure: (failure) => ({
            title: intl.formatMessage(messages.notSaved),
            description: errorMessage(failure) ?? intl.formatMessage(messages.tryAgain),
          }),
        },
        [],
      );
    },
    [attempt, save, preferences, intl],
  );
  return { preferences, loading, error, retry: () => void refetch().catch(() => undefined), change };
}
