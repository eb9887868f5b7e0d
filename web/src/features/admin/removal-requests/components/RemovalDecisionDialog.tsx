import { Form } from 'react-final-form';
import type { RemovalDecision } from '../../../../gql/graphql';
import { DialogActions } from '../../../../ui/ConfirmDialog';
import { Dialog } from '../../../../ui/Dialog';
import { FinalTextAreaField } from '../../../../ui/form/FinalFields';
import { Stack } from '../../../../ui/Stack';

export type RemovalDecisionDialogProps = {
  decision: RemovalDecision | null;
  onClose: () => void;
  /** Resolves to true when the decision went through; the dialog then closes. */
  onConfirm: (reason: string) => Promise<boolean>;
};

type FormValues = { reason?: string };

/** Uphold or dismiss a removal request with a required reason, which is e-mailed to the sender. */
export function RemovalDecisionDialog({ decision, onClose, onConfirm }: RemovalDecisionDialogProps) {
  const uphold = decision === 'UPHOLD';
  return (
    <Dialog
      open={decision !== null}
      onClose={onClose}
      title={uphold ? 'Uphold request' : 'Dismiss request'}
      description={
        uphold
          ? 'The content is removed (a whole profile is also blocked from being added again). The sender receives your reason.'
          : 'The content stays and is shown again. The sender receives your reason.'
      }
    >
      <Form<FormValues>
        onSubmit={async (v) => {
          if (await onConfirm((v.reason ?? '').trim())) onClose();
        }}
        validate={(v) => ((v.reason ?? '').trim() ? {} : { reason: 'Please give a reason for the decision.' })}
      >
        {({ handleSubmit, submitting }) => (
          <Stack as="form" $gap={4} onSubmit={handleSubmit} noValidate>
            <FinalTextAreaField name="reason" label="Reason for the decision" />
            <DialogActions onCancel={onClose} busy={submitting} confirmLabel={uphold ? 'Uphold' : 'Dismiss'} destructive={uphold} />
          </Stack>
        )}
      </Form>
    </Dialog>
  );
}
