import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { LIMITS } from '@tea/limits';
import type { FlagReason } from '../../../gql/graphql';
import { useSending } from '../../../shared/useSending';
import { FormDialog } from '../../../ui/ConfirmDialog';
import { StyledFieldError, TextAreaField } from '../../../ui/Field';
import { StyledFieldset, StyledLegend } from '../../../ui/FormLayout';
import { useToast } from '../../../ui/toast/useToast';
import { FLAG_REASON_OPTIONS } from '../flag-labels';
import { useFlag, type FlagTarget } from '../hooks/useFlag';
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
  /** What is flagged, in words: 'this report' or 'this profile'. */
  subject: string;
};

type Errors = { reason?: string; note?: string };

function validate(reason: FlagReason | null, note: string): Errors {
  const errors: Errors = {};
  if (!reason) errors.reason = 'Please choose a reason for your flag.';
  if (note.trim().length > LIMITS.flagNoteMax) errors.note = `The note must be at most ${LIMITS.flagNoteMax} characters.`;
  else if (reason === 'OTHER' && !note.trim()) errors.note = "Please say what is wrong when you choose 'Other'.";
  return errors;
}

/**
 * 'Flag for review': the reasons as radio buttons, an optional note (required for Other), and Send. Problems show
 * inside the dialog; success closes it with a toast. Keyboard accessible through Dialog (focus trapped, Escape closes).
 */
export function FlagDialog({ open, onClose, onFlagged, target, subject }: FlagDialogProps) {
  const flag = useFlag(target);
  const { toast } = useToast();
  const errorId = useId();
  const [reason, setReason] = useState<FlagReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { sending, failure, send, clearFailure } = useSending();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(reason, note);
    setErrors(found);
    clearFailure();
    if (found.reason || found.note || !reason) return;
    if (await send(() => flag({ reason, note: note.trim() || null }), 'Your flag could not be sent. Please try again.')) {
      onFlagged?.();
      toast({ title: 'Flag sent', description: 'Thank you. A moderator will review it.' });
      onClose();
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Flag for review"
      description={`Tell our moderators what is wrong with ${subject}. Nobody else sees who flagged it.`}
      onSubmit={onSubmit}
      failure={failure}
      busy={sending}
      confirmLabel="Send flag"
      busyLabel="Sending..."
    >
      <StyledFieldset aria-describedby={errors.reason ? errorId : undefined}>
        <StyledLegend>Reason</StyledLegend>
        <Stack $gap={2}>
          {FLAG_REASON_OPTIONS.map((option) => (
            <StyledOption key={option.value}>
              <input type="radio" name="flag-reason" value={option.value} checked={reason === option.value} onChange={() => setReason(option.value)} />
              <StyledOptionLabel>{option.label}</StyledOptionLabel>
              <StyledOptionHint>{option.hint}</StyledOptionHint>
            </StyledOption>
          ))}
        </Stack>
        {errors.reason && <StyledFieldError id={errorId}>{errors.reason}</StyledFieldError>}
      </StyledFieldset>
      <TextAreaField
        label="Note"
        hint={`Optional (required for Other), at most ${LIMITS.flagNoteMax} characters. Only moderators read it.`}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
        rows={3}
      />
    </FormDialog>
  );
}
