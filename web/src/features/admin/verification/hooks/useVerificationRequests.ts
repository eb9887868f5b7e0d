import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../../gql';
import type { VerificationListFilter, VerificationRequestFieldsFragment } from '../../../../gql/graphql';
import { useToast } from '../../../../ui/toast/useToast';
import { isStepUpCancelled, useStepUp } from '../../../two-factor/hooks/useStepUp';
import { DASHBOARD_FIELDS, evictRootFields } from '../../shared/hooks/admin-cache';
import { failureDescription } from '../../shared/hooks/failure';

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
export function useReviewVerification() {
  const { toast } = useToast();
  const { withStepUp, stepUpDialog } = useStepUp();
  const afterDecision = { update: (cache: Parameters<typeof evictRootFields>[0]) => evictRootFields(cache, ['verificationRequests', ...DASHBOARD_FIELDS]) };
  const [openMutation] = useMutation(OpenIdDocumentMutation, { fetchPolicy: 'no-cache' });
  const [approveMutation] = useMutation(ApproveVerificationMutation, afterDecision);
  const [rejectMutation] = useMutation(RejectVerificationMutation, afterDecision);

  const openDocument = useCallback(
    async (requestId: string) => {
      try {
        const { data } = await withStepUp(() => openMutation({ variables: { requestId } }))();
        return data?.openIdDocument ?? null;
      } catch (error) {
        if (isStepUpCancelled(error)) return null;
        toast({ title: 'Error', description: failureDescription('Failed to open the ID document.', error), variant: 'destructive' });
        return null;
      }
    },
    [openMutation, toast, withStepUp],
  );

  const approve = useCallback(
    async (requestId: string, notes?: string | null) => {
      try {
        await approveMutation({ variables: { requestId, notes: notes || null } });
        toast({ title: 'Verification Approved', description: 'The member has been notified.' });
        return true;
      } catch (error) {
        toast({ title: 'Error', description: failureDescription('Failed to approve verification.', error), variant: 'destructive' });
        return false;
      }
    },
    [approveMutation, toast],
  );

  const reject = useCallback(
    async (requestId: string, notes?: string | null) => {
      try {
        await rejectMutation({ variables: { requestId, notes: notes || null } });
        toast({ title: 'Verification Rejected', description: 'The member has been notified.' });
        return true;
      } catch (error) {
        toast({ title: 'Error', description: failureDescription('Failed to reject verification.', error), variant: 'destructive' });
        return false;
      }
    },
    [rejectMutation, toast],
  );

  return { openDocument, approve, reject, stepUpDialog };
}
