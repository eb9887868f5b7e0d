import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledCard, StyledCardDescription, StyledCardIcon } from '../../../../ui/Card';
import { ShieldCheckIcon } from '../../../../ui/icons';
import { StyledPage } from '../../../../ui/Page';
import { TwoFactorSetup } from '../../../two-factor/components/TwoFactorSetup';
import { SecondFactorCodeForm } from '../../../two-factor/forms/SecondFactorCodeForm';
import type { TwoFactorStatus } from '../../../two-factor/hooks/useTwoFactorStatus';
import { useVerifySecondFactor } from '../../../two-factor/hooks/useVerifySecondFactor';
import { Heading } from '../../../../ui/Text';

const StyledPanel = styled(StyledCard)`
  max-width: 34rem;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem;

  ${({ theme }) => theme.media.medium} {
    margin-top: 1rem;
    padding: 1.75rem;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.875rem;
`;

export const ADMIN_SECOND_FACTOR_MESSAGES = defineMessages({
  setupTitle: { id: 'admin.secondFactor.setupTitle', defaultMessage: 'Set up two-step sign-in to use the admin tools' },
  codeTitle: { id: 'admin.secondFactor.codeTitle', defaultMessage: 'Enter your code to use the admin tools' },
  setupDescription: {
    id: 'admin.secondFactor.setupDescription',
    defaultMessage:
      'Admins sign in with their password and a code from an authenticator app. Set it up once; Tea then asks for the code each time you sign in.',
  },
  codeDescription: {
    id: 'admin.secondFactor.codeDescription',
    defaultMessage: 'This session has not confirmed two-step sign-in yet. Enter a code from your authenticator app, or one of your recovery codes.',
  },
});

export type AdminSecondFactorPanelProps = {
  status: TwoFactorStatus;
  /** True from 'Set up' until the recovery codes are saved (the gate keeps the panel on screen meanwhile). */
  onSettingUpChange: (settingUp: boolean) => void;
  settingUp: boolean;
};

/**
 * What the admin area shows an admin whose session has not passed two-step sign-in: the set-up when it is not on yet
 * (as after her first sign-in), otherwise a code prompt (a session that started without it).
 */
export function AdminSecondFactorPanel({ status, settingUp, onSettingUpChange }: AdminSecondFactorPanelProps) {
  const verify = useVerifySecondFactor();
  const setup = settingUp || !status.enabled;
  const intl = useIntl();
  return (
    <StyledPage>
      <StyledPanel aria-labelledby="admin-second-factor-title">
        <StyledHeader>
          <StyledCardIcon $small>
            <ShieldCheckIcon size={24} />
          </StyledCardIcon>
          <div>
            <Heading as="h1" $size="2xl" $weight="heavy" id="admin-second-factor-title">
              <FormattedMessage {...(setup ? ADMIN_SECOND_FACTOR_MESSAGES.setupTitle : ADMIN_SECOND_FACTOR_MESSAGES.codeTitle)} />
            </Heading>
            <StyledCardDescription>
              <FormattedMessage {...(setup ? ADMIN_SECOND_FACTOR_MESSAGES.setupDescription : ADMIN_SECOND_FACTOR_MESSAGES.codeDescription)} />
            </StyledCardDescription>
          </div>
        </StyledHeader>
        {setup ? (
          <TwoFactorSetup onActiveChange={onSettingUpChange} />
        ) : (
          <SecondFactorCodeForm
            formLabel={intl.formatMessage({ id: 'admin.secondFactor.formLabel', defaultMessage: 'Confirm two-step sign-in' })}
            allowRecoveryCode
            onSubmit={verify}
          />
        )}
      </StyledPanel>
    </StyledPage>
  );
}
