import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import type { ModerationProfileFieldsFragment } from '../../../../gql/graphql';

/** A profile as the moderation screens show it: `Profile` with its moderator-only `isSample`. */
export const ModerationProfileFields = graphql(`
  fragment ModerationProfileFields on Profile {
    id
    firstName
    lastName
    displayName
    age
    bio
    location
    category
    flagStatus
    reviewCount
    averageRating
    imageApprovalStatus
    profileImageUrl
    profileImage {
      ...ProfilePicture_image
    }
    isSample
    createdAt
  }
`);

export const ModerationProfilesQuery = graphql(`
  query ModerationProfiles($search: String, $page: Int!) {
    moderationProfiles(search: $search, page: $page) {
      total
      totalIsExact
      page
      pageSize
      items {
        ...ModerationProfileFields
      }
    }
  }
`);

export type ModerationProfile = ModerationProfileFieldsFragment;

/** One page of profiles for moderation, newest first. */
export function useAdminProfiles(search: string | null, page: number) {
  const { data, loading, error, refetch } = useQuery(ModerationProfilesQuery, { variables: { search, page } });
  const result = data?.moderationProfiles;
  return {
    profiles: result?.items ?? [],
    total: result?.total ?? 0,
    totalIsExact: result?.totalIsExact ?? true,
    pageSize: result?.pageSize ?? 20,
    loading: loading && !data,
    error,
    refetch: () => void refetch(),
  };
}
