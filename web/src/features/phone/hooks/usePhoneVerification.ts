import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { CurrentUser } from '../../auth/hooks/useCurrentUser';

export const SendPhoneCodeMutation = graphql(`
  mutation SendPhoneCode($phone: String!) {
    sendPhoneCode(phone: $phone) {
      expiresAt
      maskedPhone
    }
  }
`);

export const VerifyPhoneMutation = graphql(`
  mutation VerifyPhone($phone: String!, $code: String!) {
    verifyPhone(phone: $phone, code: $code) {
      ...CurrentUserFields
    }
  }
`);

const messages = defineMessages({
  sendFailed: { id: 'phone.hooks.sendFailed', defaultMessage: 'The code could not be sent. Please try again.' },
  checkFailed: { id: 'phone.hooks.checkFailed', defaultMessage: 'The code could not be checked. Please try again.' },
});

export type PhoneCodeSent = { expiresAt: string; maskedPhone: string };

/**
 * Phone verification (needed to post). `verifyPhone` answers with the member's user record, which the normalised
 * cache writes over `me`, so every gate reading `phoneVerified` opens at once.
 */
export function usePhoneVerification() {
  const intl = useIntl();
  const [sendMutation, { loading: sending }] = useMutation(SendPhoneCodeMutation);
  const [verifyMutation, { loading: verifying }] = useMutation(VerifyPhoneMutation);

  const sendCode = useCallback(
    async (phone: string): Promise<PhoneCodeSent> => {
      const { data } = await sendMutation({ variables: { phone } });
      if (!data) throw new Error(intl.formatMessage(messages.sendFailed));
      return data.sendPhoneCode;
    },
    [intl, sendMutation],
  );

  const verify = useCallback(
    async (phone: string, code: string): Promise<CurrentUser> => {
      const { data } = await verifyMutation({ variables: { phone, code } });
      if (!data) throw new Error(intl.formatMessage(messages.checkFailed));
      return data.verifyPhone;
    },
    [intl, verifyMutation],
  );

  return { sendCode, verify, sending, verifying };
}
