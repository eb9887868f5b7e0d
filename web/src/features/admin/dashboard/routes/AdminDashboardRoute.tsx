import { errorMessage } from '../../../../shared/errors';
import { ErrorState, LoadingState } from '../../../../ui/StateMessage';
import { Tabs } from '../../../../ui/Tabs';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { AnalyticsPanel } from '../components/AnalyticsPanel';
import { AutomaticHidesAlert } from '../components/AutomaticHidesAlert';
import { QuickActions } from '../components/QuickActions';
import { ReportPauseAlert } from '../components/ReportPauseAlert';
import { RecentActivity } from '../components/RecentActivity';
import { StatCards } from '../components/StatCards';
import { useAdminDashboard } from '../hooks/useAdminDashboard';
import { pageTitle, useDocumentTitle } from '../../../../ui/useDocumentTitle';

function DashboardContent() {
  const { data, loading, error, refetch } = useAdminDashboard();
  if (loading) return <LoadingState label="Loading dashboard" />;
  if (!data) return <ErrorState title="Could not load the dashboard" message={errorMessage(error)} onRetry={refetch} />;
  return (
    <>
      <AutomaticHidesAlert hidesLastHour={data.adminStats.automaticHidesLastHour} ceiling={data.adminStats.automaticHideCeiling} />
      <ReportPauseAlert pauses={data.adminReportPauses} />
      <StatCards stats={data.adminStats} />
      <Tabs
        label="Dashboard sections"
        items={[
          { value: 'quick', label: 'Quick Actions', content: <QuickActions stats={data.adminStats} /> },
          { value: 'activity', label: 'Recent Activity', content: <RecentActivity items={data.adminRecentActivity} /> },
          { value: 'analytics', label: 'Analytics', content: <AnalyticsPanel analytics={data.adminAnalytics} /> },
        ]}
      />
    </>
  );
}

/** /admin/dashboard: the alert when automatic hides are paused, the alert for profiles whose new reports are paused, stat cards and the Quick Actions, Recent Activity and Analytics tabs. */
export function AdminDashboardRoute() {
  useDocumentTitle(pageTitle('Admin', 'Dashboard'));
  return (
    <AdminLayout title="Admin Dashboard" description="Statistics, quick actions and recent activity.">
      <DashboardContent />
    </AdminLayout>
  );
}
