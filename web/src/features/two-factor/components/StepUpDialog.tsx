import { defineMessage, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
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

const confirmingMessage = defineMessage<{ action: string; message: string }>({
  id: 'twoFactor.stepUp.confirming',
  defaultMessage: 'Confirming: {action}. {message}',
  description: "action: what the code confirms, in her language ('Create an API token'); message: the API's reason for asking.",
});

/** The dialog's description: the action it confirms (when named), then why a code is asked for. */
export function stepUpDescription(intl: IntlShape, message: string, action?: string): string {
  return action ? intl.formatMessage(confirmingMessage, { action, message }) : message;
}

/**
 * 'Confirm it is you': a fresh code before an action that needs a recent one (opening an ID document...), saying
 * which action the code confirms.
 */
export function StepUpDialog({ message, action, onVerified, onCancel }: StepUpDialogProps) {
  const intl = useIntl();
  const verify = useVerifySecondFactor();
  const title = intl.formatMessage({ id: 'twoFactor.stepUp.title', defaultMessage: 'Confirm it is you' });
  return (
    <Dialog open onClose={onCancel} title={title} description={stepUpDescription(intl, message, action)}>
      <SecondFactorCodeForm
        formLabel={title}
        allowRecoveryCode
        onSubmit={async (code) => {
          await verify(code);
          onVerified();
        }}
        actions={
          <Button variant="outline" size="lg" onClick={onCancel}>
            <FormattedMessage id="twoFactor.stepUp.cancel" defaultMessage="Cancel" />
          </Button>
        }
      />
    </Dialog>
  );
}
