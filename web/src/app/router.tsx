import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RedirectToSignIn } from '../features/auth/components/RedirectToSignIn';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { RouteErrorBoundary } from '../features/errors/components/RouteErrorBoundary';
import { AppShell } from '../features/shell/components/AppShell';
import { CenteredSpinner } from '../ui/Spinner';
import { RouteScreen } from './RouteScreen';
import { ADMIN_PORTAL, ROUTES } from './routes';

/**
 * Every screen of SPEC §2, each loaded with its own code (app/routes.ts). Public screens render without waiting for
 * the user lookup; screens that need an account wrap themselves in <RequireAuth> (a spinner until the lookup answers).
 * Admin routes exist only for signed-in members (a visitor, or a member whose session ended, is sent to the sign-in,
 * which brings her back) and send non-admins to /, except the portal, which explains; while the lookup is on its way
 * they show a spinner, not the 404 screen.
 */
/** The not-found screen, loaded when an unknown path is opened (rare on a first screen). */
const NotFoundRoute = lazy(() => import('../features/errors/routes/NotFoundRoute').then((m) => ({ default: m.NotFoundRoute })));

/** The admin console's routes, loaded when an admin path is opened (features/admin/AdminRoutes.tsx). */
const AdminConsoleRoutes = lazy(() => import('../features/admin/AdminRoutes').then((m) => ({ default: m.AdminConsoleRoutes })));

export function AppRoutes() {
  const { user, loading } = useCurrentUser();
  return (
    <AppShell>
      <RouteErrorBoundary>
        <Routes>
          {ROUTES.map(({ path, route }) => (
            <Route key={route} path={path} element={<RouteScreen key={route} route={route} />} />
          ))}
          {loading && <Route path="/admin/*" element={<CenteredSpinner />} />}
          {!loading && !user && <Route path="/admin/*" element={<RedirectToSignIn />} />}
          {user && (
            <>
              <Route path={ADMIN_PORTAL.path} element={<RouteScreen key={ADMIN_PORTAL.route} route={ADMIN_PORTAL.route} />} />
              <Route
                path="/admin/*"
                element={
                  <Suspense fallback={<CenteredSpinner />}>
                    <AdminConsoleRoutes />
                  </Suspense>
                }
              />
            </>
          )}
          <Route
            path="*"
            element={
              <Suspense fallback={<CenteredSpinner />}>
                <NotFoundRoute />
              </Suspense>
            }
          />
        </Routes>
      </RouteErrorBoundary>
    </AppShell>
  );
}
