import styled from 'styled-components';
import { Switch } from '../../../ui/Switch';
import { useSavedSettings } from '../hooks/useSavedSettings';
import { SavedSettingsState } from './SavedSettingsState';
import { SettingsSection } from './SettingsSection';

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** Settings > Privacy: what Tea keeps about what she looks at; saved to her account at once. */
export function PrivacySettingsTab() {
  const { preferences, loading, error, retry, change } = useSavedSettings();
  const privacy = preferences?.privacy;
  return (
    <SettingsSection title="Privacy" description="Control what Tea keeps about you.">
      <StyledHint>Your reports are always anonymous: no other member ever sees who wrote them.</StyledHint>
      <SavedSettingsState loading={loading} error={error} ready={!!privacy} onRetry={retry}>
        {privacy && (
          <Switch
            label="Remember the profiles I open"
            description="Used for Recently viewed and Smart Matches. Turning it off also forgets the profiles you opened."
            checked={privacy.rememberViewedProfiles}
            onCheckedChange={(rememberViewedProfiles) => void change({ privacy: { rememberViewedProfiles } })}
          />
        )}
      </SavedSettingsState>
    </SettingsSection>
  );
}
