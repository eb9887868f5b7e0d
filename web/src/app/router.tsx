import { Route, Routes } from 'react-router-dom';
import { AddPersonRoute } from '../features/add-person/routes/AddPersonRoute';
import { AdminPortalRoute } from '../features/admin/routes/AdminPortalRoute';
import {
  AdminAuditLogRoute,
  AdminDashboardRoute,
  AdminImageApprovalRoute,
  AdminProfilesRoute,
  AdminRemovalRequestsRoute,
  AdminReportsRoute,
  AdminSampleDataRoute,
  AdminUsersRoute,
  AdminVerificationRoute,
} from '../features/admin/routes/AdminRoutes';
import { AuthRoute } from '../features/auth/routes/AuthRoute';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { RouteErrorBoundary } from '../features/errors/components/RouteErrorBoundary';
import { NotFoundRoute } from '../features/errors/routes/NotFoundRoute';
import { HomeRoute } from '../features/home/routes/HomeRoute';
import { MyProfileRoute } from '../features/my-profile/routes/MyProfileRoute';
import { ProfileRoute } from '../features/profile/routes/ProfileRoute';
import { MyReportsRoute } from '../features/reports/routes/MyReportsRoute';
import { RemovalRequestRoute } from '../features/removal/routes/RemovalRequestRoute';
import { SearchRoute } from '../features/search/routes/SearchRoute';
import { SettingsRoute } from '../features/settings/routes/SettingsRoute';
import { AppShell } from '../features/shell/components/AppShell';
import { CenteredSpinner } from '../ui/Spinner';

/**
 * Every screen of SPEC §2. Screens that need an account wrap themselves in <RequireAuth>; admin routes exist only
 * for signed-in members (visitors get the 404 screen) and send non-admins to /, except the portal, which explains.
 */
export function AppRoutes() {
  const { user, loading } = useCurrentUser();
  return (
    <AppShell>
      {loading ? (
        <CenteredSpinner label="Loading" />
      ) : (
        <RouteErrorBoundary>
          <Routes>
            <Route path="/" element={<HomeRoute />} />
            <Route path="/auth" element={<AuthRoute />} />
            <Route path="/profile/:id" element={<ProfileRoute />} />
            <Route path="/add-person" element={<AddPersonRoute />} />
            <Route path="/reviews" element={<MyReportsRoute />} />
            <Route path="/settings" element={<SettingsRoute />} />
            <Route path="/my-profile" element={<MyProfileRoute />} />
            <Route path="/search" element={<SearchRoute />} />
            <Route path="/removal-request" element={<RemovalRequestRoute />} />
            {user && (
              <>
                <Route path="/admin" element={<AdminPortalRoute />} />
                <Route path="/admin/dashboard" element={<AdminDashboardRoute />} />
                <Route path="/admin/users" element={<AdminUsersRoute />} />
                <Route path="/admin/profiles" element={<AdminProfilesRoute />} />
                <Route path="/admin/reports" element={<AdminReportsRoute />} />
                <Route path="/admin/image-approval" element={<AdminImageApprovalRoute />} />
                <Route path="/admin/sample-data" element={<AdminSampleDataRoute />} />
                <Route path="/admin/verification" element={<AdminVerificationRoute />} />
                <Route path="/admin/audit-log" element={<AdminAuditLogRoute />} />
                <Route path="/admin/removal-requests" element={<AdminRemovalRequestsRoute />} />
              </>
            )}
            <Route path="*" element={<NotFoundRoute />} />
          </Routes>
        </RouteErrorBoundary>
      )}
    </AppShell>
  );
}
