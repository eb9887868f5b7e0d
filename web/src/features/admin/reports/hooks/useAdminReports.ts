import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../../gql';
import type { AdminReportFilter, ModerationReportFieldsFragment } from '../../../../gql/graphql';

/** A report as the moderation screens show it: `Report` with its moderator-only fields (never its author). */
export const ModerationReportFields = graphql(`
  fragment ModerationReportFields on Report {
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

export const ModerationReportsQuery = graphql(`
  query ModerationReports($filter: AdminReportFilter!, $page: Int!, $pageSize: Int!) {
    moderationReports(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      totalIsExact
      page
      pageSize
      items {
        ...ModerationReportFields
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

export type ModerationReport = ModerationReportFieldsFragment;

export const ADMIN_REPORTS_PAGE_SIZE = 20;

/** One page of the moderation queue (default: pending, oldest first). */
export function useAdminReports(filter: AdminReportFilter, page: number) {
  const { data, previousData, loading, error, refetch } = useQuery(ModerationReportsQuery, {
    variables: { filter, page, pageSize: ADMIN_REPORTS_PAGE_SIZE },
  });
  const result = data?.moderationReports;
  return {
    reports: result?.items ?? [],
    total: result?.total ?? previousData?.moderationReports.total ?? 0,
    totalIsExact: result?.totalIsExact ?? previousData?.moderationReports.totalIsExact ?? true,
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
    async (report: Pick<ModerationReport, 'id'>): Promise<string | null> => {
      const { data } = await client.mutate({ mutation: RevealReportAuthorMutation, variables: { reportId: report.id }, fetchPolicy: 'no-cache' });
      return data?.revealReportAuthor ?? null;
    },
    [client],
  );
}
