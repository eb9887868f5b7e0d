import { useQuery } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { useIntl } from 'react-intl';
import { graphql } from '../../../../gql';
import type { ImageDecision, PendingImagesQuery as PendingImagesData } from '../../../../gql/graphql';
import { useMutationAction } from '../../../../shared/useMutationAction';
import { DASHBOARD_FIELDS, evictEntity, evictProfileFields, evictRootFields } from '../../shared/hooks/admin-cache';
import type { Decision } from '../../shared/forms/DecisionForm';
import type { DecisionOptions } from '../../shared/hooks/useModerationQueue';

export const PendingImagesQuery = graphql(`
  query PendingImages {
    pendingImages {
      id
      firstName
      lastName
      profileImageUrl
      createdAt
    }
  }
`);

export const DecideImageMutation = graphql(`
  mutation DecideImage($profileId: ID!, $status: ImageDecision!, $reason: ModerationReason, $note: String) {
    decideImage(profileId: $profileId, status: $status, reason: $reason, note: $note)
  }
`);

export type PendingImage = PendingImagesData['pendingImages'][number];

/** Profile images waiting for review, oldest first. */
export function usePendingImages() {
  const { data, loading, error, refetch } = useQuery(PendingImagesQuery);
  return { images: data?.pendingImages ?? [], loading: loading && !data, error, refetch: () => void refetch() };
}

/**
 * Approve or reject a pending image. The image leaves the grid at once; the profile's image fields are refetched
 * wherever they show. Toasts 'Image Approved' / 'Image Rejected' / 'Action Failed' (SPEC §8).
 */
export function useDecideImage({ quiet }: DecisionOptions = {}) {
  const intl = useIntl();
  const [decide] = useMutationAction(DecideImageMutation, {
    variables: (profileId: string, status: ImageDecision, decision: Decision = {}) => ({
      profileId,
      status,
      reason: decision.reason ?? null,
      note: decision.note || null,
    }),
    update: (cache, data, [profileId]) => {
      if (!data.decideImage) return;
      const ref = cache.identify({ __typename: 'PendingImage', id: profileId });
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          pendingImages: (existing: readonly Reference[] = [], { readField }) => existing.filter((item) => readField<string>('id', item) !== profileId),
        },
      });
      if (ref) evictEntity(cache, ['PendingImage'], profileId);
      evictProfileFields(cache, profileId, ['imageApprovalStatus', 'profileImageUrl', 'profileImage', 'awaitingReview']);
      evictRootFields(cache, ['profiles', ...DASHBOARD_FIELDS]);
    },
    success: (_done, [, status]) =>
      status === 'APPROVED'
        ? {
            title: intl.formatMessage({ id: 'admin.images.approvedToast', defaultMessage: 'Image Approved' }),
            description: intl.formatMessage({ id: 'admin.images.approvedToastDescription', defaultMessage: 'The photo is now shown on the profile.' }),
          }
        : {
            title: intl.formatMessage({ id: 'admin.images.rejectedToast', defaultMessage: 'Image Rejected' }),
            description: intl.formatMessage({
              id: 'admin.images.rejectedToastDescription',
              defaultMessage: 'The photo has been deleted and the uploader notified.',
            }),
          },
    failure: {
      title: intl.formatMessage({ id: 'admin.images.failedToast', defaultMessage: 'Action Failed' }),
      description: intl.formatMessage({ id: 'admin.images.failedToastDescription', defaultMessage: 'Failed to update image status' }),
    },
    quiet,
  });
  return decide;
}
