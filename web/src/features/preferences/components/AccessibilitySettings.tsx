import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Slider } from '../../../ui/Slider';
import { Switch } from '../../../ui/Switch';
import { usePreferences } from '../hooks/usePreferences';
import { FONT_SIZE, type Preferences } from '../preferences';
import { Stack } from '../../../ui/Stack';

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 0.75rem;
`;

type SwitchPreference = keyof Pick<Preferences, 'highContrast' | 'largeCursor' | 'reducedMotion' | 'soundEffects'>;

const messages = defineMessages({
  fontSize: { id: 'preferences.accessibility.fontSize', defaultMessage: 'Font size' },
  highContrast: { id: 'preferences.accessibility.highContrast', defaultMessage: 'High Contrast' },
  highContrastHint: { id: 'preferences.accessibility.highContrastHint', defaultMessage: 'Stronger text and borders' },
  largeCursor: { id: 'preferences.accessibility.largeCursor', defaultMessage: 'Large Cursor' },
  largeCursorHint: { id: 'preferences.accessibility.largeCursorHint', defaultMessage: 'A bigger mouse pointer' },
  reducedMotion: { id: 'preferences.accessibility.reducedMotion', defaultMessage: 'Reduce Motion' },
  reducedMotionHint: { id: 'preferences.accessibility.reducedMotionHint', defaultMessage: 'Turn off animations and transitions' },
  soundEffects: { id: 'preferences.accessibility.soundEffects', defaultMessage: 'Sound Effects' },
  soundEffectsHint: { id: 'preferences.accessibility.soundEffectsHint', defaultMessage: 'Play sounds for notifications' },
});

/** The on/off settings, in the order they are listed. */
const ACCESSIBILITY_SWITCHES: readonly { key: SwitchPreference; label: MessageDescriptor; description: MessageDescriptor }[] = [
  { key: 'highContrast', label: messages.highContrast, description: messages.highContrastHint },
  { key: 'largeCursor', label: messages.largeCursor, description: messages.largeCursorHint },
  { key: 'reducedMotion', label: messages.reducedMotion, description: messages.reducedMotionHint },
  { key: 'soundEffects', label: messages.soundEffects, description: messages.soundEffectsHint },
];

/** The Accessibility dialog's settings (also on Settings > Appearance); not in the first screen's code: the dialog loads it on first use. */
export function AccessibilitySettings() {
  const intl = useIntl();
  const { preferences, updatePreferences, resetAccessibility } = usePreferences();
  return (
    <Stack>
      <Slider
        label={intl.formatMessage(messages.fontSize)}
        min={FONT_SIZE.min}
        max={FONT_SIZE.max}
        step={FONT_SIZE.step}
        value={preferences.fontSize}
        formatValue={(value) => `${intl.formatNumber(value)}px`}
        onValueChange={(fontSize) => updatePreferences({ fontSize })}
      />
      {ACCESSIBILITY_SWITCHES.map(({ key, label, description }) => (
        <Switch
          key={key}
          label={intl.formatMessage(label)}
          description={intl.formatMessage(description)}
          checked={preferences[key]}
          onCheckedChange={(checked) => updatePreferences({ [key]: checked })}
        />
      ))}
      <StyledFooter>
        <Button variant="outline" onClick={resetAccessibility}>
          <FormattedMessage id="preferences.accessibility.reset" defaultMessage="Reset to Defaults" />
        </Button>
      </StyledFooter>
    </Stack>
  );
}
