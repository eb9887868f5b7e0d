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

/** The on/off settings, in the order they are listed. */
const ACCESSIBILITY_SWITCHES: readonly { key: SwitchPreference; label: string; description: string }[] = [
  { key: 'highContrast', label: 'High Contrast', description: 'Stronger text and borders' },
  { key: 'largeCursor', label: 'Large Cursor', description: 'A bigger mouse pointer' },
  { key: 'reducedMotion', label: 'Reduce Motion', description: 'Turn off animations and transitions' },
  { key: 'soundEffects', label: 'Sound Effects', description: 'Play sounds for notifications' },
];

/** The Accessibility dialog's settings (also on Settings > Appearance); not in the first screen's code: the dialog loads it on first use. */
export function AccessibilitySettings() {
  const { preferences, updatePreferences, resetAccessibility } = usePreferences();
  return (
    <Stack>
      <Slider
        label="Font size"
        min={FONT_SIZE.min}
        max={FONT_SIZE.max}
        step={FONT_SIZE.step}
        value={preferences.fontSize}
        formatValue={(value) => `${value}px`}
        onValueChange={(fontSize) => updatePreferences({ fontSize })}
      />
      {ACCESSIBILITY_SWITCHES.map(({ key, label, description }) => (
        <Switch
          key={key}
          label={label}
          description={description}
          checked={preferences[key]}
          onCheckedChange={(checked) => updatePreferences({ [key]: checked })}
        />
      ))}
      <StyledFooter>
        <Button variant="outline" onClick={resetAccessibility}>
          Reset to Defaults
        </Button>
      </StyledFooter>
    </Stack>
  );
}
