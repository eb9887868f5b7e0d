import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Slider } from '../../../ui/Slider';
import { Switch } from '../../../ui/Switch';
import { usePreferences } from '../hooks/usePreferences';
import { FONT_SIZE } from '../preferences';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 0.75rem;
`;

/** The Accessibility dialog's settings (also on Settings > Appearance); not in the first screen's code: the dialog loads it on first use. */
export function AccessibilitySettings() {
  const { preferences, updatePreferences, resetAccessibility } = usePreferences();
  return (
    <StyledBody>
      <Slider
        label="Font size"
        min={FONT_SIZE.min}
        max={FONT_SIZE.max}
        step={FONT_SIZE.step}
        value={preferences.fontSize}
        formatValue={(value) => `${value}px`}
        onValueChange={(fontSize) => updatePreferences({ fontSize })}
      />
      <Switch
        label="High Contrast"
        description="Stronger text and borders"
        checked={preferences.highContrast}
        onCheckedChange={(highContrast) => updatePreferences({ highContrast })}
      />
      <Switch
        label="Large Cursor"
        description="A bigger mouse pointer"
        checked={preferences.largeCursor}
        onCheckedChange={(largeCursor) => updatePreferences({ largeCursor })}
      />
      <Switch
        label="Reduce Motion"
        description="Turn off animations and transitions"
        checked={preferences.reducedMotion}
        onCheckedChange={(reducedMotion) => updatePreferences({ reducedMotion })}
      />
      <Switch
        label="Sound Effects"
        description="Play sounds for notifications"
        checked={preferences.soundEffects}
        onCheckedChange={(soundEffects) => updatePreferences({ soundEffects })}
      />
      <StyledFooter>
        <Button variant="outline" onClick={resetAccessibility}>
          Reset to Defaults
        </Button>
      </StyledFooter>
    </StyledBody>
  );
}
