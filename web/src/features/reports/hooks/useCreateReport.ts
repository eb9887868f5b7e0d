import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { CreateReportInput } from '../../../gql/graphql';

export const CreateReportMutation = graphql(`
  mutation CreateReport($profileId: ID!, $input: CreateReportInput!) {
    createReport(profileId: $profileId, input: $input) {
      id
      ...MyReportCard_report
    }
  }
`);

/** The queries a new report can change: the profile (aggregates), its report list and her own reports awaiting review. */
export const QUERIES_AFTER_REPORT = ['ProfileRoute', 'ProfileReports', 'MyPendingReports'];

/**
 * Submits a report. Afterwards the open profile, its reports and her reports awaiting review there (where the new one
 * shows at once, to her alone) are refetched, and the member's own report list is dropped from the cache so My
 * Reports loads it fresh (with the new pending report) next time.
 */
export function useCreateReport() {
  const [mutate, { loading }] = useMutation(CreateReportMutation, {
    refetchQueries: QUERIES_AFTER_REPORT,
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myReports' });
      cache.gc();
    },
  });
  const createReport = useCallback(
    async (profileId: string, input: CreateReportInput) => {
      const { data } = await mutate({ variables: { profileId, input } });
      if (!data) throw new Error('Failed to submit report. Please try again.');
      return data.createReport;
    },
    [mutate],
  );
  return { createReport, loading };
}
