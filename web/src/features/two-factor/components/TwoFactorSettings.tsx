import { useState } from 'react';
import styled from 'styled-components';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../../shared/errors';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ErrorState, LoadingState } from '../../../ui/StateMessage';
import { useToast } from '../../../ui/toast/useToast';
import { SecondFactorCodeForm } from '../forms/SecondFactorCodeForm';
import { useDisableTwoFactor } from '../hooks/useTwoFactorSetup';
import { useTwoFactorStatus } from '../hooks/useTwoFactorStatus';
import { useVerifySecondFactor } from '../hooks/useVerifySecondFactor';
import { TwoFactorSetup } from './TwoFactorSetup';
import { Stack } from '../../../ui/Stack';
import { Heading } from '../../../ui/Text';

const StyledState = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const messages = defineMessages({
  loading: { id: 'twoFactor.settings.loading', defaultMessage: 'Loading two-step sign-in' },
  loadFailed: { id: 'twoFactor.settings.loadFailed', defaultMessage: 'Could not load two-step sign-in' },
  confirmFormLabel: { id: 'twoFactor.settings.confirmFormLabel', defaultMessage: 'Confirm two-step sign-in' },
  confirmed: { id: 'twoFactor.settings.confirmed', defaultMessage: 'Confirmed' },
  confirmedDescription: { id: 'twoFactor.settings.confirmedDescription', defaultMessage: 'The admin tools are open in this session.' },
  turnOffTitle: { id: 'twoFactor.settings.turnOffTitle', defaultMessage: 'Turn off two-step sign-in' },
  turnOff: { id: 'twoFactor.settings.turnOff', defaultMessage: 'Turn off' },
  turningOff: { id: 'twoFactor.settings.turningOff', defaultMessage: 'Turning off...' },
  turnedOff: { id: 'twoFactor.settings.turnedOff', defaultMessage: 'Two-step sign-in is off' },
  turnedOffDescription: { id: 'twoFactor.settings.turnedOffDescription', defaultMessage: 'Signing in now needs your password only.' },
});

/** 'Two-step sign-in: On' / 'Off', the state as a badge. */
function TwoFactorState({ enabled }: { enabled: boolean }) {
  return (
    <StyledState>
      <FormattedMessage
        id="twoFactor.settings.state"
        defaultMessage="Two-step sign-in: {state}"
        values={{
          state: enabled ? (
            <Badge variant="success">
              <FormattedMessage id="twoFactor.settings.on" defaultMessage="On" />
            </Badge>
          ) : (
            <Badge variant="outline">
              <FormattedMessage id="twoFactor.settings.off" defaultMessage="Off" />
            </Badge>
          ),
        }}
      />
    </StyledState>
  );
}

/**
 * Settings > Security > Two-step sign-in: Off with 'Set up' (the set-up flow), or On with the recovery codes left and,
 * for members, 'Turn off' with a code. Admins must keep it; one whose session has not passed it yet can enter a code.
 */
export function TwoFactorSettings() {
  const intl = useIntl();
  const { status, loading, error, refetch } = useTwoFactorStatus();
  const disable = useDisableTwoFactor();
  const verify = useVerifySecondFactor();
  const { toast } = useToast();
  const [settingUp, setSettingUp] = useState(false);
  const [turningOff, setTurningOff] = useState(false);

  if (loading) return <LoadingState label={intl.formatMessage(messages.loading)} />;
  if (!status) return <ErrorState title={intl.formatMessage(messages.loadFailed)} message={errorMessage(error)} onRetry={refetch} />;

  if (settingUp || !status.enabled) {
    return (
      <Stack $gap={4}>
        {/* The badge says what is true now: On from the moment the first code turned it on (the recovery codes step). */}
        <TwoFactorState enabled={status.enabled} />
        {status.required && (
          <StyledText>
            <FormattedMessage id="twoFactor.settings.adminsMustUse" defaultMessage="Admins must use two-step sign-in: the admin tools wait until it is on." />
          </StyledText>
        )}
        <TwoFactorSetup onActiveChange={setSettingUp} />
      </Stack>
    );
  }

  return (
    <Stack $gap={4}>
      <TwoFactorState enabled />
      <StyledText>
        <FormattedMessage
          id="twoFactor.settings.onDescription"
          defaultMessage="After your password, Tea asks for a code from your authenticator app. {count, plural, =0 {Recovery codes left: 0. Without them, keep your phone safe: it is the only way in.} other {Recovery codes left: #.}}"
          values={{ count: status.recoveryCodesLeft }}
        />
      </StyledText>
      {status.required && !status.passedInThisSession && (
        <>
          <Heading as="h3" $size="lead">
            <FormattedMessage id="twoFactor.settings.confirmTitle" defaultMessage="Confirm it is you" />
          </Heading>
          <StyledText>
            <FormattedMessage id="twoFactor.settings.confirmText" defaultMessage="Enter a code to use the admin tools in this session." />
          </StyledText>
          <SecondFactorCodeForm
            formLabel={intl.formatMessage(messages.confirmFormLabel)}
            autoFocus={false}
            allowRecoveryCode
            onSubmit={async (code) => {
              await verify(code);
              toast({ title: intl.formatMessage(messages.confirmed), description: intl.formatMessage(messages.confirmedDescription) });
            }}
          />
        </>
      )}
      {status.required ? (
        <StyledText>
          <FormattedMessage id="twoFactor.settings.adminsKeepIt" defaultMessage="Admins must keep two-step sign-in on." />
        </StyledText>
      ) : turningOff ? (
        <>
          <Heading as="h3" $size="lead">
            {intl.formatMessage(messages.turnOffTitle)}
          </Heading>
          <StyledText>
            <FormattedMessage
              id="twoFactor.settings.turnOffText"
              defaultMessage="Enter a code from your authenticator app (or a recovery code) to turn it off."
            />
          </StyledText>
          <SecondFactorCodeForm
            formLabel={intl.formatMessage(messages.turnOffTitle)}
            allowRecoveryCode
            submitLabel={intl.formatMessage(messages.turnOff)}
            busyLabel={intl.formatMessage(messages.turningOff)}
            onSubmit={async (code) => {
              await disable(code);
              setTurningOff(false);
              toast({ title: intl.formatMessage(messages.turnedOff), description: intl.formatMessage(messages.turnedOffDescription) });
            }}
            actions={
              <Button variant="outline" size="lg" onClick={() => setTurningOff(false)}>
                <FormattedMessage id="twoFactor.settings.cancel" defaultMessage="Cancel" />
              </Button>
            }
          />
        </>
      ) : (
        <Button variant="outline" onClick={() => setTurningOff(true)}>
          {intl.formatMessage(messages.turnOff)}
        </Button>
      )}
    </Stack>
  );
}
