import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CrashScreen } from './CrashScreen';
import { ErrorBoundary } from './ErrorBoundary';

export type RouteErrorBoundaryProps = { children: ReactNode };

/** The crash screen inside the app shell; moving to another path clears it. */
export function RouteErrorBoundary({ children }: RouteErrorBoundaryProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallback={(reset) => (
        <CrashScreen
          onTryAgain={reset}
          onGoHome={() => {
            // Leaving the path clears the error (resetKeys); on / itself there is nothing to leave.
            if (pathname === '/') reset();
            else navigate('/');
          }}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
