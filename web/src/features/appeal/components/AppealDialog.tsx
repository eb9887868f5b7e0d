import { useState, type FormEvent } from 'react';
import { LIMITS } from '@tea/limits';
import { useSending } from '../../../shared/useSending';
import { FormDialog } from '../../../ui/ConfirmDialog';
import { TextAreaField } from '../../../ui/Field';
import { useToast } from '../../../ui/toast/useToast';
import { decisionKindLabel } from '../appeal-labels';
import { useAppealDecision } from '../hooks/useAppealDecision';
import type { DecisionItem } from '../hooks/useMyDecisions';

export type AppealDialogProps = {
  open: boolean;
  onClose: () => void;
  decision: Pick<DecisionItem, 'id' | 'kind' | 'subjectLabel'>;
  /** The e-mail link's token, on the public appeal page (no session). */
  token?: string | null;
};

/** The same checks the API makes (appeal.inputs.ts), with its messages. */
function validate(text: string): string | undefined {
  if (!text.trim()) return 'Please tell us why you think the decision is wrong.';
  if (text.trim().length > LIMITS.appealTextMax) return 'Your appeal must be at most 2,000 characters.';
  return undefined;
}

/**
 * 'Appeal this decision': why she thinks it is wrong (at most 2,000 characters), and Send. A decision can be appealed
 * once: the API's refusals (already appealed, too late) show inside the dialog; success closes it with a toast.
 */
export function AppealDialog({ open, onClose, decision, token }: AppealDialogProps) {
  const appeal = useAppealDecision();
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { sending, failure, send, clearFailure } = useSending();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(text);
    setError(found);
    clearFailure();
    if (found) return;
    if (await send(() => appeal(decision.id, text.trim(), token), 'Your appeal could not be sent. Please try again.')) {
      toast({ title: 'Appeal sent', description: 'A different moderator will review the decision. You will be told the outcome.' });
      setText('');
      onClose();
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Appeal this decision"
      description={`${decisionKindLabel(decision.kind)}: ${decision.subjectLabel}. Tell us why you think the decision is wrong. A moderator other than the one who decided will review it. You can appeal each decision once.`}
      onSubmit={onSubmit}
      failure={failure}
      busy={sending}
      confirmLabel="Send appeal"
      busyLabel="Sending..."
    >
      <TextAreaField
        label="Why the decision is wrong"
        hint={`At most ${LIMITS.appealTextMax.toLocaleString('en-US')} characters. Only moderators read it.`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
        rows={5}
      />
    </FormDialog>
  );
}
