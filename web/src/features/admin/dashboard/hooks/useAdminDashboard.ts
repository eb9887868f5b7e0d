import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../../gql';

export const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    adminStats {
      totalUsers
      usersToday
      totalProfiles
      profilesToday
      totalReports
      reportsToday
      pendingReports
      pendingImages
      pendingVerifications
      pendingFlagCases
      pendingRemovalRequests
      pendingAppeals
      flaggedProfiles
      bannedUsers
      automaticHidesLastHour
      automaticHideCeiling
      estimated
    }
    adminRecentActivity {
      type
      description
      timestamp
    }
    adminReportPauses {
      ...ReportPauseAlert_pause
    }
    adminAnalytics(days: 30) {
      queueSize
      queueSizeIsExact
      medianWaitAsOf
      medianWaitHours
      medianDecisionHours
      days {
        day
        reports
        signups
      }
    }
  }
`);

/** Stat cards, the pile-on alert, the 10 latest events and 30 days of analytics, in one request. */
export function useAdminDashboard() {
  const { data, loading, error, refetch } = useQuery(AdminDashboardQuery);
  return { data, loading: loading && !data, error, refetch: () => void refetch() };
}
