import { Dialog } from '../../../../ui/Dialog';
import { DecisionForm, type DecisionFormProps, type DecisionValues } from '../forms/DecisionForm';

export type DecisionDialogProps = Omit<DecisionFormProps, 'onCancel' | 'onConfirm'> & {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** Resolves to true when the decision went through; the dialog then closes. */
  onConfirm: (values: DecisionValues) => Promise<boolean>;
};

/** A modal moderation decision (reject, delete, approve/reject an ID, unban): reason code and note, then confirm. */
export function DecisionDialog({ open, onClose, title, description, onConfirm, ...formProps }: DecisionDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <DecisionForm
        {...formProps}
        onCancel={onClose}
        onConfirm={async (values) => {
          const ok = await onConfirm(values);
          if (ok) onClose();
          return ok;
        }}
      />
    </Dialog>
  );
}
