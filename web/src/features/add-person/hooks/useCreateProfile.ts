import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { CreateProfileInput } from '../../../gql/graphql';

export const CreateProfileMutation = graphql(`
  mutation CreateProfile($input: CreateProfileInput!, $profileImage: Upload) {
    createProfile(input: $input, profileImage: $profileImage) {
      id
    }
  }
`);

/**
 * Adds a person (and her first report). With an image the request goes out as a multipart upload (see
 * app/upload-link.ts). Afterwards every cached browse page, the profile count, Smart Matches and My Reports are
 * dropped, so the lists load fresh with the new profile and report.
 */
export function useCreateProfile() {
  const [mutate, { loading }] = useMutation(CreateProfileMutation, {
    update(cache) {
      for (const fieldName of ['profiles', 'profileCount', 'recommendations', 'myReports']) {
        cache.evict({ id: 'ROOT_QUERY', fieldName });
      }
      cache.gc();
    },
  });
  const createProfile = useCallback(
    async (input: CreateProfileInput, profileImage?: File | null): Promise<string> => {
      const variables = profileImage ? { input, profileImage } : { input };
      const { data } = await mutate({ variables });
      if (!data) throw new Error('Failed to create profile');
      return data.createProfile.id;
    },
    [mutate],
  );
  return { createProfile, loading };
}
