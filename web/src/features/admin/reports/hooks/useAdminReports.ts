import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../../gql';
import type { AdminReportFieldsFragment, AdminReportFilter } from '../../../../gql/graphql';

export const AdminReportFields = graphql(`
  fragment AdminReportFields on AdminReport {
    id
    title
    content
    reportType
    status
    approved
    category
    rating
    createdAt
    dateOfInteraction
    location
    profileId
    profileName
    moderatedAt
    moderationNote
    rejectionReason
  }
`);

export const AdminReportsQuery = graphql(`
  query AdminReports($filter: AdminReportFilter!, $page: Int!, $pageSize: Int!) {
    adminReports(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      totalIsExact
      page
      pageSize
      items {
        ...AdminReportFields
      }
    }
  }
`);

export const AdminReportsProfileQuery = graphql(`
  query AdminReportsProfile($id: ID!) {
    profile(id: $id) {
      id
      displayName
    }
  }
`);

/** Reveals who wrote one report. Admin-only; the server writes every call to the audit log (SAFETY 7). */
export const RevealReportAuthorMutation = graphql(`
  mutation RevealReportAuthor($reportId: ID!) {
    revealReportAuthor(reportId: $reportId)
  }
`);

export type AdminReport = AdminReportFieldsFragment;

export const ADMIN_REPORTS_PAGE_SIZE = 20;

/** One page of the moderation queue (default: pending, oldest first). */
export function useAdminReports(filter: AdminReportFilter, page: number) {
  const { data, previousData, loading, error, refetch } = useQuery(AdminReportsQuery, {
    variables: { filter, page, pageSize: ADMIN_REPORTS_PAGE_SIZE },
  });
  const result = data?.adminReports;
  return {
    reports: result?.items ?? [],
    total: result?.total ?? previousData?.adminReports.total ?? 0,
    totalIsExact: result?.totalIsExact ?? previousData?.adminReports.totalIsExact ?? true,
    loading: loading && !data,
    error,
    refetch: () => void refetch(),
  };
}

/** The name of the profile the queue is filtered by (`?profile=`), or null while unknown. */
export function useReportsProfileName(profileId: string | null) {
  const { data } = useQuery(AdminReportsProfileQuery, { variables: { id: profileId ?? '' }, skip: !profileId });
  return data?.profile?.displayName ?? null;
}

/**
 * Loads a report's author on an admin's explicit request. Never cached (each request is its own audited view), so
 * the name lives only in the component that asked for it.
 */
export function useReportAuthor() {
  const client = useApolloClient();
  return useCallback(
    async (report: Pick<AdminReport, 'id'>): Promise<string | null> => {
      const { data } = await client.mutate({ mutation: RevealReportAuthorMutation, variables: { reportId: report.id }, fetchPolicy: 'no-cache' });
      return data?.revealReportAuthor ?? null;
    },
    [client],
  );
}
