import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { SessionList } from '../../session/components/SessionList';
import { TwoFactorSettings } from '../../two-factor/components/TwoFactorSettings';
import { SettingsSection } from './SettingsSection';

const StyledSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

/** Settings > Security: two-step sign-in, and where she is signed in. */
export function SecuritySettingsTab() {
  const intl = useIntl();
  return (
    <StyledSections>
      <SettingsSection
        title={intl.formatMessage({ id: 'settings.security.twoFactorTitle', defaultMessage: 'Two-step sign-in' })}
        description={intl.formatMessage({
          id: 'settings.security.twoFactorDescription',
          defaultMessage: 'Protect your account with a code from an authenticator app on your phone, asked after your password.',
        })}
      >
        <TwoFactorSettings />
      </SettingsSection>
      <SettingsSection
        title={intl.formatMessage({ id: 'settings.security.sessionsTitle', defaultMessage: "Where you're signed in" })}
        description={intl.formatMessage({
          id: 'settings.security.sessionsDescription',
          defaultMessage: 'The browsers and devices signed in to your account.',
        })}
      >
        <SessionList />
      </SettingsSection>
    </StyledSections>
  );
}
