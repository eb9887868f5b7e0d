import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import type { AdminProfileFieldsFragment } from '../../../../gql/graphql';

export const AdminProfileFields = graphql(`
  fragment AdminProfileFields on AdminProfile {
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

export const AdminProfilesQuery = graphql(`
  query AdminProfiles($search: String, $page: Int!) {
    adminProfiles(search: $search, page: $page) {
      total
      page
      pageSize
      items {
        ...AdminProfileFields
      }
    }
  }
`);

export type AdminProfile = AdminProfileFieldsFragment;

/** One page of profiles for moderation, newest first. */
export function useAdminProfiles(search: string | null, page: number) {
  const { data, loading, error, refetch } = useQuery(AdminProfilesQuery, { variables: { search, page } });
  const result = data?.adminProfiles;
  return {
    profiles: result?.items ?? [],
    total: result?.total ?? 0,
    pageSize: result?.pageSize ?? 20,
    loading: loading && !data,
    error,
    refetch: () => void refetch(),
  };
}
