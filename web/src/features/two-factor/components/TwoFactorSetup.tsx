import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { MONOSPACE } from './two-factor-parts';
import { errorMessage } from '../../../shared/errors';
import { Button } from '../../../ui/Button';
import { StyledFieldError } from '../../../ui/Field';
import { SecondFactorCodeForm } from '../forms/SecondFactorCodeForm';
import { useTwoFactorSetup, type TwoFactorSecret } from '../hooks/useTwoFactorSetup';
import { RecoveryCodes } from './RecoveryCodes';
import { Row, Stack } from '../../../ui/Stack';
import { useCopyText } from '../../../shared/useMutationAction';
import { Heading } from '../../../ui/Text';

const StyledScan = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;

  &:focus {
    outline: none;
  }
`;

const StyledSteps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin: 0;
  padding-left: 1.25rem;
`;

const StyledStep = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  min-width: 0;
`;

const StyledQr = styled.img`
  display: block;
  width: 12rem;
  max-width: 100%;
  height: auto;
  aspect-ratio: 1;
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.borders.hairline};
  /* A QR code needs dark modules on a light ground in every theme. */
  background: #ffffff;
  image-rendering: pixelated;
`;

export const StyledSecret = styled.code`
  display: block;
  flex: 1 1 14rem;
  min-width: 0;
  padding: 0.625rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.borders.hairline};
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.foreground};
  font-family: ${MONOSPACE};
  font-size: ${({ theme }) => theme.fontSizes.base};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
  user-select: all;
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** The secret in groups of four, easier to type into an app by hand (apps ignore the spaces). */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

const messages = defineMessages({
  setUpFailed: { id: 'twoFactor.setup.failed', defaultMessage: 'Two-step sign-in could not be set up. Please try again.' },
  keyCopied: { id: 'twoFactor.setup.keyCopied', defaultMessage: 'Key copied' },
  keyCopiedDescription: { id: 'twoFactor.setup.keyCopiedDescription', defaultMessage: 'Paste it into your authenticator app.' },
  copyFailed: { id: 'twoFactor.setup.copyFailed', defaultMessage: 'Could not copy' },
  copyFailedDescription: { id: 'twoFactor.setup.copyFailedDescription', defaultMessage: 'Select the key and copy it.' },
  qrAlt: { id: 'twoFactor.setup.qrAlt', defaultMessage: 'QR code to add Tea to an authenticator app' },
  formLabel: { id: 'twoFactor.setup.formLabel', defaultMessage: 'Turn on two-step sign-in' },
  turnOn: { id: 'twoFactor.setup.turnOn', defaultMessage: 'Turn on' },
  turningOn: { id: 'twoFactor.setup.turningOn', defaultMessage: 'Turning on...' },
});

type Stage = { name: 'start' } | { name: 'scan'; secret: TwoFactorSecret } | { name: 'codes'; codes: string[] };

export type TwoFactorSetupProps = {
  /**
   * True from 'Set up' until she has saved her recovery codes (or cancelled): the parent keeps this flow on screen
   * meanwhile, even though the status says it is on once the first code is accepted.
   */
  onActiveChange?: (active: boolean) => void;
};

/**
 * Setting up two-step sign-in (Settings > Security, and the admin area for an admin who has not): 'Set up' shows the
 * QR code and the secret to add to an authenticator app, a first code from the app turns it on, then the ten
 * recovery codes are shown once.
 */
export function TwoFactorSetup({ onActiveChange }: TwoFactorSetupProps) {
  const intl = useIntl();
  const { start, enable } = useTwoFactorSetup();
  const copyText = useCopyText();
  const [stage, setStage] = useState<Stage>({ name: 'start' });
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const scanRef = useRef<HTMLElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (stage.name === 'scan') scanRef.current?.focus();
  }, [stage.name]);

  const begin = async () => {
    setStarting(true);
    setFailure(null);
    onActiveChange?.(true);
    try {
      setStage({ name: 'scan', secret: await start() });
    } catch (error) {
      setFailure(errorMessage(error) ?? intl.formatMessage(messages.setUpFailed));
      onActiveChange?.(false);
    } finally {
      setStarting(false);
    }
  };

  const finish = () => {
    setStage({ name: 'start' });
    onActiveChange?.(false);
  };

  const copySecret = (secret: string) =>
    copyText(secret, {
      success: { title: messages.keyCopied, description: messages.keyCopiedDescription },
      failure: { title: messages.copyFailed, description: messages.copyFailedDescription },
    });

  if (stage.name === 'codes') return <RecoveryCodes codes={stage.codes} onDone={finish} />;

  if (stage.name === 'scan') {
    const { secret } = stage;
    return (
      <StyledScan ref={scanRef} tabIndex={-1} aria-labelledby={headingId}>
        <Heading as="h3" $size="lead" id={headingId}>
          <FormattedMessage id="twoFactor.setup.title" defaultMessage="Add Tea to your authenticator app" />
        </Heading>
        <StyledSteps>
          <StyledStep>
            <span>
              <FormattedMessage
                id="twoFactor.setup.scan"
                defaultMessage="Open an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) and scan this QR code."
              />
            </span>
            <StyledQr src={secret.qrCodeDataUrl} alt={intl.formatMessage(messages.qrAlt)} width={192} height={192} />
          </StyledStep>
          <StyledStep>
            <span>
              <FormattedMessage id="twoFactor.setup.enterKey" defaultMessage="Can’t scan it? Enter this key in the app instead:" />
            </span>
            <Row>
              <StyledSecret>{groupSecret(secret.secret)}</StyledSecret>
              <Button variant="outline" onClick={() => void copySecret(secret.secret)}>
                <FormattedMessage id="twoFactor.setup.copyKey" defaultMessage="Copy key" />
              </Button>
            </Row>
          </StyledStep>
          <StyledStep>
            <span>
              <FormattedMessage id="twoFactor.setup.enterCode" defaultMessage="Enter the 6-digit code the app shows for Tea." />
            </span>
            <SecondFactorCodeForm
              formLabel={intl.formatMessage(messages.formLabel)}
              autoFocus={false}
              submitLabel={intl.formatMessage(messages.turnOn)}
              busyLabel={intl.formatMessage(messages.turningOn)}
              onSubmit={async (code) => setStage({ name: 'codes', codes: await enable(code) })}
              actions={
                <Button variant="outline" size="lg" onClick={finish}>
                  <FormattedMessage id="twoFactor.setup.cancel" defaultMessage="Cancel" />
                </Button>
              }
            />
          </StyledStep>
        </StyledSteps>
      </StyledScan>
    );
  }

  return (
    <Stack $gap={4}>
      <StyledText>
        <FormattedMessage
          id="twoFactor.setup.intro"
          defaultMessage="You will need an authenticator app on your phone. After your password, Tea will ask for the code it shows."
        />
      </StyledText>
      {failure && <StyledFieldError role="alert">{failure}</StyledFieldError>}
      <Button size="lg" onClick={() => void begin()} disabled={starting}>
        {starting ? (
          <FormattedMessage id="twoFactor.setup.settingUp" defaultMessage="Setting up..." />
        ) : (
          <FormattedMessage id="twoFactor.setup.setUp" defaultMessage="Set up" />
        )}
      </Button>
    </Stack>
  );
}
