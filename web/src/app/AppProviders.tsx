import type { ReactNode } from 'react';
import { UserLocationProvider } from '../features/location/components/UserLocationProvider';
import { PreferencesProvider } from '../features/preferences/components/PreferencesProvider';
import { PreferencesThemeProvider } from '../features/preferences/components/PreferencesThemeProvider';
import { ToastProvider } from '../ui/toast/ToastProvider';

export type AppProvidersProps = { children: ReactNode };

/** Everything the UI needs apart from Apollo and the router (shared by the app and the tests). */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <PreferencesProvider>
      <PreferencesThemeProvider>
        <ToastProvider>
          <UserLocationProvider>{children}</UserLocationProvider>
        </ToastProvider>
      </PreferencesThemeProvider>
    </PreferencesProvider>
  );
}
