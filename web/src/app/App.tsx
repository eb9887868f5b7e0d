import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CrashScreen } from '../features/errors/components/CrashScreen';
import { ErrorBoundary } from '../features/errors/components/ErrorBoundary';
import { createApolloClient } from './apollo-client';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

/** The whole client. A crash outside the routes (header, providers) still ends on the crash screen. */
export function App() {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <AppProviders>
        <ErrorBoundary fallback={(reset) => <CrashScreen onTryAgain={reset} onGoHome={() => window.location.assign('/')} />}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ErrorBoundary>
      </AppProviders>
    </ApolloProvider>
  );
}
