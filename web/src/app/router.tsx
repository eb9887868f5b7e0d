import { Route, Routes } from 'react-router-dom';
import { ADMIN_ROUTES } from '../features/admin/AdminRoutes';
import { RedirectToSignIn } from '../features/auth/components/RedirectToSignIn';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { RouteErrorBoundary } from '../features/errors/components/RouteErrorBoundary';
import { NotFoundRoute } from '../features/errors/routes/NotFoundRoute';
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
              {ADMIN_ROUTES.map(({ path, element }) => (
                <Route key={path} path={path} element={element} />
              ))}
            </>
          )}
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </RouteErrorBoundary>
    </AppShell>
  );
}
