import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const { preferences, loading, error, retry, change } = useSavedSettings();
  const privacy = preferences?.privacy;
  return (
    <SettingsSection
      title={intl.formatMessage({ id: 'settings.privacy.title', defaultMessage: 'Privacy' })}
      description={intl.formatMessage({ id: 'settings.privacy.description', defaultMessage: 'Control what Tea keeps about you.' })}
    >
      <StyledHint>
        <FormattedMessage id="settings.privacy.anonymous" defaultMessage="Your reports are always anonymous: no other member ever sees who wrote them." />
      </StyledHint>
      <SavedSettingsState loading={loading} error={error} ready={!!privacy} onRetry={retry}>
        {privacy && (
          <Switch
            label={intl.formatMessage({ id: 'settings.privacy.rememberViewed', defaultMessage: 'Remember the profiles I open' })}
            description={intl.formatMessage({
              id: 'settings.privacy.rememberViewedHint',
              defaultMessage: 'Used for Recently viewed and Smart Matches. Turning it off also forgets the profiles you opened.',
            })}
            checked={privacy.rememberViewedProfiles}
            onCheckedChange={(rememberViewedProfiles) => void change({ privacy: { rememberViewedProfiles } })}
          />
        )}
      </SavedSettingsState>
    </SettingsSection>
  );
}
