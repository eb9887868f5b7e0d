import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/Dialog';
import { AccessibilitySettings } from './AccessibilitySettings';

export type AccessibilityDialogProps = { open: boolean; onClose: () => void };

/** The accessibility settings in a dialog: its own chunk, loaded when the button is first used (issue 7). */
export function AccessibilityDialog({ open, onClose }: AccessibilityDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'preferences.accessibility.title', defaultMessage: 'Accessibility' })}
      description={intl.formatMessage({
        id: 'preferences.accessibility.description',
        defaultMessage: 'Adjust text size, contrast, cursor, motion and sound. Saved on this device.',
      })}
    >
      <AccessibilitySettings />
    </Dialog>
  );
}
