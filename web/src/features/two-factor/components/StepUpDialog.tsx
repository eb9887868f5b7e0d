import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { SecondFactorCodeForm } from '../forms/SecondFactorCodeForm';
import { useVerifySecondFactor } from '../hooks/useVerifySecondFactor';

export type StepUpDialogProps = {
  /** Why the code is asked for (the API's text). */
  message: string;
  onVerified: () => void;
  onCancel: () => void;
};

/** 'Confirm it is you': a fresh code before an action that needs a recent one (opening an ID document...). */
export function StepUpDialog({ message, onVerified, onCancel }: StepUpDialogProps) {
  const verify = useVerifySecondFactor();
  return (
    <Dialog open onClose={onCancel} title="Confirm it is you" description={message}>
      <SecondFactorCodeForm
        formLabel="Confirm it is you"
        allowRecoveryCode
        onSubmit={async (code) => {
          await verify(code);
          onVerified();
        }}
        actions={
          <Button variant="outline" size="lg" onClick={onCancel}>
            Cancel
          </Button>
        }
      />
    </Dialog>
  );
}
