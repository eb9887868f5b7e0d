import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { IdVerificationInput } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { useMutationAction } from '../../../shared/useMutationAction';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { IdVerificationStatusQuery } from './useIdVerificationStatus';

export const SubmitIdVerificationMutation = graphql(`
  mutation SubmitIdVerification($input: IdVerificationInput!, $idImage: Upload!) {
    submitIdVerification(input: $input, idImage: $idImage) {
      ...IdVerificationStateFields
    }
  }
`);

const messages = defineMessages({
  submitted: { id: 'verification.submit.submitted', defaultMessage: 'ID verification submitted' },
  submittedDescription: { id: 'verification.submit.submittedDescription', defaultMessage: 'We will review your ID within 24-48 hours.' },
  failed: { id: 'verification.submit.failed', defaultMessage: 'Verification failed' },
  failedDescription: { id: 'verification.submit.failedDescription', defaultMessage: 'Please check your information and try again.' },
});

/**
 * Sends the ID form and the photo as one multipart request (the app's UploadLink takes operations holding a File).
 * On success it stores the new state for the status query and sets `me.idVerificationStatus`, so the section and the
 * header's Verified badge agree without another request.
 */
export function useSubmitIdVerification() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const [submit, { pending: submitting }] = useMutationAction(SubmitIdVerificationMutation, {
    variables: (input: IdVerificationInput, idImage: File) => ({ input, idImage }),
    update: (cache, { submitIdVerification: state }) => {
      cache.writeQuery({ query: IdVerificationStatusQuery, data: { idVerificationStatus: state } });
      if (user) {
        cache.modify({
          id: cache.identify({ __typename: 'User', id: user.id }),
          fields: { idVerificationStatus: () => state.status ?? null },
        });
      }
    },
    success: { title: messages.submitted, description: messages.submittedDescription },
    failure: (error) => ({
      title: intl.formatMessage(messages.failed),
      description: errorMessage(error) ?? intl.formatMessage(messages.failedDescription),
    }),
  });

  return { submit, submitting };
}
