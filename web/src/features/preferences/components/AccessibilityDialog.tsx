import { Dialog } from '../../../ui/Dialog';
import { AccessibilitySettings } from './AccessibilitySettings';

export type AccessibilityDialogProps = { open: boolean; onClose: () => void };

/** The accessibility settings in a dialog: its own chunk, loaded when the button is first used (issue 7). */
export function AccessibilityDialog({ open, onClose }: AccessibilityDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Accessibility" description="Adjust text size, contrast, cursor, motion and sound. Saved on this device.">
      <AccessibilitySettings />
    </Dialog>
  );
}
