import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../shared/errors';
import { ErrorState, LoadingState } from '../../../ui/StateMessage';

export type SavedSettingsStateProps = { loading: boolean; error: unknown; ready: boolean; onRetry: () => void; children: ReactNode };

/** Loading and failed states of a section whose settings come from the server. */
export function SavedSettingsState({ loading, error, ready, onRetry, children }: SavedSettingsStateProps) {
  const intl = useIntl();
  if (loading) return <LoadingState label={intl.formatMessage({ id: 'settings.state.loading', defaultMessage: 'Loading your settings' })} />;
  if (!ready)
    return (
      <ErrorState
        title={intl.formatMessage({ id: 'settings.state.loadFailed', defaultMessage: 'Your settings could not be loaded' })}
        message={errorMessage(error) ?? intl.formatMessage({ id: 'settings.state.tryAgain', defaultMessage: 'Please try again.' })}
        onRetry={onRetry}
      />
    );
  return <>{children}</>;
}
