import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  return (
    <Dialog
      open={decision !== null}
      onClose={onClose}
      title={
        uphold
          ? intl.formatMessage({ id: 'admin.removalDecision.upholdTitle', defaultMessage: 'Uphold request' })
          : intl.formatMessage({ id: 'admin.removalDecision.dismissTitle', defaultMessage: 'Dismiss request' })
      }
      description={
        uphold
          ? intl.formatMessage({
              id: 'admin.removalDecision.upholdDescription',
              defaultMessage: 'The content is removed (a whole profile is also blocked from being added again). The sender receives your reason.',
            })
          : intl.formatMessage({
              id: 'admin.removalDecision.dismissDescription',
              defaultMessage: 'The content stays and is shown again. The sender receives your reason.',
            })
      }
    >
      <Form<FormValues>
        onSubmit={async (v) => {
          if (await onConfirm((v.reason ?? '').trim())) onClose();
        }}
        validate={(v) =>
          (v.reason ?? '').trim()
            ? {}
            : { reason: intl.formatMessage({ id: 'admin.removalDecision.reasonMissing', defaultMessage: 'Please give a reason for the decision.' }) }
        }
      >
        {({ handleSubmit, submitting }) => (
          <Stack as="form" $gap={4} onSubmit={handleSubmit} noValidate>
            <FinalTextAreaField name="reason" label={intl.formatMessage({ id: 'admin.removalDecision.reason', defaultMessage: 'Reason for the decision' })} />
            <DialogActions
              onCancel={onClose}
              busy={submitting}
              confirmLabel={
                uphold
                  ? intl.formatMessage({ id: 'admin.removalDecision.uphold', defaultMessage: 'Uphold' })
                  : intl.formatMessage({ id: 'admin.removalDecision.dismiss', defaultMessage: 'Dismiss' })
              }
              destructive={uphold}
            />
          </Stack>
        )}
      </Form>
    </Dialog>
  );
}
