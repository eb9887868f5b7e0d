import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { StyledLabel } from '../../../ui/Field';
import { ImageIcon } from '../../../ui/icons';
import { checkImage, IMAGE_TYPES, type ImageProblem } from '../forms/add-person-validation';
import { Row, Stack } from '../../../ui/Stack';
import { useObjectUrl } from '../../../shared/useObjectUrl';

/** A picked photo's local preview (also the photo being checked on the photo-check screen). */
export const StyledPreview = styled.img`
  width: 5rem;
  height: 5rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.borders.hairline};
`;

const StyledFileInput = styled.input`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.md};

  &::file-selector-button {
    margin-right: 0.75rem;
    padding: 0.5rem 0.875rem;
    border-radius: ${({ theme }) => theme.radii.md};
    border: ${({ theme }) => theme.borders.hairline};
    background: ${({ theme }) => theme.colors.card};
    color: ${({ theme }) => theme.colors.foreground};
    font-weight: 600;
    cursor: pointer;
  }
`;

const StyledNotice = styled.p`
  display: flex;
  gap: 0.5rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};

  svg {
    flex-shrink: 0;
  }
`;

const StyledProblem = styled.div`
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.fontSizes.md};

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.destructive};
  }
`;

export type ImagePickerProps = {
  value: File | null;
  onChange: (file: File | null) => void;
};

/**
 * The optional profile image: checked in the browser (JPEG, PNG or WebP, under 5MB; the server checks the bytes
 * again), previewed locally, with the notice that images need admin approval and initials show until then.
 */
export function ImagePicker({ value, onChange }: ImagePickerProps) {
  const intl = useIntl();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const preview = useObjectUrl(value);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const found = checkImage(file, intl);
    setProblem(found);
    if (found) {
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    onChange(file);
  };

  return (
    <Stack $gap={2}>
      <StyledLabel htmlFor={inputId}>
        <FormattedMessage id="addPerson.image.label" defaultMessage="Photo (optional)" />
      </StyledLabel>
      <Row $gap={3}>
        {preview && (
          <StyledPreview src={preview} alt={intl.formatMessage({ id: 'addPerson.image.previewAlt', defaultMessage: 'Preview of the selected photo' })} />
        )}
        <StyledFileInput
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-describedby={`${inputId}-notice`}
          onChange={(event) => pick(event.target.files?.[0])}
        />
        {value && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange(null);
              if (inputRef.current) inputRef.current.value = '';
            }}
          >
            <FormattedMessage id="addPerson.image.remove" defaultMessage="Remove photo" />
          </Button>
        )}
      </Row>
      {problem && (
        <StyledProblem role="alert">
          <strong>{problem.title}</strong>
          {problem.description}
        </StyledProblem>
      )}
      <StyledNotice id={`${inputId}-notice`}>
        <ImageIcon size={16} />
        <span>
          <FormattedMessage
            id="addPerson.image.notice"
            defaultMessage="Images need admin approval before anyone sees them. Until the photo is approved, the profile shows her initials. JPEG, PNG or WebP, under 5MB; location data in photos is removed."
          />
        </span>
      </StyledNotice>
    </Stack>
  );
}
