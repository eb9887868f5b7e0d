import { FormattedMessage, useIntl } from 'react-intl';
import { AccessibilitySettings } from '../../preferences/components/AccessibilitySettings';
import { LanguageSettings } from '../../preferences/components/LanguageSettings';
import { ThemeSelector } from '../../preferences/components/ThemeSelector';
import { usePreferences } from '../../preferences/hooks/usePreferences';
import { Switch } from '../../../ui/Switch';
import { SettingsSection } from './SettingsSection';
import { Heading } from '../../../ui/Text';

/**
 * Settings > Appearance: theme and the accessibility choices (also reachable here on small screens, where the
 * floating accessibility button is not shown). Applied at once, kept in this browser and, through the
 * preferences provider, saved to her account.
 */
export function AppearanceSettingsTab() {
  const intl = useIntl();
  const { preferences, setTheme } = usePreferences();
  return (
    <SettingsSection
      title={intl.formatMessage({ id: 'settings.appearance.title', defaultMessage: 'Appearance' })}
      description={intl.formatMessage({
        id: 'settings.appearance.description',
        defaultMessage: 'Theme, text size and motion. Saved to your account, so they follow you to every browser you sign in on.',
      })}
    >
      <Switch
        label={intl.formatMessage({ id: 'settings.appearance.darkMode', defaultMessage: 'Dark mode' })}
        description={intl.formatMessage({ id: 'settings.appearance.darkModeHint', defaultMessage: 'Use the dark theme' })}
        checked={preferences.theme === 'dark'}
        onCheckedChange={(dark) => setTheme(dark ? 'dark' : 'default')}
      />
      <ThemeSelector />
      <LanguageSettings />
      <Heading as="h3" $size="base">
        <FormattedMessage id="settings.appearance.accessibility" defaultMessage="Accessibility" />
      </Heading>
      <AccessibilitySettings />
    </SettingsSection>
  );
}
