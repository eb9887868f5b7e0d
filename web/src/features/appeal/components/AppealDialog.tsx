import { useState, type FormEvent } from 'react';
import { LIMITS } from '@tea/limits';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
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

const messages = defineMessages({
  empty: { id: 'appeal.dialog.empty', defaultMessage: 'Please tell us why you think the decision is wrong.' },
  tooLong: { id: 'appeal.dialog.tooLong', defaultMessage: 'Your appeal must be at most 2,000 characters.' },
  failed: { id: 'appeal.dialog.failed', defaultMessage: 'Your appeal could not be sent. Please try again.' },
  sent: { id: 'appeal.dialog.sent', defaultMessage: 'Appeal sent' },
  sentDescription: { id: 'appeal.dialog.sentDescription', defaultMessage: 'A different moderator will review the decision. You will be told the outcome.' },
  title: { id: 'appeal.dialog.title', defaultMessage: 'Appeal this decision' },
  send: { id: 'appeal.dialog.send', defaultMessage: 'Send appeal' },
  sending: { id: 'appeal.dialog.sending', defaultMessage: 'Sending...' },
  field: { id: 'appeal.dialog.field', defaultMessage: 'Why the decision is wrong' },
});

const description = defineMessage<{ kind: string; subject: string }>({
  id: 'appeal.dialog.description',
  defaultMessage:
    '{kind}: {subject}. Tell us why you think the decision is wrong. A moderator other than the one who decided will review it. You can appeal each decision once.',
});

const hint = defineMessage<{ max: number }>({ id: 'appeal.dialog.hint', defaultMessage: 'At most {max, number} characters. Only moderators read it.' });

/** The same checks the API makes (appeal.inputs.ts), with its messages. */
function validate(text: string, intl: Pick<IntlShape, 'formatMessage'>): string | undefined {
  if (!text.trim()) return intl.formatMessage(messages.empty);
  if (text.trim().length > LIMITS.appealTextMax) return intl.formatMessage(messages.tooLong);
  return undefined;
}

/**
 * 'Appeal this decision': why she thinks it is wrong (at most 2,000 characters), and Send. A decision can be appealed
 * once: the API's refusals (already appealed, too late) show inside the dialog; success closes it with a toast.
 */
export function AppealDialog({ open, onClose, decision, token }: AppealDialogProps) {
  const intl = useIntl();
  const appeal = useAppealDecision();
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { sending, failure, send, clearFailure } = useSending();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(text, intl);
    setError(found);
    clearFailure();
    if (found) return;
    if (await send(() => appeal(decision.id, text.trim(), token), intl.formatMessage(messages.failed))) {
      toast({ title: intl.formatMessage(messages.sent), description: intl.formatMessage(messages.sentDescription) });
      setText('');
      onClose();
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(description, { kind: decisionKindLabel(decision.kind, intl), subject: decision.subjectLabel })}
      onSubmit={onSubmit}
      failure={failure}
      busy={sending}
      confirmLabel={intl.formatMessage(messages.send)}
      busyLabel={intl.formatMessage(messages.sending)}
    >
      <TextAreaField
        label={intl.formatMessage(messages.field)}
        hint={intl.formatMessage(hint, { max: LIMITS.appealTextMax })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
        rows={5}
      />
    </FormDialog>
  );
}
