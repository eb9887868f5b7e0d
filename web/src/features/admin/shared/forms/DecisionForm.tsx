import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { ModerationReason } from '../../../../gql/graphql';
import { Stack } from '../../../../ui/Stack';
import { DialogActions } from '../../../../ui/ConfirmDialog';
import { FinalSelectField, FinalTextAreaField } from '../../../../ui/form/FinalFields';
import { reasonOptions } from '../admin-labels';

/** The reason select's value before a choice (select values may not be empty strings, SPEC §5). */
const NO_REASON = 'NONE';

/** A moderation decision's reason and note as a hook takes them (both optional). */
export type Decision = { reason?: ModerationReason | null; note?: string | null };

export type DecisionValues = { reason: ModerationReason | null; note: string | null };

type FormValues = { reason: string; note?: string };

export type DecisionFormProps = {
  /** 'required': a reason code must be chosen; 'optional': 'No reason code' is allowed; 'none': no reason field. */
  reason: 'required' | 'optional' | 'none';
  noteLabel?: string;
  confirmLabel: string;
  busyLabel?: string;
  destructive?: boolean;
  onCancel: () => void;
  /** Resolves to true when the decision went through. */
  onConfirm: (values: DecisionValues) => Promise<boolean>;
  children?: ReactNode;
};

/** A moderation decision: an optional or required reason code (SAFETY 10), an optional note, Cancel and confirm. */
export function DecisionForm({ reason, noteLabel, confirmLabel, busyLabel, destructive = false, onCancel, onConfirm, children }: DecisionFormProps) {
  const intl = useIntl();
  const validate = (values: FormValues) =>
    reason === 'required' && values.reason === NO_REASON
      ? { reason: intl.formatMessage({ id: 'admin.decision.reasonMissing', defaultMessage: 'Please choose a reason.' }) }
      : {};
  const onSubmit = async (values: FormValues) => {
    await onConfirm({
      reason: reason !== 'none' && values.reason !== NO_REASON ? (values.reason as ModerationReason) : null,
      note: values.note?.trim() || null,
    });
  };
  return (
    <Form<FormValues> onSubmit={onSubmit} validate={validate} initialValues={{ reason: NO_REASON }}>
      {({ handleSubmit, submitting }) => (
        <Stack as="form" $gap={4} onSubmit={handleSubmit} noValidate>
          {children}
          {reason !== 'none' && (
            <FinalSelectField
              name="reason"
              label={
                reason === 'required'
                  ? intl.formatMessage({ id: 'admin.decision.reason', defaultMessage: 'Reason' })
                  : intl.formatMessage({ id: 'admin.decision.reasonOptional', defaultMessage: 'Reason (optional)' })
              }
              placeholder={{
                value: NO_REASON,
                label:
                  reason === 'required'
                    ? intl.formatMessage({ id: 'admin.decision.chooseReason', defaultMessage: 'Choose a reason' })
                    : intl.formatMessage({ id: 'admin.decision.noReasonCode', defaultMessage: 'No reason code' }),
                disabled: reason === 'required',
              }}
              options={reasonOptions(intl)}
              alertError
            />
          )}
          <FinalTextAreaField
            name="note"
            label={noteLabel ?? intl.formatMessage({ id: 'admin.decision.noteOptional', defaultMessage: 'Note (optional)' })}
            maxLength={1000}
            rows={3}
          />
          <DialogActions onCancel={onCancel} lockCancel busy={submitting} confirmLabel={confirmLabel} busyLabel={busyLabel} destructive={destructive} />
        </Stack>
      )}
    </Form>
  );
}
