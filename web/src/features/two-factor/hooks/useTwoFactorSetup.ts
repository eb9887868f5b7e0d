import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { SetupTwoFactorMutation as SetupTwoFactorData } from '../../../gql/graphql';
import { TwoFactorStatusQuery } from './useTwoFactorStatus';

export const SetupTwoFactorMutation = graphql(`
  mutation SetupTwoFactor {
    setupTwoFactor {
      secret
      otpauthUrl
      qrCodeDataUrl
    }
  }
`);

export const EnableTwoFactorMutation = graphql(`
  mutation EnableTwoFactor($code: String!) {
    enableTwoFactor(code: $code)
  }
`);

export const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($code: String!) {
    disableTwoFactor(code: $code)
  }
`);

const messages = defineMessages({
  setUpFailed: { id: 'twoFactor.hooks.setUpFailed', defaultMessage: 'Two-step sign-in could not be set up. Please try again.' },
  turnOnFailed: { id: 'twoFactor.hooks.turnOnFailed', defaultMessage: 'Two-step sign-in could not be turned on. Please try again.' },
  turnOffFailed: { id: 'twoFactor.hooks.turnOffFailed', defaultMessage: 'Two-step sign-in could not be turned off. Please try again.' },
});

export type TwoFactorSecret = SetupTwoFactorData['setupTwoFactor'];

/**
 * Setting up two-step sign-in: `start` answers a new secret and its QR code (never cached: it is shown once),
 * `enable` checks a first code and answers the ten recovery codes (shown once, never cached). Turning it on also
 * counts as passing it in this session, and the cached status says so.
 */
export function useTwoFactorSetup() {
  const intl = useIntl();
  const client = useApolloClient();
  const [setupMutation] = useMutation(SetupTwoFactorMutation, { fetchPolicy: 'no-cache' });
  const [enableMutation] = useMutation(EnableTwoFactorMutation, { fetchPolicy: 'no-cache' });

  const start = useCallback(async (): Promise<TwoFactorSecret> => {
    const { data } = await setupMutation();
    if (!data) throw new Error(intl.formatMessage(messages.setUpFailed));
    return data.setupTwoFactor;
  }, [intl, setupMutation]);

  const enable = useCallback(
    async (code: string): Promise<string[]> => {
      const { data } = await enableMutation({ variables: { code } });
      if (!data) throw new Error(intl.formatMessage(messages.turnOnFailed));
      const recoveryCodes = data.enableTwoFactor;
      client.cache.updateQuery({ query: TwoFactorStatusQuery }, (previous) =>
        previous
          ? { twoFactorStatus: { ...previous.twoFactorStatus, enabled: true, passedInThisSession: true, recoveryCodesLeft: recoveryCodes.length } }
          : previous,
      );
      return recoveryCodes;
    },
    [client, enableMutation, intl],
  );

  return { start, enable };
}

/** Turns two-step sign-in off with a current code (members only: the API refuses admins). */
export function useDisableTwoFactor() {
  const intl = useIntl();
  const client = useApolloClient();
  const [disableMutation] = useMutation(DisableTwoFactorMutation, { fetchPolicy: 'no-cache' });
  return useCallback(
    async (code: string): Promise<void> => {
      const { data } = await disableMutation({ variables: { code } });
      if (!data?.disableTwoFactor) throw new Error(intl.formatMessage(messages.turnOffFailed));
      client.cache.updateQuery({ query: TwoFactorStatusQuery }, (previous) =>
        previous ? { twoFactorStatus: { ...previous.twoFactorStatus, enabled: false, recoveryCodesLeft: 0 } } : previous,
      );
    },
    [client, disableMutation, intl],
  );
}
