import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../../auth/hooks/useCurrentUser';
import type { ReportAdminToolsProps } from './ReportAdminTools';

export type ReportAdminControlsProps = ReportAdminToolsProps;

// The tools (and their form and dialog code) load only when an admin views a report: members' pages stay light.
const ReportAdminTools = lazy(() => import('./ReportAdminTools').then((m) => ({ default: m.ReportAdminTools })));

/**
 * Admin tools on a report card of the profile page (SPEC §2): Edit (title and content; Save / Cancel) and Delete
 * (with confirmation). Renders nothing for anyone but admins. The edited report is updated in the cache; a deleted
 * one is evicted and the profile's aggregates are refetched.
 */
export function ReportAdminControls(props: ReportAdminControlsProps) {
  const { can } = useCurrentUser();
  if (!can.moderate) return null;
  return (
    <Suspense fallback={null}>
      <ReportAdminTools {...props} />
    </Suspense>
  );
}
