import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locale';
import { UserLocationProvider } from '../features/location/components/UserLocationProvider';
import { PreferencesProvider } from '../features/preferences/components/PreferencesProvider';
import { PreferencesThemeProvider } from '../features/preferences/components/PreferencesThemeProvider';
import { ToastProvider } from '../ui/toast/ToastProvider';

export type AppProvidersProps = {
  /** The language the page starts in (its catalogue already loaded): English unless said. */
  initialLocale?: Locale;
  children: ReactNode;
};

/** Everything the UI needs apart from Apollo and the router (shared by the app and the tests). */
export function AppProviders({ initialLocale = 'en', children }: AppProvidersProps) {
  return (
    <PreferencesProvider>
      <I18nProvider initialLocale={initialLocale}>
        <PreferencesThemeProvider>
          <ToastProvider>
            <UserLocationProvider>{children}</UserLocationProvider>
          </ToastProvider>
        </PreferencesThemeProvider>
      </I18nProvider>
    </PreferencesProvider>
  );
}
