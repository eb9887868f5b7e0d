import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { AccessibilityIcon } from '../../../ui/icons';
import { Slider } from '../../../ui/Slider';
import { Switch } from '../../../ui/Switch';
import { usePreferences } from '../hooks/usePreferences';
import { FONT_SIZE } from '../preferences';

const StyledFloatingButton = styled.button`
  position: fixed;
  left: 1.5rem;
  bottom: 1.5rem;
  z-index: ${({ theme }) => theme.zIndex.floating};
  display: none;
  align-items: center;
  justify-content: center;
  width: 3.25rem;
  height: 3.25rem;
  border-radius: 50%;
  border: none;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
  box-shadow: 0 8px 20px ${({ theme }) => theme.colors.shadow};
  cursor: pointer;

  ${({ theme }) => theme.media.desktop} {
    display: inline-flex;
  }
`;

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

/** The Accessibility dialog; rendered by the floating button, and testable on its own. */
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

/** Floating button (desktop only) that opens the Accessibility dialog. */
export function AccessibilityPanel() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <StyledFloatingButton type="button" aria-label="Accessibility settings" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <AccessibilityIcon size={26} />
      </StyledFloatingButton>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Accessibility"
        description="Adjust text size, contrast, cursor, motion and sound. Saved on this device."
      >
        <AccessibilitySettings />
      </Dialog>
    </>
  );
}
