import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ComponentType, ReactNode } from 'react';
import { CrashScreen } from '../features/errors/components/CrashScreen';
import { ErrorBoundary } from '../features/errors/components/ErrorBoundary';
import type { Locale } from '../i18n/locale';
import { RenderClockProvider } from '../shared/render-clock';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

export type AppProps = {
  client: ApolloClient;
  /** The router around the screens: BrowserRouter in the browser (main.tsx), a StaticRouter on the server (entry-server.tsx). */
  Router: ComponentType<{ children: ReactNode }>;
  /** When the server rendered this page (ISO): set for the server render and for the hydration of its markup. */
  renderedAt?: string;
  /** The language the page starts in, its catalogue already loaded (main.tsx, entry-server.tsx). */
  locale?: Locale;
};

/**
 * The whole app, rendered the same way in the browser and on the server. A crash outside the routes (header,
 * providers) still ends on the crash screen.
 */
export function App({ client, Router, renderedAt, locale }: AppProps) {
  return (
    <ApolloProvider client={client}>
      <RenderClockProvider renderedAt={renderedAt}>
        <AppProviders initialLocale={locale}>
          <ErrorBoundary fallback={(reset) => <CrashScreen onTryAgain={reset} onGoHome={() => window.location.assign('/')} />}>
            <Router>
              <AppRoutes />
            </Router>
          </ErrorBoundary>
        </AppProviders>
      </RenderClockProvider>
    </ApolloProvider>
  );
}
