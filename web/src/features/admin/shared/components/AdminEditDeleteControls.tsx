import { useState, type ReactNode } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import type { DecisionValues } from '../forms/DecisionForm';
import { StyledItemActions } from './AdminListParts';
import { DecisionDialog } from './DecisionDialog';

/** The dashed admin box on a member-facing page (a profile, a report card) with its label and buttons. */
const StyledAdminControls = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 0.875rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.card};
`;

/** An h2 under the profile's h1; inside a report card (title h3) it is rendered as an h4. */
const StyledAdminLabel = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

/** Runs `then` (close a dialog, leave a page) once an action resolved to true; resolves to what the action did. */
export function afterSuccess(then: () => void) {
  return async (done: Promise<boolean>) => {
    const ok = await done;
    if (ok) then();
    return ok;
  };
}

export type AdminEditDeleteButtonsProps = { editLabel: ReactNode; deleteLabel: ReactNode; onEdit: () => void; onDelete: () => void };

/** An admin's Edit and Delete buttons on a profile or a report. */
export function AdminEditDeleteButtons({ editLabel, deleteLabel, onEdit, onDelete }: AdminEditDeleteButtonsProps) {
  return (
    <>
      <Button variant="outline" size="sm" onClick={onEdit}>
        {editLabel}
      </Button>
      <Button variant="destructive" size="sm" onClick={onDelete}>
        {deleteLabel}
      </Button>
    </>
  );
}

/** A delete's texts: the confirm button, the dialog's title and text, the busy label. */
export type AdminDeleteTexts = { label: string; title: string; description: string; busyLabel: string };

/** A delete's texts in her language from its messages (`delete`, `deleteTitle`, `deleting`) and its description. */
export function adminDeleteTexts(
  intl: IntlShape,
  messages: Record<'delete' | 'deleteTitle' | 'deleting', MessageDescriptor>,
  description: string,
): AdminDeleteTexts {
  return {
    label: intl.formatMessage(messages.delete),
    title: intl.formatMessage(messages.deleteTitle),
    description,
    busyLabel: intl.formatMessage(messages.deleting),
  };
}

export type AdminDeleteDialogProps = {
  open: boolean;
  onClose: () => void;
  texts: AdminDeleteTexts;
  /** Resolves to true when the delete went through; the dialog then closes. */
  onConfirm: (decision: DecisionValues) => Promise<boolean>;
};

/** The confirmation of an admin's delete of a profile or a report, with an optional reason code and note. */
export function AdminDeleteDialog({ open, onClose, texts, onConfirm }: AdminDeleteDialogProps) {
  return (
    <DecisionDialog
      open={open}
      onClose={onClose}
      title={texts.title}
      description={texts.description}
      reason="optional"
      confirmLabel={texts.label}
      busyLabel={texts.busyLabel}
      destructive
      onConfirm={onConfirm}
    />
  );
}

export type AdminEditDeleteControlsProps = {
  /** The box's accessible name ('Admin controls for this profile'). */
  label: string;
  heading: ReactNode;
  /** The heading's level: an h2 under a profile's h1, an h4 inside a report card. */
  headingAs?: 'h2' | 'h4';
  editLabel: ReactNode;
  /** The edit form that replaces the buttons while she edits; `cancel` leaves it, `closeAfter` once the save went through. */
  editForm: (editing: { cancel: () => void; closeAfter: (saved: Promise<boolean>) => Promise<boolean> }) => ReactNode;
  deleteTexts: AdminDeleteTexts;
  onDelete: (decision: DecisionValues) => Promise<boolean>;
};

/** An admin's edit and delete tools on a member-facing page: the buttons, the edit form in their place, the delete's confirmation. */
export function AdminEditDeleteControls({ label, heading, headingAs = 'h2', editLabel, editForm, deleteTexts, onDelete }: AdminEditDeleteControlsProps) {
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const cancel = () => setEditing(false);
  return (
    <StyledAdminControls aria-label={label}>
      <StyledAdminLabel as={headingAs}>{heading}</StyledAdminLabel>
      {editing ? (
        editForm({ cancel, closeAfter: afterSuccess(cancel) })
      ) : (
        <StyledItemActions>
          <AdminEditDeleteButtons
            editLabel={editLabel}
            deleteLabel={deleteTexts.label}
            onEdit={() => setEditing(true)}
            onDelete={() => setConfirmDelete(true)}
          />
        </StyledItemActions>
      )}
      <AdminDeleteDialog open={confirmDelete} onClose={() => setConfirmDelete(false)} texts={deleteTexts} onConfirm={onDelete} />
    </StyledAdminControls>
  );
}
