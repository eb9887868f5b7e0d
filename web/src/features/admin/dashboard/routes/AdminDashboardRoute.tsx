import { defineMessages, useIntl } from 'react-intl';
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
import { useDocumentTitle } from '../../../../ui/useDocumentTitle';
import { adminPageTitle } from '../../shared/admin-labels';

const messages = defineMessages({
  documentTitle: { id: 'admin.dashboard.page.documentTitle', defaultMessage: 'Dashboard', description: "Tab title: 'Admin - Dashboard - Tea'." },
  title: { id: 'admin.dashboard.page.title', defaultMessage: 'Admin Dashboard' },
  description: { id: 'admin.dashboard.page.description', defaultMessage: 'Statistics, quick actions and recent activity.' },
  loading: { id: 'admin.dashboard.page.loading', defaultMessage: 'Loading dashboard' },
  loadFailed: { id: 'admin.dashboard.page.loadFailed', defaultMessage: 'Could not load the dashboard' },
  sections: { id: 'admin.dashboard.page.sections', defaultMessage: 'Dashboard sections', description: 'Label of the tabs.' },
  quickActions: { id: 'admin.dashboard.page.quickActions', defaultMessage: 'Quick Actions', description: 'Tab.' },
  recentActivity: { id: 'admin.dashboard.page.recentActivity', defaultMessage: 'Recent Activity', description: 'Tab.' },
  analytics: { id: 'admin.dashboard.page.analytics', defaultMessage: 'Analytics', description: 'Tab.' },
});

function DashboardContent() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useAdminDashboard();
  if (loading) return <LoadingState label={intl.formatMessage(messages.loading)} />;
  if (!data) return <ErrorState title={intl.formatMessage(messages.loadFailed)} message={errorMessage(error)} onRetry={refetch} />;
  return (
    <>
      <AutomaticHidesAlert hidesLastHour={data.adminStats.automaticHidesLastHour} ceiling={data.adminStats.automaticHideCeiling} />
      <ReportPauseAlert pauses={data.adminReportPauses} />
      <StatCards stats={data.adminStats} />
      <Tabs
        label={intl.formatMessage(messages.sections)}
        items={[
          { value: 'quick', label: intl.formatMessage(messages.quickActions), content: <QuickActions stats={data.adminStats} /> },
          { value: 'activity', label: intl.formatMessage(messages.recentActivity), content: <RecentActivity items={data.adminRecentActivity} /> },
          { value: 'analytics', label: intl.formatMessage(messages.analytics), content: <AnalyticsPanel analytics={data.adminAnalytics} /> },
        ]}
      />
    </>
  );
}

/** /admin/dashboard: the alert when automatic hides are paused, the alert for profiles whose new reports are paused, stat cards and the Quick Actions, Recent Activity and Analytics tabs. */
export function AdminDashboardRoute() {
  const intl = useIntl();
  useDocumentTitle(adminPageTitle(intl, intl.formatMessage(messages.documentTitle)));
  return (
    <AdminLayout title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)}>
      <DashboardContent />
    </AdminLayout>
  );
}
