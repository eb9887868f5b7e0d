import { useIntl } from 'react-intl';
import type { Category } from '../../../gql/graphql';
import { Dialog } from '../../../ui/Dialog';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { PhoneVerificationDialog } from '../../phone/components/PhoneVerificationDialog';
import { ReportForm } from '../forms/ReportForm';

export type ShareExperienceDialogProps = {
  open: boolean;
  onClose: () => void;
  profile: { id: string; category: Category; name: string };
};

/**
 * 'Share Your Experience': members without a verified phone first get the phone verification dialog; once
 * `me.phoneVerified` turns true (the verifyPhone answer updates it in the cache) the 'Spill the TEA' form opens.
 */
export function ShareExperienceDialog({ open, onClose, profile }: ShareExperienceDialogProps) {
  const { user } = useCurrentUser();
  const verified = user?.phoneVerified === true;
  const intl = useIntl();
  return (
    <>
      <PhoneVerificationDialog open={open && !verified} onClose={onClose} onVerified={() => undefined} />
      <Dialog
        open={open && verified}
        onClose={onClose}
        title={intl.formatMessage({ id: 'reports.share.title', defaultMessage: 'Spill the TEA', description: 'Title of the report dialog.' })}
        description={intl.formatMessage(
          { id: 'reports.share.description', defaultMessage: 'Share an honest experience with {name}.', description: 'Under the title of the report dialog.' },
          { name: profile.name },
        )}
      >
        {open && verified && <ReportForm profile={profile} onSubmitted={onClose} />}
      </Dialog>
    </>
  );
}
