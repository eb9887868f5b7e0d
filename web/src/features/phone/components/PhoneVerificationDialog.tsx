import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/Dialog';
import type { CurrentUser } from '../../auth/hooks/useCurrentUser';
import { PhoneVerificationForm } from '../forms/PhoneVerificationForm';

export type PhoneVerificationDialogProps = {
  open: boolean;
  onClose: () => void;
  onVerified: (user: CurrentUser) => void;
};

/** The phone gate shown before posting when `me.phoneVerified` is false. */
export function PhoneVerificationDialog({ open, onClose, onVerified }: PhoneVerificationDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage({ id: 'phone.dialog.title', defaultMessage: 'Verify your phone number' })}>
      {open && <PhoneVerificationForm onVerified={onVerified} />}
    </Dialog>
  );
}
