import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { IdVerificationInput } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { useToast } from '../../../ui/toast/useToast';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { IdVerificationStatusQuery } from './useIdVerificationStatus';

export const SubmitIdVerificationMutation = graphql(`
  mutation SubmitIdVerification($input: IdVerificationInput!, $idImage: Upload!) {
    submitIdVerification(input: $input, idImage: $idImage) {
      ...IdVerificationStateFields
    }
  }
`);

/**
 * Sends the ID form and the photo as one multipart request (the app's UploadLink takes operations holding a File).
 * On success it stores the new state for the status query and sets `me.idVerificationStatus`, so the section and the
 * header's Verified badge agree without another request.
 */
export function useSubmitIdVerification() {
  const { user } = useCurrentUser();
  const { toast } = useToast();
  const [mutate, { loading }] = useMutation(SubmitIdVerificationMutation, {
    update(cache, { data }) {
      const state = data?.submitIdVerification;
      if (!state) return;
      cache.writeQuery({ query: IdVerificationStatusQuery, data: { idVerificationStatus: state } });
      if (user) {
        cache.modify({
          id: cache.identify({ __typename: 'User', id: user.id }),
          fields: { idVerificationStatus: () => state.status ?? null },
        });
      }
    },
  });

  const submit = useCallback(
    async (input: IdVerificationInput, idImage: File): Promise<boolean> => {
      try {
        await mutate({ variables: { input, idImage } });
        toast({ title: 'ID verification submitted', description: 'We will review your ID within 24-48 hours.' });
        return true;
      } catch (error) {
        toast({
          title: 'Verification failed',
          description: errorMessage(error) ?? 'Please check your information and try again.',
          variant: 'destructive',
        });
        return false;
      }
    },
    [mutate, toast],
  );

  return { submit, submitting: loading };
}
