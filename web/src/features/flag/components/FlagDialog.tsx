import { useId, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { LIMITS } from '@tea/limits';
import type { FlagReason } from '../../../gql/graphql';
import { useSending } from '../../../shared/useSending';
import { FormDialog } from '../../../ui/ConfirmDialog';
import { StyledFieldError, TextAreaField } from '../../../ui/Field';
import { StyledFieldset, StyledLegend } from '../../../ui/FormLayout';
import { useToast } from '../../../ui/toast/useToast';
import { FLAG_REASON_OPTIONS } from '../flag-labels';
import { useFlag } from '../hooks/useFlag';
import type { FlagTarget } from '../hooks/useHasFlagged';
import { Stack } from '../../../ui/Stack';

const StyledOption = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: 0.625rem;
  align-items: start;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.borders.hairline};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.muted};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 1px;
  }

  input {
    margin-top: 0.25rem;
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledOptionLabel = styled.span`
  font-weight: 600;
`;

const StyledOptionHint = styled.span`
  grid-column: 2;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type FlagDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called once the flag is stored (before the dialog closes). */
  onFlagged?: () => void;
  target: FlagTarget;
};

type Errors = { reason?: string; note?: string };

const messages = defineMessages({
  noReason: { id: 'flag.dialog.noReason', defaultMessage: 'Please choose a reason for your flag.' },
  otherNeedsNote: { id: 'flag.dialog.otherNeedsNote', defaultMessage: "Please say what is wrong when you choose 'Other'." },
  failed: { id: 'flag.dialog.failed', defaultMessage: 'Your flag could not be sent. Please try again.' },
  sent: { id: 'flag.dialog.sent', defaultMessage: 'Flag sent' },
  sentDescription: { id: 'flag.dialog.sentDescription', defaultMessage: 'Thank you. A moderator will review it.' },
  title: { id: 'flag.dialog.title', defaultMessage: 'Flag for review' },
  send: { id: 'flag.dialog.send', defaultMessage: 'Send flag' },
  sending: { id: 'flag.dialog.sending', defaultMessage: 'Sending...' },
  reason: { id: 'flag.dialog.reason', defaultMessage: 'Reason' },
  note: { id: 'flag.dialog.note', defaultMessage: 'Note' },
});

const noteTooLong = defineMessage<{ max: number }>({ id: 'flag.dialog.noteTooLong', defaultMessage: 'The note must be at most {max, number} characters.' });
const noteHint = defineMessage<{ max: number }>({
  id: 'flag.dialog.noteHint',
  defaultMessage: 'Optional (required for Other), at most {max, number} characters. Only moderators read it.',
});
const description = defineMessage<{ type: string }>({
  id: 'flag.dialog.description',
  defaultMessage:
    '{type, select, REPORT {Tell our moderators what is wrong with this report. Nobody else sees who flagged it.} other {Tell our moderators what is wrong with this profile. Nobody else sees who flagged it.}}',
});

function validate(reason: FlagReason | null, note: string, intl: Pick<IntlShape, 'formatMessage'>): Errors {
  const errors: Errors = {};
  if (!reason) errors.reason = intl.formatMessage(messages.noReason);
  if (note.trim().length > LIMITS.flagNoteMax) errors.note = intl.formatMessage(noteTooLong, { max: LIMITS.flagNoteMax });
  else if (reason === 'OTHER' && !note.trim()) errors.note = intl.formatMessage(messages.otherNeedsNote);
  return errors;
}

/**
 * 'Flag for review': the reasons as radio buttons, an optional note (required for Other), and Send. Problems show
 * inside the dialog; success closes it with a toast. Keyboard accessible through Dialog (focus trapped, Escape closes).
 */
export function FlagDialog({ open, onClose, onFlagged, target }: FlagDialogProps) {
  const intl = useIntl();
  const flag = useFlag(target);
  const { toast } = useToast();
  const errorId = useId();
  const [reason, setReason] = useState<FlagReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { sending, failure, send, clearFailure } = useSending();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(reason, note, intl);
    setErrors(found);
    clearFailure();
    if (found.reason || found.note || !reason) return;
    if (await send(() => flag({ reason, note: note.trim() || null }), intl.formatMessage(messages.failed))) {
      onFlagged?.();
      toast({ title: intl.formatMessage(messages.sent), description: intl.formatMessage(messages.sentDescription) });
      onClose();
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(description, { type: target.type })}
      onSubmit={onSubmit}
      failure={failure}
      busy={sending}
      confirmLabel={intl.formatMessage(messages.send)}
      busyLabel={intl.formatMessage(messages.sending)}
    >
      <StyledFieldset aria-describedby={errors.reason ? errorId : undefined}>
        <StyledLegend>{intl.formatMessage(messages.reason)}</StyledLegend>
        <Stack $gap={2}>
          {FLAG_REASON_OPTIONS.map((option) => (
            <StyledOption key={option.value}>
              <input type="radio" name="flag-reason" value={option.value} checked={reason === option.value} onChange={() => setReason(option.value)} />
              <StyledOptionLabel>{intl.formatMessage(option.label)}</StyledOptionLabel>
              <StyledOptionHint>{intl.formatMessage(option.hint)}</StyledOptionHint>
            </StyledOption>
          ))}
        </Stack>
        {errors.reason && <StyledFieldError id={errorId}>{errors.reason}</StyledFieldError>}
      </StyledFieldset>
      <TextAreaField
        label={intl.formatMessage(messages.note)}
        hint={intl.formatMessage(noteHint, { max: LIMITS.flagNoteMax })}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
        rows={3}
      />
    </FormDialog>
  );
}
