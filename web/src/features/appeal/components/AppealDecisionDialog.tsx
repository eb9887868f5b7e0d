import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AppealOutcome } from '../../../gql/graphql';
import { Button } from '../../../ui/Button';
import { StyledDialogActions } from '../../../ui/ConfirmDialog';
import { Dialog } from '../../../ui/Dialog';
import { TextAreaField } from '../../../ui/TextAreaField';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

export type AppealDecisionDialogProps = {
  /** The outcome the dialog confirms; null when closed. */
  outcome: AppealOutcome | null;
  onClose: () => void;
  /** Resolves to true when the decision went through; the dialog then closes. */
  onConfirm: (outcome: AppealOutcome, reason: string) => Promise<boolean>;
};

/** Uphold or reject an appeal: the reason (required) is sent to the person who appealed. */
export function AppealDecisionDialog({ outcome, onClose, onConfirm }: AppealDecisionDialogProps) {
  const uphold = outcome === 'UPHOLD';
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!outcome) return;
    const found = reason.trim() ? undefined : 'Please give a reason for your decision on the appeal.';
    setError(found);
    if (found) return;
    setSending(true);
    const done = await onConfirm(outcome, reason.trim());
    setSending(false);
    if (done) close();
  };

  return (
    <Dialog
      open={outcome !== null}
      onClose={close}
      title={uphold ? 'Uphold appeal' : 'Reject appeal'}
      description={
        uphold
          ? 'The decision is undone: content is restored (what was deleted cannot be), a ban is lifted. The member receives your reason.'
          : 'The decision stands. The member receives your reason.'
      }
    >
      <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextAreaField label="Reason to the member" value={reason} onChange={(event) => setReason(event.target.value)} error={error} rows={3} />
        <StyledDialogActions>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant={uphold ? 'primary' : 'destructive'} disabled={sending}>
            {uphold ? 'Uphold' : 'Reject'}
          </Button>
        </StyledDialogActions>
      </StyledForm>
    </Dialog>
  );
}
