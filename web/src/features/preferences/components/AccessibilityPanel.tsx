import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { AccessibilityIcon } from '../../../ui/icons';
import { Slider } from '../../../ui/Slider';
import { Switch } from '../../../ui/Switch';
import { FLOATING_BUTTON, useAccessibilityButtonPlacement } from '../hooks/useAccessibilityButtonPlacement';
import { usePreferences } from '../hooks/usePreferences';
import { FONT_SIZE } from '../preferences';

/**
 * Desktop only (SPEC §2; it lives in the desktop header, hidden below 1024px). Floating: fixed in the left margin
 * beside the content column. In the header: in the flow of the header's actions, where it covers nothing; used
 * when the margin is too narrow for the floating button at the chosen font size (useAccessibilityButtonPlacement).
 */
const StyledAccessibilityButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  border: none;
  border-radius: 50%;
  cursor: pointer;

  &[data-placement='floating'] {
    position: fixed;
    left: ${FLOATING_BUTTON.offset}rem;
    bottom: ${FLOATING_BUTTON.offset}rem;
    z-index: ${({ theme }) => theme.zIndex.floating};
    width: ${FLOATING_BUTTON.size}rem;
    height: ${FLOATING_BUTTON.size}rem;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
    box-shadow: 0 8px 20px ${({ theme }) => theme.colors.shadow};
  }

  &[data-placement='header'] {
    position: static;
    width: 2.75rem;
    height: 2.75rem;
    background: transparent;
    color: ${({ theme }) => theme.colors.foreground};

    &:hover {
      background: ${({ theme }) => theme.colors.muted};
    }
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

/**
 * The button that opens the Accessibility dialog, rendered once, in the desktop header (desktop only). It floats in
 * the left margin when the margin has room for it and otherwise takes its place among the header's actions, so it
 * never covers content (at 1024px, or with large text). It is the same element either way: a font-size change made
 * in the open dialog may move it, and focus still returns to it on close.
 */
const AccessibilityDialog = lazy(() => import('./AccessibilityDialog').then((m) => ({ default: m.AccessibilityDialog })));

/** The accessibility button; its dialog's code loads on the first click, so it stays out of the first screen. */
export function AccessibilityPanel() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const placement = useAccessibilityButtonPlacement();
  return (
    <>
      <StyledAccessibilityButton
        type="button"
        aria-label="Accessibility settings"
        aria-haspopup="dialog"
        data-placement={placement}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <AccessibilityIcon size={placement === 'floating' ? 26 : 22} />
      </StyledAccessibilityButton>
      {used && (
        <Suspense fallback={null}>
          <AccessibilityDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
