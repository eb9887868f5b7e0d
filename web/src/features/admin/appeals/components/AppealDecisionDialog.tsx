import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { AppealOutcome } from '../../../../gql/graphql';
import { FormDialog } from '../../../../ui/ConfirmDialog';
import { TextAreaField } from '../../../../ui/Field';

export type AppealDecisionDialogProps = {
  /** The outcome the dialog confirms; null when closed. */
  outcome: AppealOutcome | null;
  onClose: () => void;
  /** True when she decides an appeal against her own decision, as no other moderator can: a note on her second look is required. */
  secondLook?: boolean;
  /** Resolves to true when the decision went through; the dialog then closes. */
  onConfirm: (outcome: AppealOutcome, reason: string, secondLookNote?: string) => Promise<boolean>;
};

export const APPEAL_DECISION_MESSAGES = defineMessages({
  secondLookRequired: {
    id: 'admin.appealDecision.secondLookRequired',
    defaultMessage: 'Please write down your second look: what you checked again and why you decide as you do.',
  },
  reasonRequired: { id: 'admin.appealDecision.reasonRequired', defaultMessage: 'Please give a reason for your decision on the appeal.' },
});

/**
 * Uphold or reject an appeal: the reason (required) is sent to the person who appealed. When she made the decision
 * herself and no other moderator can decide (`secondLook`), a note on her second look is required too; the audit log
 * keeps it.
 */
export function AppealDecisionDialog({ outcome, secondLook = false, onClose, onConfirm }: AppealDecisionDialogProps) {
  const uphold = outcome === 'UPHOLD';
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [noteError, setNoteError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const close = () => {
    setReason('');
    setNote('');
    setError(undefined);
    setNoteError(undefined);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!outcome) return;
    const found = reason.trim() ? undefined : intl.formatMessage(APPEAL_DECISION_MESSAGES.reasonRequired);
    const noteFound = secondLook && !note.trim() ? intl.formatMessage(APPEAL_DECISION_MESSAGES.secondLookRequired) : undefined;
    setError(found);
    setNoteError(noteFound);
    if (found || noteFound) return;
    setSending(true);
    const done = await onConfirm(outcome, reason.trim(), secondLook ? note.trim() : undefined);
    setSending(false);
    if (done) close();
  };

  return (
    <FormDialog
      open={outcome !== null}
      onClose={close}
      title={
        uphold
          ? intl.formatMessage({ id: 'admin.appealDecision.upholdTitle', defaultMessage: 'Uphold appeal' })
          : intl.formatMessage({ id: 'admin.appealDecision.rejectTitle', defaultMessage: 'Reject appeal' })
      }
      description={
        uphold
          ? intl.formatMessage({
              id: 'admin.appealDecision.upholdDescription',
              defaultMessage: 'The decision is undone: content is restored (what was deleted cannot be), a ban is lifted. The member receives your reason.',
            })
          : intl.formatMessage({ id: 'admin.appealDecision.rejectDescription', defaultMessage: 'The decision stands. The member receives your reason.' })
      }
      onSubmit={onSubmit}
      busy={sending}
      confirmLabel={
        uphold
          ? intl.formatMessage({ id: 'admin.appealDecision.uphold', defaultMessage: 'Uphold' })
          : intl.formatMessage({ id: 'admin.appealDecision.reject', defaultMessage: 'Reject' })
      }
      destructive={!uphold}
    >
      <TextAreaField
        label={intl.formatMessage({ id: 'admin.appealDecision.reason', defaultMessage: 'Reason to the member' })}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
        rows={3}
      />
      {secondLook && (
        <TextAreaField
          label={intl.formatMessage({ id: 'admin.appealDecision.secondLook', defaultMessage: 'Your second look' })}
          hint={intl.formatMessage({
            id: 'admin.appealDecision.secondLookHint',
            defaultMessage:
              'You made this decision and no other moderator can decide the appeal. Note what you checked again and why; the audit log keeps it, and the member is told the same moderator looked again.',
          })}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={noteError}
          rows={3}
        />
      )}
    </FormDialog>
  );
}
