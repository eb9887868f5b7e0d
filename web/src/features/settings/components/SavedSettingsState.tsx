import type { ReactNode } from 'react';
import { errorMessage } from '../../../shared/errors';
import { ErrorState, LoadingState } from '../../../ui/StateMessage';

export type SavedSettingsStateProps = { loading: boolean; error: unknown; ready: boolean; onRetry: () => void; children: ReactNode };

/** Loading and failed states of a section whose settings come from the server. */
export function SavedSettingsState({ loading, error, ready, onRetry, children }: SavedSettingsStateProps) {
  if (loading) return <LoadingState label="Loading your settings" />;
  if (!ready) return <ErrorState title="Your settings could not be loaded" message={errorMessage(error) ?? 'Please try again.'} onRetry={onRetry} />;
  return <>{children}</>;
}
