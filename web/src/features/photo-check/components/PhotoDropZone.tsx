import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ImageIcon } from '../../../ui/icons';
import { StyledStateIcon } from '../../../ui/StateMessage';
import { StyledVisuallyHidden } from '../../../ui/VisuallyHidden';
import { checkImage, IMAGE_TYPES, type ImageProblem } from '../../add-person/forms/add-person-validation';

const StyledZone = styled.label<{ $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 2rem 1rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 2px dashed ${({ theme, $dragging }) => ($dragging ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.accent : theme.colors.card)};
  color: ${({ theme }) => theme.colors.foreground};
  text-align: center;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }

  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

const StyledZoneTitle = styled.span`
  font-weight: 700;
`;

const StyledZoneHint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledZoneProblem = styled.p`
  margin-top: 0.5rem;
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.fontSizes.md};

  strong {
    color: ${({ theme }) => theme.colors.destructive};
  }
`;

export type PhotoDropZoneProps = {
  /** Called with a photo of a type and size the server accepts (checked here first; the server checks the bytes). */
  onPick: (file: File) => void;
  /** While a check runs: another photo cannot be picked. */
  disabled?: boolean;
};

/**
 * Where she picks the photo to check: a large target (a label around a visually hidden file input, so Tab reaches it
 * and Enter or Space open the browser's picker, and a click or tap anywhere on it does too) that also takes a photo
 * dropped onto it. A file of the wrong type or size is refused here, inline.
 */
export function PhotoDropZone({ onPick, disabled = false }: PhotoDropZoneProps) {
  const intl = useIntl();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<ImageProblem | null>(null);

  const take = (file: File | undefined) => {
    if (!file || disabled) return;
    const found = checkImage(file, intl);
    setProblem(found);
    if (inputRef.current) inputRef.current.value = '';
    if (!found) onPick(file);
  };

  const onDragOver = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <div>
      <StyledZone
        $dragging={dragging}
        aria-disabled={disabled || undefined}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <StyledStateIcon aria-hidden="true">
          <ImageIcon size={24} />
        </StyledStateIcon>
        <StyledZoneTitle>
          <FormattedMessage id="photoCheck.picker.title" defaultMessage="Choose a photo to check" />
        </StyledZoneTitle>
        <StyledZoneHint id={hintId}>
          <FormattedMessage id="photoCheck.picker.hint" defaultMessage="Or drop it here. JPEG, PNG or WebP, under 5MB." />
        </StyledZoneHint>
        <StyledVisuallyHidden
          as="input"
          ref={inputRef}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event: ChangeEvent<HTMLInputElement>) => take(event.target.files?.[0])}
        />
      </StyledZone>
      {problem && (
        <StyledZoneProblem role="alert">
          <strong>{problem.title}</strong> {problem.description}
        </StyledZoneProblem>
      )}
    </div>
  );
}
