import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { SecondFactorCodeForm } from '../forms/SecondFactorCodeForm';
import { useVerifySecondFactor } from '../hooks/useVerifySecondFactor';

export type StepUpDialogProps = {
  /** Why the code is asked for (the API's text). */
  message: string;
  /** What the code confirms, as she would name it ('Create an API token'): shown before the API's text. */
  action?: string;
  onVerified: () => void;
  onCancel: () => void;
};

/** The dialog's description: the action it confirms (when named), then why a code is asked for. */
export function stepUpDescription(message: string, action?: string): string {
  return action ? `Confirming: ${action}. ${message}` : message;
}

/**
 * 'Confirm it is you': a fresh code before an action that needs a recent one (opening an ID document...), saying
 * which action the code confirms.
 */
export function StepUpDialog({ message, action, onVerified, onCancel }: StepUpDialogProps) {
  const verify = useVerifySecondFactor();
  return (
    <Dialog open onClose={onCancel} title="Confirm it is you" description={stepUpDescription(message, action)}>
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
