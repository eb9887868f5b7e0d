import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../../auth/hooks/useCurrentUser';
import { CenteredSpinner } from '../../../../ui/Spinner';

export type RequireAdminProps = { children: ReactNode };

/**
 * Admin pages: non-admins are sent to / (SPEC §2). The server decides `viewerCan.useAdminTools` and enforces every admin
 * right itself; this only hides what the server would refuse anyway.
 */
export function RequireAdmin({ children }: RequireAdminProps) {
  const { user, loading, can } = useCurrentUser();
  if (loading) return <CenteredSpinner />;
  if (!user || !can.useAdminTools) return <Navigate to="/" replace />;
  return <>{children}</>;
}
