/*
 * The admin console, one folder per noun (reports/, profiles/, users/, flags/, appeals/, removal-requests/,
 * verification/, images/, audit/, dashboard/, sample-data/, portal/), each with its routes/, components/, hooks/ and
 * forms/. A noun folder imports no other noun folder: what several use lives in shared/. This file is the one place that
 * knows every noun.
 */
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundRoute } from '../errors/routes/NotFoundRoute';
import { useIntl } from 'react-intl';
import { CenteredSpinner } from '../../ui/Spinner';

/**
 * A route component loaded on first visit: admin screens stay out of the bundle every visitor downloads
 * (PERFORMANCE G8), and show the centred spinner while their chunk loads. Each screen comes behind the second-factor
 * gate (loaded with it): an admin whose session has not passed two-step sign-in sees the set-up or a code prompt,
 * and the screen (with its queries) starts only once she has.
 */
function lazyRoute<K extends string>(load: () => Promise<{ [P in K]: ComponentType }>, name: K): ComponentType {
  const Screen = lazy(async (): Promise<{ default: ComponentType }> => {
    const [screens, { AdminSecondFactorGate }] = await Promise.all([load(), import('./shared/components/AdminSecondFactorGate')]);
    const Inner: ComponentType = screens[name];
    function GatedAdminScreen() {
      return (
        <AdminSecondFactorGate>
          <Inner />
        </AdminSecondFactorGate>
      );
    }
    return { default: GatedAdminScreen };
  });
  function LazyAdminRoute() {
    const intl = useIntl();
    return (
      <Suspense fallback={<CenteredSpinner label={intl.formatMessage({ id: 'admin.routes.loading', defaultMessage: 'Loading' })} />}>
        <Screen />
      </Suspense>
    );
  }
  LazyAdminRoute.displayName = name;
  return LazyAdminRoute;
}

export const AdminDashboardRoute = lazyRoute(() => import('./dashboard/routes/AdminDashboardRoute'), 'AdminDashboardRoute');
export const AdminUsersRoute = lazyRoute(() => import('./users/routes/AdminUsersRoute'), 'AdminUsersRoute');
export const AdminProfilesRoute = lazyRoute(() => import('./profiles/routes/AdminProfilesRoute'), 'AdminProfilesRoute');
/** Accepts ?profile=<id> (and ?status, ?type, ?q, ?page). */
export const AdminReportsRoute = lazyRoute(() => import('./reports/routes/AdminReportsRoute'), 'AdminReportsRoute');
export const AdminImageApprovalRoute = lazyRoute(() => import('./images/routes/AdminImageApprovalRoute'), 'AdminImageApprovalRoute');
export const AdminSampleDataRoute = lazyRoute(() => import('./sample-data/routes/AdminSampleDataRoute'), 'AdminSampleDataRoute');
export const AdminVerificationRoute = lazyRoute(() => import('./verification/routes/AdminVerificationRoute'), 'AdminVerificationRoute');
export const AdminAuditLogRoute = lazyRoute(() => import('./audit/routes/AdminAuditLogRoute'), 'AdminAuditLogRoute');
export const AdminRemovalRequestsRoute = lazyRoute(() => import('./removal-requests/routes/AdminRemovalRequestsRoute'), 'AdminRemovalRequestsRoute');
export const AdminFlagsRoute = lazyRoute(() => import('./flags/routes/AdminFlagsRoute'), 'AdminFlagsRoute');
export const AdminAppealsRoute = lazyRoute(() => import('./appeals/routes/AdminAppealsRoute'), 'AdminAppealsRoute');

/**
 * The admin screens under /admin (SPEC §2 plus /admin/audit-log). app/router.tsx registers them for signed-in
 * members; each screen sends non-admins to / itself. /admin (the portal) is AdminPortalRoute.
 */
export const ADMIN_ROUTES: readonly { path: string; element: ReactElement }[] = [
  { path: '/admin/dashboard', element: <AdminDashboardRoute /> },
  { path: '/admin/users', element: <AdminUsersRoute /> },
  { path: '/admin/profiles', element: <AdminProfilesRoute /> },
  { path: '/admin/reports', element: <AdminReportsRoute /> },
  { path: '/admin/image-approval', element: <AdminImageApprovalRoute /> },
  { path: '/admin/sample-data', element: <AdminSampleDataRoute /> },
  { path: '/admin/verification', element: <AdminVerificationRoute /> },
  { path: '/admin/audit-log', element: <AdminAuditLogRoute /> },
  { path: '/admin/removal-requests', element: <AdminRemovalRequestsRoute /> },
  { path: '/admin/flags', element: <AdminFlagsRoute /> },
  { path: '/admin/appeals', element: <AdminAppealsRoute /> },
];

/**
 * The console's screens under /admin/* (their paths relative to it), and the not-found screen for any other. app/router.tsx
 * loads this module only when an admin path is opened, so a member's first screen carries none of it.
 */
export function AdminConsoleRoutes() {
  return (
    <Routes>
      {ADMIN_ROUTES.map(({ path, element }) => (
        <Route key={path} path={path.slice('/admin/'.length)} element={element} />
      ))}
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
