import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useCallback } from 'react';
import { graphql } from '../../../../gql';
import type { VerificationListFilter, VerificationRequestFieldsFragment } from '../../../../gql/graphql';
import { useMutationAction } from '../../../../shared/useMutationAction';
import { isStepUpCancelled, useStepUp } from '../../../two-factor/hooks/useStepUp';
import { DASHBOARD_FIELDS, evictRootFields } from '../../shared/hooks/admin-cache';
import type { DecisionOptions } from '../../shared/hooks/useModerationQueue';

export const VerificationRequestFields = graphql(`
  fragment VerificationRequestFields on VerificationRequest {
    id
    userId
    username
    email
    idType
    status
    submittedAt
    decidedAt
    reviewerLabel
    notes
    hasDocument
  }
`);

export const VerificationRequestsQuery = graphql(`
  query VerificationRequests($filter: VerificationListFilter!) {
    verificationRequests(filter: $filter) {
      pending
      all
      items {
        ...VerificationRequestFields
      }
    }
  }
`);

export const OpenIdDocumentMutation = graphql(`
  mutation OpenIdDocument($requestId: ID!) {
    openIdDocument(requestId: $requestId) {
      idType
      fullName
      idNumber
      dateOfBirth
      url
      expiresAt
    }
  }
`);

export const ApproveVerificationMutation = graphql(`
  mutation ApproveVerification($requestId: ID!, $notes: String) {
    approveVerification(requestId: $requestId, notes: $notes)
  }
`);

export const RejectVerificationMutation = graphql(`
  mutation RejectVerification($requestId: ID!, $notes: String) {
    rejectVerification(requestId: $requestId, notes: $notes)
  }
`);

export type VerificationRequest = VerificationRequestFieldsFragment;

/** ID verification requests (Pending or All) with both counts; the counts stay visible while another tab loads. */
export function useVerificationRequests(filter: VerificationListFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(VerificationRequestsQuery, { variables: { filter } });
  const counts = (data ?? previousData)?.verificationRequests;
  return {
    requests: data?.verificationRequests.items ?? [],
    counts: counts ? { pending: counts.pending, all: counts.all } : null,
    loading: loading && !data,
    error,
    refetch: () => void refetch(),
  };
}

/**
 * Opening a document (audited by the server; the decrypted details are never cached) and the two decisions. After
 * a decision the request lists and the dashboard are refetched. Toasts per SPEC §8. Opening a document needs a
 * second-factor check within 5 minutes: when it is older, `stepUpDialog` (render it) asks for a code, then the
 * document opens.
 */
export function useReviewVerification({ quiet }: DecisionOptions = {}) {
  const { withStepUp, stepUpDialog } = useStepUp();
  const intl = useIntl();
  const errorTitle = intl.formatMessage({ id: 'admin.verification.errorToast', defaultMessage: 'Error' });
  const notified = intl.formatMessage({ id: 'admin.verification.notifiedToast', defaultMessage: 'The member has been notified.' });
  const afterDecision = (cache: Parameters<typeof evictRootFields>[0]) => evictRootFields(cache, ['verificationRequests', ...DASHBOARD_FIELDS]);
  const [open] = useMutationAction(OpenIdDocumentMutation, {
    fetchPolicy: 'no-cache',
    variables: (requestId: string) => ({ requestId }),
    guard: (run) => withStepUp(run, intl.formatMessage({ id: 'admin.verification.openAction', defaultMessage: 'Open the ID document' }))(),
    result: (data) => data.openIdDocument,
    quiet: isStepUpCancelled,
    failure: { title: errorTitle, description: intl.formatMessage({ id: 'admin.verification.openFailed', defaultMessage: 'Failed to open the ID document.' }) },
  });

  const [approve] = useMutationAction(ApproveVerificationMutation, {
    variables: (requestId: string, notes?: string | null) => ({ requestId, notes: notes || null }),
    update: afterDecision,
    success: { title: intl.formatMessage({ id: 'admin.verification.approvedToast', defaultMessage: 'Verification Approved' }), description: notified },
    failure: {
      title: errorTitle,
      description: intl.formatMessage({ id: 'admin.verification.approveFailed', defaultMessage: 'Failed to approve verification.' }),
    },
    quiet,
  });

  const [reject] = useMutationAction(RejectVerificationMutation, {
    variables: (requestId: string, notes?: string | null) => ({ requestId, notes: notes || null }),
    update: afterDecision,
    success: { title: intl.formatMessage({ id: 'admin.verification.rejectedToast', defaultMessage: 'Verification Rejected' }), description: notified },
    failure: {
      title: errorTitle,
      description: intl.formatMessage({ id: 'admin.verification.rejectFailed', defaultMessage: 'Failed to reject verification.' }),
    },
    quiet,
  });

  const openDocument = useCallback(async (requestId: string) => (await open(requestId)) || null, [open]);

  return { openDocument, approve, reject, stepUpDialog };
}
