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
  return (
    <StyledSections>
      <SettingsSection
        title="Two-step sign-in"
        description="Protect your account with a code from an authenticator app on your phone, asked after your password."
      >
        <TwoFactorSettings />
      </SettingsSection>
      <SettingsSection title="Where you're signed in" description="The browsers and devices signed in to your account.">
        <SessionList />
      </SettingsSection>
    </StyledSections>
  );
}
