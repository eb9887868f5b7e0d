import { useState } from 'react';
import styled from 'styled-components';
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

/**
 * Settings > Security > Two-step sign-in: Off with 'Set up' (the set-up flow), or On with the recovery codes left and,
 * for members, 'Turn off' with a code. Admins must keep it; one whose session has not passed it yet can enter a code.
 */
export function TwoFactorSettings() {
  const { status, loading, error, refetch } = useTwoFactorStatus();
  const disable = useDisableTwoFactor();
  const verify = useVerifySecondFactor();
  const { toast } = useToast();
  const [settingUp, setSettingUp] = useState(false);
  const [turningOff, setTurningOff] = useState(false);

  if (loading) return <LoadingState label="Loading two-step sign-in" />;
  if (!status) return <ErrorState title="Could not load two-step sign-in" message={errorMessage(error)} onRetry={refetch} />;

  if (settingUp || !status.enabled) {
    return (
      <Stack $gap={4}>
        {/* The badge says what is true now: On from the moment the first code turned it on (the recovery codes step). */}
        <StyledState>Two-step sign-in: {status.enabled ? <Badge variant="success">On</Badge> : <Badge variant="outline">Off</Badge>}</StyledState>
        {status.required && <StyledText>Admins must use two-step sign-in: the admin tools wait until it is on.</StyledText>}
        <TwoFactorSetup onActiveChange={setSettingUp} />
      </Stack>
    );
  }

  return (
    <Stack $gap={4}>
      <StyledState>
        Two-step sign-in: <Badge variant="success">On</Badge>
      </StyledState>
      <StyledText>
        After your password, Tea asks for a code from your authenticator app. Recovery codes left: {status.recoveryCodesLeft}
        {status.recoveryCodesLeft === 0 ? '. Without them, keep your phone safe: it is the only way in.' : '.'}
      </StyledText>
      {status.required && !status.passedInThisSession && (
        <>
          <Heading as="h3" $size="lead">
            Confirm it is you
          </Heading>
          <StyledText>Enter a code to use the admin tools in this session.</StyledText>
          <SecondFactorCodeForm
            formLabel="Confirm two-step sign-in"
            autoFocus={false}
            allowRecoveryCode
            onSubmit={async (code) => {
              await verify(code);
              toast({ title: 'Confirmed', description: 'The admin tools are open in this session.' });
            }}
          />
        </>
      )}
      {status.required ? (
        <StyledText>Admins must keep two-step sign-in on.</StyledText>
      ) : turningOff ? (
        <>
          <Heading as="h3" $size="lead">
            Turn off two-step sign-in
          </Heading>
          <StyledText>Enter a code from your authenticator app (or a recovery code) to turn it off.</StyledText>
          <SecondFactorCodeForm
            formLabel="Turn off two-step sign-in"
            allowRecoveryCode
            submitLabel="Turn off"
            busyLabel="Turning off..."
            onSubmit={async (code) => {
              await disable(code);
              setTurningOff(false);
              toast({ title: 'Two-step sign-in is off', description: 'Signing in now needs your password only.' });
            }}
            actions={
              <Button variant="outline" size="lg" onClick={() => setTurningOff(false)}>
                Cancel
              </Button>
            }
          />
        </>
      ) : (
        <Button variant="outline" onClick={() => setTurningOff(true)}>
          Turn off
        </Button>
      )}
    </Stack>
  );
}
