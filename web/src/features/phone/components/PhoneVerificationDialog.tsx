import { Dialog } from '../../../ui/Dialog';
import type { CurrentUser } from '../../auth/hooks/useCurrentUser';
import { PhoneVerificationForm } from '../forms/PhoneVerificationForm';

export const PHONE_DIALOG_TITLE = 'Verify your phone number';

export type PhoneVerificationDialogProps = {
  open: boolean;
  onClose: () => void;
  onVerified: (user: CurrentUser) => void;
};

/** The phone gate shown before posting when `me.phoneVerified` is false. */
export function PhoneVerificationDialog({ open, onClose, onVerified }: PhoneVerificationDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={PHONE_DIALOG_TITLE}>
      {open && <PhoneVerificationForm onVerified={onVerified} />}
    </Dialog>
  );
}
