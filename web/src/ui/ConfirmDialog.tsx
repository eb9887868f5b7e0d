import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from './Button';
import { Dialog, type DialogProps } from './Dialog';
import { StyledFormAlert } from './FormLayout';
import { Stack } from './Stack';

export const StyledDialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

export type DialogActionsProps = {
  /** Closes the dialog. */
  onCancel: () => void;
  /** Default: 'Cancel' in her language. */
  cancelLabel?: string;
  /** Label of the confirming button, e.g. 'Send appeal'. */
  confirmLabel: string;
  /** Shown on the confirming button while `busy`. */
  busyLabel?: string;
  /** The action runs: the confirming button is disabled (and shows `busyLabel`). */
  busy?: boolean;
  /** Cancel is disabled too while busy (the dialog cannot close mid-action). */
  lockCancel?: boolean;
  /** Disables the confirming button for another reason (the form is not complete). */
  disabled?: boolean;
  /** Destructive actions get the red button. */
  destructive?: boolean;
  /** Runs on the confirming button; without it the button submits the form it stands in. */
  onConfirm?: () => void;
};

/** A dialog's buttons: Cancel, then the confirming button (last, so focus never starts on it). */
export function DialogActions({
  onCancel,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy = false,
  lockCancel = false,
  disabled = false,
  destructive = false,
  onConfirm,
}: DialogActionsProps) {
  return (
    <StyledDialogActions>
      <Button variant="outline" onClick={onCancel} disabled={lockCancel && busy}>
        {cancelLabel ?? <FormattedMessage id="ui.dialog.cancel" defaultMessage="Cancel" description="A dialog's button that closes it without acting." />}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} disabled={busy || disabled}>
        {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
      </Button>
    </StyledDialogActions>
  );
}

export type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** Label of the confirming button, e.g. 'Delete'. */
  confirmLabel: string;
  /** Shown on the confirming button while `onConfirm` runs. */
  busyLabel?: string;
  cancelLabel?: string;
  /** Destructive actions get the red button. */
  destructive?: boolean;
  /** Runs on confirmation; the dialog closes itself when it resolves to anything but `false`. */
  onConfirm: () => Promise<unknown> | unknown;
  /** Extra content between the description and the buttons (for example a reason field). */
  children?: ReactNode;
};

/**
 * A modal question with Cancel and a confirming button (keyboard accessible through Dialog: focus trapped, Escape
 * cancels, focus returns to the opener). The confirming button is last, so focus never starts on it.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const result = await onConfirm();
      if (result !== false) onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} title={title} description={description}>
      <Stack $gap={4}>{children}</Stack>
      <DialogActions
        onCancel={onClose}
        cancelLabel={cancelLabel}
        confirmLabel={confirmLabel}
        busyLabel={busyLabel}
        busy={busy}
        lockCancel
        destructive={destructive}
        onConfirm={() => void confirm()}
      />
    </Dialog>
  );
}

export type FormDialogProps = Omit<DialogProps, 'placement' | 'children'> &
  Pick<DialogActionsProps, 'confirmLabel' | 'busyLabel' | 'busy' | 'destructive'> & {
    onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
    /** The API's refusal, boxed above the buttons. */
    failure?: string | null;
    /** The form's fields. */
    children: ReactNode;
  };

/** A dialog that is one form: its fields, the API's refusal when there is one, then Cancel and the confirming (submit) button. */
export function FormDialog({ open, onClose, title, description, onSubmit, failure, confirmLabel, busyLabel, busy, destructive, children }: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <Stack as="form" $gap={4} onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)} noValidate aria-busy={busy}>
        {children}
        {failure && <StyledFormAlert role="alert">{failure}</StyledFormAlert>}
        <DialogActions onCancel={onClose} busy={busy} confirmLabel={confirmLabel} busyLabel={busyLabel} destructive={destructive} />
      </Stack>
    </Dialog>
  );
}
